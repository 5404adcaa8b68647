//! Patterns over chains of slice ops (MLIR's `Tensor/Transforms`): an
//! `insert_slice` (or `parallel_insert_slice`) of an `insert_slice`
//! covering it inserts the inner source directly
//! (`populateFoldTensorSubsetOpPatterns`'s slice part), consecutive slices
//! merged into one (`populateMergeConsecutiveInsertExtractSlicePatterns`)
//! and rank expansions undone by the slice next to them dropped
//! (`populateDropRedundantInsertSliceRankExpansionPatterns`). New index
//! arithmetic is `affine.apply`, composed and folded.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_utils::matchers::def;
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::mixed_fold_results;
use strata_ir::affine::AffineMap;
use strata_ir::{Context, Location, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_ods::typed::OpCreate;
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::{ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};

/// The offsets, sizes and strides of a slice op, as MLIR's `getMixed*`
/// give them (a static entry is a constant, a dynamic one its value).
struct Slice {
    offsets: Vec<ApplyValue>,
    sizes: Vec<ApplyValue>,
    strides: Vec<ApplyValue>,
}

impl Slice {
    fn unit_strides(&self) -> bool {
        self.strides.iter().all(|s| matches!(s, ApplyValue::Const(1)))
    }
}

fn mixed(o: OpRef<'_>, name: &str, dynamic: impl IntoIterator<Item = ValueId>) -> Option<Vec<ApplyValue>> {
    mixed_fold_results(o, name, dynamic)
        .into_iter()
        .map(|f| ApplyValue::from_fold_result(o.ctx, f))
        .collect()
}

/// The lists of `tensor.extract_slice`, `insert_slice` or
/// `parallel_insert_slice` `o`.
fn slice_of(o: OpRef<'_>) -> Option<Slice> {
    let (offsets, sizes, strides): (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) = match o.name_str() {
        "tensor.extract_slice" => {
            let s = ExtractSliceOp(o.id);
            (
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            )
        }
        "tensor.insert_slice" => {
            let s = InsertSliceOp(o.id);
            (
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            )
        }
        "tensor.parallel_insert_slice" => {
            let s = ParallelInsertSliceOp(o.id);
            (
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            )
        }
        _ => return None,
    };
    Some(Slice {
        offsets: mixed(o, "static_offsets", offsets)?,
        sizes: mixed(o, "static_sizes", sizes)?,
        strides: mixed(o, "static_strides", strides)?,
    })
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The dimensions an insertion's destination has beyond its source
/// (MLIR's `InsertSliceOp::getDroppedDims`); operand 0 is the source.
fn insert_dropped_dims(o: OpRef<'_>) -> Vec<bool> {
    let source = shape(o.ctx, o.operand_type(0));
    let sizes: Vec<ValueId> = match o.name_str() {
        "tensor.parallel_insert_slice" => ParallelInsertSliceOp(o.id).sizes(&o).to_vec(),
        _ => InsertSliceOp(o.id).sizes(&o).to_vec(),
    };
    crate::slice_dropped_dims(o, &source, sizes)
}

/// The type `extract_slice` infers for a slice of `source` with `sizes`:
/// the static sizes, the others dynamic, less the `dropped` dimensions.
fn slice_type(ctx: &Context, source: Type, sizes: &[ApplyValue], dropped: &[bool]) -> Option<Type> {
    let TypeKind::RankedTensor {
        element, encoding, ..
    } = ctx.type_kind(source).clone()
    else {
        return None;
    };
    let shape: Vec<i64> = sizes
        .iter()
        .enumerate()
        .filter(|(d, _)| !dropped.get(*d).copied().unwrap_or(false))
        .map(|(_, s)| match s {
            ApplyValue::Const(c) => *c,
            ApplyValue::Value(_) => DYNAMIC,
        })
        .collect();
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element,
        encoding,
    }))
}

/// `affine.apply` of `map` to `operands` before `at`, composed and folded.
fn apply(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    map: &AffineMap,
    operands: &[ApplyValue],
) -> ApplyValue {
    rw.set_insertion_point(at);
    build_composed_folded_apply(rw, loc, map, operands)
}

