//! The operations of the `llvm` dialect. Ops whose syntax the declarative
//! format can say are `OpSpec`s with a `format`; the others have
//! hand-written parsers and printers (in this file and [`super::func`]).

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Location, NamedAttribute, OpBuilder, OpId, OpRef, OpTraits,
    OperationState, Type, TypeKind,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, AttrConstraint, EnumDef, TypeConstraint};
use strata_ods::enum_attr::parse_enum_keywords;
use strata_ods::{AttrSpec, OpSpec, ValueSpec};

use super::attrs::{fastmath_none, FASTMATH, OVERFLOW};
use super::types::{is_compatible_float, is_compatible_type, is_ptr, llvm_type, LlvmType};

// ---- type constraints ------------------------------------------------------------

use TypeConstraint as T;

/// `LLVM::isCompatibleOuterType`: a compatible type, without looking into
/// the elements of aggregates.
pub fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    match llvm_type(ctx, t) {
        Some(_) => true,
        None => is_compatible_type(ctx, t),
    }
}

fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

fn is_int_sv(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t) || vector_element(ctx, t).is_some_and(|e| ctx.is_signless_integer(e))
}
fn is_float_sv(ctx: &Context, t: Type) -> bool {
    is_compatible_float(ctx, t) || vector_element(ctx, t).is_some_and(|e| is_compatible_float(ctx, e))
}
fn is_ptr_sv(ctx: &Context, t: Type) -> bool {
    is_ptr(ctx, t) || vector_element(ctx, t).is_some_and(|e| is_ptr(ctx, e))
}
fn is_non_aggregate(ctx: &Context, t: Type) -> bool {
    is_compatible_outer_type(ctx, t)
        && !matches!(
            llvm_type(ctx, t),
            Some(LlvmType::Struct { .. } | LlvmType::Array { .. })
        )
}
fn is_primitive(ctx: &Context, t: Type) -> bool {
    is_compatible_outer_type(ctx, t)
        && !matches!(llvm_type(ctx, t), Some(LlvmType::Void | LlvmType::Func { .. }))
}
fn is_i1_sv(ctx: &Context, t: Type) -> bool {
    let i1 = ctx.i1();
    t == i1 || vector_element(ctx, t) == Some(i1)
}
fn is_vector(ctx: &Context, t: Type) -> bool {
    vector_element(ctx, t).is_some_and(|e| is_compatible_type(ctx, e))
}
fn is_aggregate(ctx: &Context, t: Type) -> bool {
    matches!(
        llvm_type(ctx, t),
        Some(LlvmType::Struct { .. } | LlvmType::Array { .. })
    )
}

/// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
pub const INT_SV: T = T::Custom {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: is_int_sv,
};
/// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
pub const FLOAT_SV: T = T::Custom {
    summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: is_float_sv,
};
/// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
pub const PTR_SV: T = T::Custom {
    summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: is_ptr_sv,
};
/// `LLVM_ScalarOrVectorOf<I1>`.
pub const I1_SV: T = T::Custom {
    summary: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    check: is_i1_sv,
};
/// `LLVM_AnyPointer`.
pub const PTR: T = T::Custom {
    summary: "LLVM pointer type",
    check: is_ptr,
};
/// `LLVM_Type`.
pub const LLVM_TYPE: T = T::Custom {
    summary: "LLVM dialect-compatible type",
    check: is_compatible_outer_type,
};
/// `LLVM_AnyNonAggregate`.
pub const NON_AGGREGATE: T = T::Custom {
    summary: "LLVM-compatible non-aggregate type",
    check: is_non_aggregate,
};
/// `LLVM_PrimitiveType`.
pub const PRIMITIVE: T = T::Custom {
    summary: "primitive LLVM type",
    check: is_primitive,
};
/// `LLVM_AnyVector`.
pub const VECTOR: T = T::Custom {
    summary: "LLVM dialect-compatible vector type",
    check: is_vector,
};
/// `LLVM_AnyAggregate`.
pub const AGGREGATE: T = T::Custom {
    summary: "LLVM aggregate type",
    check: is_aggregate,
};

