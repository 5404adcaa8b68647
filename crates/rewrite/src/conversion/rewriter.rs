//! The [`ConversionPatternRewriter`] and the per-body conversion state: the
//! undo journal that makes every change of a conversion reversible.
//!
//! Changes are applied to the IR at once (uses are replaced, new ops are
//! inserted), and each change pushes its inverse onto a journal. Erased and
//! replaced ops are only detached and marked ignored; they are freed when
//! the conversion commits. Rolling back a failed pattern pops the journal
//! down to the mark taken before it ran. Replacing a value by values of
//! other types inserts an unresolved materialization (an
//! `builtin.unrealized_conversion_cast` the driver tracks); operand
//! remapping looks through those casts, so the IR is the value mapping.

use std::sync::Arc;

use cranelift_entity::packed_option::PackedOption;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{
    Attribute, BlockId, Body, Context, EntitySet, Failed, InsertPoint, Location, LogicalResult, OpId,
    OperationState, RegionId, Type, ValueDef, ValueId,
};

use super::type_converter::{cast_state, InputMapping, SignatureConversion, TypeConverter};

/// Values standing for one original value.
pub type ValueList = SmallVec<[ValueId; 1]>;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum MatKind {
    /// Converted values back to an original type (replaced results and
    /// block arguments).
    Source,
    /// Values to the types a pattern's type converter expects.
    Target,
}

#[derive(Clone)]
pub(crate) struct MatInfo {
    pub(crate) kind: MatKind,
    pub(crate) converter: Option<Arc<TypeConverter>>,
    pub(crate) original: Option<Type>,
    /// A source materialization standing for a block argument replaced by
    /// a signature conversion.
    pub(crate) block_arg: bool,
}

pub(crate) struct OpSnapshot {
    pub(crate) op: OpId,
    operands: Vec<ValueId>,
    successors: Vec<BlockId>,
    props: Option<Attribute>,
    attrs: Option<Attribute>,
    loc: Location,
}

/// The inverse of one change. Kept to 16 bytes (ids and packed options,
/// rare large payloads boxed): a conversion records several per op.
pub(crate) enum Undo {
    Created(OpId),
    Detached {
        op: OpId,
        block: BlockId,
        next: PackedOption<OpId>,
    },
    /// A thin pointer: a `Vec` here would double the size of every entry.
    #[allow(clippy::box_collection)]
    Ignored(Box<Vec<OpId>>),
    IgnoredOp(OpId),
    SetOperand {
        op: OpId,
        index: u32,
        old: ValueId,
    },
    Snapshot(Box<OpSnapshot>),
    /// The blocks of two regions were exchanged (undone by exchanging
    /// them again).
    SwappedRegions {
        a: RegionId,
        b: RegionId,
    },
    MovedBlock {
        block: BlockId,
        region: PackedOption<RegionId>,
        next: PackedOption<BlockId>,
    },
    MovedOp {
        op: OpId,
        block: PackedOption<BlockId>,
        next: PackedOption<OpId>,
    },
    BlockSignature {
        old: BlockId,
        new: BlockId,
    },
    TakenChild {
        from: OpId,
        to: OpId,
    },
    /// The child body of `op` changed; undone to its journal's `mark`.
    ChildEdit {
        op: OpId,
        mark: u32,
    },
    Materialization(OpId),
    CreatedBlock(BlockId),
    SplitBlock {
        block: BlockId,
        new: BlockId,
    },
    /// [`Body::split_block_at`] moved the head of `tail` to the new block
    /// `head`.
    SplitHead {
        head: BlockId,
        tail: BlockId,
    },
    /// `op` was replaced by values (none when erased), recorded only when
    /// the conversion reports its replacements: undoing it does nothing.
    Replaced(Box<(OpId, Vec<ValueId>)>),
    /// A block was detached (see [`DetachedBlock`]).
    DetachedBlock(Box<DetachedBlock>),
}

const _: () = assert!(std::mem::size_of::<Undo>() == 16);

/// `block` was detached from `region` (before `next`), after its ops
/// `ops` (in order) moved elsewhere, or erased with its ops.
pub(crate) struct DetachedBlock {
    block: BlockId,
    region: RegionId,
    next: Option<BlockId>,
    ops: Vec<OpId>,
}

/// The conversion state of one body: its journal, ignored ops, tracked
/// materializations, and the states of the child bodies patterns touched.
#[derive(Default)]
pub(crate) struct BodyState {
    pub(crate) journal: Vec<Undo>,
    pub(crate) ignored: EntitySet<OpId>,
    pub(crate) mats: FxHashMap<OpId, MatInfo>,
    /// The target materializations created, by their first input and the
    /// original type they convert: the candidates for reuse when another
    /// op needs the same values converted (scanning the input's uses
    /// instead would be quadratic in a value with many users). Entries
    /// are only candidates: rolled-back ones remain until the end.
    pub(crate) target_mats: FxHashMap<(ValueId, Type), smallvec::SmallVec<[OpId; 1]>>,
    pub(crate) children: FxHashMap<OpId, BodyState>,
    /// The value each rewired operand had before its first replacement:
    /// MLIR defers replacements to the end of the conversion, so its
    /// folders still see these values (see [`BodyState::original_operand`]).
    original_operands: FxHashMap<(OpId, usize), ValueId>,
    /// Record [`Undo::Replaced`] entries (for callers that follow ops
    /// through the conversion; others do not pay for the lists).
    pub(crate) track_replacements: bool,
    /// The discardable attributes of the op owning this body when its
    /// conversion started (patterns look at the enclosing function's
    /// attributes, as MLIR's look at `getParentOfType`).
    pub(crate) owner_attrs: Option<Attribute>,
    /// No rollback past a converted op (MLIR's `allowPatternRollback =
    /// false`): the driver commits after each op it legalizes, freeing
    /// what was replaced, and replacements are final at once.
    pub(crate) eager: bool,
}