/// `offset + index * stride` per dimension, the index 0 for the
/// `dropped` ones (MLIR's `resolveIndicesIntoOpWithOffsetsAndStrides`).
fn resolve_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    slice: &Slice,
    dropped: &[bool],
    indices: &[ApplyValue],
) -> Option<Vec<ApplyValue>> {
    let ctx = rw.ctx;
    let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
    let map = AffineMap::new(0, 3, vec![ctx.affine_add(s0, ctx.affine_mul(s1, s2))]);
    let mut next = indices.iter();
    let mut out = Vec::with_capacity(slice.offsets.len());
    for (d, (&offset, &stride)) in slice.offsets.iter().zip(&slice.strides).enumerate() {
        let index = if dropped.get(d).copied().unwrap_or(false) {
            ApplyValue::Const(0)
        } else {
            *next.next()?
        };
        out.push(apply(rw, at, loc, &map, &[offset, index, stride]));
    }
    Some(out)
}

/// An `insert_slice` (or, `parallel`, a `parallel_insert_slice`) of
/// `source` into `dest` with the lists given, before `at`.
#[allow(clippy::too_many_arguments)]
fn build_insert_like(
    rw: &mut PatternRewriter<'_>,
    parallel: bool,
    at: OpId,
    loc: Location,
    source: ValueId,
    dest: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
    strides: &[ApplyValue],
) -> Option<ValueId> {
    let (so, o) = split_mixed(offsets);
    let (ss, s) = split_mixed(sizes);
    let (st, t) = split_mixed(strides);
    rw.set_insertion_point(at);
    if parallel {
        ParallelInsertSliceOp::build(rw, loc, source, dest, &o, &s, &t, &so, &ss, &st);
        None
    } else {
        let ty = rw.body().value_type(dest);
        Some(InsertSliceOp::build(rw, loc, ty, source, dest, &o, &s, &t, &so, &ss, &st).result(rw))
    }
}

/// A `tensor.extract_slice` of `source` of type `ty` before `at`.
#[allow(clippy::too_many_arguments)]
fn build_extract(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    ty: Type,
    source: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
    strides: &[ApplyValue],
) -> ValueId {
    rw.set_insertion_point(at);
    let slice = extract_slice_mixed(rw, loc, ty, source, offsets, sizes, strides);
    rw.body().result(slice, 0)
}

/// Creates a `tensor.extract_slice` of `source` of type `ty` from mixed
/// offsets, sizes and strides (constants become static entries).
pub fn extract_slice_mixed(
    b: &mut impl OpCreate,
    loc: Location,
    ty: Type,
    source: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
    strides: &[ApplyValue],
) -> OpId {
    let (so, o) = split_mixed(offsets);
    let (ss, s) = split_mixed(sizes);
    let (st, t) = split_mixed(strides);
    ExtractSliceOp::build(b, loc, ty, source, &o, &s, &t, &so, &ss, &st).op()
}

/// Replaces the insertion `op` (with a result or, parallel, without) by
/// the one built, whose result is `new`.
fn replace_insert_like(rw: &mut PatternRewriter<'_>, op: OpId, new: Option<ValueId>) {
    match new {
        Some(v) => rw.replace_op(op, &[v]),
        None => rw.erase_op(op),
    }
}

/// The insertion root names of a pattern over both insertion ops.
pub(crate) fn insert_root(parallel: bool) -> PatternRoot {
    PatternRoot::Op(if parallel {
        "tensor.parallel_insert_slice"
    } else {
        "tensor.insert_slice"
    })
}

/// `insert_slice(insert_slice(%t, %r0), %r1)` where the outer insertion's
/// sizes are the inner one's: `%t` inserted into `%r1` at the composed
/// offsets (MLIR's `InsertSliceOfInsertSliceFolder`), for
/// `tensor.insert_slice` or, `parallel`, `tensor.parallel_insert_slice`.
pub struct InsertSliceOfInsertSliceFolder {
    /// Whether the outer op is a `tensor.parallel_insert_slice`.
    pub parallel: bool,
}

impl RewritePattern for InsertSliceOfInsertSliceFolder {
    fn root(&self) -> PatternRoot {
        insert_root(self.parallel)
    }

