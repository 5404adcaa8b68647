//! `optimize-allocation-liveness`: the `memref.dealloc` (or other op that
//! only frees) of an allocation moves right after the last use of the
//! buffer, so that it is freed as early as possible.
//!
//! The uses are those of every value that may be the buffer: views of it,
//! results of ops taking it (selects, casts, calls), results and region
//! arguments it flows into through terminators and region operands, and
//! block arguments of successors. A use inside a nested region counts as
//! its ancestor in the dealloc's block. The allocation is left alone when
//! its dealloc is not in its block, when it has more than one, or when a
//! use is outside that block or is its terminator.

use rustc_hash::FxHashSet;
use strata_ir::interfaces::{memory_effects, EffectKind};
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, ValueId, WalkResult};
use strata_pass::Pass;

/// The `optimize-allocation-liveness` pass.
#[derive(Clone, Debug, Default)]
pub struct OptimizeAllocationLiveness;

impl Pass for OptimizeAllocationLiveness {
    fn argument(&self) -> &'static str {
        "optimize-allocation-liveness"
    }

    fn description(&self) -> &'static str {
        "This pass optimizes the liveness of temp allocations in the input function"
    }

    fn name(&self) -> &'static str {
        "OptimizeAllocationLivenessPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut allocs = Vec::new();
        body.walk_root_regions(&mut |o| {
            if let Some(v) = allocated_value(ctx, body, o) {
                allocs.push((o, v));
            }
            WalkResult::Advance
        });
        for (alloc, v) in allocs {
            if let Some((dealloc, last)) = plan(ctx, body, alloc, v) {
                body.move_op(dealloc, strata_ir::InsertPoint::After(last));
            }
        }
        Ok(())
    }
}

/// The result of `op` it allocates, if any.
fn allocated_value(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let effects = memory_effects(OpRef::new(ctx, body, op))?;
    body.results(op).find(|&r| {
        effects
            .iter()
            .any(|e| e.kind == EffectKind::Allocate && e.value == Some(r))
    })
}

/// Whether `op` only frees `v`: its one effect, and no results.
fn only_frees(ctx: &Context, body: &Body, op: OpId, v: ValueId) -> bool {
    body.num_results(op) == 0
        && memory_effects(OpRef::new(ctx, body, op)).is_some_and(|effects| {
            !effects.is_empty()
                && effects
                    .iter()
                    .all(|e| e.kind == EffectKind::Free && e.value == Some(v))
        })
}

/// The dealloc of allocation `v` (made by `alloc`) and the op to move it
/// after, when it should move.
fn plan(ctx: &Context, body: &Body, alloc: OpId, v: ValueId) -> Option<(OpId, OpId)> {
    let block = body.op_block(alloc)?;
    let frees: Vec<OpId> = body
        .uses(v)
        .map(|(u, _)| u)
        .filter(|&u| only_frees(ctx, body, u, v))
        .collect();
    let [dealloc] = frees[..] else {
        return None;
    };
    if body.op_block(dealloc) != Some(block) {
        return None;
    }
    let mut last: Option<OpId> = None;
    for user in users_of_aliases(ctx, body, v) {
        if user == dealloc {
            continue;
        }
        let anchor = ancestor_in_block(body, user, block)?;
        if last.is_none_or(|l| body.is_before_in_block(l, anchor)) {
            last = Some(anchor);
        }
    }
    let last = last?;
    let terminator = ctx
        .op_def(body.op_name(last))
        .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR));
    if terminator || last == dealloc || body.next_op(last) == Some(dealloc) {
        return None;
    }
    Some((dealloc, last))
}

/// The ancestor of `op` (or `op`) directly in `block`.
fn ancestor_in_block(body: &Body, mut op: OpId, block: strata_ir::BlockId) -> Option<OpId> {
    loop {
        if body.op_block(op) == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// Every op using `v` or a value that may be the same buffer.
pub(super) fn users_of_aliases(ctx: &Context, body: &Body, v: ValueId) -> Vec<OpId> {
    let mut users = Vec::new();
    for x in aliases(ctx, body, v) {
        users.extend(body.uses(x).map(|(u, _)| u));
    }
    users
}

/// `v` and the values that may be the same buffer: results of ops using
/// one (views, selects, unknown ops), arguments of the regions and
/// successors they are passed to, and results of the ops whose
/// terminators pass them on.
pub(super) fn aliases(ctx: &Context, body: &Body, v: ValueId) -> Vec<ValueId> {
    let mut seen: FxHashSet<ValueId> = FxHashSet::default();
    let mut order = Vec::new();
    let mut work = vec![v];
    let is_buffer = |x: ValueId| {
        matches!(
            ctx.type_kind(body.value_type(x)),
            strata_ir::TypeKind::MemRef { .. } | strata_ir::TypeKind::UnrankedMemRef { .. }
        )
    };
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        order.push(x);
        for (u, _) in body.uses(x) {
            work.extend(body.results(u).filter(|&r| is_buffer(r)));
            for &r in body.regions_in_body(u) {
                for b in body.region_blocks(r) {
                    work.extend(body.block_args(b).iter().copied().filter(|&a| is_buffer(a)));
                }
            }
            for s in body.successors(u) {
                work.extend(body.block_args(s).iter().copied().filter(|&a| is_buffer(a)));
            }
            let terminator = ctx
                .op_def(body.op_name(u))
                .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR));
            if terminator {
                if let Some(p) = body.parent_op(u) {
                    work.extend(body.results(p).filter(|&r| is_buffer(r)));
                    for &r in body.regions_in_body(p) {
                        if let Some(e) = body.region_entry(r) {
                            work.extend(body.block_args(e).iter().copied().filter(|&a| is_buffer(a)));
                        }
                    }
                }
            }
        }
    }
    order
}
