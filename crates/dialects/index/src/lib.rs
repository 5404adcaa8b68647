//! The `index` dialect of MLIR 22: arithmetic, comparisons, constants and
//! casts on values of the builtin `index` type, with the
//! `#index<cmp_predicate ...>` predicate attribute.

#![forbid(unsafe_code)]

use strata_ir::asm::{AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Location, LogicalResult, NamedAttribute, OpBuilder, OpId,
    OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::enum_attr::{parse_enum_keywords, parse_optional_keyword_or_string};
use strata_ods::{AttrSpec, OpSpec, TraitCheck, ValueSpec};

mod canonicalize;
mod fold;
#[cfg(test)]
mod tests;

// ---- the predicate attribute --------------------------------------------------------

/// `IndexCmpPredicate`, stored as `#index<cmp_predicate ...>`.
pub static CMP_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::index::IndexCmpPredicate",
    attr_name: "IndexCmpPredicateAttr",
    summary: "index comparison predicate kind",
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
    storage: EnumStorage::Dialect {
        dialect: "index",
        mnemonic: "cmp_predicate",
    },
    bit_separator: None,
};

/// The predicate keyword of a valid `#index<cmp_predicate ...>`.
fn predicate_keyword(ctx: &Context, a: Attribute) -> Option<&'static str> {
    CMP_PREDICATE
        .attr_value(ctx, a)
        .and_then(|v| CMP_PREDICATE.keyword(v))
}

/// The dialect's attribute parser, positioned on the mnemonic.
fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    match p.parse_optional_any_keyword().as_deref() {
        Some("cmp_predicate") => {
            let v = parse_enum_keywords(p, &CMP_PREDICATE, "")?;
            Ok(CMP_PREDICATE.attr(p.ctx(), v))
        }
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{}` in dialect `index`", other.unwrap_or("")),
        )),
    }
}

/// Prints `cmp_predicate slt` (the printer wraps it: `#index<...>`).
fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    p.write_str("cmp_predicate");
    match predicate_keyword(ctx, a) {
        Some(k) => {
            p.write_str(" ");
            p.write_str(k);
        }
        None => {
            if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
                for &x in params.iter() {
                    p.write_str(" ");
                    p.print_attribute(x);
                }
            }
        }
    }
}

// ---- constraints and traits ---------------------------------------------------------

const INDEX: TypeConstraint = types::INDEX;
/// `AnyTypeOf<[AnyInteger, Index]>`.
const INT_OR_INDEX: TypeConstraint =
    TypeConstraint::AnyOf(&[TypeConstraint::AnyInteger, TypeConstraint::Index]);

const PURE: OpTraits = OpTraits::PURE;
const COMM: OpTraits = OpTraits::PURE.union(OpTraits::COMMUTATIVE);
const NO_EFFECT: OpTraits = OpTraits::NO_MEMORY_EFFECT;

const BINARY_OPERANDS: &[ValueSpec] = &[ValueSpec::single("lhs", INDEX), ValueSpec::single("rhs", INDEX)];
const INDEX_RESULT: &[ValueSpec] = &[ValueSpec::single("result", INDEX)];

/// `IndexBinaryOp`.
const fn binary(name: &'static str, summary: &'static str, traits: OpTraits) -> OpSpec {
    binary_canon(name, summary, traits, None)
}

/// `IndexBinaryOp` with a canonicalizer.
const fn binary_canon(
    name: &'static str,
    summary: &'static str,
    traits: OpTraits,
    canonicalize: Option<strata_rewrite::PopulatePatternsFn>,
) -> OpSpec {
    OpSpec {
        summary,
        traits,
        operands: BINARY_OPERANDS,
        results: INDEX_RESULT,
        format: Some("$lhs `,` $rhs attr-dict"),
        fold: Some(fold::fold_binary),
        canonicalize,
        ..OpSpec::new(name)
    }
}

const CAST_INPUT: &[ValueSpec] = &[ValueSpec::single("input", INT_OR_INDEX)];
const CAST_OUTPUT: &[ValueSpec] = &[ValueSpec::single("output", INT_OR_INDEX)];

