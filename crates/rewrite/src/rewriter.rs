//! [`PatternRewriter`]: every IR change a pattern makes goes through it, so
//! that a listener (the greedy driver's worklist, a transform's handle
//! tracker) sees each insertion, modification, replacement and erasure.

use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, InsertPoint, OpId, OpName, OperationState, RegionId, ValueId};

/// Observes the changes made through a rewriter (MLIR's
/// `RewriterBase::Listener`). Every method has an empty default.
pub trait RewriteListener {
    /// `op` was created or moved into place.
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op`, which already existed, was moved out of an inlined block by
    /// [`PatternRewriter::inline_block_ops_before`]. By default the same as
    /// [`RewriteListener::op_inserted`].
    fn op_moved(&mut self, body: &Body, op: OpId) {
        self.op_inserted(body, op);
    }
    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// `op`'s results are about to be replaced by `values`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _values: &[ValueId]) {}
    /// `op` is about to be erased (called for nested ops first).
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl RewriteListener for NoListener {}

/// Creates, replaces and erases ops in one body, notifying a listener.
pub struct PatternRewriter<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    body: &'a mut Body,
    listener: &'a mut dyn RewriteListener,
    point: Option<InsertPoint>,
    /// The name of the op owning the body (the isolated op whose regions
    /// are the body's root regions), when the caller knows it.
    owner: Option<OpName>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter of `body` reporting to `listener`, with no insertion
    /// point and no known owner.
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
    ) -> PatternRewriter<'a> {
        PatternRewriter {
            ctx,
            body,
            listener,
            point: None,
            owner: None,
        }
    }

    /// Records the name of the op owning the body: patterns on ops of the
    /// root regions see it through [`PatternRewriter::parent_op_name`].
    pub fn with_owner(mut self, owner: Option<OpName>) -> Self {
        self.owner = owner;
        self
    }

    /// The name of the op whose region holds `op`: its parent op in the
    /// body, or for an op of a root region the body's owner if known.
    pub fn parent_op_name(&self, op: OpId) -> Option<OpName> {
        match self.body.parent_op(op) {
            Some(p) => Some(self.body.op_name(p)),
            None if self.body.op_block(op).is_some() => self.owner,
            None => None,
        }
    }

    /// Read access to the body.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The current insertion point, to restore later with
    /// [`PatternRewriter::restore_insertion_point`] (MLIR's `InsertionGuard`).
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.point
    }

    /// Restores an insertion point saved by
    /// [`PatternRewriter::insertion_point`].
    pub fn restore_insertion_point(&mut self, point: Option<InsertPoint>) {
        self.point = point;
    }

    /// New ops go before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.point = Some(InsertPoint::Before(op));
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.body.op_block(op).expect("op not in a block")),
        });
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = Some(match self.body.first_op(block) {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::End(block),
        });
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::End(block));
    }

    /// Runs `f` with an [`OpBuilder`](strata_ir::OpBuilder) at the
    /// insertion point, for hooks written against a builder (interface
    /// methods such as shape reification), then reports to the listener
    /// the ops `f` left at the insertion point, in block order, each after
    /// the ops nested in it (in pre-order), as if created through the
    /// rewriter. Ops `f` creates elsewhere go unreported.
    pub fn with_op_builder<R>(&mut self, f: impl FnOnce(&mut strata_ir::OpBuilder<'_>) -> R) -> R {
        let mut b = strata_ir::OpBuilder::new(self.ctx, self.body);
        let Some(point) = self.point else {
            return f(&mut b);
        };
        // The new ops end up between `prev` and `before` (exclusive).
        let (block, before) = match point {
            InsertPoint::Before(op) => {
                b.set_insertion_point_before(op);
                (b.body.op_block(op), Some(op))
            }
            InsertPoint::After(op) => {
                b.set_insertion_point_after(op);
                (b.body.op_block(op), b.body.next_op(op))
            }
            InsertPoint::Start(block) => {
                b.set_insertion_point_to_start(block);
                (Some(block), b.body.first_op(block))
            }
            InsertPoint::End(block) => {
                b.set_insertion_point_to_end(block);
                (Some(block), None)
            }
        };
        let Some(block) = block else {
            return f(&mut b);
        };
        let prev = match before {
            Some(op) => b.body.prev_op(op),
            None => b.body.last_op(block),
        };
        let r = f(&mut b);
        let mut cur = match prev {
            Some(p) if self.body.is_live(p) => self.body.next_op(p),
            _ => self.body.first_op(block),
        };
        let mut created = Vec::new();
        while let Some(op) = cur {
            if Some(op) == before {
                break;
            }
            created.push(op);
            cur = self.body.next_op(op);
        }
        for op in created {
            if self.body.child_body(op).is_none() {
                let mut nested = Vec::new();
                self.body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
                    if o != op {
                        nested.push(o);
                    }
                    strata_ir::WalkResult::Advance
                });
                for o in nested {
                    self.listener.op_inserted(self.body, o);
                }
            }
            self.listener.op_inserted(self.body, op);
        }
        r
    }

    /// Creates an op at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state);
        if let Some(p) = self.point {
            self.body.insert_op(p, op);
            self.listener.op_inserted(self.body, op);
        }
        op
    }

    /// Creates an op from `state` at the insertion point and folds it
    /// (MLIR's `OpBuilder::createOrFold`): an in-place fold keeps the op,
    /// edited; a fold to values or constants (materialized before the op)
    /// erases it. Returns the values standing for its results. The
    /// listener hears of the op only if it stays.
    pub fn create_or_fold(&mut self, state: OperationState) -> SmallVec<[ValueId; 1]> {
        let ctx = self.ctx;
        let op = self.body.create_op(state);
        if let Some(p) = self.point {
            self.body.insert_op(p, op);
        }
        let mut out = strata_ir::FoldOutput::default();
        if strata_ir::fold::fold_op(strata_ir::OpRef::new(ctx, self.body, op), &mut out).is_ok() {
            if out.results.is_empty() || crate::folder::is_own_result(self.body, op, &out.results) {
                strata_ir::fold::apply_fold_edits(ctx, self.body, op, &out.edits);
            } else if let Some(values) = self.materialize_fold_results(op, &out.results) {
                self.body.erase_op(op);
                return values.into_iter().collect();
            }
        }
        if self.point.is_some() {
            self.listener.op_inserted(self.body, op);
        }
        self.body.results(op).collect()
    }

    /// The values of the fold results `results` of `op`: constants
    /// (attributes) are materialized right before `op` by its dialect.
    /// `None`, with nothing left created, if a constant cannot be.
    pub fn materialize_fold_results(
        &mut self,
        op: OpId,
        results: &[strata_ir::OpFoldResult],
    ) -> Option<SmallVec<[ValueId; 4]>> {
        let ctx = self.ctx;
        let dialect = crate::folder::op_dialect(ctx, self.body, op);
        let loc = self.body.op_loc(op);
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 4]> = SmallVec::new();
        for (i, r) in results.iter().enumerate() {
            match *r {
                strata_ir::OpFoldResult::Value(v) => values.push(v),
                strata_ir::OpFoldResult::Attr(a) => {
                    let ty = self.body.value_type(self.body.result(op, i));
                    let c = dialect.and_then(|d| d.materialize_constant).and_then(|m| {
                        let mut b = strata_ir::OpBuilder::new(ctx, self.body);
                        b.set_insertion_point_before(op);
                        m(&mut b, a, ty, loc)
                    });
                    let Some(c) = c else {
                        for c in created {
                            self.erase_op(c);
                        }
                        return None;
                    };
                    self.listener.op_inserted(self.body, c);
                    created.push(c);
                    values.push(self.body.result(c, 0));
                }
            }
        }
        Some(values)
    }

    /// Clones `op` (with its regions) at the insertion point, mapping
    /// operands through `map`; the ops nested in the clone are reported as
    /// inserted in pre-order, then the clone itself (MLIR's
    /// `OpBuilder::clone`).
    pub fn clone_op(&mut self, op: OpId, map: &mut strata_ir::IrMapping) -> OpId {
        let c = self.body.clone_op(op, map);
        if let Some(p) = self.point {
            self.body.insert_op(p, c);
            if self.body.child_body(c).is_none() {
                let mut nested = Vec::new();
                self.body.walk(c, strata_ir::WalkOrder::PreOrder, &mut |o| {
                    if o != c {
                        nested.push(o);
                    }
                    strata_ir::WalkResult::Advance
                });
                for o in nested {
                    self.listener.op_inserted(self.body, o);
                }
            }
            self.listener.op_inserted(self.body, c);
        }
        c
    }

    /// Materializes the constant `value` of type `ty` with `dialect`'s
    /// hook at the insertion point (MLIR's `Dialect::materializeConstant`
    /// with this rewriter as builder); `None` if the dialect cannot.
    pub fn materialize_constant(
        &mut self,
        dialect: &strata_ir::DialectDef,
        value: strata_ir::Attribute,
        ty: strata_ir::Type,
        loc: strata_ir::Location,
    ) -> Option<OpId> {
        let materialize = dialect.materialize_constant?;
        let point = self.point?;
        let c = {
            let mut b = strata_ir::OpBuilder::new(self.ctx, self.body);
            match point {
                InsertPoint::Before(op) => b.set_insertion_point_before(op),
                InsertPoint::After(op) => b.set_insertion_point_after(op),
                InsertPoint::Start(block) => b.set_insertion_point_to_start(block),
                InsertPoint::End(block) => b.set_insertion_point_to_end(block),
            }
            materialize(&mut b, value, ty, loc)?
        };
        self.listener.op_inserted(self.body, c);
        Some(c)
    }

    /// Replaces the results of `op` by `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        assert_eq!(
            self.body.num_results(op),
            values.len(),
            "wrong number of replacement values"
        );
        self.listener.op_replaced(self.body, op, values);
        // Results are consecutive ids, fixed at creation.
        for (r, &v) in self
            .body
            .results(op)
            .collect::<SmallVec<[ValueId; 4]>>()
            .into_iter()
            .zip(values)
        {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Creates an op from `state` before `op` and replaces `op` by its
    /// results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        self.set_insertion_point(op);
        let new = self.create(state);
        let values: Vec<ValueId> = self.body.results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Replaces every use of `from` by `to`, notifying each changed user.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        let users: SmallVec<[OpId; 8]> = self.body.uses(from).map(|(u, _)| u).collect();
        self.body.replace_all_uses_with(from, to);
        for u in users {
            self.listener.op_modified(self.body, u);
        }
    }