impl BodyState {
    /// A state recording replacements or not.
    pub(crate) fn new(track_replacements: bool) -> BodyState {
        BodyState {
            track_replacements,
            ..BodyState::default()
        }
    }

    /// A state for the body of a child op, tracking as this one does.
    pub(crate) fn for_child(&self) -> BodyState {
        BodyState {
            eager: self.eager,
            ..BodyState::new(self.track_replacements)
        }
    }

    /// Reverts the changes recorded after `mark`.
    pub(crate) fn undo_to(&mut self, body: &mut Body, mark: usize) {
        while self.journal.len() > mark {
            let entry = self.journal.pop().expect("journal entry");
            self.undo_one(body, entry);
        }
    }

    fn undo_one(&mut self, body: &mut Body, entry: Undo) {
        match entry {
            Undo::Created(op) => {
                body.remove_op(op);
                for o in body.collect_post_order(op) {
                    body.drop_op_references(o);
                }
                body.erase_op(op);
            }
            Undo::Detached { op, block, next } => {
                let at = match next.expand() {
                    Some(n) => InsertPoint::Before(n),
                    None => InsertPoint::End(block),
                };
                body.insert_op(at, op);
            }
            Undo::Ignored(ops) => {
                for o in *ops {
                    self.ignored.remove(o);
                }
            }
            Undo::IgnoredOp(op) => {
                self.ignored.remove(op);
            }
            Undo::SetOperand { op, index, old } => body.set_operand(op, index as usize, old),
            Undo::Snapshot(s) => {
                body.set_operands(s.op, &s.operands);
                for (i, &b) in s.successors.iter().enumerate() {
                    if i < body.num_successors(s.op) {
                        body.set_successor(s.op, i, b);
                    }
                }
                body.set_op_properties(s.op, s.props);
                body.set_op_attr_dict(s.op, s.attrs);
                body.set_op_loc(s.op, s.loc);
            }
            Undo::SwappedRegions { a, b } => body.swap_region_blocks(a, b),
            Undo::MovedBlock { block, region, next } => {
                body.remove_block(block);
                if let Some(r) = region.expand() {
                    body.insert_block(r, block, next.expand());
                }
            }
            Undo::MovedOp { op, block, next } => {
                body.remove_op(op);
                match (next.expand(), block.expand()) {
                    (Some(n), _) => body.insert_op(InsertPoint::Before(n), op),
                    (None, Some(b)) => body.insert_op(InsertPoint::End(b), op),
                    (None, None) => {}
                }
            }
            Undo::BlockSignature { old, new } => {
                let region = body.block_region(new).expect("converted block in a region");
                body.insert_block(region, old, Some(new));
                while let Some(o) = body.first_op(new) {
                    body.move_op(o, InsertPoint::End(old));
                }
                body.replace_all_block_uses_with(new, old);
                body.erase_block(new);
            }
            Undo::TakenChild { from, to } => {
                let child = body.take_child_body(to);
                // `to` keeps an empty body so that freeing it does not read
                // its region list from the wrong pool.
                body.set_child_body(to, Some(Box::new(Body::new())));
                body.set_child_body(from, child);
                if let Some(s) = self.children.remove(&to) {
                    self.children.insert(from, s);
                }
            }
            Undo::ChildEdit { op, mark } => {
                if let (Some(child), Some(state)) = (body.child_body_mut(op), self.children.get_mut(&op)) {
                    state.undo_to(child, mark as usize);
                }
            }
            Undo::Materialization(op) => {
                self.mats.remove(&op);
            }
            Undo::Replaced(..) => {}
            Undo::CreatedBlock(b) => body.erase_block(b),
            Undo::SplitBlock { block, new } => {
                while let Some(o) = body.first_op(new) {
                    body.move_op(o, InsertPoint::End(block));
                }
                body.erase_block(new);
            }
            Undo::SplitHead { head, tail } => body.rejoin_split_head(head, tail),
            Undo::DetachedBlock(d) => {
                let DetachedBlock {
                    block,
                    region,
                    next,
                    ops,
                } = *d;
                for o in ops {
                    body.move_op(o, InsertPoint::End(block));
                }
                body.insert_block(region, block, next);
            }
        }
    }

    /// Reverts everything, in the child bodies too.
    pub(crate) fn rollback(&mut self, body: &mut Body) {
        for (op, mut state) in std::mem::take(&mut self.children) {
            if let Some(child) = body.child_body_mut(op) {
                state.rollback(child);
            }
            self.children.insert(op, state);
        }
        self.undo_to(body, 0);
        self.children.clear();
        self.ignored.clear();
        self.mats.clear();
        self.target_mats.clear();
    }

    /// Makes the changes final: frees detached ops and replaced blocks, in
    /// the child bodies too.
    pub(crate) fn commit(&mut self, body: &mut Body) {
        for (op, mut state) in std::mem::take(&mut self.children) {
            if let Some(child) = body.child_body_mut(op) {
                state.commit(child);
            }
        }
        self.free_replaced(body, None);
        self.journal.clear();
        self.ignored.clear();
        self.mats.clear();
        self.target_mats.clear();
    }

    /// Makes the changes recorded so far final, as [`BodyState::commit`]
    /// does, keeping what the rest of the conversion needs (the tracked
    /// materializations, the states of child bodies). Returns the ops
    /// freed, nested ones included: new ops may reuse their ids.
    pub(crate) fn commit_so_far(&mut self, body: &mut Body) -> Vec<OpId> {
        let mut freed = Vec::new();
        self.free_replaced(body, Some(&mut freed));
        for &o in &freed {
            self.ignored.remove(o);
            self.mats.remove(&o);
            self.children.remove(&o);
        }
        let mats = &self.mats;
        self.journal
            .retain(|e| matches!(e, Undo::Materialization(op) if mats.contains_key(op)));
        freed
    }

