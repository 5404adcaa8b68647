//! The LLVM intrinsics (`llvm.intr.*`) that the lowerings of the math,
//! arith, memref and vector dialects produce: float math with fastmath
//! flags, integer bit operations, min/max, saturation and overflow
//! arithmetic, memory transfer, stack save/restore, lifetime markers,
//! `assume`, `is.fpclass` and vector reductions. Those MLIR gives no
//! assembly format print in the generic form.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface, DEFAULT_RESOURCE};
use strata_ir::{Context, DialectDef, Interfaces, OpRef, OpTraits, OperationState, Type, TypeKind};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::{AttrSpec, OpSpec, ValueSpec};

use super::attrs::{fastmath_none, FASTMATH};
use super::ops::{all_attrs, FLOAT_SV, INT_SV, LLVM_TYPE, PTR};

use TypeConstraint as T;

/// `I1Attr`.
const I1_ATTR: AttrConstraint = AttrConstraint::SignlessInteger(1);

const FORMAT: &str = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
const PURE_SAME: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
const FASTMATH_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued(
    "fastmathFlags",
    AttrConstraint::Enum(&FASTMATH),
    fastmath_none,
)];
const RES: &[ValueSpec] = &[ValueSpec::single("res", LLVM_TYPE)];

const F1: &[ValueSpec] = &[ValueSpec::single("in", FLOAT_SV)];
const F2: &[ValueSpec] = &[ValueSpec::single("a", FLOAT_SV), ValueSpec::single("b", FLOAT_SV)];
const F3: &[ValueSpec] = &[
    ValueSpec::single("a", FLOAT_SV),
    ValueSpec::single("b", FLOAT_SV),
    ValueSpec::single("c", FLOAT_SV),
];
const I1: &[ValueSpec] = &[ValueSpec::single("in", INT_SV)];
const I2: &[ValueSpec] = &[ValueSpec::single("a", INT_SV), ValueSpec::single("b", INT_SV)];
const I3: &[ValueSpec] = &[
    ValueSpec::single("a", INT_SV),
    ValueSpec::single("b", INT_SV),
    ValueSpec::single("c", INT_SV),
];

/// An intrinsic with the `(operands) : functional-type` form.
const fn intr(name: &'static str, operands: &'static [ValueSpec], float: bool) -> OpSpec {
    OpSpec {
        traits: PURE_SAME,
        operands,
        results: RES,
        attributes: if float { FASTMATH_DEFAULT } else { &[] },
        format: Some(FORMAT),
        ..OpSpec::new(name)
    }
}

pub static MATH: [OpSpec; 44] = [
    intr("llvm.intr.fabs", F1, true),
    intr("llvm.intr.sqrt", F1, true),
    intr("llvm.intr.exp", F1, true),
    intr("llvm.intr.exp2", F1, true),
    intr("llvm.intr.exp10", F1, true),
    intr("llvm.intr.log", F1, true),
    intr("llvm.intr.log2", F1, true),
    intr("llvm.intr.log10", F1, true),
    intr("llvm.intr.sin", F1, true),
    intr("llvm.intr.cos", F1, true),
    intr("llvm.intr.tan", F1, true),
    intr("llvm.intr.asin", F1, true),
    intr("llvm.intr.acos", F1, true),
    intr("llvm.intr.atan", F1, true),
    intr("llvm.intr.sinh", F1, true),
    intr("llvm.intr.cosh", F1, true),
    intr("llvm.intr.tanh", F1, true),
    intr("llvm.intr.floor", F1, true),
    intr("llvm.intr.ceil", F1, true),
    intr("llvm.intr.round", F1, true),
    intr("llvm.intr.roundeven", F1, true),
    intr("llvm.intr.trunc", F1, true),
    intr("llvm.intr.rint", F1, true),
    intr("llvm.intr.nearbyint", F1, true),
    intr("llvm.intr.pow", F2, true),
    intr("llvm.intr.copysign", F2, true),
    intr("llvm.intr.minnum", F2, true),
    intr("llvm.intr.maxnum", F2, true),
    intr("llvm.intr.minimum", F2, true),
    intr("llvm.intr.maximum", F2, true),
    intr("llvm.intr.atan2", F2, true),
    intr("llvm.intr.fma", F3, true),
    intr("llvm.intr.fmuladd", F3, true),
    intr("llvm.intr.bitreverse", I1, false),
    intr("llvm.intr.bswap", I1, false),
    intr("llvm.intr.ctpop", I1, false),
    intr("llvm.intr.smax", I2, false),
    intr("llvm.intr.smin", I2, false),
    intr("llvm.intr.umax", I2, false),
    intr("llvm.intr.umin", I2, false),
    intr("llvm.intr.fshl", I3, false),
    intr("llvm.intr.fshr", I3, false),
    OpSpec {
        traits: OpTraits::PURE,
        operands: &[
            ValueSpec::single("val", FLOAT_SV),
            ValueSpec::single("power", types::ANY_SIGNLESS_INTEGER),
        ],
        ..intr("llvm.intr.powi", F1, true)
    },
    OpSpec {
        traits: OpTraits::PURE,
        operands: &[
            ValueSpec::single("val", FLOAT_SV),
            ValueSpec::single("power", types::ANY_SIGNLESS_INTEGER),
        ],
        ..intr("llvm.intr.ldexp", F1, true)
    },
];

