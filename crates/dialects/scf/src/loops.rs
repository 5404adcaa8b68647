//! Loop rewrites other passes use through the loop interfaces:
//! `scf.for`'s `replaceWithAdditionalYields`.

use strata_ir::interfaces::AdditionalYields;
use strata_ir::{APInt, Body, Context, OpBuilder, OpId, Type, ValueId};

use super::{ForOp, YieldOp};

/// Replaces an `scf.for` by one with more loop-carried values: the new
/// inits after the old ones, new region iter_args (located at their init
/// values, as the builder places them), the given yielded values appended
/// to the `scf.yield`. The old results are replaced by the new loop's
/// first results; properties and discardable attributes carry over.
pub(crate) fn for_replace_with_additional_yields(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    extra: &AdditionalYields<'_>,
) -> Option<OpId> {
    let ir = (ctx, &*body);
    let for_op = ForOp::cast(&ir, op)?;
    let region = for_op.region(&ir);
    let old_block = body.region_entry(region)?;
    let old_yield = body.last_op(old_block)?;
    if !YieldOp::isa(&ir, old_yield) {
        return None;
    }
    let old_args = body.block_args(old_block).to_vec();
    let (&iv, iter_args) = old_args.split_first()?;
    let mut inits: Vec<ValueId> = for_op.init_args(&ir).collect();
    if inits.len() != iter_args.len() {
        return None;
    }
    inits.extend_from_slice(extra.inits);
    let (lb, ub, step) = (for_op.lower_bound(&ir), for_op.upper_bound(&ir), for_op.step(&ir));
    let unsigned = for_op.unsigned_cmp(&ir);
    let mut results: Vec<Type> = body.result_types(op).collect();
    results.extend(extra.inits.iter().map(|&v| body.value_type(v)));
    let loc = body.op_loc(op);
    let attrs = body.op_attr_dict(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let new_for = ForOp::build(&mut b, loc, &results, lb, ub, step, &inits, unsigned);
    let new = new_for.op();
    body.set_op_attr_dict(new, attrs);
    let new_region = new_for.region(&(ctx, &*body));

    let block = body.create_block();
    body.append_block(new_region, block);
    let iv_ty = body.value_type(iv);
    let mut args = vec![body.add_block_arg(block, iv_ty, loc)];
    for v in inits {
        let (ty, l): (Type, _) = (body.value_type(v), body.value_loc(v));
        args.push(body.add_block_arg(block, ty, l));
    }
    Some(strata_dialect_utils::loops::finish_additional_yields(
        body,
        (op, new),
        (old_block, old_yield),
        (block, &args, old_args.len()),
        extra,
    ))
}

/// The width at which a bound of type `ty` is counted: an integer's
/// width, 64 for `index`.
fn bound_width(ctx: &Context, ty: Type) -> u32 {
    ctx.integer_width(ty).unwrap_or(64)
}

/// `ub - lb` when `ub` is an `arith.addi` of `lb` and a constant that does
/// not wrap (`nsw` when the loop compares signed, `nuw` otherwise).
fn ub_minus_lb(ctx: &Context, body: &Body, lb: ValueId, ub: ValueId, signed: bool) -> Option<APInt> {
    let add = body.defining_op(ub)?;
    if ctx.op_name_str(body.op_name(add)) != "arith.addi" || body.operand(add, 0) != lb {
        return None;
    }
    let flags = body
        .op_properties(add)
        .and_then(|p| ctx.dict_get_str(p, "overflowFlags"))
        .and_then(|a| strata_dialect_arith::OVERFLOW.attr_value(ctx, a))
        .unwrap_or(0);
    let needed = if signed { 1 } else { 2 };
    if flags & needed == 0 {
        return None;
    }
    strata_dialect_utils::matchers::const_int(ctx, body, body.operand(add, 1))
}

/// The number of iterations of the `scf.for` `op` when it is known
/// statically (MLIR's `ForOp::getStaticTripCount`), at the width of its
/// bounds (64 for `index`): zero when the bounds are the same value or the
/// step is negative, the zero step itself for a zero step, otherwise
/// `ceil((ub - lb) / step)` from constant bounds (compared signed unless
/// the loop compares unsigned; zero when `ub <= lb` or the signed
/// difference is negative) or from an upper bound that adds a constant to
/// the lower bound without wrapping (zero for a negative constant).
pub fn for_static_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    use strata_dialect_utils::matchers::const_int;
    let ir = (ctx, body);
    let for_op = ForOp::cast(&ir, op)?;
    let (lb, ub, step) = (for_op.lower_bound(&ir), for_op.upper_bound(&ir), for_op.step(&ir));
    let signed = !for_op.unsigned_cmp(&ir);
    let width = bound_width(ctx, body.value_type(lb));
    if width != bound_width(ctx, body.value_type(ub)) {
        return None;
    }
    if lb == ub {
        return Some(APInt::zero(width));
    }
    let step_c = const_int(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(APInt::zero(width));
        }
    }
    let diff = match (const_int(ctx, body, lb), const_int(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let empty = if signed { !l.slt(&u) } else { !l.ult(&u) };
            if empty {
                return Some(APInt::zero(width));
            }
            let d = u.sub(&l);
            // The difference of signed bounds may wrap to a negative value.
            if signed && d.is_negative() {
                return Some(APInt::zero(width));
            }
            d
        }
        (None, None) => {
            // MLIR reads the added constant as signed, whatever the loop's
            // comparison.
            let d = ub_minus_lb(ctx, body, lb, ub, signed)?;
            if d.is_negative() {
                return Some(APInt::zero(width));
            }
            d
        }
        _ => return None,
    };
    let s = step_c?;
    if s.width() != diff.width() {
        return None;
    }
    let count = diff.sdiv(&s)?;
    let rem = diff.srem(&s)?;
    Some(if rem.is_zero() {
        count
    } else {
        count.add(&APInt::from_u64(count.width(), 1))
    })
}