    /// Erases `op` and the ops nested in it (its results must be unused).
    /// As in MLIR, nested ops go first, one at a time, users before
    /// definitions (regions last to first, blocks in post-order, ops last
    /// to first), so each notification sees the IR without the ops
    /// erased before it.
    pub fn erase_op(&mut self, op: OpId) {
        if self.body.child_body(op).is_some() || self.body.regions_in_body(op).is_empty() {
            self.listener.op_erased(self.body, op);
            self.body.erase_op(op);
            return;
        }
        let mut order = Vec::new();
        erase_order(self.body, op, &mut order);
        for o in order {
            self.listener.op_erased(self.body, o);
            self.body.drop_op_references(o);
        }
        self.body.erase_op(op);
    }

    /// Changes `op` in place through `f` and notifies the listener.
    pub fn modify_op_in_place(&mut self, op: OpId, f: impl FnOnce(&mut Body)) {
        f(self.body);
        self.listener.op_modified(self.body, op);
    }

    /// Moves the ops of `src` before `at` (or to the end of `at`'s block),
    /// replacing `src`'s arguments by `args`, and erases `src`, which must
    /// have no predecessors (MLIR's `inlineBlockBefore`). Each moved op is
    /// reported as inserted.
    pub fn inline_block_before(&mut self, src: BlockId, at: InsertPoint, args: &[ValueId]) {
        self.inline_block(src, at, args, false);
    }

