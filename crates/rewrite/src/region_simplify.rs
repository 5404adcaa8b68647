//! Region simplification (MLIR's `simplifyRegions`): erases blocks that
//! cannot be reached from their region's entry, ops and block arguments
//! whose values are never used by anything live (liveness flows through
//! the operands branches forward to their successors), and, at the
//! aggressive level, merges identical blocks and drops block arguments
//! that receive the same value from every predecessor.
//!
//! These run between iterations of the greedy driver, whose worklist is
//! rebuilt afterwards, so they edit the body directly without listener
//! notifications. Isolated ops' bodies are not entered.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::{
    all_successor_operands_with_produced, is_trivially_removable, successor_operands, MemoryEffectOpInterface,
};
use strata_ir::{Attribute, BlockId, Body, Context, EntitySet, OpId, OpRef, OpTraits, RegionId, ValueId};

/// Simplifies `regions` and the regions nested in them; returns whether
/// anything changed. `merge_blocks` enables the aggressive level.
pub fn simplify_regions(ctx: &Context, body: &mut Body, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, body, regions);
    let erased_dead = run_region_dce(ctx, body, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(ctx, body, regions);
        dropped = drop_redundant_arguments(ctx, body, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// Whether `op` could be removed if its results were unused
/// (`wouldOpBeTriviallyDead`), with a fast path for ops pure by trait.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op_name(op)) else {
        return false;
    };
    let t = def.traits;
    if t.contains(OpTraits::NO_MEMORY_EFFECT)
        && !t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        && !t.contains(OpTraits::TERMINATOR)
        && !t.contains(OpTraits::SYMBOL)
        && def.interfaces.get::<MemoryEffectOpInterface>().is_none()
    {
        return true;
    }
    is_trivially_removable(OpRef::new(ctx, body, op))
}

/// The regions of `op` that live in `body` (none for isolated ops).
fn nested_regions(body: &Body, op: OpId) -> SmallVec<[RegionId; 2]> {
    if body.child_body(op).is_some() {
        return SmallVec::new();
    }
    body.regions_in_body(op).iter().copied().collect()
}

/// The successors of `b`: those of its last op.
fn block_successors(body: &Body, b: BlockId) -> SmallVec<[BlockId; 2]> {
    match body.last_op(b) {
        Some(t) => body.successors(t).collect(),
        None => SmallVec::new(),
    }
}

/// The blocks reachable from `entry`, in post-order (successors first).
pub(crate) fn post_order(body: &Body, entry: BlockId, seen: &mut FxHashMap<BlockId, ()>) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut stack: Vec<(BlockId, SmallVec<[BlockId; 2]>, usize)> = Vec::new();
    if seen.insert(entry, ()).is_some() {
        return out;
    }
    stack.push((entry, block_successors(body, entry), 0));
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let s = top.1[top.2];
            top.2 += 1;
            if seen.insert(s, ()).is_none() {
                let succ = block_successors(body, s);
                stack.push((s, succ, 0));
            }
        } else {
            out.push(top.0);
            stack.pop();
        }
    }
    out
}

/// The blocks of `regions` (and of the regions nested in their reachable
/// blocks) that cannot be reached from their region's entry block, region
/// by region in block order.
pub fn unreachable_blocks(body: &Body, regions: &[RegionId]) -> Vec<BlockId> {
    let mut dead_all = Vec::new();
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        let Some(entry) = body.region_entry(r) else {
            continue;
        };
        if body.next_block(entry).is_none() {
            for op in body.block_ops(entry) {
                worklist.extend(nested_regions(body, op));
            }
            continue;
        }
        let mut reachable = FxHashMap::default();
        post_order(body, entry, &mut reachable);
        for b in body.region_blocks(r) {
            if reachable.contains_key(&b) {
                for op in body.block_ops(b) {
                    worklist.extend(nested_regions(body, op));
                }
            } else {
                dead_all.push(b);
            }
        }
    }
    dead_all
}

