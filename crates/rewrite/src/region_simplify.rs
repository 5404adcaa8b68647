//! Region simplification (MLIR's `simplifyRegions`): erases blocks that
//! cannot be reached from their region's entry, ops and block arguments
//! whose values are never used by anything live (liveness flows through
//! the operands branches forward to their successors). MLIR's aggressive
//! level also merges identical blocks, which Strata does not do yet.
//!
//! These run between iterations of the greedy driver, whose worklist is
//! rebuilt afterwards, so they edit the body directly without listener
//! notifications. Isolated ops' bodies are not entered.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::{is_trivially_removable, successor_operands, MemoryEffectOpInterface};
use strata_ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, OpRef, OpTraits, RegionId, ValueId};

/// Simplifies `regions` and the regions nested in them; returns whether
/// anything changed. `merge_blocks` enables the aggressive level.
pub fn simplify_regions(ctx: &Context, body: &mut Body, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, body, regions);
    let erased_dead = run_region_dce(ctx, body, regions);
    // Identical-block merging (the aggressive level) is not implemented:
    // `merge_blocks` currently simplifies as the normal level does.
    let _ = merge_blocks;
    erased_blocks || erased_dead
}

/// Whether `op` could be removed if its results were unused
/// (`wouldOpBeTriviallyDead`), with a fast path for ops pure by trait.
pub(crate) fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
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

/// Erases the blocks of `regions` (and nested regions) that cannot be
/// reached from their region's entry block.
pub fn erase_unreachable_blocks(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let _ = ctx;
    let mut erased = false;
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
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains_key(b))
            .collect();
        // Dead blocks may use each other's values and branch to each
        // other: drop all their references before erasing any.
        for &b in &dead {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops {
                drop_references_nested(body, op);
            }
        }
        for &b in &dead {
            body.erase_block(b);
            erased = true;
        }
        for &b in &blocks {
            if reachable.contains_key(&b) {
                for op in body.block_ops(b) {
                    worklist.extend(nested_regions(body, op));
                }
            }
        }
    }
    erased
}

/// Drops the operand and successor references of `op` and of the ops
/// nested in it within this body.
fn drop_references_nested(body: &mut Body, op: OpId) {
    let nested = body.collect_post_order(op);
    for o in nested {
        body.drop_op_references(o);
    }
}

/// A growable bit set over entity indices.
#[derive(Default)]
struct BitSet(Vec<u64>);

impl BitSet {
    fn insert(&mut self, i: u32) -> bool {
        let (w, b) = ((i / 64) as usize, i % 64);
        if w >= self.0.len() {
            self.0.resize(w + 1, 0);
        }
        let had = self.0[w] & (1 << b) != 0;
        self.0[w] |= 1 << b;
        !had
    }
    fn contains(&self, i: u32) -> bool {
        self.0
            .get((i / 64) as usize)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// What is proven live.
#[derive(Default)]
struct LiveMap {
    ops: BitSet,
    values: BitSet,
    changed: bool,
}

/// As in MLIR, an op result is live exactly when its op is.
impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.as_u32())
    }
    fn value_live(&self, body: &Body, v: ValueId) -> bool {
        match body.defining_op(v) {
            Some(op) => self.op_live(op),
            None => self.values.contains(v.as_u32()),
        }
    }
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.as_u32());
    }
    fn set_value_live(&mut self, body: &Body, v: ValueId) {
        match body.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.values.insert(v.as_u32()),
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
fn erase_operand(ctx: &Context, body: &mut Body, op: OpId, index: usize) {
    body.erase_operands(op, index..index + 1);
    let Some(props) = body.op_properties(op) else {
        return;
    };
    let Some(seg) = ctx.dict_get_str(props, "operandSegmentSizes") else {
        return;
    };
    let AttrKind::DenseArray { element, len, bytes } = ctx.attr_kind(seg) else {
        return;
    };
    let mut sizes: Vec<i32> = bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut start = 0usize;
    for s in sizes.iter_mut() {
        let n = (*s).max(0) as usize;
        if index < start + n {
            *s -= 1;
            break;
        }
        start += n;
    }
    let bytes: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
    let new: Attribute = ctx.intern_attr(AttrKind::DenseArray {
        element: *element,
        len: *len,
        bytes: bytes.into(),
    });
    let props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(new));
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