    fn debug_name(&self) -> &str {
        if self.parallel {
            "InsertSliceOfInsertSliceFolder<mlir::tensor::ParallelInsertSliceOp>"
        } else {
            "InsertSliceOfInsertSliceFolder<mlir::tensor::InsertSliceOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(inner) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.insert_slice") else {
            return false;
        };
        let (Some(outer_s), Some(inner_s)) = (slice_of(o), slice_of(inner)) else {
            return false;
        };
        if !outer_s.unit_strides() || !inner_s.unit_strides() {
            return false;
        }
        let dropped = insert_dropped_dims(o);
        let mut inner_sizes = inner_s.sizes.iter();
        for (d, size) in outer_s.sizes.iter().enumerate() {
            if dropped.get(d).copied().unwrap_or(false) {
                continue;
            }
            if inner_sizes.next() != Some(size) {
                return false;
            }
        }
        // The sizes: the outer one of each dropped dimension, else the inner
        // one (MLIR's `resolveSizesIntoOpWithSizes`).
        let mut inner_sizes = inner_s.sizes.iter();
        let mut sizes = Vec::with_capacity(outer_s.sizes.len());
        for (d, &size) in outer_s.sizes.iter().enumerate() {
            if dropped.get(d).copied().unwrap_or(false) {
                sizes.push(size);
            } else {
                let Some(&s) = inner_sizes.next() else {
                    return false;
                };
                sizes.push(s);
            }
        }
        let (source, dest) = (inner.operand(0), o.operand(1));
        let loc = o.loc();
        // Only parallel-combining ops may sit in `scf.forall.in_parallel`:
        // the index arithmetic goes before it.
        let at = if self.parallel {
            match rw.body().parent_op(op) {
                Some(p) => p,
                None => return false,
            }
        } else {
            op
        };
        let Some(offsets) = resolve_indices(rw, at, loc, &outer_s, &dropped, &inner_s.offsets) else {
            return false;
        };
        let new = build_insert_like(
            rw,
            self.parallel,
            op,
            loc,
            source,
            dest,
            &offsets,
            &sizes,
            &outer_s.strides,
        );
        replace_insert_like(rw, op, new);
        true
    }
}

/// `extract_slice(extract_slice(%t))`: one slice of `%t`, offsets and
/// strides composed (MLIR's `MergeConsecutiveExtractSlice`).
pub struct MergeConsecutiveExtractSlice;

impl RewritePattern for MergeConsecutiveExtractSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::MergeConsecutiveExtractSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(prev) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.extract_slice") else {
            return false;
        };
        let (Some(next_s), Some(prev_s)) = (slice_of(o), slice_of(prev)) else {
            return false;
        };
        let dropped = crate::extract_slice_dropped_dims(prev);
        let (source, ty, loc) = (prev.operand(0), o.result_type(0), o.loc());
        let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
        let offset_map = AffineMap::new(0, 3, vec![ctx.affine_add(ctx.affine_mul(s0, s1), s2)]);
        let stride_map = AffineMap::new(0, 2, vec![ctx.affine_mul(s0, s1)]);
        let rank = prev_s.offsets.len();
        let (mut offsets, mut sizes, mut strides) = (
            Vec::with_capacity(rank),
            Vec::with_capacity(rank),
            Vec::with_capacity(rank),
        );
        let mut pos = 0;
        // MLIR's `mergeOffsetsSizesAndStrides`: a dropped dimension keeps
        // the producer's entries; the others compose.
        for i in 0..rank {
            if dropped.get(i).copied().unwrap_or(false) {
                offsets.push(prev_s.offsets[i]);
                sizes.push(prev_s.sizes[i]);
                strides.push(prev_s.strides[i]);
                continue;
            }
            let (Some(&off), Some(&size), Some(&stride)) = (
                next_s.offsets.get(pos),
                next_s.sizes.get(pos),
                next_s.strides.get(pos),
            ) else {
                return false;
            };
            offsets.push(apply(
                rw,
                op,
                loc,
                &offset_map,
                &[off, prev_s.strides[i], prev_s.offsets[i]],
            ));
            sizes.push(size);
            strides.push(apply(rw, op, loc, &stride_map, &[stride, prev_s.strides[i]]));
            pos += 1;
        }
        let v = build_extract(rw, op, loc, ty, source, &offsets, &sizes, &strides);
        rw.replace_op(op, &[v]);
        true
    }
}

/// An insertion of an `insert_slice` that only adds unit dimensions to a
/// static source: the inner source inserted directly (MLIR's
/// `MergeConsecutiveInsertSlice`).
pub struct MergeConsecutiveInsertSlice {
    /// Whether the outer op is a `tensor.parallel_insert_slice`.
    pub parallel: bool,
}

