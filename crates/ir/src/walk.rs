//! Walking nested operations in pre- or post-order.

use crate::{Body, OpId, RegionId};

/// What a walk callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    Advance,
    /// Do not visit the ops nested in this one (pre-order only).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// Order of a walk.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    PreOrder,
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