    /// Frees the ops the journal detached and the blocks it replaced,
    /// listing the freed ops (nested ones included) in `freed`.
    fn free_replaced(&self, body: &mut Body, mut freed: Option<&mut Vec<OpId>>) {
        let mut detached = Vec::new();
        let mut old_blocks = Vec::new();
        for e in &self.journal {
            match e {
                Undo::Detached { op, .. } => detached.push(*op),
                Undo::BlockSignature { old, .. } => old_blocks.push(*old),
                Undo::DetachedBlock(d) => old_blocks.push(d.block),
                _ => {}
            }
        }
        detached.retain(|&op| body.is_live(op) && body.op_block(op).is_none());
        for &d in &detached {
            if let Some(f) = freed.as_deref_mut() {
                f.extend(body.collect_post_order(d));
            }
            drop_nested_references(body, d);
        }
        for &b in &old_blocks {
            let mut op = body.first_op(b);
            while let Some(o) = op {
                op = body.next_op(o);
                if let Some(f) = freed.as_deref_mut() {
                    f.extend(body.collect_post_order(o));
                }
                drop_nested_references(body, o);
            }
        }
        for b in old_blocks {
            body.erase_block(b);
        }
        for d in detached {
            if body.is_live(d) {
                body.erase_op(d);
            }
        }
    }

    /// Whether `v` has a use by an op that is not ignored.
    pub(crate) fn has_live_uses(&self, body: &Body, v: ValueId) -> bool {
        body.uses(v).any(|(u, _)| !self.ignored.contains(u))
    }

    /// Replaces the uses of `from` by `to`, recording each.
    pub(crate) fn rauw(&mut self, ctx: &Context, body: &mut Body, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        // Folders only ask the constant values of original operands: when
        // neither value is a constant's, the current operand answers the
        // same (none), so most replacements need no record.
        let constant = |v: ValueId| {
            body.defining_op(v)
                .is_some_and(|d| strata_ir::fold::is_constant_like(strata_ir::OpRef::new(ctx, body, d)))
        };
        // Without rollback, replacements are final at once, as in MLIR.
        let record = !self.eager && (constant(from) || constant(to));
        let uses: SmallVec<[(OpId, usize); 4]> = body.uses(from).collect();
        for (op, index) in uses {
            self.journal.push(Undo::SetOperand {
                op,
                index: index as u32,
                old: from,
            });
            if record {
                self.original_operands.entry((op, index)).or_insert(from);
            }
            body.set_operand(op, index, to);
        }
    }

    /// Sets the operands of `op` (same count or not), recording the old
    /// ones.
    pub(crate) fn set_operands(&mut self, body: &mut Body, op: OpId, operands: &[ValueId]) {
        let snap = OpSnapshot {
            op,
            operands: body.operands(op).collect(),
            successors: body.successors(op).collect(),
            props: body.op_properties(op),
            attrs: body.op_attr_dict(op),
            loc: body.op_loc(op),
        };
        self.journal.push(Undo::Snapshot(Box::new(snap)));
        body.set_operands(op, operands);
    }

    /// Operand `index` of `op` as MLIR's deferred replacements leave it:
    /// the value it had before this conversion rewired it, else its
    /// current value.
    pub(crate) fn original_operand(&self, body: &Body, op: OpId, index: usize) -> ValueId {
        self.original_operands
            .get(&(op, index))
            .copied()
            .unwrap_or_else(|| body.operand(op, index))
    }

    /// Creates and inserts an op, recording it.
    pub(crate) fn create(&mut self, body: &mut Body, at: InsertPoint, state: OperationState) -> OpId {
        let op = body.create_op(state);
        body.insert_op(at, op);
        self.journal.push(Undo::Created(op));
        // An op id may be reused after a rollback erased its op.
        if !self.original_operands.is_empty() {
            for index in 0..body.num_operands(op) {
                self.original_operands.remove(&(op, index));
            }
        }
        op
    }

