//! The part of `replaceWithAdditionalYields` that loop ops share.

use strata_ir::interfaces::AdditionalYields;
use strata_ir::{BlockId, Body, InsertPoint, OpId, ValueId};

/// Completes the replacement of the loop `old` by `new`, already built
/// before it with an entry block `block` whose arguments `args` are the
/// old ones (the first `num_old_args`) then one per new init: appends the
/// values `extra` yields to `old_yield` (the old body's terminator), moves
/// the old body `old_block` into `block`, redirects the uses of the new
/// inits inside the loop when asked, replaces the old results by the new
/// loop's first ones and erases `old`. Returns `new`.
pub fn finish_additional_yields(
    body: &mut Body,
    (old, new): (OpId, OpId),
    (old_block, old_yield): (BlockId, OpId),
    (block, args, num_old_args): (BlockId, &[ValueId], usize),
    extra: &AdditionalYields<'_>,
) -> OpId {
    let new_iter_args = args[num_old_args..].to_vec();
    let yielded = (extra.yielded)(body, &new_iter_args);
    let n = body.num_operands(old_yield);
    body.insert_operands(old_yield, n, &yielded);
    body.merge_block_into(old_block, InsertPoint::End(block), &args[..num_old_args]);
    if extra.replace_init_uses_in_loop {
        for (&init, &arg) in extra.inits.iter().zip(&new_iter_args) {
            body.replace_uses_with_if(init, arg, |b, user, _| user != new && b.is_ancestor(new, user));
        }
    }
    for i in 0..body.num_results(old) {
        let (from, to) = (body.result(old, i), body.result(new, i));
        body.replace_all_uses_with(from, to);
    }
    body.erase_op(old);
    new
}