impl RewritePattern for MergeConsecutiveInsertSlice {
    fn root(&self) -> PatternRoot {
        insert_root(self.parallel)
    }

    fn debug_name(&self) -> &str {
        if self.parallel {
            "(anonymous namespace)::MergeConsecutiveInsertSlice<mlir::tensor::ParallelInsertSliceOp>"
        } else {
            "(anonymous namespace)::MergeConsecutiveInsertSlice<mlir::tensor::InsertSliceOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(prev) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.insert_slice") else {
            return false;
        };
        let (Some(next_s), Some(prev_s)) = (slice_of(o), slice_of(prev)) else {
            return false;
        };
        if !prev_s.unit_strides() || !next_s.unit_strides() {
            return false;
        }
        let (src_t, dest_t) = (prev.operand_type(0), prev.operand_type(1));
        if ctx.element_type(src_t) != ctx.element_type(dest_t) {
            return false;
        }
        let (src, dest) = (shape(ctx, src_t), shape(ctx, dest_t));
        // The inner insertion must cover its whole (static) destination.
        if src.contains(&DYNAMIC) || dest.contains(&DYNAMIC) || rank_reduction_mask(&dest, &src).is_none() {
            return false;
        }
        let (source, target, loc) = (prev.operand(0), o.operand(1), o.loc());
        let new = build_insert_like(
            rw,
            self.parallel,
            op,
            loc,
            source,
            target,
            &next_s.offsets,
            &next_s.sizes,
            &next_s.strides,
        );
        replace_insert_like(rw, op, new);
        true
    }
}

/// Whether `insert_slice` `o` only adds unit dimensions to its source:
/// every other destination dimension is the source's, statically (MLIR's
/// `isCastLikeInsertSliceOp`, whose value-bounds query is reduced here to
/// static sizes).
fn is_cast_like_insert(o: OpRef<'_>) -> bool {
    let ctx = o.ctx;
    let dropped = insert_dropped_dims(o);
    let src = shape(ctx, o.operand_type(0));
    let dest = shape(ctx, o.operand_type(1));
    let mut s = src.iter();
    for (d, &size) in dest.iter().enumerate() {
        if dropped.get(d).copied().unwrap_or(false) {
            if size != 1 {
                return false;
            }
            continue;
        }
        match s.next() {
            Some(&n) if n == size && n != DYNAMIC => {}
            _ => return false,
        }
    }
    true
}

/// `extract_slice(insert_slice(%t))` where the insertion only adds the
/// unit dimensions the extraction drops: a slice of `%t` (MLIR's
/// `DropRedundantRankExpansionOnExtractSliceOfInsertSlice`).
pub struct DropRedundantRankExpansionOnExtractSliceOfInsertSlice;

impl RewritePattern for DropRedundantRankExpansionOnExtractSliceOfInsertSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::DropRedundantRankExpansionOnExtractSliceOfInsertSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let dropped = crate::extract_slice_dropped_dims(o);
        if !dropped.contains(&true) {
            return false;
        }
        let Some(insert) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.insert_slice") else {
            return false;
        };
        if insert_dropped_dims(insert) != dropped
            || !o.body.has_one_use(o.operand(0))
            || !is_cast_like_insert(insert)
        {
            return false;
        }
        let Some(s) = slice_of(o) else { return false };
        let keep = |l: &[ApplyValue]| -> Vec<ApplyValue> {
            l.iter()
                .zip(&dropped)
                .filter(|(_, &d)| !d)
                .map(|(v, _)| *v)
                .collect()
        };
        let (offsets, sizes, strides) = (keep(&s.offsets), keep(&s.sizes), keep(&s.strides));
        let source = insert.operand(0);
        let Some(ty) = slice_type(ctx, o.value_type(source), &sizes, &[]) else {
            return false;
        };
        let (insert_id, loc) = (insert.id, o.loc());
        let v = build_extract(rw, op, loc, ty, source, &offsets, &sizes, &strides);
        rw.replace_op(op, &[v]);
        rw.erase_op(insert_id);
        true
    }
}

/// `insert_slice(extract_slice(%t))` where the insertion only adds unit
/// dimensions the extraction dropped: a slice of `%t` keeping them (MLIR's
/// `DropRedundantRankExpansionOnInsertSliceOfExtractSlice`).
pub struct DropRedundantRankExpansionOnInsertSliceOfExtractSlice;

