//! `mem2reg`: promotes memory slots to SSA values (MLIR's `Mem2Reg`).
//!
//! A slot (from an op with `PromotableAllocationOpInterface`) is promoted
//! when every use of its pointer is by an op with
//! `PromotableMemOpInterface` that can drop it, in the slot's own region.
//! Block arguments are added at the merge points (the iterated dominance
//! frontier of the blocks that store to the slot, restricted to the blocks
//! where the slot is live on entry, i.e. pruned SSA), whose predecessors
//! must branch through `BranchOpInterface`. A walk of the dominator tree
//! then gives each load the value reaching it and appends the reaching
//! value to the operands of branches to merge points. Before any store the
//! slot holds the allocator's default value.
//!
//! The dominance frontiers of a region are computed once per pass and
//! shared by its slots; each slot costs time proportional to its uses and
//! the blocks its liveness and merge points touch. The bodies of isolated
//! ops are independent and are processed in parallel.

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::memory_slot::{MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface};
use strata_ir::{
    BlockId, Body, Context, DominanceCache, DominanceInfo, IsolatedOpMut, LogicalResult, OpId, OpName, OpRef,
    RegionId, ValueId,
};
use strata_pass::{parse_bool_option, AnalysisManager, Pass};
use strata_rewrite::region_simplify::{able_to_update_pred_operands, append_successor_operands};

/// The `mem2reg` pass: promotes memory slots whose uses allow it to SSA
/// values.
pub struct Mem2Reg {
    /// Accepted for compatibility; MLIR 22's pass does not simplify the
    /// regions it changes either.
    region_simplify: bool,
}

impl Default for Mem2Reg {
    fn default() -> Self {
        Mem2Reg {
            region_simplify: true,
        }
    }
}

impl Pass for Mem2Reg {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[],
            introduces: &["ub.poison"],
            introduces_if: &[(
                &["llvm.*"],
                &["llvm.mlir.poison", "llvm.mlir.undef", "llvm.mlir.zero"],
            )],
        }
    }

    fn argument(&self) -> &'static str {
        "mem2reg"
    }

    fn description(&self) -> &'static str {
        "Promotes memory slots into values."
    }

    fn name(&self) -> &'static str {
        "Mem2Reg"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "region-simplify" => self.region_simplify = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("region-simplify={}", self.region_simplify)
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
        if promote_in_body(ctx, owner, op.body(), am) == 0 {
            am.mark_all_preserved();
        } else {
            // Blocks and branches are unchanged (only operands are added).
            am.mark_preserved::<DominanceCache>();
        }
        Ok(())
    }
}

/// Promotes the slots of `body`, then of the bodies nested in it (in
/// parallel, each with its own analyses). Returns the number promoted.
fn promote_in_body(ctx: &Context, owner: OpName, body: &mut Body, am: &mut AnalysisManager) -> usize {
    let dom = am.get::<DominanceCache>(ctx, owner, body);
    let mut promoter = Promoter {
        ctx,
        dom: &dom,
        frontiers: FxHashMap::default(),
    };
    let mut promoted = 0;
    // Promoting a slot may make others promotable (a slot stored into
    // another): rounds go on until one promotes nothing, as in MLIR.
    loop {
        let mut round = 0;
        for op in body.collect_root_regions_post_order() {
            if !body.is_live(op) || body.child_body(op).is_some() {
                continue;
            }
            let Some(iface) = OpRef::new(ctx, body, op)
                .def()
                .and_then(|d| d.interfaces.get::<PromotableAllocationOpInterface>())
                .copied()
            else {
                continue;
            };
            for slot in (iface.promotable_slots)(OpRef::new(ctx, body, op)) {
                if !body.is_live(op) || !body.has_uses(slot.ptr) {
                    continue;
                }
                if let Some(info) = promoter.analyze(body, &slot) {
                    promoter.promote(body, op, &iface, &slot, info);
                    round += 1;
                }
            }
        }
        if round == 0 {
            break;
        }
        promoted += round;
    }
    let ids: Vec<OpId> = body.child_bodies_mut().into_iter().map(|(id, _)| id).collect();
    let names: Vec<OpName> = ids.iter().map(|&id| body.op_name(id)).collect();
    let mut children: Vec<(OpId, OpName, &mut Body, AnalysisManager)> = body
        .child_bodies_mut()
        .into_iter()
        .zip(names)
        .map(|((id, child), name)| (id, name, child, am.take_child(id)))
        .collect();
    promoted += children
        .par_iter_mut()
        .map(|(_, name, child, child_am)| {
            let n = promote_in_body(ctx, *name, child, child_am);
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
    promoted
}

/// What promoting a slot needs (MLIR's `MemorySlotPromotionInfo`).
struct SlotInfo {
    region: RegionId,
    /// The ops using the slot, with their interface.
    users: FxHashMap<OpId, PromotableMemOpInterface>,
    merge_points: FxHashSet<BlockId>,
}

struct Promoter<'a> {
    ctx: &'a Context,
    dom: &'a DominanceCache,
    /// Dominance frontier of each block, per region (computed once).
    frontiers: FxHashMap<RegionId, FxHashMap<BlockId, Vec<BlockId>>>,
}

fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.block_region(body.op_block(op)?)
}

