//! `control-flow-sink`: moves ops without memory effects into the regions
//! of region branch ops that run at most once (per
//! `RegionInvocationBounds`: `scf.if`, `scf.index_switch`) when all their
//! users are in such a region, so the work is done only on the path that
//! needs it. Ops that other sunk ops use are sunk after them, depth first,
//! and land at the start of the region's entry block, as in MLIR.
//!
//! Dominance comes from the analysis manager; sinking moves ops but never
//! changes blocks, so the region trees stay valid during the pass.

use rayon::prelude::*;
use strata_ir::fold::constant_value;
use strata_ir::interfaces::{is_memory_effect_free, region_invocation_bounds, RegionBranchOpInterface};
use strata_ir::{
    Attribute, Body, Context, DominanceCache, DominanceInfo, InsertPoint, IsolatedOpMut, LogicalResult, OpId,
    OpName, OpRef, RegionId,
};
use strata_pass::{AnalysisManager, Pass};

/// The `control-flow-sink` pass: sinks ops without memory effects into the
/// regions of region branch ops that run at most once and hold all their
/// users.
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }

    fn description(&self) -> &'static str {
        "Sink operations into conditional blocks"
    }

    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_with_analyses(ctx, op, &mut AnalysisManager::new())
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        let owner = op.name();
        if sink_in_body(ctx, owner, op.body(), am) == 0 {
            am.mark_all_preserved();
        } else {
            am.mark_preserved::<DominanceCache>();
        }
        Ok(())
    }
}

/// Sinks in the region branch ops of `body` (post-order, as MLIR's walk),
/// then in the bodies of the isolated ops nested in it, in parallel; each
/// body's dominance comes from its own analysis manager. Returns the number
/// of ops moved.
fn sink_in_body(ctx: &Context, owner: OpName, body: &mut Body, am: &mut AnalysisManager) -> usize {
    let dom = am.get::<DominanceCache>(ctx, owner, body);
    let mut moved = 0;
    for op in body.collect_root_regions_post_order() {
        if body.child_body(op).is_some() {
            continue;
        }
        let r = OpRef::new(ctx, body, op);
        if r.def()
            .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
            .is_none()
        {
            continue;
        }
        for region in singly_executed_regions(ctx, body, op) {
            moved += sink_region(ctx, body, &dom, region);
        }
    }
    let ids: Vec<OpId> = body.child_bodies_mut().into_iter().map(|(id, _)| id).collect();
    let names: Vec<OpName> = ids.iter().map(|&id| body.op_name(id)).collect();
    let mut children: Vec<(OpId, OpName, &mut Body, AnalysisManager)> = body
        .child_bodies_mut()
        .into_iter()
        .zip(names)
        .map(|((id, child), name)| (id, name, child, am.take_child(id)))
        .collect();
    moved += children
        .par_iter_mut()
        .map(|(_, name, child, child_am)| {
            let n = sink_in_body(ctx, *name, child, child_am);
            if n == 0 {
                child_am.mark_all_preserved();
            } else {
                child_am.mark_preserved::<DominanceCache>();
            }
            child_am.finish_pass();
            n
        })
        .sum::<usize>();
    for (id, _, _, child_am) in children {
        am.put_child(id, child_am);
    }
    moved
}

