//! The debug info attributes `#llvm.di_*`: files, compile units,
//! subprograms, types, variables, scopes, labels, imported entities and
//! location expressions, with MLIR's textual forms (ODS `struct(params)`
//! lists, a parameter printed only when it differs from its default) and
//! the aliases MLIR's printer gives them (`#di_file`, `#di_subprogram1`).
//!
//! Each attribute is stored as `#llvm.<mnemonic>` with one parameter per
//! declared parameter, in declaration order; an absent optional
//! parameter is the unit attribute. DWARF keywords, enums and flags are
//! stored as i64 integers, arrays as array attributes.

use crate::attrs::{params_attr, params_of};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::Failed;
use strata_ir::{AttrKind, Attribute, Context};

use crate::dwarf;

/// Which attributes a parameter accepts (MLIR's DI attribute base
/// classes and concrete classes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Class {
    /// `DINodeAttr`.
    Node,
    /// `DIScopeAttr`.
    Scope,
    /// `DITypeAttr`.
    Type,
    /// `DIVariableAttr`.
    Variable,
    /// Any attribute (`::mlir::Attribute`).
    Any,
    /// `DistinctAttr`.
    Distinct,
    /// A concrete attribute of this dialect, printed stripped of its
    /// `#llvm.mnemonic` prefix unless it has an alias.
    Concrete(&'static str),
}

/// How a parameter is written.
#[derive(Copy, Clone)]
enum Kind {
    /// A DWARF keyword of a table (`DW_TAG_*`, ...), with the table's
    /// name in the error.
    Dwarf(&'static [(&'static str, u32)], &'static str),
    /// A string.
    Str,
    /// An unsigned integer.
    Int,
    /// `std::optional<unsigned>`: printed whenever present, even if 0.
    OptInt,
    /// `true` or `false`.
    Bool,
    /// A keyword of an enum, by value.
    Enum(&'static [&'static str], &'static str),
    /// A bit enum, `A|B` (quoted unless it is one case).
    Flags(&'static FlagsDef),
    /// One attribute.
    Attr(Class),
    /// A comma-separated list of attributes.
    Array(Class),
}

/// A bit enum's cases with MLIR's printing rules.
pub struct FlagsDef {
    /// The cases: names and values (groups and single bits).
    pub cases: &'static [(&'static str, u32)],
    /// Multi-bit cases (groups) are printed before the single bits.
    groups: &'static [&'static str],
    summary: &'static str,
}

struct Param {
    name: &'static str,
    kind: Kind,
    /// Elided from the printed form when it has its default value (0,
    /// false, empty, absent); required in the parsed form otherwise.
    optional: bool,
    /// The C++ type MLIR names in its parameter error.
    cpp: &'static str,
}

/// One `#llvm.di_*` attribute.
struct DiDef {
    mnemonic: &'static str,
    /// The ODS definition name, for errors.
    def_name: &'static str,
    params: &'static [Param],
    /// Whether the printer gives it an alias named after its mnemonic.
    alias: bool,
}

const fn req(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param {
        name,
        kind,
        optional: false,
        cpp,
    }
}

const fn opt(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param {
        name,
        kind,
        optional: true,
        cpp,
    }
}

const TAG: Kind = Kind::Dwarf(dwarf::TAGS, "tag");
const ENCODING: Kind = Kind::Dwarf(dwarf::ENCODINGS, "encoding");
const LANGUAGE: Kind = Kind::Dwarf(dwarf::LANGUAGES, "language");
const CONVENTION: Kind = Kind::Dwarf(dwarf::CONVENTIONS, "calling convention");
const FILE: Kind = Kind::Attr(Class::Concrete("di_file"));
const SCOPE: Kind = Kind::Attr(Class::Scope);
const TYPE: Kind = Kind::Attr(Class::Type);
const EXPR: Kind = Kind::Attr(Class::Concrete("di_expression"));
const DISTINCT: Kind = Kind::Attr(Class::Distinct);

/// `DIEmissionKind`'s keywords, by value.
pub const EMISSION_KINDS: [&str; 4] = ["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"];
/// `DINameTableKind`'s keywords, by value.
pub const NAME_TABLE_KINDS: [&str; 4] = ["Default", "GNU", "None", "Apple"];

/// `DIFlags`.
pub static DI_FLAGS: FlagsDef = FlagsDef {
    cases: &[
        ("Zero", 0),
        ("Bit0", 1),
        ("Bit1", 2),
        ("Private", 1),
        ("Protected", 2),
        ("Public", 3),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 1 << 16),
        ("VirtualInheritance", 1 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
    ],
    groups: &["Private", "Protected", "Public"],
    summary: "LLVM DI flags",
};

/// `DISubprogramFlags`.
pub static DI_SUBPROGRAM_FLAGS: FlagsDef = FlagsDef {
    cases: &[
        ("Virtual", 1),
        ("PureVirtual", 1 << 1),
        ("LocalToUnit", 1 << 2),
        ("Definition", 1 << 3),
        ("Optimized", 1 << 4),
        ("Pure", 1 << 5),
        ("Elemental", 1 << 6),
        ("Recursive", 1 << 7),
        ("MainSubprogram", 1 << 8),
        ("Deleted", 1 << 9),
        ("ObjCDirect", 1 << 11),
    ],
    groups: &[],
    summary: "LLVM DISubprogram flags",
};

