//! The test dialect's ops for integer range inference: `test.with_bounds`
//! (a value with given ranges), `test.with_bounds_region` (a region
//! argument with given ranges), `test.increment` (adds one, saturating),
//! `test.reflect_bounds` (records the ranges inferred for its operand as
//! its attributes) and `test.constant` (the dialect's constants).

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::{merged_attrs, split_inherent_attrs, PropKind};
use strata_ir::int_range::{
    infer_from_ranges, ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, SetIntRangeFn,
};
use strata_ir::{
    APInt, AttrKind, Attribute, Body, Context, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef,
    OpTraits, OperationState, Signedness, TypeKind,
};
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::{Predicate, RegionConstraint};

const APINT_ATTR: AttrConstraint = AttrConstraint::AnyInteger;
/// `AnyIntegerOrIndex` or a vector of them.
const INT_OR_INDEX_LIKE: TypeConstraint = TypeConstraint::Custom {
    summary: "integer or index or vector of integer or index values",
    check: |ctx, t| {
        let int = |t| matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index);
        int(t) || matches!(ctx.type_kind(t), TypeKind::Vector { element, .. } if int(*element))
    },
};
const BOUNDS: [&str; 4] = ["umin", "umax", "smin", "smax"];

/// The ranges in the `umin`, `umax`, `smin` and `smax` attributes of `op`.
fn bounds_of(op: OpRef<'_>) -> Option<ConstantIntRanges> {
    let v = |n: &str| op.attr(n).and_then(|a| op.ctx.integer_attr_value(a)).cloned();
    let (umin, umax, smin, smax) = (v("umin")?, v("umax")?, v("smin")?, v("smax")?);
    let w = umin.width();
    if [&umax, &smin, &smax].iter().any(|x| x.width() != w) {
        return None;
    }
    Some(ConstantIntRanges::new(umin, umax, smin, smax))
}