pub static SATURATING: [OpSpec; 6] = [
    intr("llvm.intr.sadd.sat", I2, false),
    intr("llvm.intr.uadd.sat", I2, false),
    intr("llvm.intr.ssub.sat", I2, false),
    intr("llvm.intr.usub.sat", I2, false),
    intr("llvm.intr.sshl.sat", I2, false),
    intr("llvm.intr.ushl.sat", I2, false),
];

/// An intrinsic printed in the generic form only.
const fn generic(name: &'static str, operands: &'static [ValueSpec], traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        operands,
        results: RES,
        ..OpSpec::new(name)
    }
}

const fn with_i1_attr(spec: OpSpec, attributes: &'static [AttrSpec]) -> OpSpec {
    OpSpec { attributes, ..spec }
}

const IS_ZERO_POISON: &[AttrSpec] = &[AttrSpec::required("is_zero_poison", I1_ATTR)];

pub static BITS: [OpSpec; 10] = [
    with_i1_attr(
        generic("llvm.intr.abs", I1, OpTraits::PURE),
        &[AttrSpec::required("is_int_min_poison", I1_ATTR)],
    ),
    with_i1_attr(generic("llvm.intr.ctlz", I1, PURE_SAME), IS_ZERO_POISON),
    with_i1_attr(generic("llvm.intr.cttz", I1, PURE_SAME), IS_ZERO_POISON),
    with_i1_attr(
        generic("llvm.intr.is.fpclass", F1, OpTraits::PURE),
        &[AttrSpec::required("bit", attrs::I32_ATTR)],
    ),
    generic("llvm.intr.sadd.with.overflow", I2, OVERFLOW_TRAITS),
    generic("llvm.intr.uadd.with.overflow", I2, OVERFLOW_TRAITS),
    generic("llvm.intr.ssub.with.overflow", I2, OVERFLOW_TRAITS),
    generic("llvm.intr.usub.with.overflow", I2, OVERFLOW_TRAITS),
    generic("llvm.intr.smul.with.overflow", I2, OVERFLOW_TRAITS),
    generic("llvm.intr.umul.with.overflow", I2, OVERFLOW_TRAITS),
];

const OVERFLOW_TRAITS: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_ELEMENT_TYPE);

// ---- vector reductions ----------------------------------------------------------------

fn vector_of(ctx: &Context, t: Type, element: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { element: e, .. } if element(ctx, *e))
}
fn is_int_vector(ctx: &Context, t: Type) -> bool {
    vector_of(ctx, t, |c, e| c.is_signless_integer(e))
}
fn is_float_vector(ctx: &Context, t: Type) -> bool {
    vector_of(ctx, t, |c, e| matches!(c.type_kind(e), TypeKind::Float(_)))
}

const INT_VECTOR: T = T::Custom {
    summary: "LLVM dialect-compatible vector of signless integer",
    check: is_int_vector,
};
const FLOAT_VECTOR: T = T::Custom {
    summary: "LLVM dialect-compatible vector of floating-point",
    check: is_float_vector,
};

const REDUCE: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE);
const RI: &[ValueSpec] = &[ValueSpec::single("in", INT_VECTOR)];
const RF: &[ValueSpec] = &[ValueSpec::single("in", FLOAT_VECTOR)];
const RACC: &[ValueSpec] = &[
    ValueSpec::single("start_value", types::ANY_FLOAT),
    ValueSpec::single("input", FLOAT_VECTOR),
];

const fn reduce_f(name: &'static str) -> OpSpec {
    OpSpec {
        traits: REDUCE,
        ..intr(name, RF, true)
    }
}