const NODES: Kind = Kind::Array(Class::Node);

static DEFS: &[DiDef] = &[
    DiDef {
        mnemonic: "di_null_type",
        def_name: "LLVM_DINullTypeAttr",
        params: &[],
        alias: true,
    },
    DiDef {
        mnemonic: "di_basic_type",
        def_name: "LLVM_DIBasicTypeAttr",
        params: &[
            opt("tag", TAG, "unsigned"),
            req("name", Kind::Str, "StringAttr"),
            opt("sizeInBits", Kind::Int, "uint64_t"),
            opt("encoding", ENCODING, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_compile_unit",
        def_name: "LLVM_DICompileUnitAttr",
        params: &[
            req("id", DISTINCT, "DistinctAttr"),
            req("sourceLanguage", LANGUAGE, "unsigned"),
            req("file", FILE, "DIFileAttr"),
            opt("producer", Kind::Str, "StringAttr"),
            req("isOptimized", Kind::Bool, "bool"),
            req(
                "emissionKind",
                Kind::Enum(&EMISSION_KINDS, "LLVM debug emission kind"),
                "DIEmissionKind",
            ),
            opt(
                "nameTableKind",
                Kind::Enum(&NAME_TABLE_KINDS, "LLVM debug name table kind"),
                "DINameTableKind",
            ),
            opt("splitDebugFilename", Kind::Str, "StringAttr"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_composite_type",
        def_name: "LLVM_DICompositeTypeAttr",
        params: &[
            opt("recId", DISTINCT, "DistinctAttr"),
            opt("isRecSelf", Kind::Bool, "bool"),
            opt("tag", TAG, "unsigned"),
            opt("name", Kind::Str, "StringAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "uint32_t"),
            opt("scope", SCOPE, "DIScopeAttr"),
            opt("baseType", TYPE, "DITypeAttr"),
            opt("flags", Kind::Flags(&DI_FLAGS), "DIFlags"),
            opt("sizeInBits", Kind::Int, "uint64_t"),
            opt("alignInBits", Kind::Int, "uint64_t"),
            opt("dataLocation", EXPR, "DIExpressionAttr"),
            opt("rank", EXPR, "DIExpressionAttr"),
            opt("allocated", EXPR, "DIExpressionAttr"),
            opt("associated", EXPR, "DIExpressionAttr"),
            opt("elements", NODES, "::llvm::ArrayRef<DINodeAttr>"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_derived_type",
        def_name: "LLVM_DIDerivedTypeAttr",
        params: &[
            opt("tag", TAG, "unsigned"),
            opt("name", Kind::Str, "StringAttr"),
            opt("baseType", TYPE, "DITypeAttr"),
            opt("sizeInBits", Kind::Int, "uint64_t"),
            opt("alignInBits", Kind::Int, "uint32_t"),
            opt("offsetInBits", Kind::Int, "uint64_t"),
            opt("dwarfAddressSpace", Kind::OptInt, "std::optional<unsigned>"),
            opt("extraData", Kind::Attr(Class::Node), "DINodeAttr"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_file",
        def_name: "LLVM_DIFileAttr",
        params: &[
            req("name", Kind::Str, "StringAttr"),
            req("directory", Kind::Str, "StringAttr"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_global_variable_expression",
        def_name: "LLVM_DIGlobalVariableExpressionAttr",
        params: &[
            req(
                "var",
                Kind::Attr(Class::Concrete("di_global_variable")),
                "DIGlobalVariableAttr",
            ),
            opt("expr", EXPR, "DIExpressionAttr"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_global_variable",
        def_name: "LLVM_DIGlobalVariable",
        params: &[
            opt("scope", SCOPE, "DIScopeAttr"),
            opt("name", Kind::Str, "StringAttr"),
            opt("linkageName", Kind::Str, "StringAttr"),
            req("file", FILE, "DIFileAttr"),
            req("line", Kind::Int, "unsigned"),
            req("type", TYPE, "DITypeAttr"),
            opt("isLocalToUnit", Kind::Bool, "bool"),
            opt("isDefined", Kind::Bool, "bool"),
            opt("alignInBits", Kind::Int, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_lexical_block",
        def_name: "LLVM_DILexicalBlockAttr",
        params: &[
            req("scope", SCOPE, "DIScopeAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
            opt("column", Kind::Int, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_lexical_block_file",
        def_name: "LLVM_DILexicalBlockFile",
        params: &[
            req("scope", SCOPE, "DIScopeAttr"),
            opt("file", FILE, "DIFileAttr"),
            req("discriminator", Kind::Int, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_local_variable",
        def_name: "LLVM_DILocalVariableAttr",
        params: &[
            req("scope", SCOPE, "DIScopeAttr"),
            opt("name", Kind::Str, "StringAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
            opt("arg", Kind::Int, "unsigned"),
            opt("alignInBits", Kind::Int, "unsigned"),
            opt("type", TYPE, "DITypeAttr"),
            opt("flags", Kind::Flags(&DI_FLAGS), "DIFlags"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_subprogram",
        def_name: "LLVM_DISubprogramAttr",
        params: &[
            opt("recId", DISTINCT, "DistinctAttr"),
            opt("isRecSelf", Kind::Bool, "bool"),
            opt("id", DISTINCT, "DistinctAttr"),
            opt(
                "compileUnit",
                Kind::Attr(Class::Concrete("di_compile_unit")),
                "DICompileUnitAttr",
            ),
            opt("scope", SCOPE, "DIScopeAttr"),
            opt("name", Kind::Str, "StringAttr"),
            opt("linkageName", Kind::Str, "StringAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
            opt("scopeLine", Kind::Int, "unsigned"),
            opt(
                "subprogramFlags",
                Kind::Flags(&DI_SUBPROGRAM_FLAGS),
                "DISubprogramFlags",
            ),
            opt(
                "type",
                Kind::Attr(Class::Concrete("di_subroutine_type")),
                "DISubroutineTypeAttr",
            ),
            opt("retainedNodes", NODES, "::llvm::ArrayRef<DINodeAttr>"),
            opt("annotations", NODES, "::llvm::ArrayRef<DINodeAttr>"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_module",
        def_name: "LLVM_DIModuleAttr",
        params: &[
            opt("file", FILE, "DIFileAttr"),
            opt("scope", SCOPE, "DIScopeAttr"),
            opt("name", Kind::Str, "StringAttr"),
            opt("configMacros", Kind::Str, "StringAttr"),
            opt("includePath", Kind::Str, "StringAttr"),
            opt("apinotes", Kind::Str, "StringAttr"),
            opt("line", Kind::Int, "unsigned"),
            opt("isDecl", Kind::Bool, "bool"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_namespace",
        def_name: "LLVM_DINamespaceAttr",
        params: &[
            opt("name", Kind::Str, "StringAttr"),
            opt("scope", SCOPE, "DIScopeAttr"),
            req("exportSymbols", Kind::Bool, "bool"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_imported_entity",
        def_name: "LLVM_DIImportedEntityAttr",
        params: &[
            opt("tag", TAG, "unsigned"),
            req("scope", SCOPE, "DIScopeAttr"),
            req("entity", Kind::Attr(Class::Node), "DINodeAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
            opt("name", Kind::Str, "StringAttr"),
            opt("elements", NODES, "::llvm::ArrayRef<DINodeAttr>"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_annotation",
        def_name: "LLVM_DIAnnotationAttr",
        params: &[
            req("name", Kind::Str, "StringAttr"),
            req("value", Kind::Str, "StringAttr"),
        ],
        alias: false,
    },
    DiDef {
        mnemonic: "di_subrange",
        def_name: "LLVM_DISubrangeAttr",
        params: &[
            opt("count", Kind::Attr(Class::Any), "::mlir::Attribute"),
            opt("lowerBound", Kind::Attr(Class::Any), "::mlir::Attribute"),
            opt("upperBound", Kind::Attr(Class::Any), "::mlir::Attribute"),
            opt("stride", Kind::Attr(Class::Any), "::mlir::Attribute"),
        ],
        alias: false,
    },
    DiDef {
        mnemonic: "di_common_block",
        def_name: "LLVM_DICommonBlockAttr",
        params: &[
            req("scope", SCOPE, "DIScopeAttr"),
            opt(
                "decl",
                Kind::Attr(Class::Concrete("di_global_variable")),
                "DIGlobalVariableAttr",
            ),
            req("name", Kind::Str, "StringAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_generic_subrange",
        def_name: "LLVM_DIGenericSubrangeAttr",
        params: &[
            opt("count", Kind::Attr(Class::Any), "::mlir::Attribute"),
            req("lowerBound", Kind::Attr(Class::Any), "::mlir::Attribute"),
            opt("upperBound", Kind::Attr(Class::Any), "::mlir::Attribute"),
            req("stride", Kind::Attr(Class::Any), "::mlir::Attribute"),
        ],
        alias: false,
    },
    DiDef {
        mnemonic: "di_subroutine_type",
        def_name: "LLVM_DISubroutineTypeAttr",
        params: &[
            opt("callingConvention", CONVENTION, "unsigned"),
            opt("types", Kind::Array(Class::Type), "::llvm::ArrayRef<DITypeAttr>"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_label",
        def_name: "LLVM_DILabelAttr",
        params: &[
            req("scope", SCOPE, "DIScopeAttr"),
            opt("name", Kind::Str, "StringAttr"),
            opt("file", FILE, "DIFileAttr"),
            opt("line", Kind::Int, "unsigned"),
        ],
        alias: true,
    },
    DiDef {
        mnemonic: "di_string_type",
        def_name: "LLVM_DIStringTypeAttr",
        params: &[
            opt("tag", TAG, "unsigned"),
            req("name", Kind::Str, "StringAttr"),
            opt("sizeInBits", Kind::Int, "uint64_t"),
            opt("alignInBits", Kind::Int, "uint32_t"),
            opt("stringLength", Kind::Attr(Class::Variable), "DIVariableAttr"),
            opt("stringLengthExp", EXPR, "DIExpressionAttr"),
            opt("stringLocationExp", EXPR, "DIExpressionAttr"),
            opt("encoding", ENCODING, "unsigned"),
        ],
        alias: true,
    },
];

fn def_of(mnemonic: &str) -> Option<&'static DiDef> {
    DEFS.iter().find(|d| d.mnemonic == mnemonic)
}

/// The mnemonic of `a` if it is a `#llvm.di_*` attribute (or a
/// `di_expression` / `di_expression_elem`).
pub fn di_mnemonic(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect, mnemonic, ..
        } if ctx.ident_str(*dialect) == "llvm" => {
            let m = ctx.ident_str(*mnemonic);
            m.starts_with("di_").then_some(m)
        }
        _ => None,
    }
}

/// Whether attribute `a` is of `class`.
fn is_of_class(ctx: &Context, a: Attribute, class: Class) -> bool {
    let m = di_mnemonic(ctx, a);
    match class {
        Class::Any => true,
        Class::Distinct => matches!(ctx.attr_kind(a), AttrKind::Distinct { .. }),
        Class::Concrete(name) => m == Some(name),
        Class::Node => m.is_some_and(|m| {
            !matches!(
                m,
                "di_expression" | "di_expression_elem" | "di_global_variable_expression"
            )
        }),
        // MLIR accepts derived types as scopes too.
        Class::Scope => matches!(
            m,
            Some(
                "di_common_block"
                    | "di_derived_type"
                    | "di_compile_unit"
                    | "di_composite_type"
                    | "di_file"
                    | "di_lexical_block"
                    | "di_lexical_block_file"
                    | "di_subprogram"
                    | "di_module"
                    | "di_namespace"
            )
        ),
        Class::Type => matches!(
            m,
            Some(
                "di_null_type"
                    | "di_basic_type"
                    | "di_composite_type"
                    | "di_derived_type"
                    | "di_string_type"
                    | "di_subroutine_type"
            )
        ),
        Class::Variable => matches!(m, Some("di_local_variable" | "di_global_variable")),
    }
}

/// Whether `a` is a local scope (`DILocalScopeAttr`): a subprogram or a
/// lexical block.
pub fn is_local_scope(ctx: &Context, a: Attribute) -> bool {
    matches!(
        di_mnemonic(ctx, a),
        Some("di_subprogram" | "di_lexical_block" | "di_lexical_block_file")
    )
}

/// The `#llvm.di_subprogram` of the first `fused<#llvm.di_subprogram>`
/// location found in `loc` (MLIR's `findInstanceOf`).
pub fn subprogram_of_loc(ctx: &Context, loc: strata_ir::Location) -> Option<Attribute> {
    use strata_ir::LocationKind;
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_kind(l) {
            LocationKind::Fused { metadata, locations } => {
                if let Some(md) = metadata.filter(|&m| di_mnemonic(ctx, m) == Some("di_subprogram")) {
                    return Some(md);
                }
                stack.extend(locations.iter().rev());
            }
            LocationKind::Name { child: Some(c), .. } => stack.push(c),
            LocationKind::CallSite { callee, caller } => {
                stack.push(caller);
                stack.push(callee);
            }
            _ => {}
        }
    }
    None
}

/// The alias MLIR's printer gives a `#llvm.di_*` attribute (its
/// mnemonic), if it gets one.
pub fn alias_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let m = di_mnemonic(ctx, a)?;
    def_of(m).filter(|d| d.alias).map(|d| d.mnemonic)
}

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Attribute {
    let a = params_attr(ctx, mnemonic, params);
    if def_of(mnemonic).is_some_and(|d| d.alias) {
        ctx.note_aliasable_attr();
    }
    a
}

/// Builds `#llvm.<mnemonic><...>` from the named parameters given (the
/// others absent): integers (DWARF keywords, enums, flags) as i64
/// integer attributes, booleans as bool attributes, strings as string
/// attributes, arrays as array attributes. `None` for an unknown
/// mnemonic or parameter name.
pub fn build(ctx: &Context, mnemonic: &str, named: &[(&str, Attribute)]) -> Option<Attribute> {
    let def = def_of(mnemonic)?;
    let mut params = vec![ctx.unit_attr(); def.params.len()];
    for &(name, v) in named {
        let i = def.params.iter().position(|p| p.name == name)?;
        params[i] = v;
    }
    Some(make(ctx, mnemonic, &params))
}

/// Parameter `name` of the `#llvm.di_*` attribute `a`, unless absent.
pub fn param(ctx: &Context, a: Attribute, name: &str) -> Option<Attribute> {
    let m = di_mnemonic(ctx, a)?;
    let def = def_of(m)?;
    let i = def.params.iter().position(|p| p.name == name)?;
    let v = *params_of(ctx, a, m)?.get(i)?;
    (!matches!(ctx.attr_kind(v), AttrKind::Unit)).then_some(v)
}

/// An integer parameter (DWARF keywords, enums, flags, counts), 0 when
/// absent.
pub fn int_param(ctx: &Context, a: Attribute, name: &str) -> u64 {
    param(ctx, a, name)
        .and_then(|v| ctx.integer_attr_value(v))
        .map_or(0, |v| v.zext_u64())
}

/// Whether an optional integer parameter is present.
pub fn has_param(ctx: &Context, a: Attribute, name: &str) -> bool {
    param(ctx, a, name).is_some()
}

/// A string parameter, if present.
pub fn str_param<'c>(ctx: &'c Context, a: Attribute, name: &str) -> Option<&'c str> {
    param(ctx, a, name).and_then(|v| ctx.string_attr_value(v))
}

/// A boolean parameter, false when absent.
pub fn bool_param(ctx: &Context, a: Attribute, name: &str) -> bool {
    param(ctx, a, name).is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::Bool(true)))
}

/// An array parameter's elements (empty when absent).
pub fn array_param<'c>(ctx: &'c Context, a: Attribute, name: &str) -> &'c [Attribute] {
    param(ctx, a, name)
        .and_then(|v| ctx.array_attr_elements(v))
        .unwrap_or(&[])
}

/// The name of DWARF value `v` in `table`.
pub fn dwarf_name(table: &[(&'static str, u32)], v: u64) -> Option<&'static str> {
    table.iter().find(|e| e.1 as u64 == v).map(|e| e.0)
}

fn dwarf_value(table: &[(&'static str, u32)], name: &str) -> Option<u32> {
    table.iter().find(|e| e.0 == name).map(|e| e.1)
}

/// The operations of a `#llvm.di_expression`: (opcode, arguments).
pub fn expression_ops(ctx: &Context, a: Attribute) -> Option<Vec<(u64, Vec<u64>)>> {
    let ops = params_of(ctx, a, "di_expression")?;
    ops.iter()
        .map(|&e| {
            let ps = params_of(ctx, e, "di_expression_elem")?;
            let vals: Option<Vec<u64>> = ps
                .iter()
                .map(|&v| ctx.integer_attr_value(v).map(|v| v.zext_u64()))
                .collect();
            let vals = vals?;
            Some((*vals.first()?, vals[1..].to_vec()))
        })
        .collect()
}

/// Expression `a` as LLVM accepts it (MLIR's `DIExpressionRewriter` with
/// its `MergeFragments` pattern): consecutive `DW_OP_LLVM_fragment`s
/// become one, at the sum of their offsets with the first one's size.
pub fn legalize_expression(ctx: &Context, a: Attribute) -> Attribute {
    let Some(ops) = expression_ops(ctx, a) else {
        return a;
    };
    let is_fragment = |op: &(u64, Vec<u64>)| op.0 == DW_OP_LLVM_FRAGMENT && op.1.len() == 2;
    if !ops.windows(2).any(|w| is_fragment(&w[0]) && is_fragment(&w[1])) {
        return a;
    }
    let mut out: Vec<(u64, Vec<u64>)> = Vec::with_capacity(ops.len());
    for op in ops {
        match out.last_mut() {
            Some(last) if is_fragment(last) && is_fragment(&op) => {
                last.1[0] = last.1[0].wrapping_add(op.1[0])
            }
            _ => out.push(op),
        }
    }
    expression_attr(ctx, &out)
}

/// `attr` with the `#llvm.di_expression`s nested in it legalized by
/// [`legalize_expression`]; `None` if none changed.
pub fn legalize_expressions_in(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    ctx.replace_sub_attributes(attr, false, &|a| {
        params_of(ctx, a, "di_expression").map(|_| Some(legalize_expression(ctx, a)))
    })
}

/// `#llvm.di_expression<[ops]>`.
pub fn expression_attr(ctx: &Context, ops: &[(u64, Vec<u64>)]) -> Attribute {
    let elems: Vec<Attribute> = ops
        .iter()
        .map(|(op, args)| {
            let vals: Vec<Attribute> = std::iter::once(*op)
                .chain(args.iter().copied())
                .map(|v| ctx.integer_attr(ctx.i64(), v as i64))
                .collect();
            make(ctx, "di_expression_elem", &vals)
        })
        .collect();
    make(ctx, "di_expression", &elems)
}

// ---- parsing ---------------------------------------------------------------

/// Parses the attribute after `#llvm.` if its mnemonic is a debug info
/// attribute's; `Ok(None)` if it is not one.
pub(crate) fn parse(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if p.parse_optional_keyword("di_expression") {
        return parse_expression_body(p).map(Some);
    }
    for def in DEFS {
        if p.parse_optional_keyword(def.mnemonic) {
            return parse_body(p, def).map(Some);
        }
    }
    Ok(None)
}

/// `<[op, op(args), ...]>` or `<>`.
fn parse_expression_body(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let mut ops = Vec::new();
    if p.parse_optional_punct("[") {
        loop {
            let pos = p.current_pos();
            let word = p.parse_optional_any_keyword();
            let Some(op) = word.as_deref().and_then(|w| dwarf_value(dwarf::OPERATIONS, w)) else {
                let name = word.unwrap_or_default();
                p.emit_error_at(
                    pos,
                    &format!("invalid debug info debug info operation encoding name: {name}"),
                );
                let after = p.current_pos();
                p.emit_error_at(
                    after,
                    "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`",
                );
                return Err(p.emit_error_at(
                    after,
                    "failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`",
                ));
            };
            let mut args = Vec::new();
            if p.parse_optional_punct("(") {
                loop {
                    args.push(p.parse_integer()? as u64);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                    // `DW_OP_LLVM_convert(size, DW_ATE_*)`.
                    if op as u64 == DW_OP_LLVM_CONVERT {
                        let pos = p.current_pos();
                        let word = p.parse_optional_any_keyword().unwrap_or_default();
                        let Some(enc) = dwarf_value(dwarf::ENCODINGS, &word) else {
                            return Err(
                                p.emit_error_at(pos, &format!("invalid debug info encoding name: {word}"))
                            );
                        };
                        args.push(enc as u64);
                        break;
                    }
                }
                p.parse_punct(")")?;
            }
            ops.push((op as u64, args));
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(">")?;
    Ok(expression_attr(p.ctx(), &ops))
}

/// `DW_OP_LLVM_convert`, whose second argument is an encoding keyword.
pub const DW_OP_LLVM_CONVERT: u64 = 0x1001;
/// `DW_OP_LLVM_fragment`'s opcode.
pub const DW_OP_LLVM_FRAGMENT: u64 = 0x1000;

/// An attribute `#llvm.<mnemonic>` written as an op's format writes an
/// unqualified parameter: stripped (`<...>`), or in full, or as an alias.
pub fn parse_stripped(p: &mut dyn AsmParser<'_>, mnemonic: &str) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    if p.peek_punct("<") {
        if mnemonic == "di_expression" {
            return parse_expression_body(p);
        }
        if let Some(def) = def_of(mnemonic) {
            return parse_body(p, def);
        }
    }
    let a = p.parse_attribute(None)?;
    if di_mnemonic(p.ctx(), a) != Some(mnemonic) {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// The `failed to parse <def> parameter '<name>' ...` error after a
/// parameter's own error.
fn param_failed(p: &mut dyn AsmParser<'_>, def: &DiDef, param: &Param) -> Failed {
    let pos = p.current_pos();
    p.emit_error_at(
        pos,
        &format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            def.def_name, param.name, param.cpp
        ),
    )
}

fn parse_body(p: &mut dyn AsmParser<'_>, def: &'static DiDef) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let unit = ctx.unit_attr();
    let mut values = vec![unit; def.params.len()];
    if def.params.is_empty() {
        return Ok(make(ctx, def.mnemonic, &[]));
    }
    p.parse_punct("<")?;
    if def.mnemonic == "di_file" {
        // `<"name" in "directory">`.
        let name = parse_string(p)?;
        p.parse_keyword("in")?;
        let dir = parse_string(p)?;
        p.parse_punct(">")?;
        return Ok(make(ctx, def.mnemonic, &[name, dir]));
    }
    let mut seen = vec![false; def.params.len()];
    loop {
        let pos = p.current_pos();
        let key = match p.parse_optional_string()? {
            Some(s) => Some(String::from_utf8_lossy(&s).into_owned()),
            None => p.parse_optional_any_keyword(),
        };
        let Some(key) = key else {
            break;
        };
        let Some(i) = def
            .params
            .iter()
            .position(|x| x.name == key)
            .filter(|&i| !seen[i])
        else {
            return Err(p.emit_error_at(pos, &format!("duplicate or unknown struct parameter name: {key}")));
        };
        seen[i] = true;
        p.parse_punct("=")?;
        let param = &def.params[i];
        if let Kind::Array(class) = param.kind {
            let (list, more) = parse_list(p, def, param, class)?;
            values[i] = list;
            if more {
                continue;
            }
            break;
        }
        values[i] = parse_param(p, def, param)?;
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    for (i, param) in def.params.iter().enumerate() {
        if !seen[i] && !param.optional {
            return Err(p.emit_error(&format!("struct is missing required parameter: {}", param.name)));
        }
    }
    p.parse_punct(">")?;
    Ok(make(ctx, def.mnemonic, &values))
}

fn parse_string(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let Some(s) = p.parse_optional_string()? else {
        return Err(p.emit_error_at(pos, "expected string"));
    };
    Ok(p.ctx().string_attr(&String::from_utf8_lossy(&s)))
}

/// An attribute of `class`, written in full, as an alias, or (for a
/// concrete class) stripped of its `#llvm.mnemonic` prefix.
fn parse_class_attr(
    p: &mut dyn AsmParser<'_>,
    def: &DiDef,
    param: &Param,
    class: Class,
) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    if let Class::Concrete(m) = class {
        if p.peek_punct("<") {
            let a = if m == "di_expression" {
                parse_expression_body(p)
            } else {
                parse_body(p, def_of(m).expect("concrete classes name definitions"))
            };
            return a.map_err(|_| param_failed(p, def, param));
        }
    }
    let a = p.parse_attribute(None)?;
    if !is_of_class(p.ctx(), a, class) {
        p.emit_error_at(pos, "invalid kind of attribute specified");
        return Err(param_failed(p, def, param));
    }
    Ok(a)
}

fn parse_param(p: &mut dyn AsmParser<'_>, def: &DiDef, param: &Param) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let int = |v: u64| ctx.integer_attr(ctx.i64(), v as i64);
    match param.kind {
        Kind::Dwarf(table, summary) => {
            let pos = p.current_pos();
            let Some(word) = p.parse_optional_any_keyword() else {
                p.emit_error_at(pos, "expected valid keyword");
                return Err(param_failed(p, def, param));
            };
            match dwarf_value(table, &word).filter(|&v| v != 0 || summary == "tag") {
                Some(v) => Ok(int(v as u64)),
                None => {
                    p.emit_error_at(
                        pos,
                        &format!("invalid debug info debug info {summary} name: {word}"),
                    );
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Str => {
            let pos = p.current_pos();
            match p.parse_optional_string()? {
                Some(s) => Ok(ctx.string_attr(&String::from_utf8_lossy(&s))),
                None => {
                    p.emit_error_at(pos, "expected string");
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Int | Kind::OptInt => {
            let pos = p.current_pos();
            match p.parse_optional_integer()? {
                Some(v) if v >= 0 => Ok(int(v as u64)),
                _ => {
                    p.emit_error_at(pos, "expected integer value");
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Bool => {
            let pos = p.current_pos();
            match p.parse_optional_any_keyword().as_deref() {
                Some("true") => Ok(ctx.bool_attr(true)),
                Some("false") => Ok(ctx.bool_attr(false)),
                _ => {
                    p.emit_error_at(pos, "expected 'true' or 'false'");
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Enum(cases, summary) => {
            let pos = p.current_pos();
            let Some(word) = parse_keyword_or_string(p)? else {
                p.emit_error_at(pos, &format!("expected keyword for {summary}"));
                return Err(param_failed(p, def, param));
            };
            match cases.iter().position(|&c| c == word) {
                Some(v) => Ok(int(v as u64)),
                None => {
                    p.emit_error_at(
                        pos,
                        &format!(
                            "expected one of [{}] for {summary}, got: {word}",
                            cases.join(", ")
                        ),
                    );
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Flags(flags) => {
            let pos = p.current_pos();
            let Some(word) = parse_keyword_or_string(p)? else {
                p.emit_error_at(pos, &format!("expected keyword for {}", flags.summary));
                return Err(param_failed(p, def, param));
            };
            match parse_flags(flags, &word) {
                Some(v) => Ok(int(v as u64)),
                None => {
                    let names: Vec<&str> = flags.cases.iter().map(|c| c.0).collect();
                    p.emit_error_at(
                        pos,
                        &format!(
                            "expected one of [{}] for {}, got: {word}",
                            names.join(", "),
                            flags.summary
                        ),
                    );
                    Err(param_failed(p, def, param))
                }
            }
        }
        Kind::Attr(class) => parse_class_attr(p, def, param, class),
        Kind::Array(class) => parse_list(p, def, param, class).map(|(a, _)| a),
    }
}

/// A comma-separated list of attributes, and whether a struct parameter
/// follows it (its comma read).
fn parse_list(
    p: &mut dyn AsmParser<'_>,
    def: &DiDef,
    param: &Param,
    class: Class,
) -> ParseResult<(Attribute, bool)> {
    // As ODS's list parser, every comma-separated attribute; unlike it, a
    // key after the list continues the struct (MLIR prints subprograms
    // with retained nodes and annotations so, and cannot read them back).
    let mut items = vec![parse_class_attr(p, def, param, class)?];
    while p.parse_optional_punct(",") {
        if p.peek_any_keyword() {
            return Ok((p.ctx().array_attr(&items), true));
        }
        if !p.peek_hash_identifier() {
            let pos = p.current_pos();
            p.emit_error_at(pos, "expected attribute value");
            return Err(param_failed(p, def, param));
        }
        items.push(parse_class_attr(p, def, param, class)?);
    }
    Ok((p.ctx().array_attr(&items), false))
}

fn parse_keyword_or_string(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<String>> {
    Ok(match p.parse_optional_string()? {
        Some(s) => Some(String::from_utf8_lossy(&s).into_owned()),
        None => p.parse_optional_any_keyword(),
    })
}

/// `A|B|...` (spaces around names allowed), as `symbolizeEnum` reads a
/// bit enum.
fn parse_flags(flags: &FlagsDef, s: &str) -> Option<u32> {
    // The empty case (`Zero`) stands only alone.
    if let Some(zero) = flags.cases.iter().find(|c| c.1 == 0 && c.0 == s) {
        return Some(zero.1);
    }
    let mut v = 0;
    for name in s.split('|') {
        let name = name.trim();
        v |= flags.cases.iter().find(|c| c.0 == name && c.1 != 0)?.1;
    }
    Some(v)
}

/// `stringifyEnum` of a bit enum: the groups contained in `v`, then the
/// single bits not covered by a printed group; `Zero`'s name for 0.
pub fn flags_string(flags: &FlagsDef, v: u32) -> String {
    if v == 0 {
        return flags
            .cases
            .iter()
            .find(|c| c.1 == 0)
            .map_or(String::new(), |c| c.0.to_string());
    }
    let mut names = Vec::new();
    let mut rest = v;
    for g in flags.groups {
        let bits = flags.cases.iter().find(|c| c.0 == *g).map_or(0, |c| c.1);
        if bits != 0 && rest & bits == bits {
            // The largest group contained wins (Public over Private).
            let better = flags
                .groups
                .iter()
                .filter_map(|h| flags.cases.iter().find(|c| c.0 == *h))
                .any(|c| c.1 != bits && c.1 & bits == bits && rest & c.1 == c.1);
            if !better {
                names.push(*g);
                rest &= !bits;
            }
        }
    }
    for &(name, bits) in flags.cases {
        if bits != 0 && bits.is_power_of_two() && !flags.groups.contains(&name) && rest & bits == bits {
            names.push(name);
        }
    }
    names.join("|")
}

// ---- printing --------------------------------------------------------------

/// Prints `a` after `#llvm.` if it is a debug info attribute; returns
/// whether it was one.
pub(crate) fn print(p: &mut dyn AsmPrinter<'_>, a: Attribute) -> bool {
    let ctx = p.ctx();
    let Some(m) = di_mnemonic(ctx, a) else {
        return false;
    };
    if m == "di_expression" {
        p.write_str("di_expression");
        print_expression_body(p, a);
        return true;
    }
    if m == "di_expression_elem" {
        p.write_str("di_expression_elem<");
        print_expression_elem(p, a);
        p.write_str(">");
        return true;
    }
    let Some(def) = def_of(m) else {
        return false;
    };
    let Some(values) = params_of(ctx, a, m) else {
        return false;
    };
    p.write_str(def.mnemonic);
    if def.params.is_empty() {
        return true;
    }
    if def.mnemonic == "di_file" {
        p.write_str("<");
        p.print_attribute(values[0]);
        p.write_str(" in ");
        p.print_attribute(values[1]);
        p.write_str(">");
        return true;
    }
    p.write_str("<");
    let mut first = true;
    for (param, &v) in def.params.iter().zip(values.iter()) {
        if param.optional && is_default(ctx, param, v) {
            continue;
        }
        if !first {
            p.write_str(", ");
        }
        first = false;
        p.write_str(param.name);
        p.write_str(" = ");
        print_param(p, param, v);
    }
    p.write_str(">");
    true
}

fn is_default(ctx: &Context, param: &Param, v: Attribute) -> bool {
    match ctx.attr_kind(v) {
        AttrKind::Unit => true,
        AttrKind::Bool(b) => !b,
        // An integer attribute parameter (a subrange bound) is set even
        // when zero.
        AttrKind::Integer { value, .. } => {
            value.is_zero() && !matches!(param.kind, Kind::OptInt | Kind::Attr(_))
        }
        AttrKind::String { .. } => ctx.string_attr_value(v).is_some_and(str::is_empty),
        AttrKind::Array(items) => items.is_empty(),
        _ => false,
    }
}

fn print_param(p: &mut dyn AsmPrinter<'_>, param: &Param, v: Attribute) {
    let ctx = p.ctx();
    let n = ctx.integer_attr_value(v).map_or(0, |x| x.zext_u64());
    match param.kind {
        Kind::Dwarf(table, _) => match dwarf_name(table, n) {
            Some(name) => p.write_str(name),
            None => p.write_str(&n.to_string()),
        },
        Kind::Str => p.print_attribute(v),
        Kind::Int | Kind::OptInt => p.write_str(&n.to_string()),
        Kind::Bool => p.print_attribute(v),
        Kind::Enum(cases, _) => p.write_str(cases.get(n as usize).copied().unwrap_or("")),
        Kind::Flags(flags) => {
            let s = flags_string(flags, n as u32);
            // One case's value prints bare, any other combination quoted.
            if flags.cases.iter().any(|c| c.1 as u64 == n) {
                p.write_str(&s);
            } else {
                p.print_string_literal(s.as_bytes());
            }
        }
        Kind::Attr(class) => print_class_attr(p, class, v),
        Kind::Array(class) => {
            for (i, &item) in ctx.array_attr_elements(v).unwrap_or(&[]).iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_class_attr(p, class, item);
            }
        }
    }
}

fn print_class_attr(p: &mut dyn AsmPrinter<'_>, class: Class, v: Attribute) {
    if let Class::Concrete(_) = class {
        p.print_stripped_attribute(v);
    } else {
        p.print_attribute(v);
    }
}

fn print_expression_body(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    let elems = params_of(ctx, a, "di_expression").unwrap_or(&[]);
    p.write_str("<");
    if !elems.is_empty() {
        p.write_str("[");
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            print_expression_elem(p, e);
        }
        p.write_str("]");
    }
    p.write_str(">");
}

fn print_expression_elem(p: &mut dyn AsmPrinter<'_>, e: Attribute) {
    let ctx = p.ctx();
    let vals: Vec<u64> = params_of(ctx, e, "di_expression_elem")
        .unwrap_or(&[])
        .iter()
        .map(|&v| ctx.integer_attr_value(v).map_or(0, |v| v.zext_u64()))
        .collect();
    let Some((&op, args)) = vals.split_first() else {
        return;
    };
    p.write_str(dwarf_name(dwarf::OPERATIONS, op).unwrap_or(""));
    if args.is_empty() {
        return;
    }
    let mut s = String::from("(");
    for (i, &x) in args.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        if op == DW_OP_LLVM_CONVERT && i == 1 {
            s.push_str(dwarf_name(dwarf::ENCODINGS, x).unwrap_or(""));
        } else {
            s.push_str(&x.to_string());
        }
    }
    s.push(')');
    p.write_str(&s);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_print_groups_first() {
        assert_eq!(flags_string(&DI_FLAGS, 3), "Public");
        assert_eq!(flags_string(&DI_FLAGS, 1), "Private");
        assert_eq!(flags_string(&DI_FLAGS, 2 | (1 << 11)), "Protected|Vector");
        assert_eq!(flags_string(&DI_FLAGS, 0), "Zero");
        assert_eq!(
            flags_string(&DI_FLAGS, 1 << 16),
            "SingleInheritance|MultipleInheritance|VirtualInheritance"
        );
        assert_eq!(parse_flags(&DI_FLAGS, "Public | FwdDecl"), Some(3 | 4));
        assert_eq!(parse_flags(&DI_SUBPROGRAM_FLAGS, "Definition|Foo"), None);
        assert_eq!(parse_flags(&DI_FLAGS, "Protected|Zero"), None);
        assert_eq!(parse_flags(&DI_FLAGS, "Zero"), Some(0));
    }
}
