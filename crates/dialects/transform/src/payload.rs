//! The payload IR a transform script acts on, seen across bodies.
//!
//! Strata stores the IR under each isolated-from-above op in a body of its
//! own, with ids valid only in that body, so a handle entry names its body
//! as well as its op: a [`BodyKey`] stands for the path of isolated ops
//! leading from the root body to the body, interned here so entries stay
//! `Copy` and cheap to compare.

use rustc_hash::FxHashMap;
use strata_ir::{BlockId, Body, OpId, ValueId};

/// A body of the payload: the root body, or the body under a path of
/// isolated ops from it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BodyKey(pub u32);

impl BodyKey {
    /// The root body.
    pub const ROOT: BodyKey = BodyKey(0);
}

/// An op of the payload.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PayloadOp {
    /// The body holding the op.
    pub body: BodyKey,
    /// The op in that body.
    pub op: OpId,
}

/// A value of the payload.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PayloadValue {
    /// The body holding the value.
    pub body: BodyKey,
    /// The value in that body.
    pub value: ValueId,
}

/// The payload: the root body (mutably) and the interned body paths.
pub struct Payload<'a> {
    root: &'a mut Body,
    root_op: OpId,
    /// The path (isolated ops, outermost first) of each key.
    paths: Vec<Vec<OpId>>,
    keys: FxHashMap<Vec<OpId>, BodyKey>,
}

impl<'a> Payload<'a> {
    /// The payload under `root_op` of body `root` (the op the interpreter
    /// runs on).
    pub fn new(root: &'a mut Body, root_op: OpId) -> Payload<'a> {
        let mut keys = FxHashMap::default();
        keys.insert(Vec::new(), BodyKey::ROOT);
        Payload {
            root,
            root_op,
            paths: vec![Vec::new()],
            keys,
        }
    }

    /// The path of isolated ops leading to `key`'s body.
    pub fn path(&self, key: BodyKey) -> &[OpId] {
        &self.paths[key.0 as usize]
    }

    /// The key of the body under the isolated ops of `path`.
    pub fn key_of_path(&mut self, path: &[OpId]) -> BodyKey {
        self.intern(path.to_vec())
    }

    fn intern(&mut self, path: Vec<OpId>) -> BodyKey {
        if let Some(&k) = self.keys.get(&path) {
            return k;
        }
        let k = BodyKey(self.paths.len() as u32);
        self.paths.push(path.clone());
        self.keys.insert(path, k);
        k
    }

    /// The body of `key`, if its path still leads to one.
    pub fn body(&self, key: BodyKey) -> Option<&Body> {
        let mut b: &Body = self.root;
        for &op in &self.paths[key.0 as usize] {
            if !b.is_live(op) {
                return None;
            }
            b = b.child_body(op)?;
        }
        Some(b)
    }

    /// The body of `key`, mutably.
    pub fn body_mut(&mut self, key: BodyKey) -> Option<&mut Body> {
        let mut b: &mut Body = self.root;
        for &op in &self.paths[key.0 as usize] {
            if !b.is_live(op) {
                return None;
            }
            b = b.child_body_mut(op)?;
        }
        Some(b)
    }

    /// The root op.
    pub fn root_op(&self) -> PayloadOp {
        PayloadOp {
            body: BodyKey::ROOT,
            op: self.root_op,
        }
    }

    /// The key of the body holding the regions of `op` (its own body if it
    /// is isolated, the op's body otherwise).
    pub fn regions_key(&mut self, op: PayloadOp) -> BodyKey {
        let isolated = self.body(op.body).and_then(|b| b.child_body(op.op)).is_some();
        if !isolated {
            return op.body;
        }
        let mut path = self.paths[op.body.0 as usize].clone();
        path.push(op.op);
        self.intern(path)
    }

    /// Whether `op` still exists.
    pub fn is_live(&self, op: PayloadOp) -> bool {
        self.body(op.body).is_some_and(|b| b.is_live(op.op))
    }

    /// The op whose region holds `op`, crossing into the parent body at
    /// the top of an isolated op's body.
    pub fn parent(&mut self, op: PayloadOp) -> Option<PayloadOp> {
        let body = self.body(op.body)?;
        if let Some(p) = body.parent_op(op.op) {
            return Some(PayloadOp { body: op.body, op: p });
        }
        let mut path = self.paths[op.body.0 as usize].clone();
        let owner = path.pop()?;
        let key = self.intern(path);
        Some(PayloadOp { body: key, op: owner })
    }

    /// The op owning the block `block` of body `key`.
    pub fn block_owner(&mut self, key: BodyKey, block: BlockId) -> Option<PayloadOp> {
        let body = self.body(key)?;
        let r = body.block_region(block)?;
        if let Some(p) = body.region_parent_op(r) {
            return Some(PayloadOp { body: key, op: p });
        }
        let mut path = self.paths[key.0 as usize].clone();
        let owner = path.pop()?;
        let k = self.intern(path);
        Some(PayloadOp { body: k, op: owner })
    }

    /// Whether `ancestor` is `op` or one of its ancestors.
    pub fn is_ancestor(&mut self, ancestor: PayloadOp, op: PayloadOp) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            // Within one body, the body's own test is cheaper.
            if c.body == ancestor.body {
                return self
                    .body(c.body)
                    .is_some_and(|b| b.is_live(ancestor.op) && b.is_ancestor(ancestor.op, c.op));
            }
            cur = self.parent(c);
        }
        false
    }

    /// The ops nested in `op` (not `op` itself), in pre-order, across
    /// bodies.
    pub fn nested_ops(&mut self, op: PayloadOp, include_self: bool, post_order: bool) -> Vec<PayloadOp> {
        let mut out = Vec::new();
        self.walk_into(op, include_self, post_order, &mut out);
        out
    }

    fn walk_into(&mut self, op: PayloadOp, include_self: bool, post_order: bool, out: &mut Vec<PayloadOp>) {
        if include_self && !post_order {
            out.push(op);
        }
        let key = self.regions_key(op);
        let children: Vec<OpId> = match self.body(key) {
            Some(b) => {
                let regions: Vec<_> = b.op_regions_here_or_root(op.op, key != op.body).to_vec();
                regions
                    .iter()
                    .flat_map(|&r| b.region_blocks(r).flat_map(|blk| b.block_ops(blk)))
                    .collect()
            }
            None => Vec::new(),
        };
        for c in children {
            self.walk_into(PayloadOp { body: key, op: c }, true, post_order, out);
        }
        if include_self && post_order {
            out.push(op);
        }
    }

    /// Values defined in `op` or in ops nested in it (results and block
    /// arguments), for invalidating value handles.
    pub fn is_value_in(&mut self, op: PayloadOp, v: PayloadValue, results_too: bool) -> bool {
        let Some(body) = self.body(v.body) else {
            return false;
        };
        if let Some(def) = body.defining_op(v.value) {
            let def = PayloadOp {
                body: v.body,
                op: def,
            };
            if def == op {
                return results_too;
            }
            return self.is_ancestor(op, def);
        }
        let Some(block) = body.value_parent_block(v.value) else {
            return false;
        };
        match self.block_owner(v.body, block) {
            Some(owner) => self.is_ancestor(op, owner),
            None => false,
        }
    }
}