/// Erases the blocks of `regions` (and nested regions) that cannot be
/// reached from their region's entry block.
pub fn erase_unreachable_blocks(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let _ = ctx;
    let dead = unreachable_blocks(body, regions);
    // Dead blocks may use each other's values and branch to each other:
    // drop all their references before erasing any.
    for &b in &dead {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops {
            drop_references_nested(body, op);
        }
    }
    for &b in &dead {
        body.erase_block(b);
    }
    !dead.is_empty()
}

/// Drops the operand and successor references of `op` and of the ops
/// nested in it within this body.
fn drop_references_nested(body: &mut Body, op: OpId) {
    let nested = body.collect_post_order(op);
    for o in nested {
        body.drop_op_references(o);
    }
}

/// What is proven live.
#[derive(Default)]
struct LiveMap {
    ops: EntitySet<OpId>,
    values: EntitySet<ValueId>,
    changed: bool,
}

/// As in MLIR, an op result is live exactly when its op is.
impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op)
    }
    fn value_live(&self, body: &Body, v: ValueId) -> bool {
        match body.defining_op(v) {
            Some(op) => self.op_live(op),
            None => self.values.contains(v),
        }
    }
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value_live(&mut self, body: &Body, v: ValueId) {
        match body.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.values.insert(v),
        }
    }
}

fn has_trait(ctx: &Context, body: &Body, op: OpId, t: OpTraits) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| d.has_trait(t))
}

/// The successor block argument that operand `index` of branch `op`
/// becomes, if `op` declares its forwarded operands.
fn successor_block_argument(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<ValueId> {
    for s in 0..body.num_successors(op) {
        let range = successor_operands(OpRef::new(ctx, body, op), s)?;
        if range.contains(&index) {
            let block = body.successor(op, s);
            return body.block_args(block).get(index - range.start).copied();
        }
    }
    None
}

fn has_branch_interface(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| {
        d.interfaces
            .get::<strata_ir::interfaces::BranchOpInterface>()
            .is_some()
    })
}

fn process_value(ctx: &Context, body: &Body, v: ValueId, live: &mut LiveMap) {
    let proven = body.uses(v).any(|(user, index)| {
        if has_trait(ctx, body, user, OpTraits::TERMINATOR) && has_branch_interface(ctx, body, user) {
            if let Some(arg) = successor_block_argument(ctx, body, user, index) {
                if !live.value_live(body, arg) {
                    return false;
                }
            }
        }
        live.op_live(user)
    });
    if proven {
        live.set_value_live(body, v);
    }
}

