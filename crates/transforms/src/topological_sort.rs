//! `topological-sort`: orders the ops of regions without SSA dominance
//! (graph regions) so that definitions come before uses where possible.
//!
//! MLIR's `sortTopologically` sweeps the unscheduled ops repeatedly,
//! moving each op whose operands are all ready to the scheduled prefix.
//! The result is the ops ordered by the sweep that schedules them, then by
//! position. On an acyclic block that sweep number follows from the
//! dependencies alone: an op is scheduled in the sweep after its latest
//! dependency's, or in the same sweep if that dependency comes earlier in
//! the block. Computing it over the dependency graph gives MLIR's order in
//! linear time; blocks with cycles, where MLIR gives up on one op per
//! stuck sweep, are sorted by running the sweeps themselves.

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::interfaces::{region_kind, RegionKind};
use strata_ir::{
    BlockId, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, WalkOrder,
    WalkResult,
};
use strata_pass::Pass;

/// The `topological-sort` pass: orders the ops of graph regions so that
/// definitions come before their uses where possible.
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn argument(&self) -> &'static str {
        "topological-sort"
    }

    fn description(&self) -> &'static str {
        "Sort regions without SSA dominance in topological order"
    }

    fn name(&self) -> &'static str {
        "TopologicalSort"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // The op itself: its regions are the body's root regions.
        let name = op.name();
        let graph_roots = ctx
            .op_def(name)
            .is_some_and(|d| d.traits.contains(OpTraits::GRAPH_REGIONS));
        sort_body(ctx, op.body(), graph_roots);
        Ok(())
    }
}

/// Sorts the graph regions of the ops in `body` (post-order, as MLIR's
/// walk), then of its root regions if `graph_roots`, then the isolated
/// children's bodies, in parallel.
fn sort_body(ctx: &Context, body: &mut Body, graph_roots: bool) {
    for op in body.collect_root_regions_post_order() {
        if body.child_body(op).is_some() || OpRef::new(ctx, body, op).def().is_none() {
            continue;
        }
        let regions = body.op_regions(op).1.to_vec();
        for (i, r) in regions.into_iter().enumerate() {
            if region_kind(ctx, body, op, i) == RegionKind::Graph {
                let blocks: Vec<BlockId> = body.region_blocks(r).collect();
                for b in blocks {
                    sort_block(ctx, body, b);
                }
            }
        }
    }
    if graph_roots {
        let blocks: Vec<BlockId> = body
            .root_regions()
            .to_vec()
            .into_iter()
            .flat_map(|r| body.region_blocks(r).collect::<Vec<_>>())
            .collect();
        for b in blocks {
            sort_block(ctx, body, b);
        }
    }
    // Isolated ops: their regions are their child body's root regions.
    let graph: FxHashMap<OpId, bool> = body
        .child_bodies_mut()
        .into_iter()
        .map(|(op, _)| op)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|op| (op, has_graph_regions(ctx, body, op)))
        .collect();
    body.child_bodies_mut()
        .into_par_iter()
        .for_each(|(op, child)| sort_body(ctx, child, graph.get(&op).copied().unwrap_or(false)));
}

fn has_graph_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op).def().is_some() && region_kind(ctx, body, op, 0) == RegionKind::Graph
}