/// Where a payload value comes from.
#[derive(Copy, Clone, Debug)]
pub enum ValueOrigin {
    /// Result number of its defining op.
    Result(usize),
    /// Argument `arg` of block number `block` of region number `region`
    /// of the op owning the block.
    Argument {
        /// The argument's number.
        arg: usize,
        /// The block's position in its region.
        block: usize,
        /// The region's position among the owner's regions.
        region: usize,
    },
}

impl Payload<'_> {
    /// The op defining `v` (its owner's op for a block argument) and how.
    pub fn value_origin(&mut self, v: PayloadValue) -> Option<(PayloadOp, ValueOrigin)> {
        let body = self.body(v.body)?;
        if let Some(def) = body.defining_op(v.value) {
            let i = body.results(def).position(|r| r == v.value)?;
            return Some((
                PayloadOp {
                    body: v.body,
                    op: def,
                },
                ValueOrigin::Result(i),
            ));
        }
        let block = body.value_parent_block(v.value)?;
        let arg = body.block_args(block).iter().position(|&a| a == v.value)?;
        let region = body.block_region(block)?;
        let block_no = body.region_blocks(region).position(|b| b == block)?;
        let owner = self.block_owner(v.body, block)?;
        let owner_key = self.regions_key(owner);
        let body = self.body(owner_key)?;
        let regions = body.op_regions_here_or_root(owner.op, owner_key != owner.body);
        let region_no = regions.iter().position(|&r| r == region)?;
        Some((
            owner,
            ValueOrigin::Argument {
                arg,
                block: block_no,
                region: region_no,
            },
        ))
    }

    /// The ops of the block whose argument `v` is.
    pub fn block_ops_of_arg(&self, v: PayloadValue) -> Vec<PayloadOp> {
        let Some(body) = self.body(v.body) else {
            return Vec::new();
        };
        let Some(block) = body.value_parent_block(v.value) else {
            return Vec::new();
        };
        body.block_ops(block)
            .map(|op| PayloadOp { body: v.body, op })
            .collect()
    }
}

/// The regions of an op as seen from the body holding them.
trait RegionsHere {
    fn op_regions_here_or_root(&self, op: OpId, isolated: bool) -> &[strata_ir::RegionId];
}

impl RegionsHere for Body {
    fn op_regions_here_or_root(&self, op: OpId, isolated: bool) -> &[strata_ir::RegionId] {
        if isolated {
            self.root_regions()
        } else {
            self.regions_in_body(op)
        }
    }
}
