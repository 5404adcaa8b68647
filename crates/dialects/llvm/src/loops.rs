//! The loop annotation attributes, `!llvm.loop` metadata on a loop's
//! latch branch: `#llvm.loop_annotation<...>` and the option groups it
//! holds (`#llvm.loop_vectorize`, `loop_interleave`, `loop_unroll`,
//! `loop_unroll_and_jam`, `loop_licm`, `loop_distribute`,
//! `loop_pipeline`, `loop_peeled`, `loop_unswitch`), each in ODS's
//! `struct(params)` form with optional parameters, with the aliases
//! MLIR's printer gives them (their mnemonics).
//!
//! Stored as `#llvm.<mnemonic><params>`, one parameter per field in
//! declaration order, unit when absent; the parallel accesses as an
//! array of access groups.

use crate::attrs::{params_attr, params_of, wrong_kind};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context, LocationKind};

/// What a field holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Field {
    /// A `BoolAttr`.
    Bool,
    /// An `IntegerAttr` (`16 : i32`).
    Int,
    /// An attribute of this mnemonic (`loop_annotation` for followups).
    Nested(&'static str),
    /// A `FusedLoc`.
    Loc,
    /// A list of `#llvm.access_group`s.
    Groups,
}

/// An attribute of this family: its mnemonic, C++ name (for MLIR's
/// messages), fields and required fields.
struct Def {
    mnemonic: &'static str,
    cpp: &'static str,
    fields: &'static [(&'static str, Field)],
    required: &'static [&'static str],
}

const FOLLOWUP: Field = Field::Nested("loop_annotation");

const DEFS: [Def; 10] = [
    Def {
        mnemonic: "loop_vectorize",
        cpp: "LoopVectorizeAttr",
        fields: &[
            ("disable", Field::Bool),
            ("predicateEnable", Field::Bool),
            ("scalableEnable", Field::Bool),
            ("width", Field::Int),
            ("followupVectorized", FOLLOWUP),
            ("followupEpilogue", FOLLOWUP),
            ("followupAll", FOLLOWUP),
        ],
        required: &[],
    },
    Def {
        mnemonic: "loop_interleave",
        cpp: "LoopInterleaveAttr",
        fields: &[("count", Field::Int)],
        required: &["count"],
    },
    Def {
        mnemonic: "loop_unroll",
        cpp: "LoopUnrollAttr",
        fields: &[
            ("disable", Field::Bool),
            ("count", Field::Int),
            ("runtimeDisable", Field::Bool),
            ("full", Field::Bool),
            ("followupUnrolled", FOLLOWUP),
            ("followupRemainder", FOLLOWUP),
            ("followupAll", FOLLOWUP),
        ],
        required: &[],
    },
    Def {
        mnemonic: "loop_unroll_and_jam",
        cpp: "LoopUnrollAndJamAttr",
        fields: &[
            ("disable", Field::Bool),
            ("count", Field::Int),
            ("followupOuter", FOLLOWUP),
            ("followupInner", FOLLOWUP),
            ("followupRemainderOuter", FOLLOWUP),
            ("followupRemainderInner", FOLLOWUP),
            ("followupAll", FOLLOWUP),
        ],
        required: &[],
    },
    Def {
        mnemonic: "loop_licm",
        cpp: "LoopLICMAttr",
        fields: &[("disable", Field::Bool), ("versioningDisable", Field::Bool)],
        required: &[],
    },
    Def {
        mnemonic: "loop_distribute",
        cpp: "LoopDistributeAttr",
        fields: &[
            ("disable", Field::Bool),
            ("followupCoincident", FOLLOWUP),
            ("followupSequential", FOLLOWUP),
            ("followupFallback", FOLLOWUP),
            ("followupAll", FOLLOWUP),
        ],
        required: &[],
    },
    Def {
        mnemonic: "loop_pipeline",
        cpp: "LoopPipelineAttr",
        fields: &[("disable", Field::Bool), ("initiationinterval", Field::Int)],
        required: &[],
    },
    Def {
        mnemonic: "loop_peeled",
        cpp: "LoopPeeledAttr",
        fields: &[("count", Field::Int)],
        required: &[],
    },
    Def {
        mnemonic: "loop_unswitch",
        cpp: "LoopUnswitchAttr",
        fields: &[("partialDisable", Field::Bool)],
        required: &[],
    },
    Def {
        mnemonic: "loop_annotation",
        cpp: "LoopAnnotationAttr",
        fields: &[
            ("disableNonforced", Field::Bool),
            ("vectorize", Field::Nested("loop_vectorize")),
            ("interleave", Field::Nested("loop_interleave")),
            ("unroll", Field::Nested("loop_unroll")),
            ("unrollAndJam", Field::Nested("loop_unroll_and_jam")),
            ("licm", Field::Nested("loop_licm")),
            ("distribute", Field::Nested("loop_distribute")),
            ("pipeline", Field::Nested("loop_pipeline")),
            ("peeled", Field::Nested("loop_peeled")),
            ("unswitch", Field::Nested("loop_unswitch")),
            ("mustProgress", Field::Bool),
            ("isVectorized", Field::Bool),
            ("startLoc", Field::Loc),
            ("endLoc", Field::Loc),
            ("parallelAccesses", Field::Groups),
        ],
        required: &[],
    },
];

fn def_of(ctx: &Context, a: Attribute) -> Option<(&'static Def, &[Attribute])> {
    DEFS.iter()
        .find_map(|d| params_of(ctx, a, d.mnemonic).map(|ps| (d, ps)))
}

/// The alias of a loop annotation attribute (its mnemonic).
pub fn alias_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    def_of(ctx, a).map(|(d, _)| d.mnemonic)
}