    /// Like [`PatternRewriter::inline_block_before`], but reports each op as
    /// moved ([`RewriteListener::op_moved`]): MLIR moves the ops one by one,
    /// and a greedy driver limited to existing and new ops then takes them
    /// for new ops.
    pub fn inline_block_ops_before(&mut self, src: BlockId, at: InsertPoint, args: &[ValueId]) {
        self.inline_block(src, at, args, true);
    }

    fn inline_block(&mut self, src: BlockId, at: InsertPoint, args: &[ValueId], moved: bool) {
        let ops: Vec<OpId> = self.body.block_ops(src).collect();
        let arg_vals: Vec<ValueId> = self.body.block_args(src).to_vec();
        for (a, &v) in arg_vals.iter().zip(args) {
            self.replace_all_uses_with(*a, v);
        }
        self.body.merge_block_into(src, at, args);
        for op in ops {
            if moved {
                self.listener.op_moved(self.body, op);
            } else {
                self.listener.op_inserted(self.body, op);
            }
        }
    }

    /// Appends the ops of `src` to `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, src: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(src, InsertPoint::End(dest), args);
    }

    /// Moves the blocks of `src` into `dest` before `before` (or at the
    /// end), reporting the ops they hold as inserted.
    pub fn inline_region_before(&mut self, src: RegionId, dest: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.body.region_blocks(src).collect();
        self.body.inline_region_before(src, dest, before);
        for b in blocks {
            let ops: Vec<OpId> = self.body.block_ops(b).collect();
            for op in ops {
                self.listener.op_inserted(self.body, op);
            }
        }
    }

    /// Splits `block` before `op` (see [`Body::split_block`]).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        self.body.split_block(block, op)
    }

    /// Erases `block` and its ops (it must have no predecessors and its
    /// values no uses outside it).
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            self.listener.op_erased(self.body, op);
        }
        self.body.erase_block(block);
    }

    /// Creates a detached region in this body.
    pub fn create_region(&mut self) -> RegionId {
        self.body.create_region()
    }

    /// Appends a new block without arguments to `region`.
    pub fn create_block(&mut self, region: RegionId) -> BlockId {
        let b = self.body.create_block();
        self.body.append_block(region, b);
        b
    }

    /// Appends an argument to `block`.
    pub fn add_block_arg(
        &mut self,
        block: BlockId,
        ty: strata_ir::Type,
        loc: strata_ir::Location,
    ) -> ValueId {
        self.body.add_block_arg(block, ty, loc)
    }

    /// Moves `op` to the insertion point.
    pub fn move_op(&mut self, op: OpId) {
        if let Some(p) = self.point {
            self.body.move_op(op, p);
            self.listener.op_inserted(self.body, op);
        }
    }
}

/// The order in which [`PatternRewriter::erase_op`] erases `op` and the
/// ops nested in it.
pub(crate) fn erase_order(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    if body.child_body(op).is_none() {
        for &r in body.regions_in_body(op).iter().rev() {
            let mut seen = rustc_hash::FxHashMap::default();
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            for b in blocks {
                for pb in crate::region_simplify::post_order(body, b, &mut seen) {
                    let mut cur = body.last_op(pb);
                    while let Some(inner) = cur {
                        erase_order(body, inner, out);
                        cur = body.prev_op(inner);
                    }
                }
            }
        }
    }
    out.push(op);
}