const fn reduce_acc(name: &'static str) -> OpSpec {
    OpSpec {
        attributes: FASTMATH_DEFAULT,
        ..generic(name, RACC, REDUCE)
    }
}

pub static REDUCTIONS: [OpSpec; 15] = [
    generic("llvm.intr.vector.reduce.add", RI, REDUCE),
    generic("llvm.intr.vector.reduce.and", RI, REDUCE),
    generic("llvm.intr.vector.reduce.mul", RI, REDUCE),
    generic("llvm.intr.vector.reduce.or", RI, REDUCE),
    generic("llvm.intr.vector.reduce.smax", RI, REDUCE),
    generic("llvm.intr.vector.reduce.smin", RI, REDUCE),
    generic("llvm.intr.vector.reduce.umax", RI, REDUCE),
    generic("llvm.intr.vector.reduce.umin", RI, REDUCE),
    generic("llvm.intr.vector.reduce.xor", RI, REDUCE),
    reduce_f("llvm.intr.vector.reduce.fmax"),
    reduce_f("llvm.intr.vector.reduce.fmin"),
    reduce_f("llvm.intr.vector.reduce.fmaximum"),
    reduce_f("llvm.intr.vector.reduce.fminimum"),
    reduce_acc("llvm.intr.vector.reduce.fadd"),
    reduce_acc("llvm.intr.vector.reduce.fmul"),
];

// ---- memory ---------------------------------------------------------------------------

const MEM_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("isVolatile", I1_ATTR),
    AttrSpec::optional("access_groups", attrs::ARRAY_ATTR),
    AttrSpec::optional("alias_scopes", attrs::ARRAY_ATTR),
    AttrSpec::optional("noalias_scopes", attrs::ARRAY_ATTR),
    AttrSpec::optional("tbaa", attrs::ARRAY_ATTR),
    AttrSpec::optional("arg_attrs", attrs::DICT_ARRAY_ATTR),
    AttrSpec::optional("res_attrs", attrs::DICT_ARRAY_ATTR),
];

const fn mem(name: &'static str, operands: &'static [ValueSpec]) -> OpSpec {
    OpSpec {
        operands,
        attributes: MEM_ATTRS,
        ..OpSpec::new(name)
    }
}

const COPY: &[ValueSpec] = &[
    ValueSpec::single("dst", PTR),
    ValueSpec::single("src", PTR),
    ValueSpec::single("len", types::ANY_SIGNLESS_INTEGER),
];

pub static MEMORY: [OpSpec; 9] = [
    mem("llvm.intr.memcpy", COPY),
    mem("llvm.intr.memmove", COPY),
    mem(
        "llvm.intr.memset",
        &[
            ValueSpec::single("dst", PTR),
            ValueSpec::single("val", types::I8),
            ValueSpec::single("len", types::ANY_SIGNLESS_INTEGER),
        ],
    ),
    OpSpec {
        results: &[ValueSpec::single("res", LLVM_TYPE)],
        format: Some("attr-dict `:` qualified(type($res))"),
        ..OpSpec::new("llvm.intr.stacksave")
    },
    OpSpec {
        operands: &[ValueSpec::single("ptr", PTR)],
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpSpec::new("llvm.intr.stackrestore")
    },
    OpSpec {
        operands: &[ValueSpec::single("ptr", PTR)],
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpSpec::new("llvm.intr.lifetime.start")
    },
    OpSpec {
        operands: &[ValueSpec::single("ptr", PTR)],
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpSpec::new("llvm.intr.lifetime.end")
    },
    OpSpec {
        operands: &[
            ValueSpec::single("cond", types::I1),
            ValueSpec::variadic("op_bundle_operands", types::ANY_TYPE),
        ],
        attributes: &[
            AttrSpec::required("op_bundle_sizes", attrs::DENSE_I32_ARRAY_ATTR),
            AttrSpec::optional("op_bundle_tags", attrs::ARRAY_ATTR),
        ],
        ..OpSpec::new("llvm.intr.assume")
    },
    OpSpec {
        operands: &[ValueSpec::single("addr", PTR)],
        attributes: &[
            AttrSpec::required("rw", attrs::I32_ATTR),
            AttrSpec::required("hint", attrs::I32_ATTR),
            AttrSpec::required("cache", attrs::I32_ATTR),
        ],
        ..OpSpec::new("llvm.intr.prefetch")
    },
];