/// The fields of `#llvm.<mnemonic>` with their kinds, in order, if
/// `mnemonic` is one of these attributes.
pub fn fields(mnemonic: &str) -> Option<&'static [(&'static str, Field)]> {
    DEFS.iter().find(|d| d.mnemonic == mnemonic).map(|d| d.fields)
}

/// The present fields of loop annotation attribute `a` (a
/// `#llvm.loop_annotation` or one of its option groups): its mnemonic
/// and each set field's name and value, in order.
pub fn present_fields(ctx: &Context, a: Attribute) -> Option<(&'static str, Vec<(&'static str, Attribute)>)> {
    let (d, params) = def_of(ctx, a)?;
    let fields = d
        .fields
        .iter()
        .zip(params)
        .filter(|(_, &v)| !matches!(ctx.attr_kind(v), AttrKind::Unit))
        .map(|(&(name, _), &v)| (name, v))
        .collect();
    Some((d.mnemonic, fields))
}

/// `#llvm.<mnemonic><fields>` with the given fields set (by name; the
/// others absent), if `mnemonic` is one of these attributes.
pub fn loop_attr(ctx: &Context, mnemonic: &str, set: &[(&str, Attribute)]) -> Option<Attribute> {
    let d = DEFS.iter().find(|d| d.mnemonic == mnemonic)?;
    let params: Vec<Attribute> = d
        .fields
        .iter()
        .map(|(name, _)| {
            set.iter()
                .find(|(n, _)| n == name)
                .map_or_else(|| ctx.unit_attr(), |&(_, v)| v)
        })
        .collect();
    ctx.note_aliasable_attr();
    Some(params_attr(ctx, mnemonic, &params))
}

fn parse_field(p: &mut dyn AsmParser<'_>, d: &Def, (name, field): (&str, Field)) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    // A nested option group may be written without its `#llvm.mnemonic`.
    if let Field::Nested(m) = field {
        if p.peek_punct("<") {
            if let Some(nested) = DEFS.iter().find(|x| x.mnemonic == m) {
                return parse_body(p, nested);
            }
        }
    }
    let a = p.parse_attribute(None)?;
    let ctx = p.ctx();
    let (ok, cpp) = match field {
        Field::Bool => (
            matches!(ctx.attr_kind(a), AttrKind::Bool(_)),
            "BoolAttr".to_string(),
        ),
        Field::Int => (ctx.integer_attr_value(a).is_some(), "IntegerAttr".to_string()),
        Field::Nested(m) => {
            let cpp = DEFS.iter().find(|x| x.mnemonic == m).map_or("", |x| x.cpp);
            (params_of(ctx, a, m).is_some(), cpp.to_string())
        }
        Field::Loc => (
            matches!(ctx.attr_kind(a), AttrKind::Location(l) if matches!(ctx.loc_kind(*l), LocationKind::Fused { .. })),
            "FusedLoc".to_string(),
        ),
        Field::Groups => {
            let mut groups = Vec::new();
            let mut at = (pos, a);
            loop {
                if crate::scopes::access_group(p.ctx(), at.1).is_none() {
                    return Err(wrong_kind(
                        p,
                        at.0,
                        d.cpp,
                        name,
                        "::llvm::ArrayRef<AccessGroupAttr>",
                    ));
                }
                groups.push(at.1);
                if !p.parse_optional_punct(",") {
                    break;
                }
                let pos = p.current_pos();
                at = (pos, p.parse_attribute(None)?);
            }
            return Ok(p.ctx().array_attr(&groups));
        }
    };
    if !ok {
        return Err(wrong_kind(p, pos, d.cpp, name, &cpp));
    }
    Ok(a)
}

/// Parses the attribute after its mnemonic, if it is one of these.
pub(crate) fn parse(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    let Some(d) = DEFS.iter().find(|d| p.peek_keyword(d.mnemonic)) else {
        return Ok(None);
    };
    p.parse_optional_keyword(d.mnemonic);
    parse_body(p, d).map(Some)
}

/// Parses `<field = value, ...>` of `d`.
fn parse_body(p: &mut dyn AsmParser<'_>, d: &Def) -> ParseResult<Attribute> {
    let unit = p.ctx().unit_attr();
    let mut values = vec![unit; d.fields.len()];
    let keys: Vec<&str> = d.fields.iter().map(|(n, _)| *n).collect();
    crate::attrs::parse_struct(p, &keys, d.required, &mut |p, i| {
        values[i] = parse_field(p, d, d.fields[i])?;
        Ok(())
    })?;
    let ctx = p.ctx();
    ctx.note_aliasable_attr();
    Ok(params_attr(ctx, d.mnemonic, &values))
}

/// Prints the attribute after `#llvm.` if it is one of these.
pub(crate) fn print(p: &mut dyn AsmPrinter<'_>, a: Attribute) -> bool {
    let Some((mnemonic, fields)) = present_fields(p.ctx(), a) else {
        return false;
    };
    p.write_str(mnemonic);
    p.write_str("<");
    for (i, (name, v)) in fields.into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str(name);
        p.write_str(" = ");
        let groups = p.ctx().array_attr_elements(v).map(<[Attribute]>::to_vec);
        match groups {
            Some(groups) => {
                for (j, g) in groups.into_iter().enumerate() {
                    if j > 0 {
                        p.write_str(", ");
                    }
                    p.print_attribute(g);
                }
            }
            None if def_of(p.ctx(), v).is_some() => p.print_stripped_attribute(v),
            None => p.print_attribute(v),
        }
    }
    p.write_str(">");
    true
}
