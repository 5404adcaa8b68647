//! Walking nested operations in pre- or post-order.

use rustc_hash::FxHashSet;

use crate::{BlockId, Body, OpId, RegionId};

/// What a walk callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    /// Continue the walk.
    Advance,
    /// Do not visit the ops nested in this one (pre-order only).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// Order of a walk.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Each op before the ops nested in it.
    PreOrder,
    /// Each op after the ops nested in it.
    PostOrder,
}

impl Body {
    /// Visits `root` and the ops nested in it within this body (child
    /// bodies of isolated ops are not entered; see [`walk_all`]).
    pub fn walk(&self, root: OpId, order: WalkOrder, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        match order {
            WalkOrder::PreOrder => self.walk_pre(root, f),
            WalkOrder::PostOrder => self.walk_post(root, f),
        }
    }

    fn walk_pre(&self, op: OpId, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        match f(op) {
            WalkResult::Interrupt => return WalkResult::Interrupt,
            WalkResult::Skip => return WalkResult::Advance,
            WalkResult::Advance => {}
        }
        if self.child_body(op).is_some() {
            return WalkResult::Advance;
        }
        for &r in self.regions_in_body(op) {
            if self.walk_region_pre(r, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    fn walk_region_pre(&self, r: RegionId, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        for b in self.region_blocks(r) {
            for op in self.block_ops(b) {
                if self.walk_pre(op, f) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    }

    fn walk_post(&self, op: OpId, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        if self.child_body(op).is_none() {
            for &r in self.regions_in_body(op) {
                for b in self.region_blocks(r) {
                    for inner in self.block_ops(b) {
                        if self.walk_post(inner, f) == WalkResult::Interrupt {
                            return WalkResult::Interrupt;
                        }
                    }
                }
            }
        }
        match f(op) {
            WalkResult::Interrupt => WalkResult::Interrupt,
            _ => WalkResult::Advance,
        }
    }

    /// Visits every op of this body's root regions, pre-order, without
    /// entering child bodies.
    pub fn walk_root_regions(&self, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        for &r in &self.root_regions().to_vec() {
            if self.walk_region_pre(r, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    /// Visits the ops of this body's root regions in pre-order, entering
    /// the blocks of each region in depth-first order of the control-flow
    /// successors from its entry block, as MLIR's `ForwardDominanceIterator`
    /// does: blocks unreachable from the entry are not visited.
    pub fn walk_root_regions_forward(&self, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        for &r in &self.root_regions().to_vec() {
            if self.walk_region_forward(r, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    fn walk_region_forward(&self, r: RegionId, f: &mut dyn FnMut(OpId) -> WalkResult) -> WalkResult {
        for b in self.region_blocks_depth_first(r) {
            for op in self.block_ops(b) {
                match f(op) {
                    WalkResult::Interrupt => return WalkResult::Interrupt,
                    WalkResult::Skip => continue,
                    WalkResult::Advance => {}
                }
                if self.child_body(op).is_some() {
                    continue;
                }
                for &inner in self.regions_in_body(op) {
                    if self.walk_region_forward(inner, f) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                }
            }
        }
        WalkResult::Advance
    }

    /// The blocks of `r` reachable from its entry, in depth-first pre-order
    /// of the successors of their terminators (each successor list in
    /// order).
    pub fn region_blocks_depth_first(&self, r: RegionId) -> Vec<BlockId> {
        let Some(entry) = self.region_blocks(r).next() else {
            return Vec::new();
        };
        let succs = |b: BlockId| -> Vec<BlockId> {
            self.last_op(b)
                .map(|t| self.successors(t).collect())
                .unwrap_or_default()
        };
        let mut order = vec![entry];
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        seen.insert(entry);
        let mut stack = vec![(succs(entry), 0usize)];
        while let Some((list, next)) = stack.last_mut() {
            let Some(&s) = list.get(*next) else {
                stack.pop();
                continue;
            };
            *next += 1;
            if seen.insert(s) {
                order.push(s);
                stack.push((succs(s), 0));
            }
        }
        order
    }

    /// The ops nested in `root` (inclusive) in post-order, for walks that
    /// mutate: callers iterate the list and may erase the op they visit.
    pub fn collect_post_order(&self, root: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk_post(root, &mut |op| {
            v.push(op);
            WalkResult::Advance
        });
        v
    }

    /// The ops of this body's root regions in post-order.
    pub fn collect_root_regions_post_order(&self) -> Vec<OpId> {
        let mut v = Vec::new();
        for &r in self.root_regions() {
            for b in self.region_blocks(r) {
                for op in self.block_ops(b) {
                    self.walk_post(op, &mut |o| {
                        v.push(o);
                        WalkResult::Advance
                    });
                }
            }
        }
        v
    }
}

/// Visits, pre-order, every op of `body`'s root regions and, through
/// isolated ops, of all nested bodies. The callback receives the body the
/// op lives in.
pub fn walk_all(body: &Body, f: &mut dyn FnMut(&Body, OpId) -> WalkResult) -> WalkResult {
    for &r in body.root_regions() {
        if walk_all_region(body, r, f) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
    }
    WalkResult::Advance
}

/// Like [`walk_all`], starting at one op of `body`.
pub fn walk_all_from(body: &Body, op: OpId, f: &mut dyn FnMut(&Body, OpId) -> WalkResult) -> WalkResult {
    match f(body, op) {
        WalkResult::Interrupt => return WalkResult::Interrupt,
        WalkResult::Skip => return WalkResult::Advance,
        WalkResult::Advance => {}
    }
    let (rb, regions) = body.op_regions(op);
    for &r in regions {
        if walk_all_region(rb, r, f) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
    }
    WalkResult::Advance
}

fn walk_all_region(body: &Body, r: RegionId, f: &mut dyn FnMut(&Body, OpId) -> WalkResult) -> WalkResult {
    for b in body.region_blocks(r) {
        for op in body.block_ops(b) {
            if walk_all_from(body, op, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
    }
    WalkResult::Advance
}

/// Where a walk with stages is in an op (MLIR's `WalkStage`): before its
/// first region, between two regions, or after the last.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WalkStage {
    /// The region the walk enters next.
    pub next_region: usize,
    /// The op's number of regions.
    pub num_regions: usize,
}

impl WalkStage {
    /// Before any region (also the only stage of an op without regions).
    pub fn is_before_all_regions(self) -> bool {
        self.next_region == 0
    }
    /// After all regions.
    pub fn is_after_all_regions(self) -> bool {
        self.next_region == self.num_regions
    }
    /// Just after region `i`.
    pub fn is_after_region(self, i: usize) -> bool {
        self.next_region == i + 1
    }
}

/// Visits `op` of `body` and the ops nested in it (through isolated ops'
/// bodies too), calling `f` before each region of an op and after its
/// last (MLIR's `walk` with a `WalkStage`): `Skip` leaves the op's
/// remaining regions unvisited, `Interrupt` stops. Works with an explicit
/// stack, so any nesting depth is fine.
pub fn walk_with_stages<'a>(
    body: &'a Body,
    op: OpId,
    f: &mut dyn FnMut(&'a Body, OpId, WalkStage) -> WalkResult,
) -> WalkResult {
    struct Frame<'b> {
        body: &'b Body,
        op: OpId,
        inner: &'b Body,
        regions: &'b [RegionId],
        next_region: usize,
        /// The ops of the region being walked still to visit, last first.
        pending: Vec<OpId>,
    }
    fn frame(body: &Body, op: OpId) -> Frame<'_> {
        let (inner, regions) = body.op_regions(op);
        Frame {
            body,
            op,
            inner,
            regions,
            next_region: 0,
            pending: Vec::new(),
        }
    }
    let mut stack = vec![frame(body, op)];
    while let Some(top) = stack.last_mut() {
        if let Some(next) = top.pending.pop() {
            let inner = top.inner;
            stack.push(frame(inner, next));
            continue;
        }
        let stage = WalkStage {
            next_region: top.next_region,
            num_regions: top.regions.len(),
        };
        let result = f(top.body, top.op, stage);
        if result == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        if result == WalkResult::Skip || stage.is_after_all_regions() {
            stack.pop();
            continue;
        }
        let region = top.regions[top.next_region];
        top.next_region += 1;
        let inner = top.inner;
        top.pending = inner
            .region_blocks(region)
            .flat_map(|b| inner.block_ops(b))
            .collect();
        top.pending.reverse();
    }
    WalkResult::Advance
}

/// What [`walk_blocks_or_regions`] visits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BlockOrRegion {
    /// A block.
    Block(BlockId),
    /// A region.
    Region(RegionId),
}

/// Visits the blocks (or, with `regions`, the regions) nested in `op` of
/// `body`, through isolated ops' bodies too, in `order` (MLIR's `walk` with
/// a `Block *` or `Region *` callback): in pre-order, `Skip` leaves what
/// the block or region holds unvisited; `Interrupt` stops. Works with an
/// explicit stack.
pub fn walk_blocks_or_regions(
    body: &Body,
    op: OpId,
    regions: bool,
    order: WalkOrder,
    f: &mut dyn FnMut(&Body, BlockOrRegion) -> WalkResult,
) -> WalkResult {
    enum Item<'b> {
        Op(&'b Body, OpId),
        Enter(&'b Body, BlockOrRegion),
        Leave(&'b Body, BlockOrRegion),
    }
    let mut stack = vec![Item::Op(body, op)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Op(b, o) => {
                let (inner, rs) = b.op_regions(o);
                for &r in rs.iter().rev() {
                    if regions {
                        stack.push(Item::Enter(inner, BlockOrRegion::Region(r)));
                    } else {
                        let blocks: Vec<BlockId> = inner.region_blocks(r).collect();
                        stack.extend(
                            blocks
                                .into_iter()
                                .rev()
                                .map(|blk| Item::Enter(inner, BlockOrRegion::Block(blk))),
                        );
                    }
                }
            }
            Item::Enter(b, x) => {
                if order == WalkOrder::PreOrder {
                    match f(b, x) {
                        WalkResult::Interrupt => return WalkResult::Interrupt,
                        WalkResult::Skip => continue,
                        WalkResult::Advance => {}
                    }
                } else {
                    stack.push(Item::Leave(b, x));
                }
                let ops: Vec<OpId> = match x {
                    BlockOrRegion::Block(blk) => b.block_ops(blk).collect(),
                    BlockOrRegion::Region(r) => b.region_blocks(r).flat_map(|blk| b.block_ops(blk)).collect(),
                };
                stack.extend(ops.into_iter().rev().map(|o| Item::Op(b, o)));
            }
            Item::Leave(b, x) => {
                if f(b, x) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
            }
        }
    }
    WalkResult::Advance
}
