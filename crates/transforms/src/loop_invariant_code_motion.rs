//! `loop-invariant-code-motion`: hoists ops out of loops
//! (`LoopLikeOpInterface`) when they use only values defined outside the
//! loop, have no memory effects and may be speculated.

use std::collections::VecDeque;

use rayon::prelude::*;
use strata_ir::interfaces::{is_memory_effect_free, is_speculatable, LoopLikeOpInterface};
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, RegionId, ValueDef,
    ValueId,
};
use strata_pass::Pass;

/// The `loop-invariant-code-motion` pass: hoists side-effect-free,
/// speculatable ops whose operands are defined outside a loop out of it.
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }

    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }

    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_on_body(ctx, op.body());
        Ok(())
    }
}

/// Hoists in the loops of `body`, then of the isolated ops nested in it.
/// Loops never span isolated ops, so the bodies are independent and run
/// in parallel.
fn run_on_body(ctx: &Context, body: &mut Body) {
    // Post-order: inner loops first, so that what they hoist can leave the
    // outer loops too, as MLIR's walk does.
    for op in body.collect_root_regions_post_order() {
        if body.is_live(op) && loop_interface(ctx, body, op).is_some() {
            move_loop_invariant_code(ctx, body, op);
        }
    }
    body.child_bodies_mut()
        .into_par_iter()
        .for_each(|(_, child)| run_on_body(ctx, child));
}

fn loop_interface(ctx: &Context, body: &Body, op: OpId) -> Option<LoopLikeOpInterface> {
    OpRef::new(ctx, body, op)
        .def()?
        .interfaces
        .get::<LoopLikeOpInterface>()
        .copied()
}

/// MLIR's `moveLoopInvariantCode`: for each loop region, a FIFO worklist of
/// its top-level ops; a hoisted op puts its users in the region back on the
/// list.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, loop_op: OpId) -> usize {
    let Some(iface) = loop_interface(ctx, body, loop_op) else {
        return 0;
    };
    let indices = (iface.loop_regions)(OpRef::new(ctx, body, loop_op));
    let regions: Vec<RegionId> = {
        let (rb, rs) = body.op_regions(loop_op);
        if !std::ptr::eq(rb, body) {
            // An isolated loop: its body cannot see values outside anyway.
            return 0;
        }
        indices.iter().filter_map(|&i| rs.get(i).copied()).collect()
    };
    let mut moved = 0;
    for region in regions {
        let mut worklist: VecDeque<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b))
            .collect();
        while let Some(op) = worklist.pop_front() {
            if !body.is_live(op) || op_region(body, op) != Some(region) {
                continue;
            }
            let r = OpRef::new(ctx, body, op);
            if !(is_memory_effect_free(r) && is_speculatable(r) && can_be_hoisted(ctx, body, op, region)) {
                continue;
            }
            body.move_op(op, InsertPoint::Before(loop_op));
            moved += 1;
            let results: Vec<ValueId> = body.results(op).collect();
            for v in results {
                for (user, _) in body.uses(v) {
                    if op_region(body, user) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.block_region(body.op_block(op)?)
}

/// The region a value is defined in.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::Result(op, _) => op_region(body, op),
        ValueDef::BlockArg(b, _) => body.block_region(b),
        ValueDef::Placeholder => None,
    }
}

/// Not a terminator, and every value used by `op` or the ops nested in it
/// is defined outside `region` (or inside `op` itself).
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, region: RegionId) -> bool {
    if OpRef::new(ctx, body, op).has_trait(OpTraits::TERMINATOR) {
        return false;
    }
    let defined_outside = |v: ValueId| match value_region(body, v) {
        Some(r) => !body.is_region_ancestor(region, r),
        // Values of the body's top level are outside every loop.
        None => true,
    };
    let mut ok = true;
    body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |inner| {
        for v in body.operands(inner) {
            let nested = value_region(body, v)
                .and_then(|r| body.region_parent_op(r))
                .is_some_and(|p| body.is_ancestor(op, p));
            if !nested && !defined_outside(v) {
                ok = false;
                return strata_ir::WalkResult::Interrupt;
            }
        }
        strata_ir::WalkResult::Advance
    });
    ok
}
