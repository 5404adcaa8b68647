//! `buffer-hoisting`: an allocation moves up to the block that dominates
//! every value that may be its buffer (so that it is allocated once, where
//! all of them can see it), but not above the definitions of its operands
//! and not out of loops.
//!
//! From the allocation's block the search goes to the immediate dominator
//! within a region, or out of a region to the block of its op when that op
//! is not a loop, until it reaches that bound. The allocation goes before
//! its ancestor in the block found, or before the block's terminator when
//! it came from another block of the same region.

use strata_ir::bufferization::allocation;
use strata_ir::dominance::DominanceInfo;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::{
    BlockId, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueDef, ValueId,
    WalkResult,
};
use strata_pass::Pass;

use super::optimize_allocation_liveness::aliases;

/// The `buffer-hoisting` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferHoisting;

impl Pass for BufferHoisting {
    fn argument(&self) -> &'static str {
        "buffer-hoisting"
    }

    fn description(&self) -> &'static str {
        "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions"
    }

    fn name(&self) -> &'static str {
        "BufferHoistingPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let body = op.body();
        let mut allocs = Vec::new();
        body.walk_root_regions(&mut |o| {
            let r = OpRef::new(ctx, body, o);
            if allocation(r).is_some_and(|a| a.hoist_to_dominator) && body.num_results(o) > 0 {
                allocs.push(o);
            }
            WalkResult::Advance
        });
        // Moving allocations changes no block, so every placement is
        // decided on the dominance of the input.
        let moves: Vec<(OpId, OpId)> = {
            let dom = DominanceInfo::new(ctx, body, Some(owner));
            allocs
                .iter()
                .filter_map(|&a| placement(ctx, body, &dom, a).map(|at| (a, at)))
                .collect()
        };
        for (alloc, at) in moves {
            body.move_op(alloc, InsertPoint::Before(at));
        }
        Ok(())
    }
}

/// The block of `v`'s definition.
fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value_def(v) {
        ValueDef::Result(d, _) => body.op_block(d),
        ValueDef::BlockArg(b, _) => Some(b),
        ValueDef::Placeholder => None,
    }
}

/// The block holding the op whose region holds `b`, if in this body.
fn parent_block(body: &Body, b: BlockId) -> Option<BlockId> {
    body.block_parent_op(b).and_then(|p| body.op_block(p))
}

/// The next block up from `b`: its immediate dominator within its region,
/// else the block of its region's op.
fn up(body: &Body, dom: &DominanceInfo<'_>, b: BlockId) -> Option<BlockId> {
    let entry = body.block_region(b).and_then(|r| body.region_entry(r)) == Some(b);
    if !entry {
        if let Some(i) = dom.immediate_dominator(b) {
            return Some(i);
        }
    }
    parent_block(body, b)
}

/// The nearest block dominating both `a` and `b`.
fn common_dominator(body: &Body, dom: &DominanceInfo<'_>, mut a: BlockId, b: BlockId) -> Option<BlockId> {
    while !dom.dominates_block(a, b) {
        a = up(body, dom, a)?;
    }
    Some(a)
}

fn is_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.interfaces.get::<LoopLikeOpInterface>().is_some())
}

/// The op to move `alloc` before, if it moves.
fn placement(ctx: &Context, body: &Body, dom: &DominanceInfo<'_>, alloc: OpId) -> Option<OpId> {
    let home = body.op_block(alloc)?;
    let v = body.result(alloc, 0);
    let mut dominator = home;
    for x in aliases(ctx, body, v) {
        dominator = common_dominator(body, dom, dominator, value_block(body, x)?)?;
    }
    // The lowest block defining an operand.
    let mut dependency: Option<BlockId> = None;
    for x in body.operands(alloc) {
        let b = value_block(body, x)?;
        if dependency.is_none_or(|d| dom.dominates_block(d, b)) {
            dependency = Some(b);
        }
    }
    let bound = match dependency {
        Some(d) if dom.properly_dominates_block(dominator, d) => d,
        _ => dominator,
    };
    let mut current = home;
    while current != bound {
        let entry = body.block_region(current).and_then(|r| body.region_entry(r)) == Some(current);
        let idom = if entry {
            None
        } else {
            dom.immediate_dominator(current)
        };
        match idom {
            Some(i) => current = i,
            None => {
                let Some(p) = body.block_parent_op(current) else {
                    break;
                };
                if is_loop(ctx, body, p) {
                    break;
                }
                let Some(b) = body.op_block(p) else { break };
                current = b;
            }
        }
    }
    if current == home {
        return None;
    }
    // Before the allocation's ancestor in the block, or its terminator.
    let mut at = alloc;
    loop {
        if body.op_block(at) == Some(current) {
            return Some(at);
        }
        match body.parent_op(at) {
            Some(p) => at = p,
            None => return body.last_op(current),
        }
    }
}