/// `casts` and `castu`: `CastOpInterface` with one side `index` and the
/// other an integer.
const fn cast(name: &'static str, summary: &'static str, fold: strata_ir::FoldFn) -> OpSpec {
    OpSpec {
        summary,
        traits: PURE,
        operands: CAST_INPUT,
        results: CAST_OUTPUT,
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        trait_checks: &[TraitCheck::Custom(verify_cast)],
        fold: Some(fold),
        ..OpSpec::new(name)
    }
}

fn verify_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    let int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    if (ctx.is_index(from) && int(to)) || (int(from) && ctx.is_index(to)) {
        return Ok(());
    }
    Err(op.emit_op_error(format!(
        "operand type '{}' and result type '{}' are cast incompatible",
        ctx.type_to_string(from),
        ctx.type_to_string(to)
    )))
}

// ---- ops -----------------------------------------------------------------------------

static BINARY_OPS: [OpSpec; 20] = [
    binary_canon("index.add", "index addition", COMM, Some(canonicalize::add_op)),
    binary("index.sub", "index subtraction", PURE),
    binary_canon(
        "index.mul",
        "index multiplication",
        COMM,
        Some(canonicalize::mul_op),
    ),
    binary("index.divs", "index signed division", NO_EFFECT),
    binary("index.divu", "index unsigned division", NO_EFFECT),
    binary("index.ceildivs", "index signed ceil division", NO_EFFECT),
    binary("index.ceildivu", "index unsigned ceil division", NO_EFFECT),
    binary("index.floordivs", "index signed floor division", NO_EFFECT),
    binary("index.rems", "index signed remainder", NO_EFFECT),
    binary("index.remu", "index unsigned remainder", NO_EFFECT),
    binary_canon(
        "index.maxs",
        "index signed maximum",
        COMM,
        Some(canonicalize::maxs),
    ),
    binary_canon(
        "index.maxu",
        "index unsigned maximum",
        COMM,
        Some(canonicalize::maxu),
    ),
    binary_canon(
        "index.mins",
        "index signed minimum",
        COMM,
        Some(canonicalize::mins),
    ),
    binary_canon(
        "index.minu",
        "index unsigned minimum",
        COMM,
        Some(canonicalize::minu),
    ),
    binary("index.shl", "index shift left", PURE),
    binary("index.shrs", "signed index shift right", PURE),
    binary("index.shru", "unsigned index shift right", PURE),
    binary_canon("index.and", "index bitwise and", COMM, Some(canonicalize::and)),
    binary_canon("index.or", "index bitwise or", COMM, Some(canonicalize::or)),
    binary_canon("index.xor", "index bitwise xor", COMM, Some(canonicalize::xor)),
];

static CAST_OPS: [OpSpec; 2] = [
    cast("index.casts", "index signed cast", fold::fold_casts),
    cast("index.castu", "index unsigned cast", fold::fold_castu),
];

pub static CMP: OpSpec = OpSpec {
    summary: "index compare",
    traits: PURE,
    attributes: &[AttrSpec::required("pred", AttrConstraint::Enum(&CMP_PREDICATE))],
    operands: BINARY_OPERANDS,
    results: &[ValueSpec::single("result", types::I1)],
    fold: Some(fold::fold_cmp),
    canonicalize: Some(canonicalize::cmp),
    ..OpSpec::new("index.cmp")
};

pub static SIZEOF: OpSpec = OpSpec {
    summary: "size in bits of the index type",
    traits: PURE,
    results: INDEX_RESULT,
    format: Some("attr-dict"),
    ..OpSpec::new("index.sizeof")
};

pub static CONSTANT: OpSpec = OpSpec {
    summary: "index constant",
    traits: OpTraits::CONSTANT_LIKE.union(PURE),
    attributes: &[AttrSpec::required("value", attrs::INDEX_ATTR)],
    results: INDEX_RESULT,
    format: Some("attr-dict $value"),
    result_names: Some(constant_result_names),
    fold: Some(fold::fold_constant),
    ..OpSpec::new("index.constant")
};

pub static BOOL_CONSTANT: OpSpec = OpSpec {
    summary: "boolean constant",
    traits: OpTraits::CONSTANT_LIKE.union(PURE),
    attributes: &[AttrSpec::required("value", attrs::BOOL_ATTR)],
    results: &[ValueSpec::single("result", types::I1)],
    format: Some("attr-dict $value"),
    result_names: Some(bool_constant_result_names),
    fold: Some(fold::fold_constant),
    ..OpSpec::new("index.bool.constant")
};