/// Sorts the ops of block `b` (its terminator stays last).
fn sort_block(ctx: &Context, body: &mut Body, b: BlockId) {
    let mut ops: Vec<OpId> = body.block_ops(b).collect();
    if let Some(&last) = ops.last() {
        if OpRef::new(ctx, body, last).has_trait(OpTraits::TERMINATOR) {
            ops.pop();
        }
    }
    if ops.len() < 2 {
        return;
    }
    let position: FxHashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    // deps[i]: the positions of the ops of the block defining values used
    // by op i or by ops nested in it.
    let deps: Vec<Vec<usize>> = ops
        .iter()
        .enumerate()
        .map(|(i, &op)| {
            let mut d = Vec::new();
            body.walk(op, WalkOrder::PreOrder, &mut |inner| {
                for v in body.operands(inner) {
                    let mut def = body.defining_op(v);
                    // The op of this block the definition is nested in.
                    while let Some(p) = def {
                        if let Some(&j) = position.get(&p) {
                            if j != i {
                                d.push(j);
                            }
                            break;
                        }
                        def = body.parent_op(p);
                    }
                }
                WalkResult::Advance
            });
            d.sort_unstable();
            d.dedup();
            d
        })
        .collect();
    let order = match sweep_numbers(&deps) {
        Some(sweep) => {
            let mut order: Vec<usize> = (0..ops.len()).collect();
            order.sort_by_key(|&i| (sweep[i], i));
            order
        }
        None => simulate_sweeps(&deps),
    };
    if order.iter().enumerate().all(|(k, &i)| k == i) {
        return;
    }
    let anchor = body.next_op(ops[ops.len() - 1]);
    for &i in &order {
        let at = match anchor {
            Some(t) => InsertPoint::Before(t),
            None => InsertPoint::End(b),
        };
        body.move_op(ops[i], at);
    }
}

/// The sweep in which each op is scheduled, if the dependencies are
/// acyclic (Kahn's algorithm over the dependency graph).
fn sweep_numbers(deps: &[Vec<usize>]) -> Option<Vec<u32>> {
    let n = deps.len();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut pending: Vec<usize> = vec![0; n];
    for (i, d) in deps.iter().enumerate() {
        pending[i] = d.len();
        for &j in d {
            users[j].push(i);
        }
    }
    let mut sweep = vec![0u32; n];
    let mut ready: Vec<usize> = (0..n).filter(|&i| pending[i] == 0).collect();
    let mut done = 0;
    while let Some(j) = ready.pop() {
        done += 1;
        for &i in &users[j] {
            let s = if j < i { sweep[j] } else { sweep[j] + 1 };
            sweep[i] = sweep[i].max(s);
            pending[i] -= 1;
            if pending[i] == 0 {
                ready.push(i);
            }
        }
    }
    (done == n).then_some(sweep)
}

/// MLIR's sweeps, literally, for blocks with cycles: each sweep schedules
/// the ready ops in order; a sweep that schedules nothing gives up on the
/// first unscheduled op, which keeps its place.
fn simulate_sweeps(deps: &[Vec<usize>]) -> Vec<usize> {
    let n = deps.len();
    let mut scheduled = vec![false; n];
    // The unscheduled ops in their current order, after the scheduled
    // prefix `order`.
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut rest: Vec<usize> = (0..n).collect();
    while !rest.is_empty() {
        let mut kept = Vec::with_capacity(rest.len());
        let mut any = false;
        for &i in &rest {
            if deps[i].iter().all(|&j| scheduled[j]) {
                scheduled[i] = true;
                order.push(i);
                any = true;
            } else {
                kept.push(i);
            }
        }
        if !any {
            let first = kept.remove(0);
            scheduled[first] = true;
            order.push(first);
        }
        rest = kept;
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_follow_positions() {
        // c(0) needs b(1) and a(2); b(1) needs a(2).
        let deps = vec![vec![1, 2], vec![2], vec![], vec![0]];
        let sweep = sweep_numbers(&deps).unwrap();
        assert_eq!(sweep, vec![2, 1, 0, 2]);
        assert_eq!(simulate_sweeps(&deps), vec![2, 1, 0, 3]);
    }

    #[test]
    fn cycles_give_up_on_the_first_op() {
        // 0 needs 1, 1 needs 0, 2 needs 1.
        let deps = vec![vec![1], vec![0], vec![1]];
        assert!(sweep_numbers(&deps).is_none());
        assert_eq!(simulate_sweeps(&deps), vec![0, 1, 2]);
    }
}