    /// Creates a tracked unresolved materialization.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn materialize(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        at: InsertPoint,
        inputs: &[ValueId],
        types: &[Type],
        loc: Location,
        info: MatInfo,
    ) -> OpId {
        let op = self.create(body, at, cast_state(ctx, inputs, types, loc));
        if let (MatKind::Target, Some(original), Some(&first)) = (info.kind, info.original, inputs.first()) {
            self.target_mats.entry((first, original)).or_default().push(op);
        }
        self.mats.insert(op, info);
        self.journal.push(Undo::Materialization(op));
        op
    }

    /// Detaches `op` and marks it and the ops nested in it ignored.
    pub(crate) fn detach(&mut self, body: &mut Body, op: OpId) {
        let Some(block) = body.op_block(op) else {
            return;
        };
        let next = body.next_op(op);
        body.remove_op(op);
        self.journal.push(Undo::Detached {
            op,
            block,
            next: next.into(),
        });
        self.ignored.insert(op);
        if body.num_regions(op) == 0 {
            // Most ops: nothing nested, no list to allocate.
            self.journal.push(Undo::IgnoredOp(op));
            return;
        }
        let nested = body.collect_post_order(op);
        for &o in &nested {
            self.ignored.insert(o);
        }
        self.journal.push(Undo::Ignored(Box::new(nested)));
    }

    /// Where a materialization of `values` goes: right after the latest
    /// definition among them (the last value decides between blocks), or
    /// before `fallback` when there are none.
    /// The value(s) `v` stands for when `op` is converted: its most
    /// recent replacement, or, with a type converter, the replacement of
    /// the converted types, through a target materialization (placed
    /// after the values, or before `op`) if there is none. `None` when
    /// `v`'s type does not convert.
    pub(crate) fn remap_value(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        v: ValueId,
        converter: Option<&Arc<TypeConverter>>,
        op: OpId,
    ) -> Option<ValueList> {
        let mut chain = self.mapping_chain(body, v);
        let Some(tc) = converter else {
            return chain.pop();
        };
        let original = body.value_type(v);
        let desired = tc.convert_type_n(ctx, original)?;
        let matching = chain.iter().rev().find(|vals| {
            vals.len() == desired.len() && vals.iter().zip(&desired).all(|(&x, &t)| body.value_type(x) == t)
        });
        if let Some(vals) = matching {
            return Some(vals.clone());
        }
        let latest = chain.pop()?;
        // An existing target materialization of the same values to the
        // same types serves again (MLIR maps the values to it).
        let existing = latest.first().and_then(|&first| {
            let candidates = self.target_mats.get(&(first, original))?;
            candidates.iter().copied().find(|&u| {
                body.is_live(u)
                    && body.op_block(u).is_some()
                    && self
                        .mats
                        .get(&u)
                        .is_some_and(|m| m.kind == MatKind::Target && m.original == Some(original))
                    && !self.ignored.contains(u)
                    && body.operands(u).eq(latest.iter().copied())
                    && body.result_types(u).eq(desired.iter().copied())
            })
        });
        if let Some(cast) = existing {
            return Some(body.results(cast).collect());
        }
        let point = BodyState::point_after(body, &latest, op);
        let info = MatInfo {
            kind: MatKind::Target,
            converter: Some(tc.clone()),
            original: Some(original),
            block_arg: false,
        };
        let loc = body.op_loc(op);
        let cast = self.materialize(ctx, body, point, &latest, &desired, loc, info);
        Some(body.results(cast).collect())
    }

    pub(crate) fn point_after(body: &mut Body, values: &[ValueId], fallback: OpId) -> InsertPoint {
        let mut point = None;
        let mut latest: Option<OpId> = None;
        for &v in values {
            match body.value_def(v) {
                ValueDef::Result(d, _) if body.op_block(d).is_some() => {
                    let later = match latest {
                        Some(l) if body.op_block(l) == body.op_block(d) => body.is_before_in_block(l, d),
                        _ => true,
                    };
                    if later {
                        latest = Some(d);
                        point = Some(InsertPoint::After(d));
                    }
                }
                ValueDef::BlockArg(b, _) if latest.is_none_or(|l| body.op_block(l) != Some(b)) => {
                    latest = None;
                    point = Some(InsertPoint::Start(b));
                }
                _ => {}
            }
        }
        point.unwrap_or(InsertPoint::Before(fallback))
    }

    /// Replaces the results of `op` by `values` (one list per result),
    /// inserting source materializations where the types differ, and
    /// detaches `op`.
    pub(crate) fn replace_op(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        values: &[ValueList],
        converter: Option<Arc<TypeConverter>>,
    ) {
        assert_eq!(
            body.num_results(op),
            values.len(),
            "wrong number of replacement values"
        );
        if self.track_replacements {
            let values = values.iter().flatten().copied().collect();
            self.journal.push(Undo::Replaced(Box::new((op, values))));
        }
        let results: Vec<ValueId> = body.results(op).collect();
        for (r, vals) in results.into_iter().zip(values) {
            let ty = body.value_type(r);
            if vals.len() == 1 && body.value_type(vals[0]) == ty {
                self.rauw(ctx, body, r, vals[0]);
            } else if body.has_uses(r) {
                let at = Self::point_after(body, vals, op);
                let info = MatInfo {
                    kind: MatKind::Source,
                    converter: converter.clone(),
                    original: Some(ty),
                    block_arg: false,
                };
                let cast = self.materialize(ctx, body, at, vals, &[ty], body.op_loc(op), info);
                let c = body.result(cast, 0);
                self.rauw(ctx, body, r, c);
            }
        }
        self.detach(body, op);
    }

    /// Applies `conv` to `block`: a new block with the converted argument
    /// types takes its place, its ops and predecessors; the old arguments
    /// are replaced by the new ones (through source materializations where
    /// the types differ). Returns the new block.
    pub(crate) fn apply_signature_conversion(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        block: BlockId,
        conv: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) -> BlockId {
        // A block an earlier conversion replaced stands for its
        // replacement, which took over all its uses: a branch naming the
        // same block twice (`cf.cond_br %c, ^bb1(%a : index), ^bb1(%b :
        // index)`) converts it once, and its other successor then names the
        // converted block, as in MLIR.
        if body.block_region(block).is_none() {
            if let Some(new) = self.replacement_block(block) {
                let converted = body
                    .block_args(new)
                    .iter()
                    .map(|&a| body.value_type(a))
                    .eq(conv.converted_types().iter().copied());
                if converted {
                    return new;
                }
                return self.apply_signature_conversion(ctx, body, new, conv, converter);
            }
        }
        let region = body.block_region(block).expect("block in a region");
        let old_args: Vec<ValueId> = body.block_args(block).to_vec();
        assert_eq!(
            old_args.len(),
            conv.num_orig_inputs(),
            "signature conversion of another arity"
        );
        let mut locs = vec![ctx.unknown_loc(); conv.converted_types().len()];
        for (j, &a) in old_args.iter().enumerate() {
            if let Some(InputMapping::Inputs { input_no, size }) = conv.input_mapping(j) {
                for l in &mut locs[*input_no..input_no + size] {
                    *l = body.value_loc(a);
                }
            }
        }
        let new = body.create_block();
        for (&t, &l) in conv.converted_types().iter().zip(&locs) {
            body.add_block_arg(new, t, l);
        }
        body.insert_block(region, new, Some(block));
        body.remove_block(block);
        while let Some(o) = body.first_op(block) {
            body.move_op(o, InsertPoint::End(new));
        }
        body.replace_all_block_uses_with(block, new);
        self.journal.push(Undo::BlockSignature { old: block, new });
        let new_args: Vec<ValueId> = body.block_args(new).to_vec();
        let mut point = InsertPoint::Start(new);
        // Inputs materialized through another type come last, each at the
        // start of the block (so the last one's first), as MLIR builds
        // bare-pointer descriptors; the casts of the other arguments go
        // before them when the conversion commits.
        let order = (0..old_args.len())
            .filter(|&j| conv.through(j).is_none())
            .chain((0..old_args.len()).filter(|&j| conv.through(j).is_some()));
        for j in order {
            let a = old_args[j];
            let mut repl: ValueList = match conv.input_mapping(j) {
                None => ValueList::new(),
                Some(InputMapping::Inputs { input_no, size }) => {
                    new_args[*input_no..input_no + size].iter().copied().collect()
                }
                Some(InputMapping::Values(vs)) => vs.clone(),
            };
            let ty = body.value_type(a);
            if let Some(through) = conv.through(j) {
                let direct = repl.len() == 1 && body.value_type(repl[0]) == through;
                if body.has_uses(a) && !repl.is_empty() && !direct {
                    let info = MatInfo {
                        kind: MatKind::Target,
                        converter: converter.clone(),
                        original: Some(ty),
                        block_arg: false,
                    };
                    let at = InsertPoint::Start(new);
                    let cast = self.materialize(ctx, body, at, &repl, &[through], body.value_loc(a), info);
                    point = InsertPoint::After(cast);
                    repl = smallvec::smallvec![body.result(cast, 0)];
                }
            }
            if repl.len() == 1 && body.value_type(repl[0]) == ty {
                self.rauw(ctx, body, a, repl[0]);
            } else if body.has_uses(a) {
                let info = MatInfo {
                    kind: MatKind::Source,
                    converter: converter.clone(),
                    original: Some(ty),
                    // One back from a value materialized through another
                    // type stays after it.
                    block_arg: conv.through(j).is_none(),
                };
                let cast = self.materialize(ctx, body, point, &repl, &[ty], body.value_loc(a), info);
                point = InsertPoint::After(cast);
                let c = body.result(cast, 0);
                self.rauw(ctx, body, a, c);
            }
        }
        new
    }

    /// The block that replaced `block` through signature conversions still
    /// in effect (the last of a chain), if any.
    fn replacement_block(&self, block: BlockId) -> Option<BlockId> {
        let mut found = None;
        let mut cur = block;
        for e in &self.journal {
            if let Undo::BlockSignature { old, new } = e {
                if *old == cur {
                    cur = *new;
                    found = Some(cur);
                }
            }
        }
        found
    }

    /// Converts the argument types of every block of `region` (the entry
    /// block through `entry` if given). Fails without changes if a type
    /// does not convert. Returns the new entry block, if any.
    pub(crate) fn convert_region_types(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        region: RegionId,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, Failed> {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let mut convs = Vec::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            let conv = match (i, entry) {
                (0, Some(c)) => c.clone(),
                _ => converter.convert_block_signature(ctx, body, b).ok_or(Failed)?,
            };
            convs.push(conv);
        }
        let mut entry_block = blocks.first().copied();
        for (i, (b, conv)) in blocks.into_iter().zip(convs).enumerate() {
            if is_identity(body, b, &conv) {
                continue;
            }
            let nb = self.apply_signature_conversion(ctx, body, b, &conv, Some(converter.clone()));
            if i == 0 {
                entry_block = Some(nb);
            }
        }
        Ok(entry_block)
    }

    /// The values an original value currently stands for, oldest first:
    /// the value itself, then the inputs of each source materialization
    /// it is the result of.
    pub(crate) fn mapping_chain(&self, body: &Body, v: ValueId) -> Vec<ValueList> {
        let mut chain: Vec<ValueList> = vec![smallvec::smallvec![v]];
        let mut cur = v;
        while let Some(d) = body.defining_op(cur) {
            match self.mats.get(&d) {
                Some(m) if m.kind == MatKind::Source && !self.ignored.contains(d) => {}
                _ => break,
            }
            let inputs: ValueList = body.operands(d).collect();
            let single = (inputs.len() == 1).then(|| inputs[0]);
            chain.push(inputs);
            match single {
                Some(n) if chain.len() < 64 => cur = n,
                _ => break,
            }
        }
        chain
    }
}

