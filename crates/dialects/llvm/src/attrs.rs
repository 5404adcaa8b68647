//! The enum attributes of the `llvm` dialect, with MLIR's spellings:
//! linkage, comparison predicates, fastmath, integer overflow and GEP
//! no-wrap flags, calling conventions, tail call kinds, visibility,
//! `unnamed_addr`, atomic orderings and read-modify-write operations,
//! comdat selectors, frame pointer kinds and inline assembly dialects.
//!
//! Enums MLIR stores as dialect attributes (`#llvm.linkage<internal>`,
//! `#llvm.fastmath<nnan, ninf>`, `#llvm.cconv<fastcc>`, ...) use
//! [`EnumStorage::Dialect`]; the others are integer attributes (or integer
//! properties) printed as keywords by their ops.

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context, Type};
use strata_ods::constraints::{AttrConstraint, EnumDef, EnumStorage};
use strata_ods::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};

const fn dialect(mnemonic: &'static str) -> EnumStorage {
    EnumStorage::Dialect {
        dialect: "llvm",
        mnemonic,
    }
}

/// `Linkage`, stored as `#llvm.linkage<...>`.
pub static LINKAGE: EnumDef = EnumDef {
    name: "::mlir::LLVM::linkage::Linkage",
    attr_name: "LinkageAttr",
    summary: "LLVM linkage types",
    cases: &[
        ("external", 0),
        ("available_externally", 1),
        ("linkonce", 2),
        ("linkonce_odr", 3),
        ("weak", 4),
        ("weak_odr", 5),
        ("appending", 6),
        ("internal", 7),
        ("private", 8),
        ("extern_weak", 9),
        ("common", 10),
    ],
    storage: dialect("linkage"),
    bit_separator: None,
};

/// `ICmpPredicate` (an i64 enum attribute).
pub static ICMP_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::LLVM::ICmpPredicate",
    attr_name: "ICmpPredicateAttr",
    summary: "llvm.icmp comparison predicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `FCmpPredicate` (an i64 enum attribute).
pub static FCMP_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::LLVM::FCmpPredicate",
    attr_name: "FCmpPredicateAttr",
    summary: "llvm.fcmp comparison predicate",
    cases: &[
        ("_false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("_true", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `FastmathFlags`, stored as `#llvm.fastmath<...>`.
pub static FASTMATH: EnumDef = EnumDef {
    name: "::mlir::LLVM::FastmathFlags",
    attr_name: "LLVM_FastmathFlagsAttr",
    summary: "LLVM fastmath flags",
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    storage: dialect("fastmath"),
    bit_separator: Some(", "),
};

/// `IntegerOverflowFlags` as the `#llvm.overflow<...>` attribute.
pub static OVERFLOW_ATTR: EnumDef = EnumDef {
    name: "::mlir::LLVM::IntegerOverflowFlags",
    attr_name: "LLVM_IntegerOverflowFlagsAttr",
    summary: "LLVM integer overflow flags",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    storage: dialect("overflow"),
    bit_separator: Some(", "),
};

/// `IntegerOverflowFlags` as the ops' property (an i32 integer), printed
/// `overflow<nsw, nuw>`.
pub static OVERFLOW: EnumDef = EnumDef {
    storage: EnumStorage::Integer(32),
    ..OVERFLOW_ATTR
};

/// `GEPNoWrapFlags` (an i32 property, printed `inbounds|nuw`).
pub static GEP_NO_WRAP: EnumDef = EnumDef {
    name: "::mlir::LLVM::GEPNoWrapFlags",
    attr_name: "GEPNoWrapFlags",
    summary: "",
    cases: &[
        ("none", 0),
        ("inbounds_flag", 1),
        ("nusw", 2),
        ("nuw", 4),
        ("inbounds", 3),
    ],
    storage: EnumStorage::Integer(32),
    bit_separator: Some("|"),
};

/// `CConv`, stored as `#llvm.cconv<...>`. `avr_signalcc` (85) and
/// `amdgpu_pscc` (89) are not among the keywords MLIR 22 accepts.
pub static CCONV: EnumDef = EnumDef {
    name: "::mlir::LLVM::cconv::CConv",
    attr_name: "CConvAttr",
    summary: "LLVM Calling Convention specification",
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    storage: dialect("cconv"),
    bit_separator: None,
};

/// `TailCallKind`, stored as `#llvm.tailcallkind<...>`.
pub static TAIL_CALL_KIND: EnumDef = EnumDef {
    name: "::mlir::LLVM::tailcallkind::TailCallKind",
    attr_name: "TailCallKindAttr",
    summary: "LLVM Calling Convention specification",
    cases: &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)],
    storage: dialect("tailcallkind"),
    bit_separator: None,
};