strata_ods::op! {
    /// A value whose integer ranges are those of its attributes.
    pub WithBoundsOp(WITH_BOUNDS, "test.with_bounds") {
        results(fake_val "fakeVal": single(types::ANY_TYPE))
        attributes(
            umin: attr = required(APINT_ATTR),
            umax: attr = required(APINT_ATTR),
            smin: attr = required(APINT_ATTR),
            smax: attr = required(APINT_ATTR),
        )
        example: "func.func @bounded() -> index {\n  %0 = test.with_bounds {smax = 4 : index, smin = 3 : index, umax = 4 : index, umin = 3 : index} : index\n  return %0 : index\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
        format: Some("attr-dict `:` type($fakeVal)"),
        interfaces: &[&WITH_BOUNDS_RANGE],
    }

    /// A region whose one `index` argument has the integer ranges of the
    /// op's attributes.
    pub WithBoundsRegionOp(WITH_BOUNDS_REGION, "test.with_bounds_region") {
        regions(region: single(RegionConstraint::Sized(1)))
        attributes(
            umin: attr = required(APINT_ATTR),
            umax: attr = required(APINT_ATTR),
            smin: attr = required(APINT_ATTR),
            smax: attr = required(APINT_ATTR),
        )
        example: "func.func @region() {\n  test.with_bounds_region {smax = 4 : index, smin = 3 : index, umax = 4 : index, umin = 3 : index} %arg0: index {\n  }\n  return\n}",
        traits: OpTraits::NO_TERMINATOR.union(OpTraits::SINGLE_BLOCK),
        parse: Some(parse_with_bounds_region),
        print: Some(print_with_bounds_region),
        interfaces: &[&WITH_BOUNDS_REGION_RANGE],
    }

    /// Adds one to its operand; its ranges are the operand's plus one,
    /// saturating.
    pub IncrementOp(INCREMENT, "test.increment") {
        operands(value: single(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        example: "func.func @inc(%a: index) -> index {\n  %0 = test.increment %a : index\n  return %0 : index\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
        predicates: &[Predicate::AllTypesMatch(&["value", "result"])],
        format: Some("$value attr-dict `:` type($result)"),
        interfaces: &[&INCREMENT_RANGE],
    }

    /// Its operand, with the ranges inferred for it recorded in its
    /// `umin`, `umax`, `smin` and `smax` attributes (of the unsigned and
    /// signed variants of the operand's integer type).
    pub ReflectBoundsOp(REFLECT_BOUNDS, "test.reflect_bounds") {
        operands(value: single(INT_OR_INDEX_LIKE))
        results(result: single(INT_OR_INDEX_LIKE))
        attributes(
            umin: opt_attr = optional(APINT_ATTR),
            umax: opt_attr = optional(APINT_ATTR),
            smin: opt_attr = optional(APINT_ATTR),
            smax: opt_attr = optional(APINT_ATTR),
        )
        example: "func.func @reflect(%a: index) -> index {\n  %0 = test.reflect_bounds %a : index\n  return %0 : index\n}",
        predicates: &[Predicate::AllTypesMatch(&["value", "result"])],
        format: Some("attr-dict $value `:` type($value)"),
        interfaces: &[&REFLECT_BOUNDS_RANGE],
    }

    /// The test dialect's constant, of any attribute; printed generically.
    pub ConstantOp(CONSTANT, "test.constant") {
        results(result: single(types::ANY_TYPE))
        attributes(value: attr = required(attrs::ANY_ATTR))
        build(explicit)
        example: "func.func @c() -> index {\n  %0 = \"test.constant\"() <{value = 3 : index}> : () -> index\n  return %0 : index\n}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::NO_MEMORY_EFFECT),
        fold: Some(fold_constant),
    }
}

fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").ok_or(strata_ir::Failed)?;
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// Whether `r` has the width the analysis gives values of `ty` (bounds of
/// another width describe nothing about them).
fn fits(op: OpRef<'_>, r: &ConstantIntRanges, ty: strata_ir::Type) -> bool {
    r.width() == ConstantIntRanges::storage_bitwidth(op.ctx, ty)
}

const WITH_BOUNDS_RANGE: InferIntRangeInterface = InferIntRangeInterface {
    infer: |op, _, set| {
        if let (Some(r), 1) = (bounds_of(op), op.num_results()) {
            if fits(op, &r, op.value_type(op.result(0))) {
                set(op.result(0), IntegerValueRange(Some(r)));
            }
        }
    },
    reflect: None,
    infer_in_scope: None,
};

const WITH_BOUNDS_REGION_RANGE: InferIntRangeInterface = InferIntRangeInterface {
    infer: |op, _, set| {
        let Some(r) = bounds_of(op) else { return };
        let (rb, regions) = op.body.op_regions(op.id);
        let arg = regions
            .first()
            .and_then(|&region| rb.region_entry(region))
            .and_then(|entry| rb.block_args(entry).first().copied());
        if let Some(arg) = arg.filter(|&a| fits(op, &r, rb.value_type(a))) {
            set(arg, IntegerValueRange(Some(r)));
        }
    },
    reflect: None,
    infer_in_scope: None,
};

fn infer_increment(op: OpRef<'_>, args: &[IntegerValueRange], set: &mut SetIntRangeFn<'_>) {
    let range = infer_from_ranges(args, |a| {
        let r = a.first()?;
        let one = APInt::from_u64(r.width(), 1);
        let sat_u = |x: &APInt| {
            let (s, ov) = x.uadd_ov(&one);
            if ov {
                APInt::all_ones(x.width())
            } else {
                s
            }
        };
        let sat_s = |x: &APInt| {
            let (s, ov) = x.sadd_ov(&one);
            if ov {
                APInt::signed_max(x.width())
            } else {
                s
            }
        };
        Some(ConstantIntRanges::new(
            sat_u(r.umin()),
            sat_u(r.umax()),
            sat_s(r.smin()),
            sat_s(r.smax()),
        ))
    });
    if !range.is_uninitialized() && op.num_results() == 1 {
        set(op.result(0), range);
    }
}

const INCREMENT_RANGE: InferIntRangeInterface = InferIntRangeInterface {
    infer: infer_increment,
    reflect: None,
    infer_in_scope: None,
};

const REFLECT_BOUNDS_RANGE: InferIntRangeInterface = InferIntRangeInterface {
    infer: |op, args, set| {
        if let (Some(IntegerValueRange(Some(r))), 1) = (args.first(), op.num_results()) {
            set(op.result(0), IntegerValueRange(Some(r.clone())));
        }
    },
    reflect: Some(reflect_bounds),
    infer_in_scope: None,
};

/// Sets the op's bound attributes to the ranges of its operand.
fn reflect_bounds(ctx: &Context, body: &mut Body, op: OpId, args: &[IntegerValueRange]) {
    let Some(IntegerValueRange(Some(r))) = args.first() else {
        return;
    };
    // A value of a type the analysis does not bound has no integer bounds
    // to record.
    if r.width() == 0 {
        return;
    }
    let Some(v) = body.operands(op).next() else { return };
    let ty = ctx.element_type_or_self(body.value_type(v));
    // Integers get attributes of their signed and unsigned variants.
    let (sty, uty) = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => (
            ctx.integer_type_signed(*width, Signedness::Signed),
            ctx.integer_type_signed(*width, Signedness::Unsigned),
        ),
        _ => (ty, ty),
    };
    let attr = |t, value: &APInt| {
        ctx.intern_attr(AttrKind::Integer {
            ty: t,
            value: value.clone(),
        })
    };
    for (name, value) in [
        ("umin", attr(uty, r.umin())),
        ("umax", attr(uty, r.umax())),
        ("smin", attr(sty, r.smin())),
        ("smax", attr(sty, r.smax())),
    ] {
        body.set_op_attr(ctx, op, name, Some(value));
    }
}

fn parse_with_bounds_region(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut all = Vec::new();
    p.parse_optional_attr_dict(&mut all)?;
    let inherent: Vec<(&str, PropKind)> = BOUNDS.iter().map(|&n| (n, PropKind::Any)).collect();
    let mut props = Vec::new();
    let rest = split_inherent_attrs(p.ctx(), all, &inherent, &mut props);
    if !props.is_empty() {
        state.properties = Some(p.ctx().dictionary_attr(&props));
    }
    if !rest.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&rest));
    }
    let arg = p.parse_argument(true, false)?;
    p.parse_region(state, &[arg], false)
}

fn print_with_bounds_region(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&merged_attrs(op), &[]);
    let (rb, regions) = op.body.op_regions(op.id);
    let Some(&region) = regions.first() else { return };
    if let Some(&arg) = rb
        .region_entry(region)
        .and_then(|entry| rb.block_args(entry).first())
    {
        p.write_str(" ");
        p.print_region_argument(arg, None, false);
    }
    p.write_str(" ");
    p.print_region(region, false, true, false);
}