/// memcpy and memmove write `dst` and read `src`; memset writes `dst`.
fn transfer_effects(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: EffectKind::Write,
        value: Some(op.operand(0)),
        resource: DEFAULT_RESOURCE,
    });
    if op.name_str() != "llvm.intr.memset" {
        out.push(MemoryEffect {
            kind: EffectKind::Read,
            value: Some(op.operand(1)),
            resource: DEFAULT_RESOURCE,
        });
    }
}

/// Operand bundles: `["tag"(%a, %b : t1, t2), ...]`, if a `[` is next.
/// Resolves the operands into `state` and returns the tags and sizes.
pub(crate) fn parse_op_bundles(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<Option<(Vec<String>, Vec<i32>)>> {
    if !p.parse_optional_punct("[") {
        return Ok(None);
    }
    let mut tags = Vec::new();
    let mut sizes = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let Some(tag) = p.parse_optional_string()? else {
                return Err(p.emit_error("expected string"));
            };
            tags.push(String::from_utf8_lossy(&tag).into_owned());
            p.parse_punct("(")?;
            let mut operands = Vec::new();
            let mut types = Vec::new();
            if !p.parse_optional_punct(")") {
                operands = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
                p.parse_punct(":")?;
                p.parse_comma_separated_list(strata_ir::asm::Delimiter::None, &mut |p| {
                    types.push(p.parse_type()?);
                    Ok(())
                })?;
                p.parse_punct(")")?;
            }
            if operands.len() != types.len() {
                return Err(p.emit_error(&format!(
                    "expected {} types for operand bundle operands but got {}",
                    operands.len(),
                    types.len()
                )));
            }
            for (o, t) in operands.iter().zip(types) {
                let v = p.resolve_operand(o, t)?;
                state.operands.push(v);
            }
            sizes.push(operands.len() as i32);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(Some((tags, sizes)))
}

/// Prints ` [bundles]` for the operands from `first` on.
pub(crate) fn print_op_bundles(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, first: usize) {
    let ctx = op.ctx;
    let Some(tags) = op.attr("op_bundle_tags").and_then(|a| ctx.array_attr_elements(a)) else {
        return;
    };
    let sizes = op
        .attr("op_bundle_sizes")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .map(|(_, v)| v)
        .unwrap_or_default();
    p.write_str(" [");
    let mut next = first;
    for (i, &tag) in tags.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_string_literal(ctx.string_attr_value(tag).unwrap_or("").as_bytes());
        p.write_str("(");
        let n = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let vals: Vec<_> = (next..next + n).map(|k| op.operand(k)).collect();
        next += n;
        if !vals.is_empty() {
            p.print_operands(&vals);
            p.write_str(" : ");
            for (k, &v) in vals.iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_type(op.body.value_type(v));
            }
        }
        p.write_str(")");
    }
    p.write_str("]");
}

/// `$cond [bundles]? : type($cond) attr-dict`.
fn parse_assume(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let i1 = ctx.i1();
    let v = p.resolve_operand(&cond, i1)?;
    state.operands.push(v);
    let bundles = parse_op_bundles(p, state)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    if t != i1 {
        return Err(p.emit_error("expected i1 condition"));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut props = Vec::new();
    match bundles {
        Some((tags, sizes)) => {
            props.push((
                ctx.ident("op_bundle_sizes"),
                strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes),
            ));
            let tags: Vec<_> = tags.iter().map(|t| ctx.string_attr(t)).collect();
            props.push((ctx.ident("op_bundle_tags"), ctx.array_attr(&tags)));
        }
        None => props.push((
            ctx.ident("op_bundle_sizes"),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[]),
        )),
    }
    set_parsed_attributes(ctx, state, props, attrs, &["op_bundle_sizes", "op_bundle_tags"]);
    Ok(())
}

fn print_assume(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_op_bundles(p, op, 1);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.print_optional_attr_dict(&all_attrs(op), &["op_bundle_sizes", "op_bundle_tags"]);
}

// ---- more intrinsics -----------------------------------------------------------------

const FLOAT_ARG: &[ValueSpec] = &[ValueSpec::single("val", FLOAT_SV)];
const SCALAR_FLOAT_ARG: &[ValueSpec] = &[ValueSpec::single(
    "val",
    T::Custom {
        summary: "floating point LLVM type",
        check: super::types::is_compatible_float,
    },
)];

const fn round(name: &'static str, operands: &'static [ValueSpec]) -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        operands,
        results: RES,
        format: Some(FORMAT),
        ..OpSpec::new(name)
    }
}