/// `%idx42`, `%idx-3`.
fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    if let Some(value) = op.attr("value").and_then(|a| ctx.integer_attr_value(a)) {
        set(op.result(0), &format!("idx{}", value.to_string_signed()));
    }
}

/// `%true`, `%false`.
fn bool_constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let name = match op.attr("value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Bool(b)) => *b,
        Some(AttrKind::Integer { value, .. }) => !value.is_zero(),
        _ => return,
    };
    set(op.result(0), if name { "true" } else { "false" });
}

// ---- index.cmp's custom form: `slt(%a, %b)` ----------------------------------------------

fn print_cmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let pred = op.attr("pred");
    match pred.and_then(|a| predicate_keyword(op.ctx, a)) {
        Some(k) => p.write_str(k),
        None => {
            if let Some(a) = pred {
                p.print_attribute(a);
            }
        }
    }
    p.write_str("(");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.write_str(")");
    let attrs: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// The predicate's keyword (or string), or the attribute in full.
fn parse_predicate(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let word = parse_optional_keyword_or_string(p.as_asm_parser())?;
    let failed = format!(
        "failed to parse {} parameter 'value' which is to be a `{}`",
        CMP_PREDICATE.attr_name, CMP_PREDICATE.name
    );
    if let Some(word) = word {
        if let Some(v) = CMP_PREDICATE.value_of(&word) {
            return Ok(CMP_PREDICATE.attr(ctx, v));
        }
        let cases: Vec<&str> = CMP_PREDICATE.cases.iter().map(|c| c.0).collect();
        p.emit_error_at(
            pos,
            &format!(
                "expected {} to be one of: {}",
                CMP_PREDICATE.name,
                cases.join(", ")
            ),
        );
        return Err(p.emit_error(&failed));
    }
    // `(` would start a function type: it is the operand list.
    if p.parse_optional_punct("(") {
        p.emit_error_at(pos, "expected valid keyword or string");
        return Err(p.emit_error_at(pos, &failed));
    }
    if let Some(a) = p.parse_optional_attribute(None)? {
        if predicate_keyword(ctx, a).is_some() {
            return Ok(a);
        }
        if matches!(ctx.attr_kind(a), AttrKind::Dialect { .. }) {
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
    }
    p.emit_error_at(pos, "expected valid keyword or string");
    Err(p.emit_error_at(pos, &failed))
}

fn parse_cmp(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pred = parse_predicate(p)?;
    p.parse_punct("(")?;
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    p.parse_punct(")")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let index = ctx.index_type();
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    state.result_types.push(ctx.i1());
    let props = vec![(ctx.ident("pred"), pred)];
    set_parsed_attributes(ctx, state, props, attrs, &["pred"]);
    Ok(())
}

// ---- the dialect ---------------------------------------------------------------------------

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    BINARY_OPS
        .iter()
        .chain(CAST_OPS.iter())
        .chain([&CMP, &SIZEOF, &CONSTANT, &BOOL_CONSTANT])
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("index");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    for spec in specs() {
        let mut def = spec.to_def();
        if spec.name == CMP.name {
            def.parse = Some(parse_cmp);
            def.print = Some(print_cmp);
        }
        d.ops.push(def);
    }
    d.parse_attr = Some(parse_attr);
    d.print_attr = Some(print_attr);
    d.materialize_constant = Some(materialize_constant);
    d
}

/// `Dialect::materializeConstant`: `index.bool.constant` for a bool of
/// type `i1`, `index.constant` for an `index` integer of type `index`.
fn materialize_constant(b: &mut OpBuilder<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let ctx = b.ctx;
    // An i1 integer (a cast's fold) is the bool of MLIR's `BoolAttr`.
    let value = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: vt, value: v } if *vt == ctx.i1() => ctx.bool_attr(!v.is_zero()),
        _ => value,
    };
    let name = match ctx.attr_kind(value) {
        AttrKind::Bool(_) if ty == ctx.i1() => BOOL_CONSTANT.name,
        AttrKind::Integer { ty: vt, .. } if ctx.is_index(*vt) && ctx.is_index(ty) => CONSTANT.name,
        _ => return None,
    };
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(state))
}
