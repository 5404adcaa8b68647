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