fn is_int_or_vector(ctx: &Context, t: Type) -> bool {
    let e = ctx.element_type(t).unwrap_or(t);
    matches!(ctx.type_kind(e), TypeKind::Integer { .. })
        && (ctx.shape(t).is_none() || matches!(ctx.type_kind(t), TypeKind::Vector { .. }))
}

const ANY_INT_SV: T = T::Custom {
    summary: "integer or LLVM dialect-compatible vector of integer",
    check: is_int_or_vector,
};

pub static MORE: [OpSpec; 14] = [
    round("llvm.intr.lround", FLOAT_ARG),
    round("llvm.intr.llround", SCALAR_FLOAT_ARG),
    round("llvm.intr.lrint", FLOAT_ARG),
    round("llvm.intr.llrint", SCALAR_FLOAT_ARG),
    OpSpec {
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        results: &[ValueSpec::single("res", INT_SV)],
        ..intr("llvm.intr.scmp", I2, false)
    },
    OpSpec {
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        results: &[ValueSpec::single("res", INT_SV)],
        ..intr("llvm.intr.ucmp", I2, false)
    },
    OpSpec {
        traits: OpTraits::PURE,
        operands: &[
            ValueSpec::single("ptr", super::ops::PTR_SV),
            ValueSpec::single("mask", ANY_INT_SV),
        ],
        results: &[ValueSpec::single("res", super::ops::PTR_SV)],
        format: Some("$ptr `,` $mask attr-dict `:` functional-type(operands, results)"),
        predicates: &[strata_ods::Predicate::AllTypesMatch(&["ptr", "res"])],
        ..OpSpec::new("llvm.intr.ptrmask")
    },
    OpSpec {
        traits: PURE_SAME,
        operands: &[
            ValueSpec::single("val", types::ANY_SIGNLESS_INTEGER),
            ValueSpec::single("expected", types::ANY_SIGNLESS_INTEGER),
        ],
        results: RES,
        format: Some("$val `,` $expected attr-dict `:` type($val)"),
        ..OpSpec::new("llvm.intr.expect")
    },
    OpSpec {
        traits: OpTraits::PURE,
        operands: &[
            ValueSpec::single("val", types::ANY_SIGNLESS_INTEGER),
            ValueSpec::single("expected", types::ANY_SIGNLESS_INTEGER),
        ],
        results: RES,
        attributes: &[AttrSpec::required(
            "prob",
            AttrConstraint::Float(strata_ir::FloatKind::F64),
        )],
        format: Some("$val `,` $expected `,` $prob attr-dict `:` type($val)"),
        predicates: &[strata_ods::Predicate::AllTypesMatch(&["val", "expected", "res"])],
        ..OpSpec::new("llvm.intr.expect.with.probability")
    },
    OpSpec {
        traits: OpTraits::PURE,
        operands: &[ValueSpec::single("global", PTR)],
        results: RES,
        ..OpSpec::new("llvm.intr.threadlocal.address")
    },
    OpSpec {
        format: Some("attr-dict"),
        ..OpSpec::new("llvm.intr.trap")
    },
    OpSpec {
        format: Some("attr-dict"),
        ..OpSpec::new("llvm.intr.debugtrap")
    },
    OpSpec {
        results: RES,
        ..OpSpec::new("llvm.intr.vscale")
    },
    OpSpec {
        traits: OpTraits::PURE,
        results: &[ValueSpec::single("res", INT_VECTOR)],
        format: Some("attr-dict `:` type($res)"),
        ..OpSpec::new("llvm.intr.stepvector")
    },
];

/// The specs of this file.
pub fn specs() -> Vec<&'static OpSpec> {
    MATH.iter()
        .chain(SATURATING.iter())
        .chain(BITS.iter())
        .chain(REDUCTIONS.iter())
        .chain(MEMORY.iter())
        .chain(MORE.iter())
        .collect()
}

/// Registers the intrinsics.
pub fn register(d: &mut DialectDef) {
    for spec in specs() {
        let mut def = spec.to_def();
        if matches!(
            spec.name,
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset"
        ) {
            let interfaces = std::mem::replace(&mut def.interfaces, Interfaces::EMPTY);
            def.interfaces = interfaces.with(MemoryEffectOpInterface {
                effects: transfer_effects,
            });
        }
        if spec.name == "llvm.intr.assume" {
            def.parse = Some(parse_assume);
            def.print = Some(print_assume);
        }
        d.ops.push(def);
    }
}