impl RewritePattern for DropRedundantRankExpansionOnInsertSliceOfExtractSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.insert_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::DropRedundantRankExpansionOnInsertSliceOfExtractSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(extract) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.extract_slice") else {
            return false;
        };
        if !o.body.has_one_use(o.operand(0)) || !is_cast_like_insert(o) {
            return false;
        }
        let extract_dropped = crate::extract_slice_dropped_dims(extract);
        let insert_dropped = insert_dropped_dims(o);
        if extract_dropped.len() < insert_dropped.len() {
            return false;
        }
        // Match the insertion's dimensions, in order, to the extraction's:
        // an extraction-only dropped dimension is skipped.
        let mut pos = 0;
        for &e in &extract_dropped {
            if pos == insert_dropped.len() {
                break;
            }
            let i = insert_dropped[pos];
            if e == i {
                pos += 1;
            } else if !e && i {
                return false;
            }
        }
        if pos != insert_dropped.len() {
            return false;
        }
        let Some(s) = slice_of(extract) else { return false };
        let (source, ty, loc, extract_id) = (extract.operand(0), o.result_type(0), o.loc(), extract.id);
        let v = build_extract(rw, op, loc, ty, source, &s.offsets, &s.sizes, &s.strides);
        rw.replace_op(op, &[v]);
        rw.erase_op(extract_id);
        true
    }
}

/// MLIR's `populateFoldTensorSubsetOpPatterns` less the transfer folds
/// (which need the vector dialect): insertions of covering insertions.
pub fn fold_insert_of_insert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(InsertSliceOfInsertSliceFolder { parallel: false }),
        Box::new(InsertSliceOfInsertSliceFolder { parallel: true }),
    ]
}

/// MLIR's `populateMergeConsecutiveInsertExtractSlicePatterns`.
pub fn merge_consecutive_insert_extract_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(MergeConsecutiveExtractSlice),
        Box::new(MergeConsecutiveInsertSlice { parallel: false }),
        Box::new(MergeConsecutiveInsertSlice { parallel: true }),
    ]
}

/// MLIR's `populateDropRedundantInsertSliceRankExpansionPatterns`.
pub fn drop_redundant_insert_slice_rank_expansion_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(DropRedundantRankExpansionOnExtractSliceOfInsertSlice),
        Box::new(DropRedundantRankExpansionOnInsertSliceOfExtractSlice),
    ]
}

/// `extract_slice` of a non-splat dense constant, all static: a constant
/// of the slice's elements (MLIR's `ConstantOpExtractSliceFolder`, which
/// `populateFoldConstantExtractSlicePatterns` adds), when `control`
/// accepts the slice op.
pub struct ConstantOpExtractSliceFolder {
    /// Whether to fold a given slice op.
    pub control: fn(OpRef<'_>) -> bool,
}

impl RewritePattern for ConstantOpExtractSliceFolder {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ConstantOpExtractSliceFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        use strata_dialect_arith::fold::{build, read, Elems};
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(a) = strata_ir::fold::constant_value(ctx, o.body, o.operand(0)) else {
            return false;
        };
        if !matches!(ctx.attr_kind(a), strata_ir::AttrKind::DenseElements { .. }) {
            return false;
        }
        // A splat is the folder's.
        let Some(Elems::Dense(values)) = read(ctx, a) else {
            return false;
        };
        let (src_shape, res_t) = (shape(ctx, o.operand_type(0)), o.result_type(0));
        if src_shape.contains(&DYNAMIC) || shape(ctx, res_t).contains(&DYNAMIC) || !(self.control)(o) {
            return false;
        }
        let count = crate::rewrite_as_constant::checked_product(&src_shape);
        let expected = crate::rewrite_as_constant::checked_product(&shape(ctx, res_t));
        let (Some(count), Some(expected)) = (count, expected) else {
            return false;
        };
        if count == 0 || values.len() as i64 != count {
            return false;
        }
        let statics = |n: &str| strata_dialect_utils::static_value::static_list(o, n);
        let (offsets, sizes, strides) = (
            statics("static_offsets"),
            statics("static_sizes"),
            statics("static_strides"),
        );
        if [&offsets, &sizes, &strides]
            .iter()
            .any(|l| l.contains(&DYNAMIC) || l.len() != src_shape.len())
        {
            return false;
        }
        // Row-major strides of the source.
        let mut counts = vec![1i64; src_shape.len()];
        for d in (0..src_shape.len().saturating_sub(1)).rev() {
            counts[d] = counts[d + 1] * src_shape[d + 1];
        }
        let mut out = Vec::new();
        slice_elements(&values, &counts, &offsets, &sizes, &strides, 0, 0, &mut out);
        if out.len() as i64 != expected {
            return false;
        }
        let Some(attr) = build(ctx, res_t, &out) else {
            return false;
        };
        let loc = o.loc();
        rw.set_insertion_point(op);
        let c = strata_dialect_arith::ConstantOp::build(rw, loc, attr).result(rw);
        rw.replace_op(op, &[c]);
        true
    }
}

