//! The cost model of loop fusion: operation instance counts of loop
//! nests before and after inserting a slice, and memory footprints.

use std::collections::HashMap;

use strata_ir::{Body, Context, OpId, ValueId, WalkOrder, WalkResult};

use crate::affine::dependence::MemRefAccess;
use crate::affine::loop_utils::{constant_trip_count, is_affine_for};
use crate::affine::slice::{affine_for_ivs, ComputationSlice};

/// Per loop of a nest: its child loops, the ops of its body (loops and
/// conditionals excluded, the terminator included) and its trip count.
#[derive(Clone, Debug, Default)]
pub struct LoopNestStats {
    children: HashMap<OpId, Vec<OpId>>,
    op_count: HashMap<OpId, i64>,
    trip_count: HashMap<OpId, u64>,
}

fn is_named(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The statistics of the nest rooted at `root`; `None` when a loop has a
/// non-constant trip count or sits in something other than a loop.
pub fn loop_nest_stats(ctx: &Context, body: &Body, root: OpId) -> Option<LoopNestStats> {
    let mut stats = LoopNestStats::default();
    let mut ok = true;
    let _ = body.walk(root, WalkOrder::PreOrder, &mut |op| {
        if !is_affine_for(ctx, body, op) {
            return WalkResult::Advance;
        }
        if op != root {
            match body.parent_op(op) {
                Some(p) if is_affine_for(ctx, body, p) => stats.children.entry(p).or_default().push(op),
                _ => {
                    ok = false;
                    return WalkResult::Interrupt;
                }
            }
        }
        let count = body
            .op_regions(op)
            .1
            .first()
            .and_then(|&r| body.region_entry(r))
            .map_or(0, |b| {
                body.block_ops(b)
                    .filter(|&o| {
                        !is_named(ctx, body, o, "affine.for") && !is_named(ctx, body, o, "affine.if")
                    })
                    .count()
            });
        stats.op_count.insert(op, count as i64);
        match constant_trip_count(ctx, body, op) {
            Some(t) => {
                stats.trip_count.insert(op, t);
                WalkResult::Advance
            }
            None => {
                ok = false;
                WalkResult::Interrupt
            }
        }
    });
    ok.then_some(stats)
}

/// The number of op instances the nest rooted at `op` runs, with trip
/// counts overridden by `trips` and `extra` ops added to loop bodies.
pub fn compute_cost(
    stats: &LoopNestStats,
    op: OpId,
    trips: Option<&HashMap<OpId, u64>>,
    extra: Option<&HashMap<OpId, i64>>,
) -> i64 {
    let mut count = stats.op_count.get(&op).copied().unwrap_or(0) - 1;
    for &c in stats.children.get(&op).map(Vec::as_slice).unwrap_or(&[]) {
        count += compute_cost(stats, c, trips, extra);
    }
    if let Some(x) = extra.and_then(|m| m.get(&op)) {
        count += x;
    }
    let trip = trips
        .and_then(|m| m.get(&op))
        .or_else(|| stats.trip_count.get(&op))
        .copied()
        .unwrap_or(0);
    (trip as i64).saturating_mul(count)
}

/// The cost of the destination nest with `slice` of the source nest
/// inserted; when the slice runs once, the stores it makes and the loads
/// of them below the insertion point are expected to be forwarded away.
pub fn fusion_compute_cost(
    ctx: &Context,
    body: &Body,
    src: OpId,
    src_stats: &LoopNestStats,
    dst: OpId,
    dst_stats: &LoopNestStats,
    slice: &ComputationSlice,
) -> Option<i64> {
    let trips = slice.trip_counts(ctx, body)?;
    let iterations = trips.values().try_fold(1u64, |a, &t| a.checked_mul(t))?;
    if iterations == 0 {
        return None;
    }
    let insert_parent = body.block_parent_op(slice.insert_block)?;
    let mut extra: HashMap<OpId, i64> = HashMap::new();
    if iterations == 1 {
        let mut stores = 0i64;
        let mut memrefs: Vec<ValueId> = Vec::new();
        let _ = body.walk(src, WalkOrder::PreOrder, &mut |o| {
            if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
                if a.is_store {
                    stores += 1;
                    if !memrefs.contains(&a.memref) {
                        memrefs.push(a.memref);
                    }
                }
            }
            WalkResult::Advance
        });
        if stores > 0 {
            extra.insert(insert_parent, -stores);
        }
        for m in memrefs {
            for (user, _) in body.uses(m).collect::<Vec<_>>() {
                let is_read = MemRefAccess::get_with_vectors(ctx, body, user).is_some_and(|a| !a.is_store);
                if is_read && affine_for_ivs(ctx, body, user).contains(&insert_parent) {
                    if let Some(p) = body.parent_op(user).filter(|&p| is_affine_for(ctx, body, p)) {
                        *extra.entry(p).or_insert(0) -= 1;
                    }
                }
            }
        }
    }
    let slice_cost = compute_cost(src_stats, src, Some(&trips), Some(&extra));
    extra.insert(insert_parent, slice_cost);
    Some(compute_cost(dst_stats, dst, None, Some(&extra)))
}
