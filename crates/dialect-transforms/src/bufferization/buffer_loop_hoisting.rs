//! `buffer-loop-hoisting`: allocations move out of sequential loops.
//!
//! An allocation whose op may be hoisted out of loops
//! ([`AllocationOpInterface`](strata_ir::bufferization::AllocationOpInterface))
//! leaves each enclosing loop (an op with `LoopLikeOpInterface` and no
//! parallel region) whose body defines none of its operands and through
//! whose terminator none of its aliases flows, up to the first op that is
//! not such a loop; it goes right before the outermost loop it leaves.

use strata_ir::bufferization::allocation;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, ValueDef, WalkResult,
};
use strata_pass::Pass;

use super::optimize_allocation_liveness::users_of_aliases;

/// The `buffer-loop-hoisting` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferLoopHoisting;

impl Pass for BufferLoopHoisting {
    fn argument(&self) -> &'static str {
        "buffer-loop-hoisting"
    }

    fn description(&self) -> &'static str {
        "Optimizes placement of allocation operations by moving them out of loop nests"
    }

    fn name(&self) -> &'static str {
        "BufferLoopHoistingPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut allocs = Vec::new();
        body.walk_root_regions(&mut |o| {
            let r = OpRef::new(ctx, body, o);
            if allocation(r).is_some_and(|a| a.hoist_out_of_loops) && body.num_results(o) > 0 {
                allocs.push(o);
            }
            WalkResult::Advance
        });
        for alloc in allocs {
            if let Some(target) = outermost_loop(ctx, body, alloc) {
                body.move_op(alloc, InsertPoint::Before(target));
            }
        }
        Ok(())
    }
}

/// Whether `op` is a loop whose iterations run one after the other.
fn is_sequential_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| {
        d.interfaces.get::<LoopLikeOpInterface>().is_some()
            && !d.traits.contains(OpTraits::HAS_PARALLEL_REGION)
    })
}

/// The outermost loop `alloc` can leave, if any.
fn outermost_loop(ctx: &Context, body: &Body, alloc: OpId) -> Option<OpId> {
    let v = body.result(alloc, 0);
    let users = users_of_aliases(ctx, body, v);
    let mut target = None;
    let mut cur = alloc;
    while let Some(l) = body.parent_op(cur) {
        if !is_sequential_loop(ctx, body, l) {
            break;
        }
        let inside = body.operands(alloc).any(|x| {
            let def = match body.value_def(x) {
                ValueDef::Result(d, _) => Some(d),
                ValueDef::BlockArg(b, _) => body.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            def.is_some_and(|d| body.is_ancestor(l, d))
        });
        let escapes = users.iter().any(|&u| {
            body.parent_op(u) == Some(l)
                && ctx
                    .op_def(body.op_name(u))
                    .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
        });
        if inside || escapes {
            break;
        }
        target = Some(l);
        cur = l;
    }
    target
}