const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);
const FASTMATH_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued(
    "fastmathFlags",
    FASTMATH_ATTR,
    fastmath_none,
)];

fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

const OVERFLOW_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued(
    "overflowFlags",
    AttrConstraint::Enum(&OVERFLOW),
    overflow_none,
)];
const NNEG: &[AttrSpec] = &[AttrSpec::optional("nonNeg", attrs::UNIT_ATTR)];
const EXACT: &[AttrSpec] = &[AttrSpec::optional("isExact", attrs::UNIT_ATTR)];
const LLVM_RESULT: &[ValueSpec] = &[ValueSpec::single("res", LLVM_TYPE)];

// ---- shared printing helpers ----------------------------------------------------

/// The properties and discardable attributes of `op`, sorted by name as
/// MLIR's merged attribute dictionary.
pub(crate) fn all_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut v: Vec<NamedAttribute> = op
        .properties()
        .map(|p| op.ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    v.extend_from_slice(op.discardable_attrs());
    v.sort_by(|a, b| op.ctx.ident_str(a.0).cmp(op.ctx.ident_str(b.0)));
    v
}

// ---- integer arithmetic ------------------------------------------------------------

const INT_OPERANDS: &[ValueSpec] = &[ValueSpec::single("lhs", INT_SV), ValueSpec::single("rhs", INT_SV)];
const INT_RESULT: &[ValueSpec] = &[ValueSpec::single("res", INT_SV)];
const FLOAT_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("lhs", FLOAT_SV),
    ValueSpec::single("rhs", FLOAT_SV),
];
const FLOAT_RESULT: &[ValueSpec] = &[ValueSpec::single("res", FLOAT_SV)];
const ARITH: OpTraits = OpTraits::NO_MEMORY_EFFECT.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
const PURE_ARITH: OpTraits = ARITH.union(OpTraits::PURE);

const fn int_op(name: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        operands: INT_OPERANDS,
        results: INT_RESULT,
        format: Some("$lhs `,` $rhs attr-dict `:` type($res)"),
        ..OpSpec::new(name)
    }
}

/// `LLVM_IntArithmeticOpWithOverflowFlag`: printed by hand for the
/// `overflow<...>` property syntax.
const fn overflow_op(name: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        attributes: OVERFLOW_DEFAULT,
        format: None,
        ..int_op(name, traits)
    }
}

const fn exact_op(name: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        attributes: EXACT,
        format: Some("(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"),
        ..int_op(name, traits)
    }
}

const fn float_op(name: &'static str) -> OpSpec {
    OpSpec {
        traits: PURE_ARITH,
        operands: FLOAT_OPERANDS,
        results: FLOAT_RESULT,
        attributes: FASTMATH_DEFAULT,
        format: Some("$lhs `,` $rhs attr-dict `:` type($res)"),
        ..OpSpec::new(name)
    }
}

pub static INT_OPS: [OpSpec; 13] = [
    overflow_op("llvm.add", PURE_ARITH.union(OpTraits::COMMUTATIVE)),
    overflow_op("llvm.sub", PURE_ARITH),
    overflow_op("llvm.mul", PURE_ARITH.union(OpTraits::COMMUTATIVE)),
    exact_op("llvm.udiv", ARITH),
    exact_op("llvm.sdiv", ARITH),
    int_op("llvm.urem", PURE_ARITH),
    int_op("llvm.srem", PURE_ARITH),
    int_op("llvm.and", PURE_ARITH),
    OpSpec {
        attributes: &[AttrSpec::optional("isDisjoint", attrs::UNIT_ATTR)],
        format: Some("(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"),
        ..int_op("llvm.or", PURE_ARITH)
    },
    int_op("llvm.xor", PURE_ARITH),
    overflow_op("llvm.shl", PURE_ARITH),
    exact_op("llvm.lshr", PURE_ARITH),
    exact_op("llvm.ashr", PURE_ARITH),
];

pub static FLOAT_OPS: [OpSpec; 6] = [
    float_op("llvm.fadd"),
    float_op("llvm.fsub"),
    float_op("llvm.fmul"),
    float_op("llvm.fdiv"),
    float_op("llvm.frem"),
    OpSpec {
        operands: &[ValueSpec::single("operand", FLOAT_SV)],
        format: Some("$operand attr-dict `:` type($res)"),
        ..float_op("llvm.fneg")
    },
];