fn propagate_terminator(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    live.set_op_live(op);
    if !has_branch_interface(ctx, body, op) {
        for s in body.successors(op) {
            for &a in body.block_args(s) {
                live.set_value_live(body, a);
            }
        }
    }
    // Branches forward operands without producing any: liveness of their
    // successor arguments comes from the arguments' own uses.
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    for r in nested_regions(body, op) {
        propagate_region(ctx, body, r, live);
    }
    if has_trait(ctx, body, op, OpTraits::TERMINATOR) {
        propagate_terminator(ctx, body, op, live);
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !would_be_trivially_dead(ctx, body, op) {
        live.set_op_live(op);
        return;
    }
    for v in body.results(op) {
        process_value(ctx, body, v, live);
    }
}

fn propagate_region(ctx: &Context, body: &Body, r: RegionId, live: &mut LiveMap) {
    let Some(entry) = body.region_entry(r) else {
        return;
    };
    for b in post_order(body, entry, &mut FxHashMap::default()) {
        let mut cur = body.last_op(b);
        while let Some(op) = cur {
            propagate_op(ctx, body, op, live);
            cur = body.prev_op(op);
        }
        if b == entry {
            continue;
        }
        for &a in body.block_args(b) {
            if !live.value_live(body, a) {
                process_value(ctx, body, a, live);
            }
        }
    }
}

/// Erases the ops of `regions` whose results are used by nothing live and
/// that have no effects, and the non-entry block arguments that nothing
/// live uses (with the branch operands that feed them).
pub fn run_region_dce(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, body, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    let mut placeholders = Vec::new();
    let erased = delete_deadness(ctx, body, regions, &live, &mut placeholders);
    for p in placeholders {
        if !body.has_uses(p) {
            body.free_placeholder(p);
        }
    }
    erased
}

/// Removes operand `index` of `op`, shrinking the operand segment that
/// holds it when the op has `operandSegmentSizes`.
pub fn erase_operand(ctx: &Context, body: &mut Body, op: OpId, index: usize) {
    let sizes = segment_sizes(ctx, body, op);
    body.erase_operands(op, index..index + 1);
    let Some(mut sizes) = sizes else {
        return;
    };
    let mut start = 0usize;
    for s in sizes.iter_mut() {
        let n = (*s).max(0) as usize;
        if index < start + n {
            *s -= 1;
            break;
        }
        start += n;
    }
    set_segment_sizes(ctx, body, op, &sizes);
}

/// Ops whose per-successor operands share one operand segment (as
/// `cf.switch`'s case operands) record each successor's share in an i32
/// array property; shrinks successor `succ`'s share by one. The first
/// successor (the default destination) has its own segment.
const SUCCESSOR_SUB_SEGMENTS: &str = "case_operand_segments";

/// Shrinks successor `succ`'s share of the operand segment that `op`'s
/// successors share (the `case_operand_segments` property, as on
/// `cf.switch`) by one, never below zero; to be called with
/// [`erase_operand`] when one of that successor's operands is removed.
/// Nothing changes for the first successor, which has a segment of its
/// own, or for an op without that property.
pub fn shrink_case_segment(ctx: &Context, body: &mut Body, op: OpId, succ: usize) {
    resize_case_segment(ctx, body, op, succ, -1);
}

/// Whether `op` records its successors' shares of one operand segment.
fn has_case_segments(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_properties(op)
        .and_then(|p| ctx.dict_get_str(p, SUCCESSOR_SUB_SEGMENTS))
        .is_some()
}

/// Changes successor `succ`'s share (see [`shrink_case_segment`]) by
/// `delta`, never below zero.
fn resize_case_segment(ctx: &Context, body: &mut Body, op: OpId, succ: usize, delta: i32) {
    if succ == 0 {
        return;
    }
    let Some(props) = body.op_properties(op) else {
        return;
    };
    let Some(seg) = ctx.dict_get_str(props, SUCCESSOR_SUB_SEGMENTS) else {
        return;
    };
    let Some(elements) = ctx.dense_i32_array_elements(seg) else {
        return;
    };
    let mut sizes: Vec<i32> = elements.collect();
    let Some(s) = sizes.get_mut(succ - 1).filter(|s| **s + delta >= 0) else {
        return;
    };
    *s += delta;
    let new = ctx.dense_i32_array_attr(&sizes);
    let props = ctx.dict_with(props, ctx.ident(SUCCESSOR_SUB_SEGMENTS), Some(new));
    body.set_op_properties(op, Some(props));
}

/// Drops the operands that `terminator` forwards to dead block arguments.
fn erase_dead_successor_operands(ctx: &Context, body: &mut Body, terminator: OpId, live: &LiveMap) {
    if !has_branch_interface(ctx, body, terminator) {
        return;
    }
    for s in (0..body.num_successors(terminator)).rev() {
        let Some(range) = successor_operands(OpRef::new(ctx, body, terminator), s) else {
            continue;
        };
        let succ = body.successor(terminator, s);
        for k in (0..range.len()).rev() {
            let Some(&arg) = body.block_args(succ).get(k) else {
                continue;
            };
            if !live.value_live(body, arg) {
                erase_operand(ctx, body, terminator, range.start + k);
                shrink_case_segment(ctx, body, terminator, s);
            }
        }
    }
}

fn delete_deadness(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    live: &LiveMap,
    placeholders: &mut Vec<ValueId>,
) -> bool {
    let mut erased = false;
    for &r in regions {
        let Some(entry) = body.region_entry(r) else {
            continue;
        };
        let single = body.next_block(entry).is_none();
        for b in post_order(body, entry, &mut FxHashMap::default()) {
            if !single {
                if let Some(t) = body.last_op(b) {
                    erase_dead_successor_operands(ctx, body, t, live);
                }
            }
            let mut cur = body.last_op(b);
            while let Some(op) = cur {
                cur = body.prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    // Uses by other dead ops (cycles in graph regions) are
                    // moved to placeholders that die with those ops.
                    let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
                    for v in results {
                        if body.has_uses(v) {
                            let p = body.create_placeholder(body.value_type(v), body.value_loc(v));
                            body.replace_all_uses_with(v, p);
                            placeholders.push(p);
                        }
                    }
                    body.erase_op(op);
                } else {
                    let nested = nested_regions(body, op);
                    erased |= delete_deadness(ctx, body, &nested, live, placeholders);
                }
            }
        }
        let blocks: Vec<BlockId> = body.region_blocks(r).skip(1).collect();
        for b in blocks {
            for i in (0..body.block_args(b).len()).rev() {
                let a = body.block_arg(b, i);
                if !live.value_live(body, a) {
                    body.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

// ---------------------------------------------------------------------
// Aggressive level: identical-block merging and redundant arguments.
// ---------------------------------------------------------------------

/// The `operandSegmentSizes` of `op`, if it has them.
fn segment_sizes(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i32>> {
    let seg = ctx.dict_get_str(body.op_properties(op)?, "operandSegmentSizes")?;
    Some(ctx.dense_i32_array_elements(seg)?.collect())
}

fn set_segment_sizes(ctx: &Context, body: &mut Body, op: OpId, sizes: &[i32]) {
    let Some(props) = body.op_properties(op) else {
        return;
    };
    let new: Attribute = ctx.dense_i32_array_attr(sizes);
    let props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(new));
    body.set_op_properties(op, Some(props));
}

/// The operand segment holding the operands `op` forwards to successor
/// `succ`: `Ok(None)` without segments, `Err` when it cannot be told.
fn forwarded_segment(ctx: &Context, body: &Body, op: OpId, succ: usize) -> Result<Option<usize>, ()> {
    let Some(sizes) = segment_sizes(ctx, body, op) else {
        return Ok(None);
    };
    let range = successor_operands(OpRef::new(ctx, body, op), succ).ok_or(())?;
    if has_case_segments(ctx, body, op) {
        // The first successor's operands are the next-to-last segment,
        // the others' share the last one.
        let k = sizes.len().checked_sub(if succ == 0 { 2 } else { 1 }).ok_or(())?;
        let start: i32 = sizes[..k].iter().sum();
        let end = start + sizes[k];
        return if start as usize <= range.start && range.end <= end as usize {
            Ok(Some(k))
        } else {
            Err(())
        };
    }
    // Forwarded operands are the trailing segments, one per successor.
    let n = body.num_successors(op);
    let k = sizes.len().checked_sub(n).ok_or(())? + succ;
    let start: i32 = sizes[..k].iter().sum();
    if start as usize == range.start && sizes[k] as usize == range.len() {
        Ok(Some(k))
    } else {
        Err(())
    }
}

/// Whether operands can be appended to what every predecessor of `b`
/// forwards to it.
pub fn able_to_update_pred_operands(ctx: &Context, body: &Body, b: BlockId) -> bool {
    body.predecessors(b).all(|(op, s)| {
        has_branch_interface(ctx, body, op)
            && successor_operands(OpRef::new(ctx, body, op), s).is_some()
            && forwarded_segment(ctx, body, op, s).is_ok()
    })
}

/// Appends `values` to the operands `op` forwards to successor `succ`.
pub fn append_successor_operands(ctx: &Context, body: &mut Body, op: OpId, succ: usize, values: &[ValueId]) {
    let Some(range) = successor_operands(OpRef::new(ctx, body, op), succ) else {
        return;
    };
    let segment = forwarded_segment(ctx, body, op, succ);
    body.insert_operands(op, range.end, values);
    if let (Ok(Some(k)), Some(mut sizes)) = (segment, segment_sizes(ctx, body, op)) {
        sizes[k] += values.len() as i32;
        set_segment_sizes(ctx, body, op, &sizes);
        resize_case_segment(ctx, body, op, succ, values.len() as i32);
    }
}

/// The position of each op's first result in a block's value order
/// (arguments first, then the results of its ops in order).
fn result_order(body: &Body, block: BlockId, ops: &[OpId]) -> FxHashMap<OpId, usize> {
    let mut order = FxHashMap::default();
    let mut index = body.block_args(block).len();
    for &op in ops {
        let n = body.num_results(op);
        if n > 0 {
            order.insert(op, index);
            index += n;
        }
    }
    order
}

/// Position of a value defined in `block` in the block's value order.
fn order_in_block(body: &Body, block: BlockId, order: &FxHashMap<OpId, usize>, v: ValueId) -> Option<usize> {
    match body.defining_op(v) {
        Some(def) => Some(order.get(&def)? + body.results(def).position(|r| r == v)?),
        None => body.block_args(block).iter().position(|&a| a == v),
    }
}

/// Whether two ops are equal but for their operands' identity and
/// locations (`OperationEquivalence::isEquivalentTo` ignoring values).
fn ops_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    body.op_name(a) == body.op_name(b)
        && body.op_properties(a) == body.op_properties(b)
        && body.op_attr_dict(a) == body.op_attr_dict(b)
        && body.num_regions(a) == body.num_regions(b)
        && body.num_successors(a) == body.num_successors(b)
        && body.operand_types(a).eq(body.operand_types(b))
        && body.result_types(a).eq(body.result_types(b))
}

/// A hash of a block's ops as [`ops_equivalent`] compares them, so that
/// blocks are only compared in full when they may be equal.
fn block_hash(body: &Body, ops: &[OpId]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    for &op in ops {
        body.op_name(op).hash(&mut h);
        body.op_properties(op).hash(&mut h);
        body.op_attr_dict(op).hash(&mut h);
        (body.num_regions(op), body.num_successors(op)).hash(&mut h);
        for t in body.operand_types(op).chain(body.result_types(op)) {
            t.hash(&mut h);
        }
    }
    h.finish()
}

fn used_outside(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.uses(v).any(|(user, _)| body.op_block(user) != Some(block))
}

/// A value from outside its block that is produced by the terminator of
/// a predecessor of `block` cannot be forwarded to `block`.
fn valid_successor_arg(body: &Body, block: BlockId, v: ValueId) -> bool {
    let Some(def) = body.defining_op(v) else {
        return true;
    };
    let Some(def_block) = body.op_block(def) else {
        return true;
    };
    if body.last_op(def_block) != Some(def) {
        return true;
    }
    !body
        .predecessors(block)
        .any(|(p, _)| body.op_block(p) == Some(def_block))
}

/// A leader block and the blocks equal to it.
struct Cluster {
    hash: u64,
    leader: BlockId,
    leader_ops: Vec<OpId>,
    leader_order: FxHashMap<OpId, usize>,
    merged: Vec<(BlockId, Vec<OpId>)>,
    /// (op index, operand index) pairs whose values differ.
    mismatched: Vec<(usize, usize)>,
}

impl Cluster {
    /// Adds `block` if it equals the leader up to values defined outside.
    fn try_add(&mut self, body: &Body, block: BlockId, ops: Vec<OpId>, hash: u64) -> Result<(), Vec<OpId>> {
        if hash != self.hash {
            return Err(ops);
        }
        let leader = self.leader;
        let same_args = body
            .block_args(leader)
            .iter()
            .map(|&a| body.value_type(a))
            .eq(body.block_args(block).iter().map(|&a| body.value_type(a)));
        if !same_args || ops.len() != self.leader_ops.len() {
            return Err(ops);
        }
        let mut mismatched = Vec::new();
        let order = result_order(body, block, &ops);
        for (i, (&l, &r)) in self.leader_ops.iter().zip(&ops).enumerate() {
            if !ops_equivalent(body, l, r) {
                return Err(ops);
            }
            for k in 0..body.num_operands(l) {
                let (lv, rv) = (body.operand(l, k), body.operand(r, k));
                if lv == rv {
                    continue;
                }
                let l_in = body.value_parent_block(lv) == Some(leader);
                let r_in = body.value_parent_block(rv) == Some(block);
                if l_in != r_in {
                    return Err(ops);
                }
                if !l_in {
                    if !valid_successor_arg(body, leader, lv) || !valid_successor_arg(body, block, rv) {
                        return Err(ops);
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if order_in_block(body, leader, &self.leader_order, lv)
                    != order_in_block(body, block, &order, rv)
                {
                    return Err(ops);
                }
            }
            if body.results(l).any(|v| used_outside(body, v, leader))
                || body.results(r).any(|v| used_outside(body, v, block))
            {
                return Err(ops);
            }
        }
        self.mismatched.extend(mismatched);
        self.merged.push((block, ops));
        Ok(())
    }

    fn merge(self, ctx: &Context, body: &mut Body) -> bool {
        if self.merged.is_empty() {
            return false;
        }
        let leader = self.leader;
        if !self.mismatched.is_empty() {
            if !able_to_update_pred_operands(ctx, body, leader)
                || !self
                    .merged
                    .iter()
                    .all(|(b, _)| able_to_update_pred_operands(ctx, body, *b))
            {
                return false;
            }
            let mut mismatched = self.mismatched.clone();
            mismatched.sort_unstable();
            mismatched.dedup();
            let clusters: Vec<(BlockId, &Vec<OpId>)> = std::iter::once((leader, &self.leader_ops))
                .chain(self.merged.iter().map(|(b, o)| (*b, o)))
                .collect();
            let mut columns: Vec<Vec<ValueId>> = vec![Vec::with_capacity(mismatched.len()); clusters.len()];
            for &(i, k) in &mismatched {
                for (c, (_, ops)) in clusters.iter().enumerate() {
                    columns[c].push(body.operand(ops[i], k));
                }
            }
            let replacement = redundant_columns(&columns);
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::with_capacity(mismatched.len()); clusters.len()];
            let mut arg_of_column: Vec<ValueId> = Vec::with_capacity(mismatched.len());
            for (j, &(i, k)) in mismatched.iter().enumerate() {
                let arg = match replacement[j] {
                    Some(first) => arg_of_column[first],
                    None => {
                        for (c, column) in columns.iter().enumerate() {
                            new_args[c].push(column[j]);
                        }
                        let v = body.operand(self.leader_ops[i], k);
                        body.add_block_arg(leader, body.value_type(v), body.value_loc(v))
                    }
                };
                arg_of_column.push(arg);
                body.set_operand(self.leader_ops[i], k, arg);
            }
            for (c, (b, _)) in clusters.iter().enumerate() {
                let preds: Vec<(OpId, usize)> = body.predecessors(*b).collect();
                for (op, s) in preds {
                    append_successor_operands(ctx, body, op, s, &new_args[c]);
                }
            }
        }
        for (b, _) in self.merged {
            body.replace_all_block_uses_with(b, leader);
            body.erase_block(b);
        }
        true
    }
}

/// For each new argument of a merge (`columns[c][j]`: the value block `c`
/// of the cluster passes for argument `j`), the earlier argument it
/// duplicates in every block, if any (MLIR's `pruneRedundantArguments`).
/// Only the first argument receiving the same value in the leader is tried,
/// which keeps this linear in the number of arguments.
fn redundant_columns(columns: &[Vec<ValueId>]) -> Vec<Option<usize>> {
    let Some(leader) = columns.first() else {
        return Vec::new();
    };
    let mut first: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in leader.iter().enumerate() {
        first.entry(v).or_insert(j);
    }
    (0..leader.len())
        .map(|j| {
            let k = first[&leader[j]];
            (k != j && columns[1..].iter().all(|c| c[k] == c[j])).then_some(k)
        })
        .collect()
}

/// Merges identical blocks of one region.
fn merge_identical_blocks_in(ctx: &Context, body: &mut Body, r: RegionId) -> bool {
    let Some(entry) = body.region_entry(r) else {
        return false;
    };
    if body.next_block(entry).is_none() {
        return false;
    }
    // Non-entry blocks grouped by their successors, in block order.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    let mut index: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    for b in body.region_blocks(r).skip(1) {
        let succ = block_successors(body, b);
        let i = *index.entry(succ.clone()).or_insert_with(|| {
            groups.push((succ, Vec::new()));
            groups.len() - 1
        });
        groups[i].1.push(b);
    }
    let mut merged = false;
    for (_, blocks) in groups {
        if blocks.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in blocks {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            let has_region = ops.iter().any(|&o| {
                body.child_body(o).is_some()
                    || body.regions_in_body(o).iter().any(|&r| !body.region_is_empty(r))
            });
            if has_region || body.block_args(b).iter().any(|&a| used_outside(body, a, b)) {
                continue;
            }
            let hash = block_hash(body, &ops);
            let mut ops = ops;
            let mut added = false;
            for c in clusters.iter_mut() {
                match c.try_add(body, b, ops, hash) {
                    Ok(()) => {
                        added = true;
                        ops = Vec::new();
                        break;
                    }
                    Err(back) => ops = back,
                }
            }
            if !added {
                clusters.push(Cluster {
                    hash,
                    leader: b,
                    leader_order: result_order(body, b, &ops),
                    leader_ops: ops,
                    merged: Vec::new(),
                    mismatched: Vec::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(ctx, body);
        }
    }
    merged
}

/// Merges identical blocks in `regions` and the regions nested in them.
pub fn merge_identical_blocks(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        if merge_identical_blocks_in(ctx, body, r) {
            worklist.push(r);
            changed = true;
            continue;
        }
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            for op in body.block_ops(b).collect::<Vec<_>>() {
                worklist.extend(nested_regions(body, op));
            }
        }
    }
    changed
}

/// Replaces block arguments that receive the same value from every
/// predecessor by that value.
fn drop_redundant_arguments_of(ctx: &Context, body: &mut Body, b: BlockId) -> bool {
    let preds: Vec<(OpId, usize)> = body.predecessors(b).collect();
    if preds.is_empty() {
        return false;
    }
    // For each predecessor, the arguments its branch produces itself (never
    // dropped) and the operands it forwards to the others.
    let mut ranges = Vec::with_capacity(preds.len());
    for &(op, s) in &preds {
        if !has_branch_interface(ctx, body, op) {
            return false;
        }
        let forwarded =
            all_successor_operands_with_produced(OpRef::new(ctx, body, op)).and_then(|v| v.get(s).cloned());
        match forwarded {
            Some((p, r)) if p + r.len() == body.block_args(b).len() => ranges.push((p, r.start)),
            _ => return false,
        }
    }
    let operand_index = |(p, start): (usize, usize), i: usize| i.checked_sub(p).map(|j| start + j);
    let mut erase = Vec::new();
    for i in 0..body.block_args(b).len() {
        let arg = body.block_arg(b, i);
        let Some(index) = ranges
            .iter()
            .map(|&r| operand_index(r, i))
            .collect::<Option<Vec<usize>>>()
        else {
            continue;
        };
        let first = body.operand(preds[0].0, index[0]);
        let same = preds
            .iter()
            .zip(&index)
            .all(|(&(op, _), &k)| body.operand(op, k) == first);
        if same && first != arg {
            body.replace_all_uses_with(arg, first);
            erase.push(i);
        }
    }
    for &i in erase.iter().rev() {
        body.erase_block_arg(b, i);
        // Ranges are asked again: erasing an operand for one successor
        // moves those of the later ones.
        for &(op, s) in &preds {
            let forwarded = all_successor_operands_with_produced(OpRef::new(ctx, body, op))
                .and_then(|v| v.get(s).cloned());
            if let Some(k) = forwarded.and_then(|(p, r)| operand_index((p, r.start), i)) {
                erase_operand(ctx, body, op, k);
                shrink_case_segment(ctx, body, op, s);
            }
        }
    }
    !erase.is_empty()
}

/// Drops redundant block arguments in `regions` and below.
pub fn drop_redundant_arguments(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            changed |= drop_redundant_arguments_of(ctx, body, b);
            for op in body.block_ops(b).collect::<Vec<_>>() {
                worklist.extend(nested_regions(body, op));
            }
        }
    }
    changed
}