/// `Visibility` (an i64 enum attribute; the default case prints nothing).
pub static VISIBILITY: EnumDef = EnumDef {
    name: "::mlir::LLVM::Visibility",
    attr_name: "VisibilityAttr",
    summary: "LLVM GlobalValue Visibility",
    cases: &[("", 0), ("hidden", 1), ("protected", 2)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `UnnamedAddr` (an i64 enum attribute).
pub static UNNAMED_ADDR: EnumDef = EnumDef {
    name: "::mlir::LLVM::UnnamedAddr",
    attr_name: "UnnamedAddrAttr",
    summary: "LLVM GlobalValue UnnamedAddr",
    cases: &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `AtomicOrdering` (an i64 enum attribute).
pub static ATOMIC_ORDERING: EnumDef = EnumDef {
    name: "::mlir::LLVM::AtomicOrdering",
    attr_name: "AtomicOrderingAttr",
    summary: "Atomic ordering for LLVM's memory model",
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `AtomicBinOp` (an i64 enum attribute).
pub static ATOMIC_BIN_OP: EnumDef = EnumDef {
    name: "::mlir::LLVM::AtomicBinOp",
    attr_name: "AtomicBinOpAttr",
    summary: "llvm.atomicrmw binary operations",
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
        ("usub_cond", 17),
        ("usub_sat", 18),
        ("fmaximum", 19),
        ("fminimum", 20),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `Comdat` selection kinds (an i64 enum attribute).
pub static COMDAT: EnumDef = EnumDef {
    name: "::mlir::LLVM::comdat::Comdat",
    attr_name: "ComdatAttr",
    summary: "LLVM Comdat Types",
    cases: &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `FramePointerKind`, stored as `#llvm.framePointerKind<...>`.
pub static FRAME_POINTER_KIND: EnumDef = EnumDef {
    name: "::mlir::LLVM::framePointerKind::FramePointerKind",
    attr_name: "FramePointerKindAttr",
    summary: "LLVM FramePointerKind",
    cases: &[
        ("none", 0),
        ("non-leaf", 1),
        ("all", 2),
        ("reserved", 3),
        ("non-leaf-no-reserve", 4),
    ],
    storage: dialect("framePointerKind"),
    bit_separator: None,
};

/// `UWTableKind`, stored as `#llvm.uwtableKind<...>`: the unwind table
/// a function needs (LLVM's `uwtable` attribute).
pub static UWTABLE_KIND: EnumDef = EnumDef {
    name: "::mlir::LLVM::uwtable::UWTableKind",
    attr_name: "UWTableKindAttr",
    summary: "LLVM Unwind Behavior",
    cases: &[("none", 0), ("sync", 1), ("async", 2)],
    storage: dialect("uwtableKind"),
    bit_separator: None,
};

/// `RoundingMode` of the constrained intrinsics (an i64 enum attribute;
/// the values are LLVM's `RoundingMode`).
pub static ROUNDING_MODE: EnumDef = EnumDef {
    name: "::mlir::LLVM::RoundingMode",
    attr_name: "RoundingModeAttr",
    summary: "LLVM Rounding Mode",
    cases: &[
        ("towardzero", 0),
        ("tonearest", 1),
        ("upward", 2),
        ("downward", 3),
        ("tonearestaway", 4),
        ("dynamic", 7),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `FPExceptionBehavior` of the constrained intrinsics (an i64 enum
/// attribute).
pub static FP_EXCEPTION_BEHAVIOR: EnumDef = EnumDef {
    name: "::mlir::LLVM::FPExceptionBehavior",
    attr_name: "FPExceptionBehaviorAttr",
    summary: "LLVM Exception Behavior",
    cases: &[("ignore", 0), ("maytrap", 1), ("strict", 2)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `AsmDialect` of `llvm.inline_asm` (an i64 enum attribute).
pub static ASM_DIALECT: EnumDef = EnumDef {
    name: "::mlir::LLVM::AsmDialect",
    attr_name: "AsmDialectAttr",
    summary: "ATT (0) or Intel (1) asm dialect",
    cases: &[("att", 0), ("intel", 1)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// The enums stored as `#llvm.<mnemonic><...>` attributes.
pub(crate) const DIALECT_ENUMS: &[&EnumDef] = &[
    &LINKAGE,
    &FASTMATH,
    &OVERFLOW_ATTR,
    &CCONV,
    &TAIL_CALL_KIND,
    &FRAME_POINTER_KIND,
    &UWTABLE_KIND,
];

/// `#llvm.linkage<kind>`.
pub fn linkage_attr(ctx: &Context, keyword: &str) -> Option<Attribute> {
    Some(LINKAGE.attr(ctx, LINKAGE.value_of(keyword)?))
}

/// `#llvm.fastmath<none>`, the default of the fastmath flags.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// `#llvm.cconv<ccc>`, the default calling convention.
pub fn cconv_c(ctx: &Context) -> Attribute {
    CCONV.attr(ctx, 0)
}

/// `#llvm.tailcallkind<none>`.
pub fn tail_call_none(ctx: &Context) -> Attribute {
    TAIL_CALL_KIND.attr(ctx, 0)
}

fn value_attr(ctx: &Context, mnemonic: &str) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("llvm"),
        mnemonic: ctx.ident(mnemonic),
        params: Box::new([]),
    })
}

/// `#llvm.zero`: the zero value (folded `llvm.mlir.zero`, structor data).
pub fn zero_attr(ctx: &Context) -> Attribute {
    value_attr(ctx, "zero")
}

/// `#llvm.undef`: the folded `llvm.mlir.undef`.
pub fn undef_attr(ctx: &Context) -> Attribute {
    value_attr(ctx, "undef")
}

/// `#llvm.poison`: the folded `llvm.mlir.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    value_attr(ctx, "poison")
}

/// `#llvm.<mnemonic><params>`.
pub(crate) fn params_attr(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("llvm"),
        mnemonic: ctx.ident(mnemonic),
        params: params.into(),
    })
}

/// The parameters of `#llvm.<mnemonic><...>`, if `a` is one.
pub fn params_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect,
            mnemonic: m,
            params,
        } if ctx.ident_str(*dialect) == "llvm" && ctx.ident_str(*m) == mnemonic => Some(params),
        _ => None,
    }
}

/// `#llvm.blocktag<id = N>`: names a block of a function for
/// `llvm.blockaddress` (the `llvm.blocktag` op in the block carries it).
pub fn blocktag_attr(ctx: &Context, id: u32) -> Attribute {
    params_attr(ctx, "blocktag", &[ctx.integer_attr(ctx.i64(), i64::from(id))])
}

/// The id of a `#llvm.blocktag`.
pub fn blocktag_value(ctx: &Context, a: Attribute) -> Option<u32> {
    let [id] = params_of(ctx, a, "blocktag")? else {
        return None;
    };
    u32::try_from(ctx.integer_attr_value(*id)?.zext_u64()).ok()
}

/// `#llvm.blockaddress<function = @f, tag = <id = N>>`: the address of
/// the block of `@f` tagged `N` (the folded `llvm.blockaddress`).
pub fn blockaddress_attr(ctx: &Context, function: &str, tag: u32) -> Attribute {
    params_attr(
        ctx,
        "blockaddress",
        &[ctx.flat_symbol_ref_attr(function), blocktag_attr(ctx, tag)],
    )
}

/// The function and tag id of a `#llvm.blockaddress`.
pub fn blockaddress_value(ctx: &Context, a: Attribute) -> Option<(strata_ir::Ident, u32)> {
    let [function, tag] = params_of(ctx, a, "blockaddress")? else {
        return None;
    };
    Some((ctx.flat_symbol_ref_value(*function)?, blocktag_value(ctx, *tag)?))
}

/// `#llvm.dso_local_equivalent<@f>`: the folded `llvm.dso_local_equivalent`.
pub fn dso_local_equivalent_attr(ctx: &Context, function: &str) -> Attribute {
    params_attr(ctx, "dso_local_equivalent", &[ctx.flat_symbol_ref_attr(function)])
}

/// The function of a `#llvm.dso_local_equivalent`.
pub fn dso_local_equivalent_value(ctx: &Context, a: Attribute) -> Option<strata_ir::Ident> {
    let [function] = params_of(ctx, a, "dso_local_equivalent")? else {
        return None;
    };
    ctx.flat_symbol_ref_value(*function)
}

/// `#llvm.cgprofile_entry<from = @f, to = @g, count = N>`: a call graph
/// profile edge of the `"CG Profile"` module flag (`from` and `to` may be
/// absent).
pub fn cgprofile_entry_attr(ctx: &Context, from: Option<&str>, to: Option<&str>, count: u64) -> Attribute {
    let sym = |s: Option<&str>| s.map_or_else(|| ctx.unit_attr(), |s| ctx.flat_symbol_ref_attr(s));
    params_attr(
        ctx,
        "cgprofile_entry",
        &[sym(from), sym(to), ctx.integer_attr(ctx.i64(), count as i64)],
    )
}

/// The caller, callee and count of a `#llvm.cgprofile_entry`.
pub fn cgprofile_entry_value(
    ctx: &Context,
    a: Attribute,
) -> Option<(Option<strata_ir::Ident>, Option<strata_ir::Ident>, u64)> {
    let [from, to, count] = params_of(ctx, a, "cgprofile_entry")? else {
        return None;
    };
    Some((
        ctx.flat_symbol_ref_value(*from),
        ctx.flat_symbol_ref_value(*to),
        ctx.integer_attr_value(*count)?.zext_u64(),
    ))
}

/// `ProfileSummaryFormatKind`'s keywords.
pub const PROFILE_FORMATS: [&str; 3] = ["SampleProfile", "InstrProf", "CSInstrProf"];

/// The integer fields of `#llvm.profile_summary`, in order, with their
/// key in the `"ProfileSummary"` module flag's metadata.
pub const PROFILE_SUMMARY_COUNTS: [(&str, &str); 6] = [
    ("total_count", "TotalCount"),
    ("max_count", "MaxCount"),
    ("max_internal_count", "MaxInternalCount"),
    ("max_function_count", "MaxFunctionCount"),
    ("num_counts", "NumCounts"),
    ("num_functions", "NumFunctions"),
];

/// A `#llvm.profile_summary`, the value of the `"ProfileSummary"` module
/// flag.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileSummary {
    /// The index of the format in [`PROFILE_FORMATS`].
    pub format: usize,
    /// The [`PROFILE_SUMMARY_COUNTS`] values.
    pub counts: [u64; 6],
    /// `is_partial_profile`, if given.
    pub is_partial_profile: Option<u64>,
    /// `partial_profile_ratio` (a float attribute), if given.
    pub partial_profile_ratio: Option<Attribute>,
    /// The detailed summary: cut-off, minimum count and number of counts
    /// of each entry.
    pub detailed: Vec<(u32, u64, u32)>,
}

/// `#llvm.profile_summary<...>` of `summary`.
pub fn profile_summary_attr(ctx: &Context, summary: &ProfileSummary) -> Attribute {
    let int = |v: u64| ctx.integer_attr(ctx.i64(), v as i64);
    let mut params = vec![ctx.string_attr(PROFILE_FORMATS[summary.format.min(2)])];
    params.extend(summary.counts.iter().map(|&c| int(c)));
    params.push(summary.is_partial_profile.map_or_else(|| ctx.unit_attr(), int));
    params.push(summary.partial_profile_ratio.unwrap_or_else(|| ctx.unit_attr()));
    let detailed: Vec<Attribute> = summary
        .detailed
        .iter()
        .map(|&(cut_off, min_count, num_counts)| {
            params_attr(
                ctx,
                "profile_summary_detailed",
                &[
                    int(u64::from(cut_off)),
                    int(min_count),
                    int(u64::from(num_counts)),
                ],
            )
        })
        .collect();
    params.push(ctx.array_attr(&detailed));
    params_attr(ctx, "profile_summary", &params)
}

/// The contents of a `#llvm.profile_summary`.
pub fn profile_summary_value(ctx: &Context, a: Attribute) -> Option<ProfileSummary> {
    let params = params_of(ctx, a, "profile_summary")?;
    let [format, rest @ ..] = params else {
        return None;
    };
    let format = PROFILE_FORMATS
        .iter()
        .position(|&f| Some(f) == ctx.string_attr_value(*format))?;
    let int = |a: Attribute| ctx.integer_attr_value(a).map(|v| v.zext_u64());
    let mut counts = [0u64; 6];
    for (c, &p) in counts.iter_mut().zip(rest.get(..6)?) {
        *c = int(p)?;
    }
    let is_partial_profile = int(*rest.get(6)?);
    let ratio = *rest.get(7)?;
    let partial_profile_ratio = matches!(ctx.attr_kind(ratio), AttrKind::Float { .. }).then_some(ratio);
    let mut detailed = Vec::new();
    for &d in ctx.array_attr_elements(*rest.get(8)?)? {
        let [cut_off, min_count, num_counts] = params_of(ctx, d, "profile_summary_detailed")? else {
            return None;
        };
        detailed.push((int(*cut_off)? as u32, int(*min_count)?, int(*num_counts)? as u32));
    }
    Some(ProfileSummary {
        format,
        counts,
        is_partial_profile,
        partial_profile_ratio,
        detailed,
    })
}

/// `<key = N, ...>` of integers, in any order, all required.
fn parse_int_struct(p: &mut dyn AsmParser<'_>, keys: &[&str]) -> ParseResult<Vec<u64>> {
    let mut values = vec![0u64; keys.len()];
    parse_struct(p, keys, keys, &mut |p, i| {
        values[i] = parse_u64(p)?;
        Ok(())
    })?;
    Ok(values)
}

/// An unsigned integer parameter.
fn parse_u64(p: &mut dyn AsmParser<'_>) -> ParseResult<u64> {
    let pos = p.current_pos();
    let Some(v) = p.parse_optional_big_integer()? else {
        return Err(p.emit_error_at(pos, "expected integer value"));
    };
    if v.active_bits() > 64 {
        return Err(p.emit_error_at(pos, "integer value too large"));
    }
    Ok(v.zext_u64())
}

/// `<format = F, total_count = N, ..., detailed_summary = <...>, <...>>`.
fn parse_profile_summary(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    const KEYS: [&str; 10] = [
        "format",
        "total_count",
        "max_count",
        "max_internal_count",
        "max_function_count",
        "num_counts",
        "num_functions",
        "is_partial_profile",
        "partial_profile_ratio",
        "detailed_summary",
    ];
    let required: Vec<&str> = KEYS
        .iter()
        .copied()
        .filter(|k| !k.starts_with("is_") && !k.starts_with("partial"))
        .collect();
    let mut summary = ProfileSummary {
        format: 0,
        counts: [0; 6],
        is_partial_profile: None,
        partial_profile_ratio: None,
        detailed: Vec::new(),
    };
    parse_struct(p, &KEYS, &required, &mut |p, i| {
        match i {
            0 => {
                let pos = p.current_pos();
                let word = match p.parse_optional_string()? {
                    Some(s) => String::from_utf8_lossy(&s).into_owned(),
                    None => p.parse_optional_any_keyword().unwrap_or_default(),
                };
                let Some(f) = PROFILE_FORMATS.iter().position(|&f| f == word) else {
                    p.emit_error_at(
                        pos,
                        &format!(
                            "expected one of [{}] for LLVM ProfileSummary format kinds, got: {word}",
                            PROFILE_FORMATS.join(", ")
                        ),
                    );
                    let after = p.current_pos();
                    return Err(p.emit_error_at(
                        after,
                        "failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`",
                    ));
                };
                summary.format = f;
            }
            1..=6 => summary.counts[i - 1] = parse_u64(p)?,
            7 => summary.is_partial_profile = Some(parse_u64(p)?),
            8 => {
                let pos = p.current_pos();
                let a = p.parse_attribute(None)?;
                if !matches!(p.ctx().attr_kind(a), AttrKind::Float { .. }) {
                    return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
                }
                summary.partial_profile_ratio = Some(a);
            }
            _ => loop {
                let v = parse_int_struct(p, &["cut_off", "min_count", "num_counts"])?;
                summary.detailed.push((v[0] as u32, v[1], v[2] as u32));
                if !p.parse_optional_punct(",") {
                    break;
                }
            },
        }
        Ok(())
    })?;
    Ok(profile_summary_attr(p.ctx(), &summary))
}

fn print_profile_summary(p: &mut dyn AsmPrinter<'_>, s: &ProfileSummary) {
    p.write_str(&format!(
        "profile_summary<format = {}",
        PROFILE_FORMATS[s.format.min(2)]
    ));
    for ((name, _), c) in PROFILE_SUMMARY_COUNTS.iter().zip(s.counts) {
        p.write_str(&format!(", {name} = {c}"));
    }
    if let Some(v) = s.is_partial_profile {
        p.write_str(&format!(", is_partial_profile = {v}"));
    }
    if let Some(r) = s.partial_profile_ratio {
        p.write_str(", partial_profile_ratio = ");
        p.print_attribute(r);
    }
    p.write_str(", detailed_summary = ");
    for (i, (cut_off, min_count, num_counts)) in s.detailed.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str(&format!(
            "<cut_off = {cut_off}, min_count = {min_count}, num_counts = {num_counts}>"
        ));
    }
    p.write_str(">");
}

/// `<id = N>`, the body of a `#llvm.blocktag` (also what `llvm.blocktag`
/// prints).
pub(crate) fn parse_blocktag_body(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let mut id = 0u32;
    parse_struct(p, &["id"], &["id"], &mut |p, _| {
        let pos = p.current_pos();
        let v = p.parse_integer()?;
        id = u32::try_from(v).map_err(|_| p.emit_error_at(pos, "integer value too large"))?;
        Ok(())
    })?;
    Ok(blocktag_attr(p.ctx(), id))
}

/// `<function = @f, tag = <id = N>>`, the body of a `#llvm.blockaddress`
/// (also what `llvm.blockaddress` prints).
pub(crate) fn parse_blockaddress_body(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let (mut function, mut tag) = (None, None);
    parse_struct(p, &["function", "tag"], &["function", "tag"], &mut |p, i| {
        if i == 0 {
            function = Some(parse_symbol_param(p)?);
        } else {
            tag = Some(parse_blocktag_body(p)?);
        }
        Ok(())
    })?;
    let ctx = p.ctx();
    let params: Vec<Attribute> = [function, tag]
        .iter()
        .map(|a| a.unwrap_or_else(|| ctx.unit_attr()))
        .collect();
    Ok(params_attr(ctx, "blockaddress", &params))
}

/// Prints the body of a `#llvm.blocktag` or `#llvm.blockaddress` (what
/// follows the mnemonic) with `print_symbol` printing the function name;
/// false if `a` is neither.
pub(crate) fn print_block_attr_body(
    ctx: &Context,
    a: Attribute,
    write: &mut dyn FnMut(&str),
    print_symbol: &mut dyn FnMut(Attribute),
) -> bool {
    if let Some(id) = blocktag_value(ctx, a) {
        write(&format!("<id = {id}>"));
        return true;
    }
    let Some([function, tag]) = params_of(ctx, a, "blockaddress") else {
        return false;
    };
    let Some(id) = blocktag_value(ctx, *tag) else {
        return false;
    };
    write("<function = ");
    print_symbol(*function);
    write(&format!(", tag = <id = {id}>>"));
    true
}

/// `@name`, a flat symbol reference parameter.
fn parse_symbol_param(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    if p.ctx().flat_symbol_ref_value(a).is_none() {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// `#llvm.dereferenceable<bytes = N[, mayBeNull = true]>`: the
/// `!dereferenceable` (or `!dereferenceable_or_null`) metadata of a load
/// or an `inttoptr`.
pub fn dereferenceable_attr(ctx: &Context, bytes: u64, may_be_null: bool) -> Attribute {
    params_attr(
        ctx,
        "dereferenceable",
        &[
            ctx.integer_attr(ctx.i64(), bytes as i64),
            ctx.bool_attr(may_be_null),
        ],
    )
}

/// The byte count and `mayBeNull` flag of a `#llvm.dereferenceable`.
pub fn dereferenceable_value(ctx: &Context, a: Attribute) -> Option<(u64, bool)> {
    let [bytes, null] = params_of(ctx, a, "dereferenceable")? else {
        return None;
    };
    let bytes = ctx.integer_attr_value(*bytes)?.zext_u64();
    Some((bytes, matches!(ctx.attr_kind(*null), AttrKind::Bool(true))))
}

/// `#llvm.vscale_range<minRange = a : i32, maxRange = b : i32>`.
pub fn vscale_range_attr(ctx: &Context, min: i64, max: i64) -> Attribute {
    params_attr(
        ctx,
        "vscale_range",
        &[ctx.integer_attr(ctx.i32(), min), ctx.integer_attr(ctx.i32(), max)],
    )
}

/// The bounds of a `#llvm.vscale_range`.
pub fn vscale_range_value(ctx: &Context, a: Attribute) -> Option<(i64, i64)> {
    let [min, max] = params_of(ctx, a, "vscale_range")? else {
        return None;
    };
    Some((
        ctx.integer_attr_value(*min)?.sext_i64(),
        ctx.integer_attr_value(*max)?.sext_i64(),
    ))
}

/// The features of a `#llvm.target_features<[...]>`, in order.
pub fn target_features_value(ctx: &Context, a: Attribute) -> Option<Vec<String>> {
    let [list] = params_of(ctx, a, "target_features")? else {
        return None;
    };
    let AttrKind::Array(items) = ctx.attr_kind(*list) else {
        return None;
    };
    items
        .iter()
        .map(|&i| ctx.string_attr_value(i).map(str::to_string))
        .collect()
}

/// Parses `<key = value, ...>` (ODS's `struct(params)`: any order, each
/// key at most once), calling `param` on each key; `missing` names the
/// required keys not seen, for the error.
pub(crate) fn parse_struct(
    p: &mut dyn AsmParser<'_>,
    keys: &[&str],
    required: &[&str],
    param: &mut dyn FnMut(&mut dyn AsmParser<'_>, usize) -> ParseResult<()>,
) -> ParseResult<()> {
    p.parse_punct("<")?;
    let mut seen = vec![false; keys.len()];
    loop {
        let pos = p.current_pos();
        let k = match p.parse_optional_string()? {
            Some(s) => Some(String::from_utf8_lossy(&s).into_owned()),
            None => p.parse_optional_any_keyword(),
        };
        let Some(k) = k else {
            break;
        };
        let Some(i) = keys.iter().position(|&x| x == k) else {
            return Err(p.emit_error_at(pos, &format!("duplicate or unknown struct parameter name: {k}")));
        };
        if seen[i] {
            return Err(p.emit_error_at(pos, &format!("duplicate or unknown struct parameter name: {k}")));
        }
        seen[i] = true;
        p.parse_punct("=")?;
        param(p, i)?;
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    for (i, k) in keys.iter().enumerate() {
        if !seen[i] && required.contains(k) {
            return Err(p.emit_error(&format!("struct is missing required parameter: {k}")));
        }
    }
    p.parse_punct(">")
}

/// The parameters of `#llvm.memory_effects`, in order.
const MEMORY_LOCATIONS: [&str; 6] = [
    "other",
    "argMem",
    "inaccessibleMem",
    "errnoMem",
    "targetMem0",
    "targetMem1",
];

/// `ModRefInfo`'s keywords, by value.
const MOD_REF: [&str; 4] = ["none", "read", "write", "readwrite"];

/// `#llvm.memory_effects<other = .., argMem = .., ...>`: how a function
/// may access each kind of memory, a `ModRefInfo` value (0 none, 1 read,
/// 2 write, 3 readwrite) per location.
pub fn memory_effects_attr(ctx: &Context, effects: [u8; 6]) -> Attribute {
    let params: Vec<Attribute> = effects
        .iter()
        .map(|&e| ctx.string_attr(MOD_REF[e as usize & 3]))
        .collect();
    params_attr(ctx, "memory_effects", &params)
}

/// The `ModRefInfo` values of a `#llvm.memory_effects`, per location.
pub fn memory_effects_value(ctx: &Context, a: Attribute) -> Option<[u8; 6]> {
    let params = params_of(ctx, a, "memory_effects")?;
    let mut out = [0u8; 6];
    for (o, &p) in out.iter_mut().zip(params) {
        let k = ctx.string_attr_value(p)?;
        *o = MOD_REF.iter().position(|&m| m == k)? as u8;
    }
    (params.len() == 6).then_some(out)
}

/// The body of a dereferenceable attribute after its mnemonic:
/// `<bytes = N[, mayBeNull = b]>` (also what ops print after their
/// `dereferenceable` keyword).
pub fn parse_dereferenceable_body(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let (mut bytes, mut null) = (0u64, false);
    parse_struct(p, &["bytes", "mayBeNull"], &["bytes"], &mut |p, i| {
        if i == 0 {
            bytes = p.parse_integer()? as u64;
        } else {
            null = parse_bool(p)?;
        }
        Ok(())
    })?;
    Ok(dereferenceable_attr(p.ctx(), bytes, null))
}

/// Prints `<bytes = N[, mayBeNull = true]>`.
pub fn print_dereferenceable_body(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let (bytes, null) = dereferenceable_value(p.ctx(), a).unwrap_or((0, false));
    p.write_str(&format!("<bytes = {bytes}"));
    if null {
        p.write_str(", mayBeNull = true");
    }
    p.write_str(">");
}

/// The dialect's attribute parser, positioned on the mnemonic.
pub(crate) fn parse_attr(p: &mut dyn AsmParser<'_>, ty: Option<Type>) -> ParseResult<Attribute> {
    if crate::defs::is_next(p) {
        let a = crate::defs::DEFS.parse_attr(p, ty)?;
        // The printer names MMRA tags (`#mmra_tag`).
        p.ctx().note_aliasable_attr();
        return Ok(a);
    }
    if let Some(a) = crate::debuginfo::parse(p)? {
        return Ok(a);
    }
    if let Some(a) = crate::tbaa::parse(p)? {
        return Ok(a);
    }
    if let Some(a) = crate::scopes::parse(p)? {
        return Ok(a);
    }
    if let Some(a) = crate::loops::parse(p)? {
        return Ok(a);
    }
    for m in ["zero", "undef", "poison"] {
        if p.parse_optional_keyword(m) {
            return Ok(value_attr(p.ctx(), m));
        }
    }
    if p.parse_optional_keyword("dereferenceable") {
        return parse_dereferenceable_body(p);
    }
    if p.parse_optional_keyword("cgprofile_entry") {
        let (mut from, mut to, mut count) = (None, None, 0u64);
        parse_struct(p, &["from", "to", "count"], &["count"], &mut |p, i| {
            match i {
                0 => from = Some(parse_symbol_param(p)?),
                1 => to = Some(parse_symbol_param(p)?),
                _ => count = parse_u64(p)?,
            }
            Ok(())
        })?;
        let ctx = p.ctx();
        let unit = ctx.unit_attr();
        return Ok(params_attr(
            ctx,
            "cgprofile_entry",
            &[
                from.unwrap_or(unit),
                to.unwrap_or(unit),
                ctx.integer_attr(ctx.i64(), count as i64),
            ],
        ));
    }
    if p.parse_optional_keyword("profile_summary_detailed") {
        let v = parse_int_struct(p, &["cut_off", "min_count", "num_counts"])?;
        let ctx = p.ctx();
        let params: Vec<Attribute> = v.iter().map(|&x| ctx.integer_attr(ctx.i64(), x as i64)).collect();
        return Ok(params_attr(ctx, "profile_summary_detailed", &params));
    }
    if p.parse_optional_keyword("profile_summary") {
        return parse_profile_summary(p);
    }
    if p.parse_optional_keyword("blocktag") {
        return parse_blocktag_body(p);
    }
    if p.parse_optional_keyword("blockaddress") {
        return parse_blockaddress_body(p);
    }
    if p.parse_optional_keyword("dso_local_equivalent") {
        p.parse_punct("<")?;
        let function = parse_symbol_param(p)?;
        p.parse_punct(">")?;
        return Ok(params_attr(p.ctx(), "dso_local_equivalent", &[function]));
    }
    if p.parse_optional_keyword("vscale_range") {
        let mut bounds = [None, None];
        parse_struct(
            p,
            &["minRange", "maxRange"],
            &["minRange", "maxRange"],
            &mut |p, i| {
                bounds[i] = Some(p.parse_attribute(None)?);
                Ok(())
            },
        )?;
        let ctx = p.ctx();
        let params: Vec<Attribute> = bounds
            .iter()
            .map(|b| b.unwrap_or_else(|| ctx.unit_attr()))
            .collect();
        return Ok(params_attr(ctx, "vscale_range", &params));
    }
    if p.parse_optional_keyword("memory_effects") {
        let mut effects = [0u8; 6];
        parse_struct(p, &MEMORY_LOCATIONS, &MEMORY_LOCATIONS, &mut |p, i| {
            let pos = p.current_pos();
            let k = p.parse_optional_any_keyword().unwrap_or_default();
            let Some(v) = MOD_REF.iter().position(|&m| m == k) else {
                return Err(p.emit_error_at(pos, "expected one of: none, read, write, readwrite"));
            };
            effects[i] = v as u8;
            Ok(())
        })?;
        return Ok(memory_effects_attr(p.ctx(), effects));
    }
    if p.parse_optional_keyword("target_features") {
        let open = p.current_pos();
        p.parse_punct("<")?;
        let pos = p.current_pos();
        let list = p.parse_attribute(None)?;
        let ctx = p.ctx();
        let strings = matches!(ctx.attr_kind(list), AttrKind::Array(items)
            if items.iter().all(|&i| ctx.string_attr_value(i).is_some()));
        if !strings {
            return Err(p.emit_error_at(pos, "expected an array of strings"));
        }
        // Each feature is `+name` or `-name` (MLIR's `TargetFeaturesAttr`
        // verifier).
        if let AttrKind::Array(items) = ctx.attr_kind(list) {
            for &item in items.iter() {
                let feature = ctx.string_attr_value(item).unwrap_or_default();
                let problem = if feature.is_empty() {
                    Some("target features can not be null or empty")
                } else if !feature.starts_with(['+', '-']) {
                    Some("target features must start with '+' or '-'")
                } else if feature.contains(',') {
                    Some("target features can not contain ','")
                } else {
                    None
                };
                if let Some(message) = problem {
                    return Err(p.emit_error_at(open, message));
                }
            }
        }
        p.parse_punct(">")?;
        return Ok(params_attr(ctx, "target_features", &[list]));
    }
    if p.peek_keyword("cconv") {
        return parse_cconv(p);
    }
    if p.parse_optional_keyword("mlir.module_flag") {
        return parse_module_flag(p);
    }
    if p.parse_optional_keyword("vec_type_hint") {
        let (mut hint, mut signed) = (None, false);
        parse_struct(p, &["hint", "is_signed"], &["hint"], &mut |p, i| {
            if i == 0 {
                hint = Some(p.parse_type()?);
            } else {
                signed = parse_bool(p)?;
            }
            Ok(())
        })?;
        let ctx = p.ctx();
        let hint = hint.map_or_else(|| ctx.unit_attr(), |t| ctx.type_attr(t));
        return Ok(params_attr(ctx, "vec_type_hint", &[hint, ctx.bool_attr(signed)]));
    }
    if p.parse_optional_keyword("mlir.workgroup_attribution") {
        p.parse_punct("<")?;
        let pos = p.current_pos();
        let n = p.parse_attribute(None)?;
        if p.ctx().integer_attr_value(n).is_none() {
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
        p.parse_punct(",")?;
        let t = p.parse_type()?;
        p.parse_punct(">")?;
        let ctx = p.ctx();
        return Ok(params_attr(
            ctx,
            "mlir.workgroup_attribution",
            &[n, ctx.type_attr(t)],
        ));
    }
    if p.parse_optional_keyword("constant_range") {
        p.parse_punct("<")?;
        let pos = p.current_pos();
        let t = p.parse_type()?;
        let ctx = p.ctx();
        let Some(width) = ctx.integer_width(t) else {
            return Err(p.emit_error_at(
                pos,
                &format!(
                    "invalid kind of type specified: expected builtin.integer, but found '{}'",
                    ctx.type_to_string(t)
                ),
            ));
        };
        let bound = |p: &mut dyn AsmParser<'_>| -> ParseResult<Attribute> {
            p.parse_punct(",")?;
            let pos = p.current_pos();
            let Some(v) = p.parse_optional_big_integer()? else {
                return Err(p.emit_error_at(pos, "expected integer value"));
            };
            // Wider literals wrap to the range's width, as APInt does.
            Ok(ctx.intern_attr(AttrKind::Integer {
                ty: t,
                value: v.sext(width),
            }))
        };
        let lower = bound(p)?;
        let upper = bound(p)?;
        p.parse_punct(">")?;
        return Ok(params_attr(ctx, "constant_range", &[lower, upper]));
    }
    parse_dialect_enum_attr(p, "llvm", DIALECT_ENUMS)
}

/// `ModFlagBehavior`'s keywords, by value from 1.
const MOD_FLAG_BEHAVIORS: [&str; 8] = [
    "error",
    "warning",
    "require",
    "override",
    "append",
    "append_unique",
    "max",
    "min",
];

/// `#llvm.mlir.module_flag<behavior, "key", value>`, a flag of
/// `llvm.module_flags`: the behavior (an i64, `error` = 1), the key and an
/// integer or string value, or, for the `"CG Profile"` key, an array of
/// `#llvm.cgprofile_entry` and, for `"ProfileSummary"`, a
/// `#llvm.profile_summary`.
pub fn module_flag_attr(ctx: &Context, behavior: u64, key: &str, value: Attribute) -> Attribute {
    params_attr(
        ctx,
        "mlir.module_flag",
        &[
            ctx.integer_attr(ctx.i64(), behavior as i64),
            ctx.string_attr(key),
            value,
        ],
    )
}

/// Whether `a` is a `#llvm.mlir.module_flag`.
pub fn is_module_flag(ctx: &Context, a: Attribute) -> bool {
    params_of(ctx, a, "mlir.module_flag").is_some()
}

fn parse_module_flag(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let start = p.current_pos();
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let word = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(i) = MOD_FLAG_BEHAVIORS.iter().position(|&b| b == word) else {
        p.emit_error_at(
            pos,
            &format!(
                "expected one of [{}] for LLVM Module Flag Behavior, got: {word}",
                MOD_FLAG_BEHAVIORS.join(", ")
            ),
        );
        let after = p.current_pos();
        return Err(p.emit_error_at(
            after,
            "failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`",
        ));
    };
    p.parse_punct(",")?;
    let key_pos = p.current_pos();
    let Some(key) = p.parse_optional_string()? else {
        return Err(p.emit_error_at(key_pos, "expected string"));
    };
    let key = String::from_utf8_lossy(&key).into_owned();
    p.parse_punct(",")?;
    let value = p.parse_attribute(None)?;
    p.parse_punct(">")?;
    let ctx = p.ctx();
    // `ModuleFlagAttr::verify`, reported at the parameters.
    let msg = match key.as_str() {
        "CG Profile" => (!ctx
            .array_attr_elements(value)
            .is_some_and(|items| items.iter().all(|&i| cgprofile_entry_value(ctx, i).is_some())))
        .then(|| "'CG Profile' key expects an array of '#llvm.cgprofile_entry'".to_string()),
        "ProfileSummary" => profile_summary_value(ctx, value)
            .is_none()
            .then(|| "'ProfileSummary' key expects a '#llvm.profile_summary' attribute".to_string()),
        _ if matches!(
            ctx.attr_kind(value),
            AttrKind::Integer { .. } | AttrKind::String { .. }
        ) =>
        {
            None
        }
        _ => Some(format!(
            "only integer and string values are currently supported for unknown key '\"{key}\"'"
        )),
    };
    if let Some(msg) = msg {
        return Err(p.emit_error_at(start, &msg));
    }
    Ok(module_flag_attr(ctx, i as u64 + 1, &key, value))
}

/// `cconv<keyword>` (or a quoted keyword), with the errors of MLIR's
/// custom field parser.
fn parse_cconv(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_keyword("cconv")?;
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let k = match p.parse_optional_string()? {
        Some(s) => Some(String::from_utf8_lossy(&s).into_owned()),
        None => p.parse_optional_any_keyword(),
    };
    let Some(k) = k else {
        p.emit_error_at(pos, "expected keyword for Calling Conventions");
        return Err(p.emit_error_at(
            pos,
            "failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`",
        ));
    };
    let Some(&(_, v)) = CCONV.cases.iter().find(|c| c.0 == k) else {
        let cases: Vec<&str> = CCONV.cases.iter().map(|c| c.0).collect();
        p.emit_error_at(
            pos,
            &format!(
                "expected one of [{}] for Calling Conventions, got: {k}",
                cases.join(", ")
            ),
        );
        let after = p.current_pos();
        return Err(p.emit_error_at(
            after,
            "failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`",
        ));
    };
    p.parse_punct(">")?;
    Ok(CCONV.attr(p.ctx(), v))
}

/// The dialect's attribute printer (after `#llvm.`).
pub(crate) fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    if crate::debuginfo::print(p, a)
        || crate::tbaa::print(p, a)
        || crate::scopes::print(p, a)
        || crate::loops::print(p, a)
    {
        return;
    }
    let ctx = p.ctx();
    if crate::defs::is_def(ctx, a) {
        return crate::defs::DEFS.print_attr(p, a);
    }
    if params_of(ctx, a, "dereferenceable").is_some() {
        p.write_str("dereferenceable");
        return print_dereferenceable_body(p, a);
    }
    if let (Some((_, _, count)), Some([from, to, _])) = (
        cgprofile_entry_value(ctx, a),
        params_of(ctx, a, "cgprofile_entry"),
    ) {
        let (from, to) = (*from, *to);
        p.write_str("cgprofile_entry<");
        for (name, sym) in [("from", from), ("to", to)] {
            if ctx.flat_symbol_ref_value(sym).is_some() {
                p.write_str(&format!("{name} = "));
                p.print_attribute(sym);
                p.write_str(", ");
            }
        }
        return p.write_str(&format!("count = {count}>"));
    }
    if let Some(s) = profile_summary_value(ctx, a) {
        return print_profile_summary(p, &s);
    }
    if let Some([cut_off, min_count, num_counts]) = params_of(ctx, a, "profile_summary_detailed") {
        let v = |a: &Attribute| ctx.integer_attr_value(*a).map_or(0, |v| v.zext_u64());
        return p.write_str(&format!(
            "profile_summary_detailed<cut_off = {}, min_count = {}, num_counts = {}>",
            v(cut_off),
            v(min_count),
            v(num_counts)
        ));
    }
    if blocktag_value(ctx, a).is_some() || blockaddress_value(ctx, a).is_some() {
        let mnemonic = if blocktag_value(ctx, a).is_some() {
            "blocktag"
        } else {
            "blockaddress"
        };
        p.write_str(mnemonic);
        let p = std::cell::RefCell::new(p);
        print_block_attr_body(ctx, a, &mut |t| p.borrow_mut().write_str(t), &mut |f| {
            p.borrow_mut().print_attribute(f)
        });
        return;
    }
    if let Some([function]) = params_of(ctx, a, "dso_local_equivalent") {
        let function = *function;
        p.write_str("dso_local_equivalent<");
        p.print_attribute(function);
        return p.write_str(">");
    }
    if let Some([min, max]) = params_of(ctx, a, "vscale_range") {
        let (min, max) = (*min, *max);
        p.write_str("vscale_range<minRange = ");
        p.print_attribute(min);
        p.write_str(", maxRange = ");
        p.print_attribute(max);
        return p.write_str(">");
    }
    if let Some(effects) = memory_effects_value(ctx, a) {
        p.write_str("memory_effects<");
        for (i, (name, e)) in MEMORY_LOCATIONS.iter().zip(effects).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_str(&format!("{name} = {}", MOD_REF[e as usize]));
        }
        return p.write_str(">");
    }
    if let Some([list]) = params_of(ctx, a, "target_features") {
        let list = *list;
        p.write_str("target_features<");
        p.print_attribute(list);
        return p.write_str(">");
    }
    if let Some([behavior, key, value]) = params_of(ctx, a, "mlir.module_flag") {
        let (key, value) = (*key, *value);
        let b = ctx
            .integer_attr_value(*behavior)
            .map_or(0, |v| v.zext_u64() as usize);
        p.write_str("mlir.module_flag<");
        p.write_str(
            MOD_FLAG_BEHAVIORS
                .get(b.wrapping_sub(1))
                .copied()
                .unwrap_or("error"),
        );
        p.write_str(", ");
        p.print_attribute(key);
        p.write_str(", ");
        p.print_attribute(value);
        return p.write_str(">");
    }
    if let Some([hint, signed]) = params_of(ctx, a, "vec_type_hint") {
        let (hint, signed) = (*hint, *signed);
        p.write_str("vec_type_hint<hint = ");
        if let Some(t) = ctx.type_attr_value(hint) {
            p.print_type(t);
        }
        if matches!(ctx.attr_kind(signed), AttrKind::Bool(true)) {
            p.write_str(", is_signed = true");
        }
        return p.write_str(">");
    }
    if let Some([n, t]) = params_of(ctx, a, "mlir.workgroup_attribution") {
        let (n, t) = (*n, *t);
        p.write_str("mlir.workgroup_attribution<");
        p.print_attribute(n);
        p.write_str(", ");
        if let Some(t) = ctx.type_attr_value(t) {
            p.print_type(t);
        }
        return p.write_str(">");
    }
    if let Some([lower, upper]) = params_of(ctx, a, "constant_range") {
        let (Some(lo), Some(hi)) = (ctx.integer_attr_value(*lower), ctx.integer_attr_value(*upper)) else {
            return p.write_str("<<invalid constant_range>>");
        };
        return p.write_str(&format!(
            "constant_range<i{}, {}, {}>",
            lo.width(),
            lo.to_string_signed(),
            hi.to_string_signed()
        ));
    }
    print_dialect_enum_attr(p, DIALECT_ENUMS, a)
}

/// `true` or `false`.
pub(crate) fn parse_bool(p: &mut dyn AsmParser<'_>) -> ParseResult<bool> {
    let pos = p.current_pos();
    match p.parse_optional_any_keyword().as_deref() {
        Some("true") => Ok(true),
        Some("false") => Ok(false),
        _ => Err(p.emit_error_at(pos, "expected 'true' or 'false'")),
    }
}

/// Whether `a` is an array of `#llvm.<mnemonic>` attributes.
fn is_array_of(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    ctx.array_attr_elements(a)
        .is_some_and(|items| items.iter().all(|&i| params_of(ctx, i, mnemonic).is_some()))
}

/// `LLVM_AccessGroupArrayAttr`.
pub(crate) const ACCESS_GROUPS: AttrConstraint = AttrConstraint::Confined {
    base: &strata_ods::constraints::attrs::ARRAY_ATTR,
    summary: "LLVM dialect access group metadata array",
    check: |ctx, a| is_array_of(ctx, a, "access_group"),
};

/// `LoopAnnotationAttr`.
pub(crate) const LOOP_ANNOTATION: AttrConstraint = AttrConstraint::Confined {
    base: &strata_ods::constraints::attrs::ANY_ATTR,
    summary: "loop annotation attribute",
    check: |ctx, a| params_of(ctx, a, "loop_annotation").is_some(),
};

/// `LLVM_AliasScopeArrayAttr`.
pub(crate) const ALIAS_SCOPES: AttrConstraint = AttrConstraint::Confined {
    base: &strata_ods::constraints::attrs::ARRAY_ATTR,
    summary: "LLVM dialect alias scope array",
    check: |ctx, a| is_array_of(ctx, a, "alias_scope"),
};

/// `LLVM_TBAATagArrayAttr`.
pub(crate) const TBAA_TAGS: AttrConstraint = AttrConstraint::Confined {
    base: &strata_ods::constraints::attrs::ARRAY_ATTR,
    summary: "LLVM dialect TBAA tag metadata array",
    check: |ctx, a| is_array_of(ctx, a, "tbaa_tag"),
};

/// The error MLIR reports for a parameter `name` of attribute `def` of the
/// wrong attribute kind (`cpp` the kind expected), at `pos`.
pub(crate) fn wrong_kind(
    p: &mut dyn strata_ir::asm::AsmParser<'_>,
    pos: strata_ir::asm::SourcePos,
    def: &str,
    name: &str,
    cpp: &str,
) -> strata_ir::Failed {
    p.emit_error_at(pos, "invalid kind of attribute specified");
    let after = p.current_pos();
    p.emit_error_at(
        after,
        &format!("failed to parse {def} parameter '{name}' which is to be a `{cpp}`"),
    )
}
