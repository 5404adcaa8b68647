//! `sroa`: scalar replacement of aggregates (MLIR's `SROA`). A slot from
//! an op with `DestructurableAllocationOpInterface` is split into one
//! sub-slot per index its accesses use, when every use of its pointer is
//! by an op with `DestructurableAccessorOpInterface` that can be rewired
//! to the sub-slots. New slots go back on the work list, so nested
//! aggregates are split in later rounds; rounds stop when one splits
//! nothing. `mem2reg` can then promote the sub-slots.
//!
//! Each round looks at each remaining allocator once; the bodies of
//! isolated ops are independent and are processed in parallel.

use rayon::prelude::*;
use strata_ir::memory_slot::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface, DestructurableMemorySlot,
    MemorySlot,
};
use strata_ir::{Attribute, Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef};
use strata_pass::{AnalysisManager, Pass};

/// The `sroa` pass: scalar replacement of aggregates, splitting destructurable
/// memory slots into one slot per accessed index.
pub struct Sroa;

impl Pass for Sroa {
    fn argument(&self) -> &'static str {
        "sroa"
    }

    fn description(&self) -> &'static str {
        "Scalar Replacement of Aggregates"
    }

    fn name(&self) -> &'static str {
        "SROA"
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
        if destructure_in_body(ctx, op.body()) == 0 {
            am.mark_all_preserved();
        }
        Ok(())
    }
}

/// Splits the slots of `body`, then of the bodies nested in it, in
/// parallel. Returns the number of slots split.
fn destructure_in_body(ctx: &Context, body: &mut Body) -> usize {
    let mut work: Vec<(OpId, DestructurableAllocationOpInterface)> = body
        .collect_root_regions_post_order()
        .into_iter()
        .filter(|&op| body.child_body(op).is_none())
        .filter_map(|op| Some((op, allocation_interface(ctx, body, op)?)))
        .collect();
    let mut done = 0;
    loop {
        let mut next = Vec::new();
        let mut changed = false;
        for (allocator, iface) in work {
            let mut split = false;
            for slot in (iface.destructurable_slots)(OpRef::new(ctx, body, allocator)) {
                let Some((accessors, used)) = analyze(ctx, body, &slot) else {
                    continue;
                };
                destructure(ctx, body, allocator, &iface, &slot, &accessors, &used, &mut next);
                split = true;
                // The allocator's other slots may be gone.
                break;
            }
            if split {
                done += 1;
                changed = true;
            } else {
                next.push((allocator, iface));
            }
        }
        if !changed {
            break;
        }
        work = next;
    }
    done + body
        .child_bodies_mut()
        .into_par_iter()
        .map(|(_, child)| destructure_in_body(ctx, child))
        .sum::<usize>()
}

fn allocation_interface(ctx: &Context, body: &Body, op: OpId) -> Option<DestructurableAllocationOpInterface> {
    OpRef::new(ctx, body, op)
        .def()?
        .interfaces
        .get::<DestructurableAllocationOpInterface>()
        .copied()
}

/// The ops accessing a slot, with their interface.
type Accessors = Vec<(OpId, DestructurableAccessorOpInterface)>;

/// The accessors of the slot and the indices they use, if every use of
/// the slot can be rewired.
fn analyze(
    ctx: &Context,
    body: &Body,
    slot: &DestructurableMemorySlot,
) -> Option<(Accessors, Vec<Attribute>)> {
    if !body.has_uses(slot.slot.ptr) {
        return None;
    }
    let mut used = Vec::new();
    let mut accessors = Vec::new();
    for (user, _) in body.uses(slot.slot.ptr) {
        let iface = OpRef::new(ctx, body, user)
            .def()
            .and_then(|d| d.interfaces.get::<DestructurableAccessorOpInterface>())
            .copied()?;
        if !(iface.can_rewire)(OpRef::new(ctx, body, user), slot, &mut used) {
            return None;
        }
        accessors.push((user, iface));
    }
    Some((accessors, used))
}

#[allow(clippy::too_many_arguments)]
fn destructure(
    ctx: &Context,
    body: &mut Body,
    allocator: OpId,
    iface: &DestructurableAllocationOpInterface,
    slot: &DestructurableMemorySlot,
    accessors: &[(OpId, DestructurableAccessorOpInterface)],
    used: &[Attribute],
    next: &mut Vec<(OpId, DestructurableAllocationOpInterface)>,
) {
    let created = (iface.destructure)(ctx, body, allocator, slot, used);
    let subslots: Vec<(Attribute, MemorySlot)> = created.iter().map(|&(i, s, _)| (i, s)).collect();
    for &(_, _, op) in &created {
        if let Some(i) = allocation_interface(ctx, body, op) {
            next.push((op, i));
        }
    }
    let mut seen = rustc_hash::FxHashSet::default();
    let mut erase = Vec::new();
    for &(op, acc) in accessors {
        if seen.insert(op) && (acc.rewire)(ctx, body, op, slot, &subslots) {
            erase.push(op);
        }
    }
    for op in erase {
        body.erase_op(op);
    }
    if let Some(replacement) = (iface.destructuring_complete)(ctx, body, allocator, slot) {
        if let Some(i) = allocation_interface(ctx, body, replacement) {
            next.push((replacement, i));
        }
    }
}
