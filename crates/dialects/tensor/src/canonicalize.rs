//! The canonicalization patterns of the tensor ops without bodies: cast
//! and bitcast chains, casts folded into `empty`, `extract`, `insert`, the
//! slice ops and `collapse_shape`, constant sizes made static (`empty`,
//! slices), sizes casting an inserted source, `dim` of inserts and
//! reshapes, `concat` type inference, and reshape composition.

use strata_dialect_utils::static_value::fold_constant_tensor_sizes;
use strata_ir::{Context, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::fold::{mixed_lists, reshape_parts, Mixed};
use super::{
    BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp,
    FromElementsOp, InsertOp, InsertSliceOp, ParallelInsertSliceOp, ReshapeOp, SplatOp, BITCAST, CAST,
    COLLAPSE_SHAPE, CONCAT, DIM, EMPTY, EXPAND_SHAPE, EXTRACT, EXTRACT_SLICE, INSERT, INSERT_SLICE,
    PARALLEL_INSERT_SLICE,
};
use strata_dialect_utils::matchers::{const_i64, def, def_named};
use strata_dialect_utils::patterns::{add, create, op_ref};
use strata_dialect_utils::reshape::{
    collapsing_groups, composed_output_shape, op_reassociation, reassociation_attr,
};
use strata_dialect_utils::slice::{out_of_bounds, rank_reduction_mask};
use strata_dialect_utils::static_value::{
    fold_first_constant_list, preserves_static, static_list, FoldedLists,
};

/// A `tensor.cast` of `v` to `ty` before `at`, at `loc`.
pub(crate) fn cast_at(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    v: ValueId,
    ty: Type,
) -> ValueId {
    rw.set_insertion_point(at);
    CastOp::build(rw, loc, ty, v).dest(rw)
}

/// A `tensor.cast` of `v` to `ty` before `op`, at its location.
pub(crate) fn cast_before(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId, ty: Type) -> ValueId {
    let loc = rw.body().op_loc(op);
    cast_at(rw, op, loc, v, ty)
}

/// A `tensor.extract_slice` of `source` with `lists`, of type `ty`,
/// before `op`.
pub(crate) fn extract_slice_before(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: ValueId,
    lists: &FoldedLists,
) -> ValueId {
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let [offsets, sizes, strides] = &lists.dynamics;
    let [static_offsets, static_sizes, static_strides] = &lists.statics;
    ExtractSliceOp::build(
        rw,
        loc,
        ty,
        source,
        offsets,
        sizes,
        strides,
        static_offsets,
        static_sizes,
        static_strides,
    )
    .result(rw)
}

/// `tensor.insert_slice` or `tensor.parallel_insert_slice`, which share
/// their operands and patterns.
#[derive(Copy, Clone)]
enum InsertLike {
    Insert(InsertSliceOp),
    Parallel(ParallelInsertSliceOp),
}

impl InsertLike {
    fn of(rw: &PatternRewriter<'_>, op: OpId) -> Option<InsertLike> {
        InsertSliceOp::cast(rw, op)
            .map(InsertLike::Insert)
            .or_else(|| ParallelInsertSliceOp::cast(rw, op).map(InsertLike::Parallel))
    }

    fn source(self, rw: &PatternRewriter<'_>) -> ValueId {
        match self {
            InsertLike::Insert(o) => o.source(rw),
            InsertLike::Parallel(o) => o.source(rw),
        }
    }

    fn dest(self, rw: &PatternRewriter<'_>) -> ValueId {
        match self {
            InsertLike::Insert(o) => o.dest(rw),
            InsertLike::Parallel(o) => o.dest(rw),
        }
    }

    /// Whether the op has a result (`insert_slice`) or none (its
    /// parallel form, whose casts go before its parent).
    fn has_result(self) -> bool {
        matches!(self, InsertLike::Insert(_))
    }

    /// The same kind of op before `op` with new source, destination and
    /// lists (its result of the destination's type); its results.
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        source: ValueId,
        dest: ValueId,
        lists: &FoldedLists,
    ) -> Vec<ValueId> {
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let [offsets, sizes, strides] = &lists.dynamics;
        let [static_offsets, static_sizes, static_strides] = &lists.statics;
        match self {
            InsertLike::Insert(_) => {
                let ty = rw.body().value_type(dest);
                let new = InsertSliceOp::build(
                    rw,
                    loc,
                    ty,
                    source,
                    dest,
                    offsets,
                    sizes,
                    strides,
                    static_offsets,
                    static_sizes,
                    static_strides,
                );
                vec![new.result(rw)]
            }
            InsertLike::Parallel(_) => {
                ParallelInsertSliceOp::build(
                    rw,
                    loc,
                    source,
                    dest,
                    offsets,
                    sizes,
                    strides,
                    static_offsets,
                    static_sizes,
                    static_strides,
                );
                Vec::new()
            }
        }
    }
}

/// The shape of a tensor type: `None` when unranked.
fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.shape(t).map(<[i64]>::to_vec)
}

/// The most static shape compatible with both (MLIR's `joinShapes` on
/// tensor types); `Err` when they conflict. `Ok(None)` is unranked.
#[allow(clippy::result_unit_err)]
fn join(a: Option<Vec<i64>>, b: Option<Vec<i64>>) -> Result<Option<Vec<i64>>, ()> {
    match (a, b) {
        (None, x) | (x, None) => Ok(x),
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return Err(());
            }
            a.iter()
                .zip(&b)
                .map(|(&x, &y)| match (x, y) {
                    (DYNAMIC, y) => Ok(y),
                    (x, DYNAMIC) => Ok(x),
                    (x, y) if x == y => Ok(x),
                    _ => Err(()),
                })
                .collect::<Result<Vec<_>, ()>>()
                .map(Some)
        }
    }
}