fn mem_interface(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableMemOpInterface> {
    OpRef::new(ctx, body, op)
        .def()?
        .interfaces
        .get::<PromotableMemOpInterface>()
        .copied()
}

impl Promoter<'_> {
    /// Whether the slot can be promoted, and how.
    fn analyze(&mut self, body: &Body, slot: &MemorySlot) -> Option<SlotInfo> {
        let ctx = self.ctx;
        let def = body.defining_op(slot.ptr)?;
        let region = op_region(body, def)?;
        let dom = DominanceInfo::with_cache(ctx, body, self.dom);
        if !dom.has_ssa_dominance(region) {
            return None;
        }
        // Every use blocks promotion until its op agrees to drop it.
        let mut blocking: FxHashMap<OpId, Vec<usize>> = FxHashMap::default();
        for (user, index) in body.uses(slot.ptr) {
            blocking.entry(user).or_default().push(index);
        }
        let mut users = FxHashMap::default();
        for (&user, indices) in &mut blocking {
            if op_region(body, user) != Some(region) {
                return None;
            }
            let iface = mem_interface(ctx, body, user)?;
            indices.sort_unstable();
            if !(iface.can_uses_be_removed)(OpRef::new(ctx, body, user), slot, indices) {
                return None;
            }
            users.insert(user, iface);
        }
        let mut merge_points = FxHashSet::default();
        if body.region_blocks(region).nth(1).is_some() {
            merge_points = self.merge_points(body, slot, region, &users);
            for &b in &merge_points {
                if !able_to_update_pred_operands(ctx, body, b) {
                    return None;
                }
            }
        }
        Some(SlotInfo {
            region,
            users,
            merge_points,
        })
    }

    /// The blocks needing a block argument for the slot: the iterated
    /// dominance frontier of the storing blocks, among the blocks where
    /// the slot is live on entry.
    fn merge_points(
        &mut self,
        body: &Body,
        slot: &MemorySlot,
        region: RegionId,
        users: &FxHashMap<OpId, PromotableMemOpInterface>,
    ) -> FxHashSet<BlockId> {
        let ctx = self.ctx;
        let mut defining: FxHashSet<BlockId> = FxHashSet::default();
        for (&user, iface) in users {
            if (iface.stores_to)(OpRef::new(ctx, body, user), slot) {
                defining.extend(body.op_block(user));
            }
        }
        // Live on entry: a load comes before any store in the block, or a
        // successor is live on entry and the block does not store.
        let mut live_in: FxHashSet<BlockId> = FxHashSet::default();
        let mut work: Vec<BlockId> = Vec::new();
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        for &user in users.keys() {
            let Some(b) = body.op_block(user) else { continue };
            if !seen.insert(b) {
                continue;
            }
            for op in body.block_ops(b) {
                let Some(iface) = users.get(&op) else { continue };
                let r = OpRef::new(ctx, body, op);
                if (iface.loads_from)(r, slot) {
                    work.push(b);
                    break;
                }
                if (iface.stores_to)(r, slot) {
                    break;
                }
            }
        }
        while let Some(b) = work.pop() {
            if !live_in.insert(b) {
                continue;
            }
            for (pred_op, _) in body.predecessors(b) {
                if let Some(p) = body.op_block(pred_op) {
                    if !defining.contains(&p) {
                        work.push(p);
                    }
                }
            }
        }
        let frontiers = self.frontiers(body, region);
        let mut result: FxHashSet<BlockId> = FxHashSet::default();
        let mut work: Vec<BlockId> = defining.iter().copied().collect();
        let mut queued: FxHashSet<BlockId> = defining.clone();
        while let Some(b) = work.pop() {
            for &f in frontiers.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                if live_in.contains(&f) && result.insert(f) && queued.insert(f) {
                    work.push(f);
                }
            }
        }
        result
    }

    /// The dominance frontier of each block of `region`.
    fn frontiers(&mut self, body: &Body, region: RegionId) -> &FxHashMap<BlockId, Vec<BlockId>> {
        let ctx = self.ctx;
        let cache = self.dom;
        self.frontiers.entry(region).or_insert_with(|| {
            let dom = DominanceInfo::with_cache(ctx, body, cache);
            let mut df: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            for b in body.region_blocks(region) {
                if !dom.is_reachable_from_entry(b) {
                    continue;
                }
                let preds: FxHashSet<BlockId> = body
                    .predecessors(b)
                    .filter_map(|(op, _)| body.op_block(op))
                    .filter(|&p| dom.is_reachable_from_entry(p))
                    .collect();
                if preds.len() < 2 {
                    continue;
                }
                let idom = dom.immediate_dominator(b);
                for p in preds {
                    let mut runner = Some(p);
                    while let Some(r) = runner {
                        if Some(r) == idom {
                            break;
                        }
                        let entry = df.entry(r).or_default();
                        if !entry.contains(&b) {
                            entry.push(b);
                        }
                        runner = dom.immediate_dominator(r);
                    }
                }
            }
            df
        })
    }

    /// Replaces the slot by SSA values (MLIR's `MemorySlotPromoter`).
    fn promote(
        &mut self,
        body: &mut Body,
        allocator: OpId,
        iface: &PromotableAllocationOpInterface,
        slot: &MemorySlot,
        info: SlotInfo,
    ) {
        let ctx = self.ctx;
        let default = (iface.default_value)(ctx, body, allocator, slot);
        let loc = body.op_loc(allocator);
        let Some(entry) = body.region_entry(info.region) else {
            return;
        };
        // Children of each block in the dominator tree.
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        if !info.merge_points.is_empty() || body.region_blocks(info.region).nth(1).is_some() {
            let dom = DominanceInfo::with_cache(ctx, body, self.dom);
            for b in body.region_blocks(info.region) {
                if let Some(idom) = dom.immediate_dominator(b) {
                    children.entry(idom).or_default().push(b);
                }
            }
        }
        // Users visited, and whether each is to be erased.
        let mut handled: FxHashMap<OpId, bool> = FxHashMap::default();
        // Each storing user with the value it stored.
        let mut replaced: Vec<(OpId, ValueId)> = Vec::new();
        let mut stack: Vec<(BlockId, ValueId)> = vec![(entry, default)];
        let mut visited: FxHashSet<BlockId> = FxHashSet::default();
        while let Some((b, mut reaching)) = stack.pop() {
            visited.insert(b);
            if info.merge_points.contains(&b) {
                reaching = body.add_block_arg(b, slot.elem_type, loc);
                (iface.handle_block_argument)(ctx, body, allocator, slot, reaching);
            }
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops {
                let Some(mem) = info.users.get(&op) else { continue };
                // Loads see the value now; the ops are erased at the end.
                let erase = (mem.remove_blocking_uses)(ctx, body, op, slot, reaching);
                handled.insert(op, erase);
                if (mem.stores_to)(OpRef::new(ctx, body, op), slot) {
                    reaching = (mem.stored)(ctx, body, op, slot, reaching);
                    replaced.push((op, reaching));
                }
            }
            if let Some(term) = body.last_op(b) {
                let succs: Vec<BlockId> = body.successors(term).collect();
                for (i, s) in succs.into_iter().enumerate() {
                    if info.merge_points.contains(&s) {
                        append_successor_operands(ctx, body, term, i, &[reaching]);
                    }
                }
            }
            if let Some(kids) = children.get(&b) {
                for &k in kids {
                    stack.push((k, reaching));
                }
            }
        }
        // Blocks control never reaches pass the default value to merge
        // points, and uses in them see it.
        if !info.merge_points.is_empty() {
            let unreached: Vec<BlockId> = body
                .region_blocks(info.region)
                .filter(|b| !visited.contains(b))
                .collect();
            for b in unreached {
                let Some(term) = body.last_op(b) else { continue };
                let succs: Vec<BlockId> = body.successors(term).collect();
                for (i, s) in succs.into_iter().enumerate() {
                    if info.merge_points.contains(&s) {
                        append_successor_operands(ctx, body, term, i, &[default]);
                    }
                }
            }
        }
        // Uses in blocks control never reaches see the default value.
        let mut users: Vec<(OpId, PromotableMemOpInterface)> = info.users.into_iter().collect();
        users.sort_unstable_by_key(|(op, _)| *op);
        for &(op, mem) in &users {
            if let std::collections::hash_map::Entry::Vacant(e) = handled.entry(op) {
                e.insert((mem.remove_blocking_uses)(ctx, body, op, slot, default));
            }
        }
        // Visited last user first, each inserting right after the stores,
        // as mlir-opt does: what they create ends up in program order.
        for &(op, mem) in users.iter().rev() {
            if let Some(visit) = mem.visit_replaced_values {
                visit(ctx, body, op, &replaced);
            }
        }
        for (op, _) in users {
            if handled.get(&op) == Some(&true) {
                body.erase_op(op);
            }
        }
        (iface.promotion_complete)(ctx, body, allocator, slot, default);
    }
}