/// Appends to `out` the elements of dimension `d` onwards of the slice,
/// starting at linear position `base` of `values`.
#[allow(clippy::too_many_arguments)]
fn slice_elements<T: Clone>(
    values: &[T],
    counts: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    d: usize,
    base: i64,
    out: &mut Vec<T>,
) {
    if d == counts.len() {
        if let Some(v) = usize::try_from(base).ok().and_then(|i| values.get(i)) {
            out.push(v.clone());
        }
        return;
    }
    for k in 0..sizes[d] {
        let index = offsets[d] + k * strides[d];
        slice_elements(
            values,
            counts,
            offsets,
            sizes,
            strides,
            d + 1,
            base + index * counts[d],
            out,
        );
    }
}

/// MLIR's `populateFoldConstantExtractSlicePatterns`.
pub fn fold_constant_extract_slice_patterns(control: fn(OpRef<'_>) -> bool) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ConstantOpExtractSliceFolder { control })]
}

/// `tensor.extract` of a `collapse_shape` of a static tensor: an extract
/// of the source, each index of a collapsed group split by an
/// `affine.delinearize_index` over the group's sizes (MLIR's
/// `populateFoldCollapseExtractPatterns`). A rank-0 result indexes every
/// (unit) source dimension with 0.
pub struct ExtractFromCollapseShape;

impl RewritePattern for ExtractFromCollapseShape {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ExtractFromCollapseShape"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(collapse) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.collapse_shape") else {
            return false;
        };
        let src_shape = shape(ctx, collapse.operand_type(0));
        if src_shape.contains(&DYNAMIC) {
            return false;
        }
        let Some(groups) = strata_dialect_utils::reshape::op_reassociation(collapse) else {
            return false;
        };
        let indices: Vec<ValueId> = o.operands().skip(1).collect();
        if indices.len() != groups.len() {
            return false;
        }
        let (source, loc, ty) = (collapse.operand(0), o.loc(), o.result_type(0));
        let mut src_indices = Vec::with_capacity(src_shape.len());
        for (group, &index) in groups.iter().zip(&indices) {
            if group.len() == 1 {
                src_indices.push(index);
                continue;
            }
            let Some(basis) = group
                .iter()
                .map(|&d| usize::try_from(d).ok().and_then(|d| src_shape.get(d).copied()))
                .collect::<Option<Vec<i64>>>()
            else {
                return false;
            };
            let mut st = strata_ir::OperationState::new(ctx.op_name("affine.delinearize_index"), loc);
            st.operands = vec![index];
            st.result_types = vec![ctx.index_type(); group.len()];
            st.properties = Some(ctx.dictionary_attr(&[(
                ctx.ident("static_basis"),
                strata_ods::directives::dense_i64_array(ctx, &basis),
            )]));
            rw.set_insertion_point(op);
            let d = rw.create(st);
            src_indices.extend(rw.body().results(d).collect::<Vec<_>>());
        }
        if groups.is_empty() {
            rw.set_insertion_point(op);
            let zero =
                strata_dialect_arith::ConstantOp::build(rw, loc, ctx.integer_attr(ctx.index_type(), 0))
                    .result(rw);
            src_indices = vec![zero; src_shape.len()];
        }
        let mut st = strata_ir::OperationState::new(ctx.op_name("tensor.extract"), loc);
        st.operands = std::iter::once(source).chain(src_indices).collect();
        st.result_types = vec![ty];
        rw.replace_op_with_new(op, st);
        true
    }
}

/// MLIR's `populateFoldCollapseExtractPatterns`.
pub fn fold_collapse_extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ExtractFromCollapseShape)]
}