/// `cast(cast(x))` is one cast of `x` when the middle type adds no static
/// information the two ends do not already have.
fn chained_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let cast = CastOp(op);
    let Some(inner) = def(o, cast.source(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    let x = inner.source(&o);
    let (src, mid, res) = (
        o.value_type(x),
        o.value_type(inner.dest(&o)),
        o.value_type(cast.dest(&o)),
    );
    if ctx.element_type(src) != ctx.element_type(res) {
        return false;
    }
    let first = join(shape_of(ctx, src), shape_of(ctx, mid)).and_then(|j| join(j, shape_of(ctx, res)));
    let direct = join(shape_of(ctx, src), shape_of(ctx, res));
    match (first, direct) {
        (Ok(a), Ok(b)) if a == b => {}
        _ => return false,
    }
    let v = cast_before(rw, op, x, res);
    rw.replace_op(op, &[v]);
    true
}

/// `cast(empty)` to a type at least as static is an `empty` of that type.
fn cast_of_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let cast = CastOp(op);
    let Some(empty) = def(o, cast.source(&o)).and_then(EmptyOp::from_ref) else {
        return false;
    };
    let res = o.value_type(cast.dest(&o));
    let (Some(from), Some(to)) = (ctx.shape(o.value_type(empty.result(&o))), ctx.shape(res)) else {
        return false;
    };
    if from.len() != to.len() || from.iter().zip(to).any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC) {
        return false;
    }
    let mut sizes = empty.dynamic_sizes(&o);
    let mut kept = Vec::new();
    for (&a, &b) in from.iter().zip(to) {
        if a == DYNAMIC {
            let Some(v) = sizes.next() else { return false };
            if b == DYNAMIC {
                kept.push(v);
            }
        }
    }
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = EmptyOp::build(rw, loc, res, &kept).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// `extract(cast(x))` reads `x` when `x` is ranked.
fn extract_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(cast) = def(o, ExtractOp(op).tensor(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    let x = cast.source(&o);
    if !matches!(rw.ctx.type_kind(o.value_type(x)), TypeKind::RankedTensor { .. }) {
        return false;
    }
    // The tensor is operand 0.
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
    true
}

/// `empty(%c4, %n) : tensor<?x?xT>` with `%c4` a non-negative constant
/// becomes `empty(%n) : tensor<4x?xT>` and a cast back to the old type.
fn empty_const_sizes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let empty = EmptyOp(op);
    let ty = o.value_type(empty.result(&o));
    let sizes: Vec<ValueId> = empty.dynamic_sizes(&o).collect();
    let Some((new_ty, kept)) = fold_constant_tensor_sizes(o.body, ctx, ty, &sizes) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = EmptyOp::build(rw, loc, new_ty, &kept).result(rw);
    let c = cast_before(rw, op, v, ty);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn cast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        CAST.name,
        &[
            ("(anonymous namespace)::ChainedTensorCast", 1, chained_cast),
            (
                "(anonymous namespace)::TensorCastExtractSlice",
                1,
                cast_of_extract_slice,
            ),
            (
                "(anonymous namespace)::FoldEmptyTensorWithCastOp",
                1,
                cast_of_empty,
            ),
        ],
    );
}

pub(crate) fn extract(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXTRACT.name,
        &[
            ("(anonymous namespace)::ExtractFromTensorCast", 1, extract_of_cast),
            (
                "(anonymous namespace)::ExtractFromTensorGenerate",
                1,
                super::region_canonicalize::extract_from_generate,
            ),
            (
                "(anonymous namespace)::ExtractElementFromIndexCast",
                1,
                extract_of_index_cast,
            ),
        ],
    );
}

pub(crate) fn empty(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EMPTY.name,
        &[(
            "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims",
            1,
            empty_const_sizes,
        )],
    );
}

/// The tensor type of a slice with static `sizes` reduced to `rank` by
/// dropping unit dimensions, with the element type and encoding of `like`
/// (MLIR's `inferCanonicalRankReducedResultType`); which unit dimensions
/// are dropped does not change the type.
pub(super) fn slice_type(ctx: &Context, like: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let mut drop = sizes.len().checked_sub(rank)?;
    if sizes.iter().filter(|&&s| s == 1).count() < drop {
        return None;
    }
    let shape: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&s| {
            if s == 1 && drop > 0 {
                drop -= 1;
                return false;
            }
            true
        })
        .collect();
    let encoding = match ctx.type_kind(like) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element: ctx.element_type(like)?,
        encoding,
    }))
}