/// The regions of `op` that run at most once each time it runs (MLIR's
/// `getSinglyExecutedRegionsToSink`), given its constant operands.
fn singly_executed_regions(ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    let operands: Vec<Option<Attribute>> = body.operands(op).map(|v| constant_value(ctx, body, v)).collect();
    let bounds = region_invocation_bounds(OpRef::new(ctx, body, op), &operands);
    body.regions_in_body(op)
        .iter()
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Sinks into `region` the ops without memory effects that its ops use,
/// at the start of its entry block (see [`control_flow_sink`]).
fn sink_region(ctx: &Context, body: &mut Body, dom: &DominanceCache, region: RegionId) -> usize {
    control_flow_sink(
        ctx,
        body,
        dom,
        &[region],
        &|ctx, body, op, _| is_memory_effect_free(OpRef::new(ctx, body, op)),
        &|_, body, op, region| {
            if let Some(entry) = body.region_entry(region) {
                body.move_op(op, InsertPoint::Start(entry));
            }
        },
    )
}

/// Whether an op may be sunk into a region (given the op and the region).
pub type ShouldSinkFn<'a> = &'a dyn Fn(&Context, &Body, OpId, RegionId) -> bool;

/// Moves an op into a region.
pub type SinkFn<'a> = &'a dyn Fn(&Context, &mut Body, OpId, RegionId);

/// Sinks into each of `regions` the ops that its ops (transitively, through
/// the ops sunk) use as operands, when all their users are dominated by
/// the region's entry and `should_sink` accepts them, moving them with
/// `sink` (MLIR's `controlFlowSink`). Uses in regions nested in the
/// region's ops do not pull values in, as in MLIR. Returns the number of
/// ops sunk.
pub fn control_flow_sink(
    ctx: &Context,
    body: &mut Body,
    dom: &DominanceCache,
    regions: &[RegionId],
    should_sink: ShouldSinkFn<'_>,
    sink: SinkFn<'_>,
) -> usize {
    let mut moved = 0;
    for &region in regions {
        let Some(entry) = body.region_entry(region) else {
            continue;
        };
        let mut stack: Vec<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b))
            .collect();
        // Depth first: an op sunk is looked at next, so the ops it uses are
        // sunk before it, in front of it.
        while let Some(user) = stack.pop() {
            let operands: Vec<_> = body.operands(user).collect();
            for v in operands {
                let Some(def) = body.defining_op(v) else {
                    continue;
                };
                // Already in the region: only the region's own ops (nested
                // regions' ops are not looked at) use values.
                if body.op_block(def).and_then(|b| body.block_region(b)) == Some(region) {
                    continue;
                }
                if users_dominated_by(ctx, body, dom, def, entry) && should_sink(ctx, body, def, region) {
                    sink(ctx, body, def, region);
                    moved += 1;
                    stack.push(def);
                }
            }
        }
    }
    moved
}

/// `test-control-flow-sink`: sinks the ops named `test.sink_me` into the
/// first region of the `test.sink_target` ops using them, marking each with
/// `was_sunk` (the region's number), to exercise [`control_flow_sink`].
pub struct TestControlFlowSink;

impl Pass for TestControlFlowSink {
    fn argument(&self) -> &'static str {
        "test-control-flow-sink"
    }

    fn description(&self) -> &'static str {
        "Test control-flow sink pass"
    }

    fn name(&self) -> &'static str {
        "TestControlFlowSinkPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_with_analyses(ctx, op, &mut AnalysisManager::new())
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        let owner = op.name();
        let body = op.body();
        let dom = am.get::<DominanceCache>(ctx, owner, body);
        let sink_me = ctx.op_name("test.sink_me");
        let target = ctx.op_name("test.sink_target");
        let should_sink = |_: &Context, body: &Body, op: OpId, region: RegionId| {
            body.op_name(op) == sink_me
                && body
                    .region_parent_op(region)
                    .is_some_and(|p| body.regions_in_body(p).first() == Some(&region))
        };
        let sink = |ctx: &Context, body: &mut Body, op: OpId, region: RegionId| {
            let Some(entry) = body.region_entry(region) else {
                return;
            };
            body.move_op(op, InsertPoint::Start(entry));
            let number = body
                .region_parent_op(region)
                .and_then(|p| body.regions_in_body(p).iter().position(|&r| r == region))
                .unwrap_or(0);
            body.set_op_attr(
                ctx,
                op,
                "was_sunk",
                Some(ctx.integer_attr(ctx.i32(), number as i64)),
            );
        };
        let mut moved = 0;
        for o in body.collect_root_regions_post_order() {
            if body.op_name(o) != target || body.child_body(o).is_some() {
                continue;
            }
            let regions = body.regions_in_body(o).to_vec();
            moved += control_flow_sink(ctx, body, &dom, &regions, &should_sink, &sink);
        }
        if moved == 0 {
            am.mark_all_preserved();
        } else {
            am.mark_preserved::<DominanceCache>();
        }
        Ok(())
    }
}

/// Whether the block of every user of `op`'s results is dominated by
/// `entry`.
fn users_dominated_by(
    ctx: &Context,
    body: &Body,
    dom: &DominanceCache,
    op: OpId,
    entry: strata_ir::BlockId,
) -> bool {
    let info = DominanceInfo::with_cache(ctx, body, dom);
    body.results(op).all(|v| {
        body.uses(v).all(|(user, _)| {
            body.op_block(user)
                .is_some_and(|b| info.dominates_block(entry, b))
        })
    })
}