/// Whether `conv` keeps `block`'s arguments as they are.
fn is_identity(body: &Body, block: BlockId, conv: &SignatureConversion) -> bool {
    let args = body.block_args(block);
    conv.converted_types().len() == args.len()
        && args.iter().enumerate().all(|(j, &a)| {
            conv.input_mapping(j) == Some(&InputMapping::Inputs { input_no: j, size: 1 })
                && conv.converted_types()[j] == body.value_type(a)
        })
}

/// The operands of the op being converted, remapped: per original operand,
/// the values it stands for (converted to the pattern's type converter's
/// types when it has one).
#[derive(Clone, Debug, Default)]
pub struct OpAdaptor {
    operands: Vec<ValueList>,
}

impl OpAdaptor {
    pub(crate) fn new(operands: Vec<ValueList>) -> OpAdaptor {
        OpAdaptor { operands }
    }

    /// The number of original operands.
    pub fn len(&self) -> usize {
        self.operands.len()
    }

    /// Whether the op has no operands.
    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }

    /// The values original operand `i` stands for (1:N conversions).
    pub fn values(&self, i: usize) -> &[ValueId] {
        &self.operands[i]
    }

    /// The value original operand `i` stands for, if it is exactly one.
    pub fn operand(&self, i: usize) -> Option<ValueId> {
        match self.operands[i].as_slice() {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// Every operand as one value, if each stands for exactly one.
    pub fn single_operands(&self) -> Option<Vec<ValueId>> {
        (0..self.len()).map(|i| self.operand(i)).collect()
    }

    /// The values of all operands, concatenated.
    pub fn flat_operands(&self) -> Vec<ValueId> {
        self.operands.iter().flatten().copied().collect()
    }

    /// The values of operands `range`, concatenated.
    pub fn flat_range(&self, range: std::ops::Range<usize>) -> Vec<ValueId> {
        self.operands[range].iter().flatten().copied().collect()
    }
}

/// The rewriter a conversion pattern changes the IR through: every change
/// is recorded so that it can be rolled back (MLIR's
/// `ConversionPatternRewriter`).
pub struct ConversionPatternRewriter<'a> {
    /// The context the IR lives in.
    pub ctx: &'a Context,
    body: &'a mut Body,
    state: &'a mut BodyState,
    point: Option<InsertPoint>,
    converter: Option<Arc<TypeConverter>>,
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        state: &'a mut BodyState,
        converter: Option<Arc<TypeConverter>>,
    ) -> Self {
        ConversionPatternRewriter {
            ctx,
            body,
            state,
            point: None,
            converter,
        }
    }

    /// The body being converted, for reading; changes go through the
    /// rewriter.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The discardable attribute `name` of the op owning the body being
    /// converted (the isolated op around the ops the patterns see), as it
    /// was when the body's conversion started.
    pub fn owner_attr(&self, name: &str) -> Option<Attribute> {
        self.ctx.dict_get_str(self.state.owner_attrs?, name)
    }

    /// The type converter of the pattern being applied.
    pub fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }

    /// Inserts new ops before `op`. A pattern starts with the insertion
    /// point before the op it converts.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.point = Some(InsertPoint::Before(op));
    }

    /// Inserts new ops after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(InsertPoint::After(op));
    }

    /// Inserts new ops at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::Start(block));
    }

    /// Inserts new ops at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::End(block));
    }

    /// Where new ops are inserted, if an insertion point is set.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.point
    }

    /// Creates an op at the insertion point (which then follows it).
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        state.populate_default_properties(self.ctx);
        let at = self.point.expect("no insertion point");
        let op = self.state.create(self.body, at, state);
        if let InsertPoint::Start(_) | InsertPoint::After(_) = at {
            self.point = Some(InsertPoint::After(op));
        }
        op
    }

    /// Replaces `op`'s results by `values` (one per result) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let lists: Vec<ValueList> = values.iter().map(|&v| smallvec::smallvec![v]).collect();
        self.replace_op_with_multiple(op, &lists);
    }

    /// Replaces each result of `op` by a list of values (1:N) and erases it.
    pub fn replace_op_with_multiple(&mut self, op: OpId, values: &[ValueList]) {
        self.state
            .replace_op(self.ctx, self.body, op, values, self.converter.clone());
    }

    /// Creates an op from `state` before `op` and replaces `op` by it.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let new = self.state.create(self.body, InsertPoint::Before(op), state);
        let values: Vec<ValueId> = self.body.results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op`. Remaining uses of its results get a materialization
    /// from nothing, which fails the conversion if it stays live.
    pub fn erase_op(&mut self, op: OpId) {
        let n = self.body.num_results(op);
        self.replace_op_with_multiple(op, &vec![ValueList::new(); n]);
    }

    /// Changes `op` in place through `f`. Rolling back restores the op's
    /// operands, successors, attributes and location; `f` must change
    /// nothing else.
    pub fn modify_op_in_place(&mut self, op: OpId, f: impl FnOnce(&mut Body)) {
        let snap = OpSnapshot {
            op,
            operands: self.body.operands(op).collect(),
            successors: self.body.successors(op).collect(),
            props: self.body.op_properties(op),
            attrs: self.body.op_attr_dict(op),
            loc: self.body.op_loc(op),
        };
        let before = snap.operands.clone();
        self.state.journal.push(Undo::Snapshot(Box::new(snap)));
        f(self.body);
        // An operand the pattern set is what MLIR's folders see too.
        for (index, old) in before.into_iter().enumerate() {
            if index >= self.body.num_operands(op) || self.body.operand(op, index) != old {
                self.state.original_operands.remove(&(op, index));
            }
        }
    }

    /// Replaces the uses of `from` by `to`.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        self.state.rauw(self.ctx, self.body, from, to);
    }

    /// Replaces the uses of `from` for which `pred(user, operand index)`
    /// holds by `to` (MLIR's `replaceUsesWithIf`): directly when `to` is
    /// one value of `from`'s type, otherwise through a source
    /// materialization of `to` to `from`'s type, placed after `to`'s
    /// definitions.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: &[ValueId],
        mut pred: impl FnMut(&Body, OpId, usize) -> bool,
    ) {
        let uses: Vec<(OpId, usize)> = self
            .body
            .uses(from)
            .filter(|&(user, index)| pred(self.body, user, index))
            .collect();
        if uses.is_empty() {
            return;
        }
        let ty = self.body.value_type(from);
        let value = match to {
            [v] if self.body.value_type(*v) == ty => *v,
            _ => {
                let anchor = uses[0].0;
                let point = BodyState::point_after(self.body, to, anchor);
                let info = MatInfo {
                    kind: MatKind::Source,
                    converter: self.converter.clone(),
                    original: Some(ty),
                    block_arg: false,
                };
                let loc = self.body.value_loc(from);
                let cast = self
                    .state
                    .materialize(self.ctx, self.body, point, to, &[ty], loc, info);
                self.body.result(cast, 0)
            }
        };
        for (user, index) in uses {
            self.state.journal.push(Undo::SetOperand {
                op: user,
                index: index as u32,
                old: from,
            });
            self.body.set_operand(user, index, value);
        }
    }

    /// Moves `op` to the insertion point.
    pub fn move_op(&mut self, op: OpId) {
        let at = self.point.expect("no insertion point");
        self.state.journal.push(Undo::MovedOp {
            op,
            block: self.body.op_block(op).into(),
            next: self.body.next_op(op).into(),
        });
        self.body.move_op(op, at);
    }

    /// Creates a block with arguments of `types` (at `locs`) in `region`
    /// before `before` (or at the end); the insertion point moves to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        let b = self.body.create_block();
        for (i, &t) in types.iter().enumerate() {
            let loc = locs.get(i).copied().unwrap_or_else(|| self.ctx.unknown_loc());
            self.body.add_block_arg(b, t, loc);
        }
        self.body.insert_block(region, b, before);
        self.state.journal.push(Undo::CreatedBlock(b));
        self.point = Some(InsertPoint::End(b));
        b
    }

    /// Appends an argument to `block`, which the running pattern must have
    /// created (with [`Self::create_block`] or [`Self::split_block`]): rolling
    /// back erases the block with its arguments.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> ValueId {
        self.body.add_block_arg(block, ty, loc)
    }

    /// Creates an empty detached region, for the regions of an op the
    /// pattern then creates (which own it from then on).
    pub fn create_region(&mut self) -> RegionId {
        self.body.create_region()
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block right after, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.body.split_block(block, op);
        self.state.journal.push(Undo::SplitBlock { block, new });
        new
    }

    /// Splits `block` before `op` in time proportional to the shorter
    /// side (see [`Body::split_block_at`]), for ops in long blocks:
    /// returns `(head, tail)`, one of which is `block`; `head` keeps the
    /// ops before `op`, the arguments and the predecessors.
    pub fn split_block_at(&mut self, block: BlockId, op: OpId) -> (BlockId, BlockId) {
        let (head, tail) = self.body.split_block_at(block, op);
        self.state.journal.push(if tail == block {
            Undo::SplitHead { head, tail }
        } else {
            Undo::SplitBlock { block, new: tail }
        });
        (head, tail)
    }

    /// Moves the ops of `src` to `at`, replacing its arguments by
    /// `args`, and erases `src`, which must have no predecessors (MLIR's
    /// `inlineBlockBefore` / `mergeBlocks`).
    pub fn inline_block_before(&mut self, src: BlockId, at: InsertPoint, args: &[ValueId]) {
        let old_args: Vec<ValueId> = self.body.block_args(src).to_vec();
        assert_eq!(
            old_args.len(),
            args.len(),
            "wrong number of block argument replacements"
        );
        for (&a, &v) in old_args.iter().zip(args) {
            self.state.rauw(self.ctx, self.body, a, v);
        }
        let ops: Vec<OpId> = self.body.block_ops(src).collect();
        let mut point = at;
        for &op in &ops {
            self.body.move_op(op, point);
            point = InsertPoint::After(op);
        }
        self.detach_block(src, ops);
    }

    /// Erases `block` and its ops.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for &op in &ops {
            let nested = self.body.collect_post_order(op);
            for &o in &nested {
                self.state.ignored.insert(o);
            }
            self.state.journal.push(Undo::Ignored(Box::new(nested)));
        }
        self.detach_block(block, Vec::new());
    }

    fn detach_block(&mut self, block: BlockId, ops: Vec<OpId>) {
        let region = self.body.block_region(block).expect("block in a region");
        let next = self.body.next_block(block);
        self.body.remove_block(block);
        self.state
            .journal
            .push(Undo::DetachedBlock(Box::new(DetachedBlock {
                block,
                region,
                next,
                ops,
            })));
    }

    /// Exchanges the blocks of regions `a` and `b` of `op` (an in-place
    /// fold's [`FoldEdit::SwapRegions`](strata_ir::FoldEdit::SwapRegions)),
    /// also when `op` is isolated and its regions live in a child body.
    pub fn swap_op_regions(&mut self, op: OpId, a: u32, b: u32) {
        let in_child = self.in_child_body(op, |rw| {
            let regions = rw.body.root_regions().to_vec();
            rw.swap_regions_at(&regions, a, b);
        });
        if in_child.is_none() {
            let regions = self.body.regions_in_body(op).to_vec();
            self.swap_regions_at(&regions, a, b);
        }
    }

    fn swap_regions_at(&mut self, regions: &[RegionId], a: u32, b: u32) {
        if let (Some(&a), Some(&b)) = (regions.get(a as usize), regions.get(b as usize)) {
            self.body.swap_region_blocks(a, b);
            self.state.journal.push(Undo::SwappedRegions { a, b });
        }
    }

    /// Moves the blocks of `src` into `dest` before `before` (or at the end).
    pub fn inline_region_before(&mut self, src: RegionId, dest: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.body.region_blocks(src).collect();
        for b in blocks {
            self.state.journal.push(Undo::MovedBlock {
                block: b,
                region: self.body.block_region(b).into(),
                next: self.body.next_block(b).into(),
            });
            self.body.remove_block(b);
            self.body.insert_block(dest, b, before);
        }
    }

    /// Clones the blocks of `src` to the end of `dest` (MLIR's
    /// `cloneRegionBefore` at the end of a region); the cloned ops are
    /// new ops the conversion legalizes, and rolling back erases them.
    pub fn clone_region_to_end(&mut self, src: RegionId, dest: RegionId) {
        let blocks: Vec<BlockId> = self.body.region_blocks(src).collect();
        let mut map = strata_ir::IrMapping::default();
        self.body.clone_region_into(src, dest, &mut map);
        let clones: Vec<BlockId> = blocks.iter().map(|&b| map.lookup_block(b)).collect();
        for &b in &clones {
            self.state.journal.push(Undo::CreatedBlock(b));
        }
        for &b in &clones {
            let ops: Vec<OpId> = self.body.block_ops(b).collect();
            self.state.journal.extend(ops.into_iter().map(Undo::Created));
        }
    }

    /// Creates an op from `state` at the insertion point that takes over
    /// the regions of `from` (appended to `state.regions`): an isolated
    /// op's body moves as a whole; otherwise new regions receive the
    /// blocks. Used to replace an op by another holding its regions (e.g.
    /// a function op by another function op): the pattern must then erase
    /// or replace `from`, which is left without regions.
    pub fn create_taking_regions(&mut self, mut state: OperationState, from: OpId) -> OpId {
        state.populate_default_properties(self.ctx);
        let at = self.point.expect("no insertion point");
        if self.body.child_body(from).is_some() {
            let child = self.body.take_child_body(from).expect("child body");
            self.body.set_child_body(from, Some(Box::new(Body::new())));
            state.regions = child.root_regions().to_vec();
            state.child = Some(child);
            let op = self.state.create(self.body, at, state);
            self.state.journal.push(Undo::TakenChild { from, to: op });
            if let Some(s) = self.state.children.remove(&from) {
                self.state.children.insert(op, s);
            }
            op
        } else {
            let srcs: Vec<RegionId> = self.body.regions_in_body(from).to_vec();
            let mut dests = Vec::with_capacity(srcs.len());
            for _ in &srcs {
                dests.push(self.body.create_region());
            }
            state.regions.extend(dests.iter().copied());
            let op = self.state.create(self.body, at, state);
            for (s, d) in srcs.into_iter().zip(dests) {
                self.inline_region_before(s, d, None);
            }
            op
        }
    }

    /// Applies a signature conversion to `block` of this body; returns the
    /// block that replaces it.
    pub fn apply_signature_conversion(&mut self, block: BlockId, conv: &SignatureConversion) -> BlockId {
        self.state
            .apply_signature_conversion(self.ctx, self.body, block, conv, self.converter.clone())
    }

    /// Converts the block argument types of region `index` of `op` with
    /// `converter` (the entry block through `entry` if given), also when
    /// `op` is isolated and its regions live in a child body. Fails
    /// without changes if a type does not convert.
    pub fn convert_op_region_types(
        &mut self,
        op: OpId,
        index: usize,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> LogicalResult {
        let in_child = self.in_child_body(op, |rw| {
            let region = *rw.body.root_regions().get(index).ok_or(Failed)?;
            rw.convert_region_types(region, converter, entry).map(|_| ())
        });
        if let Some(result) = in_child {
            return result;
        }
        let region = *self.body.regions_in_body(op).get(index).ok_or(Failed)?;
        self.convert_region_types(region, converter, entry)?;
        Ok(())
    }

    /// Applies `conv` to the entry block of region `index` of `op`, also
    /// when `op` is isolated and its regions live in a child body. Fails
    /// without changes if the region has no block.
    pub fn apply_op_entry_signature_conversion(
        &mut self,
        op: OpId,
        index: usize,
        conv: &SignatureConversion,
    ) -> LogicalResult {
        let in_child = self.in_child_body(op, |rw| {
            let region = *rw.body.root_regions().get(index).ok_or(Failed)?;
            let entry = rw.body.region_entry(region).ok_or(Failed)?;
            rw.apply_signature_conversion(entry, conv);
            Ok(())
        });
        if let Some(result) = in_child {
            return result;
        }
        let region = *self.body.regions_in_body(op).get(index).ok_or(Failed)?;
        let entry = self.body.region_entry(region).ok_or(Failed)?;
        self.apply_signature_conversion(entry, conv);
        Ok(())
    }

    /// Runs `f` with a rewriter on the child body of the isolated op `op`
    /// (where its regions' ops live), its changes recorded with this
    /// conversion's so that they roll back with it: a pattern that
    /// converted `op`'s entry signature adds ops at the entry this way.
    /// `None` if `op` has no child body.
    pub fn in_child_body<R>(
        &mut self,
        op: OpId,
        f: impl FnOnce(&mut ConversionPatternRewriter<'_>) -> R,
    ) -> Option<R> {
        self.body.child_body(op)?;
        let ctx = self.ctx;
        let converter = self.converter.clone();
        let fresh = self.state.for_child();
        let state = self.state.children.entry(op).or_insert(fresh);
        let mark = state.journal.len();
        let child = self.body.child_body_mut(op).expect("child body");
        let mut rw = ConversionPatternRewriter::new(ctx, child, state, converter);
        let r = f(&mut rw);
        self.state.journal.push(Undo::ChildEdit {
            op,
            mark: mark as u32,
        });
        Some(r)
    }

    /// Converts the block argument types of `region` of this body.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, Failed> {
        self.state
            .convert_region_types(self.ctx, self.body, region, converter, entry)
    }

    /// The values `values` stand for at this point of the conversion, of
    /// the types the pattern's type converter gives them (MLIR's
    /// `getRemappedValues`): through a target materialization, placed
    /// after the values or before `anchor`, when no replacement has those
    /// types. A value converting to several is replaced by all of them.
    /// `None` when a type does not convert.
    pub fn get_remapped_values(&mut self, values: &[ValueId], anchor: OpId) -> Option<Vec<ValueId>> {
        let converter = self.converter.clone();
        let mut out = Vec::with_capacity(values.len());
        for &v in values {
            out.extend(
                self.state
                    .remap_value(self.ctx, self.body, v, converter.as_ref(), anchor)?,
            );
        }
        Some(out)
    }

    /// The most recent value `v` stands for.
    pub fn get_remapped_value(&self, v: ValueId) -> ValueList {
        self.state
            .mapping_chain(self.body, v)
            .pop()
            .expect("chain is never empty")
    }
}

/// Drops the operand references of `op` and of the ops nested in it; a
/// region-less op (the common case) needs no walk.
fn drop_nested_references(body: &mut Body, op: OpId) {
    if body.num_regions(op) == 0 && body.child_body(op).is_none() {
        body.drop_op_references(op);
        return;
    }
    for o in body.collect_post_order(op) {
        body.drop_op_references(o);
    }
}