/// `tensor.extract_slice` with constant offsets, sizes or strides: the
/// static form, cast back to the old result type when it changes; one
/// list at a time, while the slice stays in bounds of its source. A
/// rank-reducing slice is rewritten only when its unit sizes are exactly
/// the dropped dimensions.
fn extract_slice_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let slice = ExtractSliceOp(op);
    let Some(lists) = fold_first_constant_list(o, 1) else {
        return false;
    };
    let source = slice.source(&o);
    if !lists.in_bounds(ctx, o.value_type(source)) {
        return false;
    }
    let old = o.value_type(slice.result(&o));
    let Some(old_shape) = ctx.shape(old) else {
        return false;
    };
    let Some(new_ty) = slice_type(ctx, old, &lists.statics[1], old_shape.len()) else {
        return false;
    };
    let mut v = extract_slice_before(rw, op, new_ty, source, &lists);
    if new_ty != old {
        v = cast_before(rw, op, v, old);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.insert_slice` and `tensor.parallel_insert_slice` with constant
/// offsets, sizes or strides: the static form (the result type does not
/// change), one list at a time while the slice stays in bounds of the
/// destination; the source is cast to the more static type the sizes give it.
/// The cast of a `parallel_insert_slice` goes before its
/// `scf.forall.in_parallel` parent, which holds only combining ops.
fn insert_slice_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(insert) = InsertLike::of(rw, op) else {
        return false;
    };
    let Some(lists) = fold_first_constant_list(o, 2) else {
        return false;
    };
    let (mut source, dest) = (insert.source(rw), insert.dest(rw));
    if !lists.in_bounds(ctx, o.value_type(dest)) {
        return false;
    }
    let src_ty = o.value_type(source);
    let Some(rank) = ctx.shape(src_ty).map(<[i64]>::len) else {
        return false;
    };
    let Some(new_src_ty) = slice_type(ctx, src_ty, &lists.statics[1], rank) else {
        return false;
    };
    if new_src_ty != src_ty {
        let at = if insert.has_result() {
            op
        } else {
            match rw.body().parent_op(op) {
                Some(p) => p,
                None => return false,
            }
        };
        let loc = rw.body().op_loc(op);
        source = cast_at(rw, at, loc, source, new_src_ty);
    }
    let values = insert.rebuild(rw, op, source, dest, &lists);
    rw.replace_op(op, &values);
    true
}

pub(crate) fn extract_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXTRACT_SLICE.name,
        &[
            (
                "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>",
                1,
                extract_slice_const_args,
            ),
            ("(anonymous namespace)::ExtractSliceOpCastFolder", 1, extract_slice_of_cast),
        ],
    );
}

pub(crate) fn insert_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        INSERT_SLICE.name,
        &[
            (
                "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>",
                1,
                insert_slice_const_args,
            ),
            (
                "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>",
                1,
                insert_slice_of_cast,
            ),
            (
                "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>",
                1,
                insert_slice_source_cast,
            ),
        ],
    );
}

pub(crate) fn parallel_insert_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PARALLEL_INSERT_SLICE.name,
        &[
            ("(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::ParallelInsertSliceOp>", 1, insert_slice_const_args),
            ("(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::ParallelInsertSliceOp>", 1, insert_slice_of_cast),
            ("(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::ParallelInsertSliceOp>", 1, insert_slice_source_cast),
        ],
    );
}

/// The source of a `tensor.cast` defining `v` that is at least as static
/// as its result, so that consumers may read it instead (MLIR's
/// `canFoldIntoConsumerOp`).
fn foldable_cast_source(o: OpRef<'_>, v: ValueId) -> Option<ValueId> {
    let cast = def(o, v).and_then(CastOp::from_ref)?;
    let source = cast.source(&o);
    preserves_static(o.ctx, o.value_type(cast.dest(&o)), o.value_type(source)).then_some(source)
}

/// Whether a slice of static `offsets`, `sizes` and `strides` stays inside
/// `shape` where that is known (MLIR's `verifyInBoundsSlice`).
fn in_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    out_of_bounds(shape, offsets, sizes, strides).is_none()
}

/// Whether any operand of `o` is a constant index.
fn any_constant_operand(o: OpRef<'_>) -> bool {
    o.operands().any(|v| {
        let ctx = o.ctx;
        ctx.is_index(o.value_type(v)) && const_i64(o.ctx, o.body, v).is_some()
    })
}

/// Mixed lists as static lists and dynamic operands.
fn split_mixed(lists: &[Vec<Mixed>; 3]) -> FoldedLists {
    let mut statics: [Vec<i64>; 3] = Default::default();
    let mut dynamics: [Vec<ValueId>; 3] = Default::default();
    for (k, list) in lists.iter().enumerate() {
        for m in list {
            match *m {
                Mixed::Const(c) => statics[k].push(c),
                Mixed::Dyn(v) => {
                    statics[k].push(DYNAMIC);
                    dynamics[k].push(v);
                }
            }
        }
    }
    FoldedLists { statics, dynamics }
}

/// `extract_slice(cast(x))` slices `x` when the cast only loses static
/// information and the slice stays in bounds of `x` (MLIR's
/// `ExtractSliceOpCastFolder`).
fn extract_slice_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if any_constant_operand(o) {
        return false;
    }
    let Some(x) = foldable_cast_source(o, ExtractSliceOp(op).source(&o)) else {
        return false;
    };
    let Some(shape) = rw.ctx.shape(o.value_type(x)) else {
        return false;
    };
    let lists = [
        static_list(o, "static_offsets"),
        static_list(o, "static_sizes"),
        static_list(o, "static_strides"),
    ];
    if !in_bounds(shape, &lists[0], &lists[1], &lists[2]) {
        return false;
    }
    // The source is operand 0.
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
    true
}

/// MLIR's `computeRankReductionMask` with dynamic sizes matching anything
/// but a unit size: which dimensions of `original` are dropped to give
/// `reduced`.
fn rank_reduction_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size != 1 && (reduced[r] == DYNAMIC || size == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        if size != 1 {
            return None;
        }
        dropped[i] = true;
    }
    (r == reduced.len()).then_some(dropped)
}

/// `insert_slice` and `parallel_insert_slice` of a cast source or into a
/// cast destination that only lose static information use the cast
/// sources; the static sizes of the source replace the sizes, and the
/// result is cast back (MLIR's `InsertSliceOpCastFolder`).
fn insert_slice_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    if any_constant_operand(o) {
        return false;
    }
    let Some(insert) = InsertLike::of(rw, op) else {
        return false;
    };
    let (old_src, old_dest) = (insert.source(rw), insert.dest(rw));
    let src_cast = foldable_cast_source(o, old_src);
    let dst_cast = foldable_cast_source(o, old_dest);
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let src = src_cast.unwrap_or(old_src);
    let dst = dst_cast.unwrap_or(old_dest);
    let (src_ty, dst_ty) = (o.value_type(src), o.value_type(dst));
    let (Some(src_shape), Some(dst_shape)) = (ctx.shape(src_ty), ctx.shape(dst_ty)) else {
        return false;
    };
    let Some(mut lists) = mixed_lists(o) else {
        return false;
    };
    let static_sizes = static_list(o, "static_sizes");
    let Some(dropped) = rank_reduction_dynamic(&static_sizes, src_shape) else {
        return false;
    };
    let mut r = 0;
    for (i, &d) in dropped.iter().enumerate() {
        if d {
            continue;
        }
        if src_shape[r] != DYNAMIC {
            lists[1][i] = Mixed::Const(src_shape[r]);
        }
        r += 1;
    }
    let folded = split_mixed(&lists);
    let [offsets, sizes, strides] = &folded.statics;
    if rank_reduction_mask(sizes, src_shape).is_none() || !in_bounds(dst_shape, offsets, sizes, strides) {
        return false;
    }
    let old_dest_ty = o.value_type(old_dest);
    let mut values = insert.rebuild(rw, op, src, dst, &folded);
    if let Some(v) = values.first_mut() {
        if dst_ty != old_dest_ty {
            *v = cast_before(rw, op, *v, old_dest_ty);
        }
    }
    rw.replace_op(op, &values);
    true
}

/// `insert_slice` and `parallel_insert_slice` (not rank-altering) whose
/// constant sizes are more static than the source type cast the source to
/// that type first (MLIR's `InsertSliceOpSourceCastInserter`).
fn insert_slice_source_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(insert) = InsertLike::of(rw, op) else {
        return false;
    };
    let source = insert.source(rw);
    let src_ty = o.value_type(source);
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(src_ty).clone()
    else {
        return false;
    };
    if ctx.shape(o.value_type(insert.dest(rw))).map(<[i64]>::len) != Some(shape.len()) {
        return false;
    }
    // Only static sizes: constant size operands are left only where making
    // them static would leave the destination's bounds, and casting the
    // source to them would not verify.
    let mut new_shape = shape.to_vec();
    for (d, &c) in new_shape.iter_mut().zip(&static_list(o, "static_sizes")) {
        if c != DYNAMIC {
            if c < 0 {
                return false;
            }
            *d = c;
        }
    }
    let compatible = shape
        .iter()
        .zip(&new_shape)
        .all(|(&a, &b)| a == DYNAMIC || a == b);
    if new_shape[..] == shape[..] || !compatible {
        return false;
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding,
    });
    let at = if insert.has_result() {
        op
    } else {
        match rw.body().parent_op(op) {
            Some(p) => p,
            None => return false,
        }
    };
    let loc = rw.body().op_loc(op);
    let c = cast_at(rw, at, loc, source, new_ty);
    // The source is operand 0.
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, c));
    true
}

/// `tensor.dim` of a result of a destination-style op (`tensor.insert`,
/// `tensor.insert_slice`, linalg's structured ops) is the dim of the
/// destination tied to it (MLIR's `DimOfDestStyleOp`).
fn dim_of_dest_style(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let source = DimOp(op).source(&o);
    let Some(src) = def(o, source) else {
        return false;
    };
    let dest = if let Some(insert) = InsertOp::from_ref(src) {
        insert.dest(&o)
    } else if let Some(insert) = InsertSliceOp::from_ref(src) {
        insert.dest(&o)
    } else {
        let dps = src.def().and_then(|d| {
            d.interfaces
                .get::<strata_ir::bufferization::DestinationStyleOpInterface>()
        });
        let strata_ir::ValueDef::Result(_, r) = o.body.value_def(source) else {
            return false;
        };
        match dps.and_then(|dps| (dps.inits)(src).nth(r as usize)) {
            Some(i) => src.operand(i),
            None => return false,
        }
    };
    // The source is operand 0.
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, dest));
    true
}

/// `tensor.dim` of a `tensor.reshape` reads the shape operand, cast to
/// `index` (MLIR's `DimOfReshapeOp`).
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let dim = DimOp(op);
    let Some(reshape) = def(o, dim.source(&o)).and_then(ReshapeOp::from_ref) else {
        return false;
    };
    let shape = reshape.shape(&o);
    let Some(elt) = ctx.element_type(o.value_type(shape)) else {
        return false;
    };
    let index = dim.index(&o);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_after(op);
    let mut v = ExtractOp::build(rw, loc, shape, &[index]).result(rw);
    if !ctx.is_index(elt) {
        let mut st = strata_ir::OperationState::new(ctx.op_name("arith.index_cast"), loc);
        st.operands = vec![v];
        st.result_types = vec![ctx.index_type()];
        let cast = rw.create(st);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn dim(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        DIM.name,
        &[
            ("(anonymous namespace)::DimOfDestStyleOp", 1, dim_of_dest_style),
            ("(anonymous namespace)::DimOfReshapeOp", 1, dim_of_reshape),
            ("(anonymous namespace)::FoldEmptyTensorWithDimOp", 1, dim_of_empty),
        ],
    );
}

/// `tensor.dim` of a dynamic dimension of a `tensor.empty` is the size
/// operand the empty op has for it (MLIR's `FoldEmptyTensorWithDimOp`).
fn dim_of_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let dim = DimOp(op);
    let source = dim.source(&o);
    let Some(empty) = def(o, source).and_then(EmptyOp::from_ref) else {
        return false;
    };
    let Some(index) = strata_dialect_utils::matchers::const_i64(o.ctx, o.body, dim.index(&o)) else {
        return false;
    };
    let shape = o.ctx.shape(o.value_type(source)).unwrap_or(&[]).to_vec();
    let sizes = empty.dynamic_sizes(&o).to_vec();
    let Some(v) = usize::try_from(index)
        .ok()
        .filter(|&i| i < shape.len())
        .and_then(|i| strata_dialect_utils::static_value::dynamic_size(&shape, i, &sizes))
    else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

/// `bitcast(bitcast(x))` is one bitcast of `x` (MLIR's
/// `ChainedTensorBitcast`).
fn chained_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let bitcast = BitcastOp(op);
    let Some(inner) = def(o, bitcast.source(&o)).and_then(BitcastOp::from_ref) else {
        return false;
    };
    let x = inner.source(&o);
    let res = o.value_type(bitcast.dest(&o));
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = BitcastOp::build(rw, loc, res, x).dest(rw);
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn bitcast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        BITCAST.name,
        &[("(anonymous namespace)::ChainedTensorBitcast", 1, chained_bitcast)],
    );
}

/// The result type MLIR's `ConcatOp::inferResultType` gives inputs of
/// `types` concatenated along `dim`: each other dimension takes the first
/// static size, the concatenated one the sum of static sizes.
fn concat_type(ctx: &Context, dim: usize, types: &[Type]) -> Option<Type> {
    let first = *types.first()?;
    let rank = ctx.shape(first)?.len();
    let mut shape = vec![DYNAMIC; rank];
    let mut sum: Option<i64> = Some(0);
    for &t in types {
        let s = ctx.shape(t)?;
        if s.len() != rank || dim >= rank {
            return None;
        }
        for (d, &size) in s.iter().enumerate() {
            if d != dim && shape[d] == DYNAMIC {
                shape[d] = size;
            }
        }
        sum = match (sum, s[dim]) {
            (Some(acc), size) if size != DYNAMIC => acc.checked_add(size),
            _ => None,
        };
    }
    shape[dim] = sum.unwrap_or(DYNAMIC);
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element: ctx.element_type(first)?,
        encoding: None,
    }))
}

fn concat_dim(o: OpRef<'_>) -> Option<usize> {
    let a = ConcatOp(o.id).dim(&o)?;
    usize::try_from(o.ctx.integer_attr_value(a)?.sext_i64()).ok()
}

/// `concat` of one input is a cast of it (MLIR's `SingleInputConcatOp`).
fn single_input_concat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let concat = ConcatOp(op);
    let mut inputs = concat.inputs(rw);
    let (Some(x), None) = (inputs.next(), inputs.next()) else {
        return false;
    };
    let res = rw.body().value_type(concat.result(rw));
    let v = cast_before(rw, op, x, res);
    rw.replace_op(op, &[v]);
    true
}

/// Inputs of `concat` less static than the other inputs imply in the
/// dimensions not concatenated are cast to the more static type (MLIR's
/// `InferConcatOperandTypes`).
fn concat_operand_types(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(dim) = concat_dim(o) else {
        return false;
    };
    let inputs = ConcatOp(op).inputs(&o);
    let first = inputs.range().start;
    let types: Vec<Type> = inputs.map(|v| o.value_type(v)).collect();
    let Some(inferred) = concat_type(ctx, dim, &types) else {
        return false;
    };
    let Some(mut shape) = shape_of(ctx, inferred) else {
        return false;
    };
    let Some(element) = ctx.element_type(inferred) else {
        return false;
    };
    let mut casts = Vec::new();
    for (i, &t) in types.iter().enumerate() {
        let Some(s) = ctx.shape(t) else { return false };
        shape[dim] = s[dim];
        let want = ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone().into(),
            element,
            encoding: None,
        });
        if !preserves_static(ctx, want, t) {
            casts.push((i, want));
        }
    }
    if casts.is_empty() {
        return false;
    }
    for (i, want) in casts {
        let x = rw.body().operand(op, first + i);
        let c = cast_before(rw, op, x, want);
        rw.modify_op_in_place(op, |b| b.set_operand(op, first + i, c));
    }
    true
}

/// A `concat` whose inputs imply a more static result type produces that
/// type and casts it back (MLIR's `InferConcatResultType`).
fn concat_result_type(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(dim) = concat_dim(o) else {
        return false;
    };
    let concat = ConcatOp(op);
    let inputs = concat.inputs(&o).to_vec();
    let types: Vec<Type> = inputs.iter().map(|&v| o.value_type(v)).collect();
    let res = o.value_type(concat.result(&o));
    let Some(inferred) = concat_type(ctx, dim, &types) else {
        return false;
    };
    if preserves_static(ctx, inferred, res) {
        return false;
    }
    let Some(dim_attr) = concat.dim(&o) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = ConcatOp::build(rw, loc, inferred, &inputs, dim_attr).result(rw);
    let c = cast_before(rw, op, v, res);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn concat(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        CONCAT.name,
        &[
            (
                "(anonymous namespace)::SingleInputConcatOp",
                1,
                single_input_concat,
            ),
            (
                "(anonymous namespace)::InferConcatOperandTypes",
                1,
                concat_operand_types,
            ),
            (
                "(anonymous namespace)::InferConcatResultType",
                1,
                concat_result_type,
            ),
        ],
    );
}

/// `extract(arith.index_cast(t))` casts the extracted element (MLIR's
/// `ExtractElementFromIndexCast`).
fn extract_of_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let extract = ExtractOp(op);
    let Some(cast) = def_named(o, extract.tensor(&o), "arith.index_cast") else {
        return false;
    };
    let t = cast.operand(0);
    if ctx.element_type(o.value_type(t)).is_none() {
        return false;
    }
    let indices = extract.indices(&o).to_vec();
    let res = o.value_type(extract.result(&o));
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = ExtractOp::build(rw, loc, t, &indices).result(rw);
    let new = create(rw, op, "arith.index_cast", &[v], &[res], &[]);
    let c = rw.body().result(new, 0);
    rw.replace_op(op, &[c]);
    true
}

/// Whether `ty` is a ranked tensor with a static shape.
fn is_static(ctx: &Context, ty: Type) -> bool {
    ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

/// `expand_shape` or `collapse_shape` of a `tensor.splat` to a static
/// shape is a splat (MLIR's `FoldReshapeWithSplat`); of a
/// `from_elements`, the same elements in the new shape (MLIR's
/// `FoldReshapeWithFromElements`).
fn reshape_of_creation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some((src, result, _)) = reshape_parts(o) else {
        return false;
    };
    let res = o.value_type(result);
    if !is_static(rw.ctx, res) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let v = if let Some(splat) = def(o, src).and_then(SplatOp::from_ref) {
        if !is_static(rw.ctx, o.value_type(splat.aggregate(&o))) {
            return false;
        }
        let input = splat.input(&o);
        rw.set_insertion_point(op);
        SplatOp::build(rw, loc, res, input, &[]).aggregate(rw)
    } else if let Some(from) = def(o, src).and_then(FromElementsOp::from_ref) {
        let elements = from.elements(&o).to_vec();
        rw.set_insertion_point(op);
        FromElementsOp::build(rw, loc, res, &elements).result(rw)
    } else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

/// `collapse(collapse(x))` and `expand(expand(x))` are one reshape with
/// the composed reassociation; the outer expand keeps its output shape
/// (MLIR's `ComposeReassociativeReshapeOps`).
fn compose_reshapes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some((src, _, expand)) = reshape_parts(o) else {
        return false;
    };
    let Some((inner, (x, _, inner_expand))) = def(o, src).and_then(|d| Some((d, reshape_parts(d)?))) else {
        return false;
    };
    if inner_expand != expand {
        return false;
    }
    let (Some(outer_groups), Some(inner_groups)) = (op_reassociation(o), op_reassociation(inner)) else {
        return false;
    };
    // For a collapse the outer groups index the inner result; for an
    // expand the inner groups index the outer result.
    let (coarse, fine) = if !expand {
        (&outer_groups, &inner_groups)
    } else {
        (&inner_groups, &outer_groups)
    };
    let mut composed: Vec<Vec<i64>> = Vec::with_capacity(coarse.len());
    for g in coarse {
        let mut merged = Vec::new();
        for &i in g {
            let Some(part) = usize::try_from(i).ok().and_then(|i| fine.get(i)) else {
                return false;
            };
            merged.extend_from_slice(part);
        }
        composed.push(merged);
    }
    let attr = ctx.array_attr(
        &composed
            .iter()
            .map(|g| {
                ctx.array_attr(
                    &g.iter()
                        .map(|&i| ctx.integer_attr(ctx.i64(), i))
                        .collect::<Vec<_>>(),
                )
            })
            .collect::<Vec<_>>(),
    );
    rw.modify_op_in_place(op, |b| {
        // The source is operand 0.
        b.set_operand(op, 0, x);
        let base = b.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
        b.set_op_properties(
            op,
            Some(ctx.dict_with(base, ctx.ident("reassociation"), Some(attr))),
        );
    });
    true
}

/// A ranked tensor type of `shape` and `element`, without encoding.
fn plain_tensor(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element,
        encoding: None,
    })
}

/// `expand_shape(cast(x))` of a cast that only loses static information,
/// with constant output sizes in groups whose size in `x` is static: those
/// sizes become static, the source is cast to the sizes' products and the
/// more static result cast back (MLIR's `ConvertToStaticExpandShape`).
fn static_expand_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let expand = ExpandShapeOp(op);
    let src = expand.src(&o);
    let Some(x) = foldable_cast_source(o, src) else {
        return false;
    };
    let (Some(x_shape), Some(gs)) = (shape_of(ctx, o.value_type(x)), op_reassociation(o)) else {
        return false;
    };
    let res = o.value_type(expand.result(&o));
    let (Some(mut out_shape), Some(element)) = (shape_of(ctx, res), ctx.element_type(res)) else {
        return false;
    };
    let mut operands = expand.output_shape(&o);
    let (mut kept, mut total) = (Vec::new(), 0);
    for (input, g) in gs.iter().enumerate() {
        for &d in g {
            let Some(size) = usize::try_from(d).ok().and_then(|d| out_shape.get_mut(d)) else {
                return false;
            };
            if *size != DYNAMIC {
                continue;
            }
            let Some(v) = operands.next() else { return false };
            total += 1;
            if x_shape.get(input).is_none_or(|&s| s == DYNAMIC) {
                kept.push(v);
                continue;
            }
            match const_i64(o.ctx, o.body, v).filter(|&c| c >= 0) {
                Some(c) => *size = c,
                None => kept.push(v),
            }
        }
    }
    if kept.len() == total {
        return false;
    }
    let mut in_shape = Vec::with_capacity(gs.len());
    for g in &gs {
        let mut product = Some(1i64);
        for &d in g {
            let size = out_shape[d as usize];
            product = product
                .filter(|_| size != DYNAMIC)
                .and_then(|p| p.checked_mul(size));
            if size == DYNAMIC {
                break;
            }
        }
        in_shape.push(product.unwrap_or(DYNAMIC));
    }
    let in_ty = plain_tensor(ctx, in_shape, element);
    let out_ty = plain_tensor(ctx, out_shape.clone(), element);
    let cast = cast_before(rw, op, src, in_ty);
    let v = new_expand(rw, op, cast, out_ty, &gs, &out_shape, &kept);
    let back = cast_before(rw, op, v, res);
    rw.replace_op(op, &[back]);
    true
}

pub(crate) fn expand_shape(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXPAND_SHAPE.name,
        &[
            ("mlir::ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>", 1, compose_reshapes),
            ("mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>", 1, expand_of_collapse),
            ("(anonymous namespace)::ConvertToStaticExpandShape", 1, static_expand_shape),
            ("(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>", 1, reshape_of_creation),
        ],
    );
}

pub(crate) fn collapse_shape(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        COLLAPSE_SHAPE.name,
        &[
            ("mlir::ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>", 1, compose_reshapes),
            ("mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>", 1, collapse_of_expand),
            ("(anonymous namespace)::FoldCollapseOfCastOp", 1, collapse_of_cast),
            ("(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>", 1, reshape_of_creation),
        ],
    );
}

/// `tensor.insert` into a cast that only loses static information inserts
/// into the cast source and casts the result back (MLIR's dialect-wide
/// `FoldTensorCastProducerOp` on the destination-style ops of the
/// dialect other than `insert_slice`).
fn insert_into_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let insert = InsertOp(op);
    let Some(x) = foldable_cast_source(o, insert.dest(&o)) else {
        return false;
    };
    let old = o.value_type(insert.result(&o));
    let new_ty = o.value_type(x);
    let (scalar, indices) = (insert.scalar(&o), insert.indices(&o).to_vec());
    let body = rw.body();
    let (loc, properties, attrs) = (body.op_loc(op), body.op_properties(op), body.op_attr_dict(op));
    rw.set_insertion_point(op);
    let new = InsertOp::build(rw, loc, scalar, x, &indices);
    let new_op = new.op();
    // The op's own properties and attributes carry over.
    if properties != rw.body().op_properties(new_op) || attrs.is_some() {
        rw.modify_op_in_place(new_op, |b| {
            b.set_op_properties(new_op, properties);
            b.set_op_attr_dict(new_op, attrs);
        });
    }
    let mut v = new.result(rw);
    if new_ty != old {
        v = cast_before(rw, op, v, old);
    }
    rw.replace_op(op, &[v]);
    true
}

/// The dialect-wide patterns: casts folded into destination-style ops.
pub(crate) fn dialect(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    strata_dialect_utils::patterns::add_any(out, &[("FoldTensorCastProducerOp", 1, dest_style_of_cast)]);
}

/// A destination-style op reading casts that only lose static information
/// reads their sources instead; its results take the types of its new
/// inits and are cast back for their users (MLIR's
/// `FoldTensorCastProducerOp`). Loops and relayout ops (whose region or
/// attributes depend on the types) and `insert_slice` have their own
/// patterns.
fn dest_style_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    use strata_ir::bufferization::{is_tensor, DestinationStyleOpInterface, RelayoutOpInterface};
    let ctx = rw.ctx;
    let o = op_ref(rw, op);
    let Some(d) = o.def() else {
        return false;
    };
    let Some(dps) = d.interfaces.get::<DestinationStyleOpInterface>() else {
        return false;
    };
    if d.interfaces.get::<RelayoutOpInterface>().is_some()
        || d.interfaces
            .get::<strata_ir::interfaces::LoopLikeOpInterface>()
            .is_some()
        || InsertSliceOp::from_ref(o).is_some()
    {
        return false;
    }
    let operands: Vec<ValueId> = o
        .operands()
        .map(|v| foldable_cast_source(o, v).unwrap_or(v))
        .collect();
    if operands.iter().zip(o.operands()).all(|(&a, b)| a == b) {
        return false;
    }
    let mut result_types: Vec<Type> = o.results().map(|r| o.value_type(r)).collect();
    let new_init_types = (dps.inits)(o)
        .filter_map(|i| operands.get(i))
        .map(|&v| o.value_type(v))
        .filter(|&t| !matches!(ctx.type_kind(t), TypeKind::MemRef { .. }));
    for (slot, t) in result_types.iter_mut().zip(new_init_types) {
        *slot = t;
    }
    let old_types: Vec<Type> = o.results().map(|r| o.value_type(r)).collect();
    rw.set_insertion_point(op);
    let new = rw.clone_op(op, &mut strata_ir::IrMapping::default());
    let new_results: Vec<ValueId> = rw.body().results(new).collect();
    rw.modify_op_in_place(new, |b| {
        for (i, &v) in operands.iter().enumerate() {
            b.set_operand(new, i, v);
        }
        for (&r, &t) in new_results.iter().zip(&result_types) {
            b.set_value_type(r, t);
        }
    });
    let replacements: Vec<ValueId> = new_results
        .iter()
        .zip(&old_types)
        .map(|(&r, &old)| {
            if rw.body().value_type(r) != old && is_tensor(ctx, old) {
                cast_before(rw, op, r, old)
            } else {
                r
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

pub(crate) fn insert(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        INSERT.name,
        &[("FoldTensorCastProducerOp", 1, insert_into_cast)],
    );
}

/// Builds a `tensor.collapse_shape` of `src` to `res` before `op`.
fn new_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    res: Type,
    groups: &[Vec<i64>],
) -> ValueId {
    let attr = reassociation_attr(rw.ctx, groups);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    CollapseShapeOp::build(rw, loc, res, src, attr).result(rw)
}

/// Builds a `tensor.expand_shape` of `src` to `res` before `op` with the
/// output shape `statics` (dynamic entries taken from `dynamic`).
fn new_expand(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    res: Type,
    groups: &[Vec<i64>],
    statics: &[i64],
    dynamic: &[ValueId],
) -> ValueId {
    let attr = reassociation_attr(rw.ctx, groups);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    ExpandShapeOp::build(rw, loc, res, src, dynamic, attr, statics).result(rw)
}

/// `collapse(expand(x))`: when the groups of the higher-rank side cover
/// those of the lower-rank side, one collapse or expand of `x` (its output
/// sizes the products of the old output sizes of each collapsed group,
/// multiplied with `arith.muli` where they are values), or a cast when the
/// ranks agree (MLIR's `ComposeCollapseOfExpandOp`).
fn collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let collapse = CollapseShapeOp(op);
    let Some(expand) = def(o, collapse.src(&o)).filter(|d| ExpandShapeOp::isa(d, d.id)) else {
        return false;
    };
    let x = ExpandShapeOp(expand.id).src(&o);
    let (src_ty, res) = (o.value_type(x), o.value_type(collapse.result(&o)));
    if src_ty == res {
        return false;
    }
    let (Some(src_rank), Some(res_shape)) = (ctx.shape(src_ty).map(<[i64]>::len), shape_of(ctx, res)) else {
        return false;
    };
    let (Some(expand_groups), Some(collapse_groups)) = (op_reassociation(expand), op_reassociation(o)) else {
        return false;
    };
    let (higher, lower) = if src_rank > res_shape.len() {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let mut next = 0;
    let mut composed: Vec<Vec<i64>> = Vec::with_capacity(lower.len());
    for l in lower {
        let Some(&last) = l.last() else { return false };
        let mut indices = Vec::new();
        while next < higher.len() {
            let Some(&right) = higher[next].last() else {
                return false;
            };
            if right > last {
                return false;
            }
            indices.push(next as i64);
            next += 1;
            if right == last {
                break;
            }
        }
        composed.push(indices);
    }
    let v = match src_rank.cmp(&res_shape.len()) {
        std::cmp::Ordering::Greater => new_collapse(rw, op, x, res, &composed),
        std::cmp::Ordering::Less => {
            let expand = expand.id;
            let Some((statics, dynamic)) = composed_output_shape(rw, op, expand, &collapse_groups) else {
                return false;
            };
            new_expand(rw, op, x, res, &composed, &statics, &dynamic)
        }
        std::cmp::Ordering::Equal => cast_before(rw, op, x, res),
    };
    rw.replace_op(op, &[v]);
    true
}

/// `expand(collapse(x))` where each collapsed group is re-expanded into
/// sizes that a collapse (or an expand) of `x` gives directly (MLIR's
/// `ComposeExpandOfCollapseOp`).
fn expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let expand = ExpandShapeOp(op);
    let Some(collapse) = def(o, expand.src(&o)).filter(|d| CollapseShapeOp::isa(d, d.id)) else {
        return false;
    };
    let x = CollapseShapeOp(collapse.id).src(&o);
    let (src_ty, res) = (o.value_type(x), o.value_type(expand.result(&o)));
    if src_ty == res {
        return false;
    }
    let (Some(src), Some(res_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, res)) else {
        return false;
    };
    let (Some(src_groups), Some(res_groups)) = (op_reassociation(collapse), op_reassociation(o)) else {
        return false;
    };
    let v = if src.len() > res_shape.len() {
        let Some(composed) = collapsing_groups(&src_groups, &res_groups, &src, &res_shape) else {
            return false;
        };
        new_collapse(rw, op, x, res, &composed)
    } else {
        let Some(composed) = collapsing_groups(&res_groups, &src_groups, &res_shape, &src) else {
            return false;
        };
        let statics = static_list(o, "static_output_shape");
        let dynamic = expand.output_shape(&o).to_vec();
        new_expand(rw, op, x, res, &composed, &statics, &dynamic)
    };
    rw.replace_op(op, &[v]);
    true
}

/// `collapse(cast(x))` of a cast that only loses static information
/// collapses `x`, cast back when the collapsed type is more static (MLIR's
/// `FoldCollapseOfCastOp`).
fn collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let collapse = CollapseShapeOp(op);
    let Some(x) = foldable_cast_source(o, collapse.src(&o)) else {
        return false;
    };
    let (Some(src), Some(gs)) = (shape_of(ctx, o.value_type(x)), op_reassociation(o)) else {
        return false;
    };
    let mut shape = Vec::with_capacity(gs.len());
    for g in &gs {
        let mut size: Option<i64> = Some(1);
        for &i in g {
            let Some(&d) = usize::try_from(i).ok().and_then(|i| src.get(i)) else {
                return false;
            };
            size = size.filter(|_| d != DYNAMIC).and_then(|s| s.checked_mul(d));
        }
        shape.push(size.unwrap_or(DYNAMIC));
    }
    let res = o.value_type(collapse.result(&o));
    let TypeKind::RankedTensor {
        element, encoding, ..
    } = ctx.type_kind(res).clone()
    else {
        return false;
    };
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element,
        encoding,
    });
    let mut v = new_collapse(rw, op, x, new_ty, &gs);
    if new_ty != res {
        v = cast_before(rw, op, v, res);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `cast(extract_slice)` to a type at least as static slices to that type
/// directly, its static sizes replacing the sizes (MLIR's
/// `TensorCastExtractSlice`).
fn cast_of_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let cast = CastOp(op);
    let Some(slice_op) = def(o, cast.source(&o)) else {
        return false;
    };
    let Some(slice) = ExtractSliceOp::from_ref(slice_op) else {
        return false;
    };
    let (src, res) = (o.value_type(cast.source(&o)), o.value_type(cast.dest(&o)));
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src), ctx.shape(res)) else {
        return false;
    };
    if !preserves_static(ctx, src, res) || src_shape == res_shape {
        return false;
    }
    let mut statics = [
        static_list(slice_op, "static_offsets"),
        static_list(slice_op, "static_sizes"),
        static_list(slice_op, "static_strides"),
    ];
    let mut dynamics = [slice.offsets(&o), slice.sizes(&o), slice.strides(&o)].map(|g| g.to_vec());
    let Some(dropped) = rank_reduction_mask(&statics[1], src_shape) else {
        return false;
    };
    let mut sizes = Vec::with_capacity(statics[1].len());
    let mut operands = dynamics[1].iter();
    let mut kept = Vec::new();
    let mut r = 0;
    for (i, &s) in statics[1].iter().enumerate() {
        let operand = if s == DYNAMIC {
            operands.next().copied()
        } else {
            None
        };
        let wanted = if dropped[i] {
            None
        } else {
            r += 1;
            res_shape.get(r - 1).copied().filter(|&d| d != DYNAMIC)
        };
        match (wanted, operand) {
            (Some(d), _) => sizes.push(d),
            (None, Some(v)) => {
                sizes.push(DYNAMIC);
                kept.push(v);
            }
            (None, None) => sizes.push(s),
        }
    }
    statics[1] = sizes;
    dynamics[1] = kept;
    let lists = FoldedLists { statics, dynamics };
    let source = slice.source(&o);
    let v = extract_slice_before(rw, op, res, source, &lists);
    rw.replace_op(op, &[v]);
    true
}