/// Parses ` overflow<flags>` if present: the property's value.
fn parse_overflow(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword("overflow") {
        return Ok(None);
    }
    p.parse_punct("<")?;
    let v = parse_enum_keywords(p.as_asm_parser(), &OVERFLOW, "")?;
    p.parse_punct(">")?;
    Ok(Some(OVERFLOW.attr(p.ctx(), v)))
}

fn print_overflow(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(v) = op
        .attr("overflowFlags")
        .and_then(|a| OVERFLOW.attr_value(op.ctx, a))
    {
        if v != 0 {
            p.write_str(" overflow<");
            p.write_str(&OVERFLOW.to_keywords(v));
            p.write_str(">");
        }
    }
}

fn set_overflow(
    ctx: &Context,
    state: &mut OperationState,
    flags: Option<Attribute>,
    attrs: Vec<NamedAttribute>,
) {
    let props = vec![(
        ctx.ident("overflowFlags"),
        flags.unwrap_or_else(|| overflow_none(ctx)),
    )];
    set_parsed_attributes(ctx, state, props, attrs, &["overflowFlags"]);
}

/// `$lhs `,` $rhs (overflow<...>)? attr-dict `:` type($res)`.
fn parse_overflow_binary(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    let flags = parse_overflow(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.push(t);
    set_overflow(ctx, state, flags, attrs);
    Ok(())
}

fn print_overflow_binary(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    p.print_operand(op.operand(1));
    print_overflow(p, op);
    p.print_optional_attr_dict(&all_attrs(op), &["overflowFlags"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

// ---- casts ---------------------------------------------------------------------

const CAST_FORMAT: &str = "$arg attr-dict `:` type($arg) `to` type($res)";

const fn cast(name: &'static str, from: &'static [ValueSpec], to: &'static [ValueSpec]) -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        operands: from,
        results: to,
        format: Some(CAST_FORMAT),
        ..OpSpec::new(name)
    }
}

const fn nneg_cast(name: &'static str, from: &'static [ValueSpec], to: &'static [ValueSpec]) -> OpSpec {
    OpSpec {
        attributes: NNEG,
        format: Some("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)"),
        ..cast(name, from, to)
    }
}

/// `verifyExtOp`: the result is wider than the operand, and both are
/// scalars or vectors of one shape.
fn verify_ext(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    let (fv, tv) = (ctx.shape(from), ctx.shape(to));
    match (fv, tv) {
        (Some(_), None) => return Err(op.emit_error("input type is a vector but output type is an integer")),
        (None, Some(_)) => return Err(op.emit_error("input type is an integer but output type is a vector")),
        (Some(a), Some(b)) if a != b => {
            return Err(op.emit_error("input and output vectors are of incompatible shape"))
        }
        _ => {}
    }
    let width = |t: Type| ctx.integer_width(ctx.element_type(t).unwrap_or(t)).unwrap_or(0);
    if width(to) <= width(from) {
        return Err(op.emit_error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

/// `BitcastOp::verify`, in part: pointers cast to pointers only.
fn verify_bitcast(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let elem = |t: Type| ctx.element_type(t).unwrap_or(t);
    let (from, to) = (elem(op.operand_type(0)), elem(op.result_type(0)));
    if is_ptr(ctx, from) != is_ptr(ctx, to) {
        return Err(op.emit_op_error("can only cast pointers from and to pointers"));
    }
    Ok(())
}

const ARG_INT: &[ValueSpec] = &[ValueSpec::single("arg", INT_SV)];
const RES_INT: &[ValueSpec] = &[ValueSpec::single("res", INT_SV)];
const ARG_FLOAT: &[ValueSpec] = &[ValueSpec::single("arg", FLOAT_SV)];
const RES_FLOAT: &[ValueSpec] = &[ValueSpec::single("res", FLOAT_SV)];
const ARG_PTR: &[ValueSpec] = &[ValueSpec::single("arg", PTR_SV)];
const RES_PTR: &[ValueSpec] = &[ValueSpec::single("res", PTR_SV)];
const ARG_NON_AGG: &[ValueSpec] = &[ValueSpec::single("arg", NON_AGGREGATE)];
const RES_NON_AGG: &[ValueSpec] = &[ValueSpec::single("res", NON_AGGREGATE)];

pub static CAST_OPS: [OpSpec; 13] = [
    OpSpec {
        fold: Some(super::fold::fold_cast),
        verify: Some(verify_bitcast),
        ..cast("llvm.bitcast", ARG_NON_AGG, RES_NON_AGG)
    },
    OpSpec {
        fold: Some(super::fold::fold_cast),
        ..cast("llvm.addrspacecast", ARG_PTR, RES_PTR)
    },
    OpSpec {
        attributes: &[AttrSpec::optional("dereferenceable", attrs::ANY_ATTR)],
        format: Some(
            "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)",
        ),
        ..cast("llvm.inttoptr", ARG_INT, RES_PTR)
    },
    cast("llvm.ptrtoint", ARG_PTR, RES_INT),
    OpSpec {
        verify: Some(verify_ext),
        ..cast("llvm.sext", ARG_INT, RES_INT)
    },
    OpSpec {
        fold: Some(super::fold::fold_zext),
        verify: Some(verify_ext),
        ..nneg_cast("llvm.zext", ARG_INT, RES_INT)
    },
    OpSpec {
        attributes: &[AttrSpec::default_valued(
            "overflowFlags",
            AttrConstraint::Enum(&OVERFLOW),
            overflow_none,
        )],
        format: None,
        ..cast("llvm.trunc", ARG_INT, RES_INT)
    },
    cast("llvm.sitofp", ARG_INT, RES_FLOAT),
    nneg_cast("llvm.uitofp", ARG_INT, RES_FLOAT),
    cast("llvm.fptosi", ARG_FLOAT, RES_INT),
    cast("llvm.fptoui", ARG_FLOAT, RES_INT),
    cast("llvm.fpext", ARG_FLOAT, RES_FLOAT),
    cast("llvm.fptrunc", ARG_FLOAT, RES_FLOAT),
];

/// `llvm.trunc`: `$arg (overflow<...>)? attr-dict : type($arg) to type($res)`.
fn parse_trunc(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    let flags = parse_overflow(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    let v = p.resolve_operand(&arg, from)?;
    state.operands.push(v);
    state.result_types.push(to);
    set_overflow(ctx, state, flags, attrs);
    Ok(())
}

fn print_trunc(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_overflow(p, op);
    p.print_optional_attr_dict(&all_attrs(op), &["overflowFlags"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

// ---- constants and misc -------------------------------------------------------------

/// `llvm.mlir.zero`, `undef` and `poison` fold to `#llvm.zero`,
/// `#llvm.undef` and `#llvm.poison`.
fn fold_value_op(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut strata_ir::FoldOutput,
) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let a = match op.name_str() {
        "llvm.mlir.zero" => super::attrs::zero_attr(ctx),
        "llvm.mlir.undef" => super::attrs::undef_attr(ctx),
        _ => super::attrs::poison_attr(ctx),
    };
    out.results.push(strata_ir::OpFoldResult::Attr(a));
    Ok(())
}

const fn value_op(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        fold: Some(fold_value_op),
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        results: LLVM_RESULT,
        format: Some("attr-dict `:` type($res)"),
        ..OpSpec::new(name)
    }
}

pub static UNDEF: OpSpec = value_op(
    "llvm.mlir.undef",
    "Creates an undefined value of LLVM dialect type.",
);
pub static POISON: OpSpec = value_op("llvm.mlir.poison", "Creates a poison value of LLVM dialect type.");
pub static ZERO: OpSpec = value_op(
    "llvm.mlir.zero",
    "Creates a zero-initialized value of LLVM dialect type.",
);

pub static FREEZE: OpSpec = OpSpec {
    summary: "Freeze an undef or poison value.",
    traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
    operands: &[ValueSpec::single("val", LLVM_TYPE)],
    results: &[ValueSpec::single("res", LLVM_TYPE)],
    format: Some("$val attr-dict `:` type($val)"),
    ..OpSpec::new("llvm.freeze")
};

pub static SELECT: OpSpec = OpSpec {
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("condition", I1_SV),
        ValueSpec::single("trueValue", LLVM_TYPE),
        ValueSpec::single("falseValue", LLVM_TYPE),
    ],
    results: &[ValueSpec::single("res", LLVM_TYPE)],
    attributes: FASTMATH_DEFAULT,
    predicates: &[strata_ods::Predicate::AllTypesMatch(&[
        "trueValue",
        "falseValue",
        "res",
    ])],
    ..OpSpec::new("llvm.select")
};

pub static RETURN: OpSpec = OpSpec {
    traits: OpTraits::PURE
        .union(OpTraits::TERMINATOR)
        .union(OpTraits::RETURN_LIKE),
    operands: &[ValueSpec::optional("arg", LLVM_TYPE)],
    format: Some("attr-dict ($arg^ `:` type($arg))?"),
    ..OpSpec::new("llvm.return")
};

pub static UNREACHABLE: OpSpec = OpSpec {
    traits: OpTraits::TERMINATOR,
    format: Some("attr-dict"),
    ..OpSpec::new("llvm.unreachable")
};

/// `operands attr-dict `:` type($condition) `,` type($res)`, the operand
/// types following from `AllTypesMatch`.
fn parse_select(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let start = p.current_pos();
    let operands = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let cond = p.parse_type()?;
    p.parse_punct(",")?;
    let res = p.parse_type()?;
    if operands.len() != 3 {
        return Err(p.emit_error_at(
            start,
            &format!("expected 3 operands, but found {}", operands.len()),
        ));
    }
    for (o, t) in operands.iter().zip([cond, res, res]) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.push(res);
    let props = vec![(ctx.ident("fastmathFlags"), fastmath_none(ctx))];
    set_parsed_attributes(ctx, state, props, attrs, &["fastmathFlags"]);
    Ok(())
}

fn print_select(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<_> = op.operands().collect();
    p.print_operands(&operands);
    let elided: &[&str] = match op.attr("fastmathFlags") {
        Some(a) if a == fastmath_none(op.ctx) => &["fastmathFlags"],
        _ => &[],
    };
    p.print_optional_attr_dict(&all_attrs(op), elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

// ---- comparisons ---------------------------------------------------------------

fn is_icmp_operand(ctx: &Context, t: Type) -> bool {
    is_int_sv(ctx, t) || is_ptr_sv(ctx, t)
}

const ICMP_OPERAND: T = T::Custom {
    summary:
        "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or \
              LLVM dialect-compatible vector of LLVM pointer type",
    check: is_icmp_operand,
};

const CMP_RESULT: strata_ods::Predicate = strata_ods::Predicate::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "lhs",
    to: "res",
    transform: strata_dialect_arith::i1_same_shape,
};

pub static ICMP: OpSpec = OpSpec {
    traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
    operands: &[
        ValueSpec::single("lhs", ICMP_OPERAND),
        ValueSpec::single("rhs", ICMP_OPERAND),
    ],
    results: &[ValueSpec::single("res", I1_SV)],
    attributes: &[AttrSpec::required(
        "predicate",
        AttrConstraint::Enum(&super::attrs::ICMP_PREDICATE),
    )],
    predicates: &[CMP_RESULT],
    fold: Some(super::fold::fold_icmp),
    ..OpSpec::new("llvm.icmp")
};

pub static FCMP: OpSpec = OpSpec {
    traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
    operands: &[
        ValueSpec::single("lhs", FLOAT_SV),
        ValueSpec::single("rhs", FLOAT_SV),
    ],
    results: &[ValueSpec::single("res", I1_SV)],
    attributes: &[
        AttrSpec::required("predicate", AttrConstraint::Enum(&super::attrs::FCMP_PREDICATE)),
        AttrSpec::default_valued("fastmathFlags", FASTMATH_ATTR, fastmath_none),
    ],
    predicates: &[CMP_RESULT],
    ..OpSpec::new("llvm.fcmp")
};

/// `"pred" $lhs, $rhs attr-dict : type($lhs)`.
fn parse_cmp(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let is_icmp = ctx.op_name_str(state.name) == ICMP.name;
    let e: &EnumDef = if is_icmp {
        &super::attrs::ICMP_PREDICATE
    } else {
        &super::attrs::FCMP_PREDICATE
    };
    let pos = p.current_pos();
    let pred = p.parse_attribute(None)?;
    let Some(word) = ctx.string_attr_value(pred) else {
        return Err(p.emit_error_at(pos, "expected string attribute"));
    };
    let Some(value) = e.value_of(word) else {
        return Err(p.emit_error_at(
            pos,
            &format!("'{word}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state
        .result_types
        .push(strata_dialect_arith::i1_same_shape(ctx, t));
    let mut props = vec![(ctx.ident("predicate"), e.attr(ctx, value))];
    let mut inherent = vec!["predicate"];
    if !is_icmp {
        props.push((ctx.ident("fastmathFlags"), fastmath_none(ctx)));
        inherent.push("fastmathFlags");
    }
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_cmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let e: &EnumDef = if op.name_str() == ICMP.name {
        &super::attrs::ICMP_PREDICATE
    } else {
        &super::attrs::FCMP_PREDICATE
    };
    p.write_str(" ");
    let word = op
        .attr("predicate")
        .and_then(|a| e.attr_value(ctx, a))
        .and_then(|v| e.keyword(v))
        .unwrap_or("");
    p.print_string_literal(word.as_bytes());
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    p.print_operand(op.operand(1));
    let mut elided = vec!["predicate"];
    if op.attr("fastmathFlags") == Some(fastmath_none(ctx)) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&all_attrs(op), &elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The specs of this file.
pub fn specs() -> Vec<&'static OpSpec> {
    let mut v: Vec<&'static OpSpec> = Vec::new();
    v.extend(INT_OPS.iter());
    v.extend(FLOAT_OPS.iter());
    v.extend(CAST_OPS.iter());
    v.extend([
        &UNDEF,
        &POISON,
        &ZERO,
        &FREEZE,
        &SELECT,
        &RETURN,
        &UNREACHABLE,
        &ICMP,
        &FCMP,
    ]);
    v
}

/// Registers the ops with their hand-written hooks.
pub fn register(d: &mut DialectDef) {
    for spec in specs() {
        let mut def = spec.to_def();
        match spec.name {
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.shl" => {
                def.parse = Some(parse_overflow_binary);
                def.print = Some(print_overflow_binary);
            }
            "llvm.icmp" | "llvm.fcmp" => {
                def.parse = Some(parse_cmp);
                def.print = Some(print_cmp);
            }
            "llvm.select" => {
                def.parse = Some(parse_select);
                def.print = Some(print_select);
            }
            "llvm.trunc" => {
                def.parse = Some(parse_trunc);
                def.print = Some(print_trunc);
            }
            _ => {}
        }
        d.ops.push(def);
    }
}

/// `Dialect::materializeConstant`: `llvm.mlir.addressof` for a symbol,
/// `llvm.mlir.zero` for `#llvm.zero`, `llvm.mlir.constant` for integer,
/// float, string and elements attributes.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if ctx.flat_symbol_ref_value(value).is_some() {
        let mut state = OperationState::new(ctx.op_name("llvm.mlir.addressof"), loc);
        state.result_types.push(ty);
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("global_name"), value)]));
        return Some(b.create(state));
    }
    let value_ops = [
        (super::attrs::zero_attr(ctx), "llvm.mlir.zero"),
        (super::attrs::undef_attr(ctx), "llvm.mlir.undef"),
        (super::attrs::poison_attr(ctx), "llvm.mlir.poison"),
    ];
    if let Some((_, name)) = value_ops.iter().find(|(a, _)| *a == value) {
        let mut state = OperationState::new(ctx.op_name(name), loc);
        state.result_types.push(ty);
        return Some(b.create(state));
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::String { .. }
    ) {
        return None;
    }
    let mut state = OperationState::new(ctx.op_name("llvm.mlir.constant"), loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(state))
}
