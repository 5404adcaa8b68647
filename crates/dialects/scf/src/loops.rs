//! Loop rewrites other passes use through the loop interfaces:
//! `scf.for`'s `replaceWithAdditionalYields`.

use strata_ir::interfaces::AdditionalYields;
use strata_ir::{Body, Context, InsertPoint, OpId, OperationState, Type, ValueId};

use super::YIELD;

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
    let &region = body.regions_in_body(op).first()?;
    let old_block = body.region_entry(region)?;
    let old_yield = body.last_op(old_block)?;
    if body.op_name(old_yield) != ctx.op_name(YIELD) {
        return None;
    }
    let old_args = body.block_args(old_block).to_vec();
    let (&iv, iter_args) = old_args.split_first()?;
    if body.num_operands(op) != 3 + iter_args.len() {
        return None;
    }
    let loc = body.op_loc(op);
    let mut state = OperationState::new(body.op_name(op), loc);
    state.operands = body.operands(op).collect();
    state.operands.extend_from_slice(extra.inits);
    state.result_types = body.result_types(op).collect();
    state
        .result_types
        .extend(extra.inits.iter().map(|&v| body.value_type(v)));
    state.properties = body.op_properties(op);
    state.attributes = body.op_attr_dict(op);
    let new_region = body.create_region();
    state.regions = vec![new_region];
    let new = body.create_op(state);
    body.insert_op(InsertPoint::Before(op), new);

    let block = body.create_block();
    body.append_block(new_region, block);
    let iv_ty = body.value_type(iv);
    let mut args = vec![body.add_block_arg(block, iv_ty, loc)];
    let inits: Vec<ValueId> = (3..body.num_operands(new))
        .map(|i| body.operand(new, i))
        .collect();
    for v in inits {
        let (ty, l): (Type, _) = (body.value_type(v), body.value_loc(v));
        args.push(body.add_block_arg(block, ty, l));
    }
    let new_iter_args = args[1 + iter_args.len()..].to_vec();
    let yielded = (extra.yielded)(body, &new_iter_args);
    let n = body.num_operands(old_yield);
    body.insert_operands(old_yield, n, &yielded);
    body.merge_block_into(old_block, InsertPoint::End(block), &args[..old_args.len()]);
    if extra.replace_init_uses_in_loop {
        for (&init, &arg) in extra.inits.iter().zip(&new_iter_args) {
            body.replace_uses_with_if(init, arg, |b, user, _| user != new && b.is_ancestor(new, user));
        }
    }
    for i in 0..body.num_results(op) {
        let (from, to) = (body.result(op, i), body.result(new, i));
        body.replace_all_uses_with(from, to);
    }
    body.erase_op(op);
    Some(new)
}
