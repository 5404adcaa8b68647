//! Loop rewrites other passes use through the loop interfaces:
//! `scf.for`'s `replaceWithAdditionalYields`.

use strata_ir::interfaces::AdditionalYields;
use strata_ir::{Body, Context, OpBuilder, OpId, Type, ValueId};

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
