//! The folders of the memref ops: `dim` and `rank` of known shapes, casts
//! folded into their users (MLIR's `foldMemRefCast`) and cast identities.

use strata_ir::{
    Attribute, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef, TypeKind, ValueId, DYNAMIC,
};

use super::layout::{self, strides_and_offset};
use super::{
    AllocOp, AllocaOp, AssumeAlignmentOp, CastOp, DimOp, ExtractStridedMetadataOp, MemorySpaceCastOp, RankOp,
    ReinterpretCastOp, StoreOp, SubViewOp, TransposeOp, ViewOp,
};
use strata_dialect_utils::matchers::{attr_i64, const_i64, def, index_attr};
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::{dynamic_size, mixed_list, static_list};
use strata_ods::typed::IrRead;

fn is_unranked(op: OpRef<'_>, v: ValueId) -> bool {
    matches!(
        op.ctx.type_kind(op.value_type(v)),
        TypeKind::UnrankedMemRef { .. }
    )
}

/// Replaces every operand of `op` produced by a `memref.cast` of a ranked
/// memref by the cast's source, except the operand equal to `skip`.
fn fold_cast_operands(op: OpRef<'_>, skip: Option<ValueId>, out: &mut FoldOutput) -> bool {
    let mut folded = false;
    for (i, v) in op.operands().enumerate() {
        if Some(v) == skip {
            continue;
        }
        let Some(cast) = def(op, v).and_then(CastOp::from_ref) else {
            continue;
        };
        let src = cast.source(&op);
        if is_unranked(op, src) {
            continue;
        }
        out.edits.push(FoldEdit::SetOperand(i as u32, src));
        folded = true;
    }
    folded
}

fn success(folded: bool) -> LogicalResult {
    if folded {
        Ok(())
    } else {
        Err(Failed)
    }
}

/// Folds the casts among the operands into the op (load, dealloc,
/// prefetch, atomic_rmw, dma ops; MLIR's `foldMemRefCast`).
pub fn fold_operand_casts(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    success(fold_cast_operands(op, None, out))
}

/// Folds the casts among the operands into the op, except into operand
/// `skip` (a stored value; MLIR's `foldMemRefCast` with `inner`).
pub fn fold_operand_casts_except(op: OpRef<'_>, skip: ValueId, out: &mut FoldOutput) -> LogicalResult {
    success(fold_cast_operands(op, Some(skip), out))
}

/// `memref.store`: folds casts into the memref operand, never into the
/// stored value.
pub(crate) fn fold_store(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    success(fold_cast_operands(op, Some(StoreOp(op.id).value(&op)), out))
}

/// Whether a cast loses no static information, so its users may use its
/// source directly (MLIR's `CastOp::canFoldIntoConsumerOp`): ranked memrefs
/// of the same element type and rank in strided form, and no size, stride
/// or offset static in the result but dynamic in the source.
pub(crate) fn can_fold_into_consumer<R: IrRead + ?Sized>(ir: &R, cast: CastOp) -> bool {
    let (ctx, body) = (ir.ir_ctx(), ir.ir_body());
    let (src, res) = (body.value_type(cast.source(ir)), body.value_type(cast.dest(ir)));
    let (Some(s), Some(r)) = (ctx.shape(src), ctx.shape(res)) else {
        return false;
    };
    if !matches!(ctx.type_kind(src), TypeKind::MemRef { .. })
        || !matches!(ctx.type_kind(res), TypeKind::MemRef { .. })
    {
        return false;
    }
    if ctx.element_type(src) != ctx.element_type(res) || s.len() != r.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (strides_and_offset(ctx, src), strides_and_offset(ctx, res))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(s.iter().zip(r).any(|(&a, &b)| more_static(a, b))
        || ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro))
}

/// `memref.copy`: folds casts that lose no static information.
pub(crate) fn fold_copy(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let mut folded = false;
    for (i, v) in op.operands().enumerate() {
        if let Some(cast) = def(op, v).and_then(CastOp::from_ref) {
            if can_fold_into_consumer(&op, cast) {
                out.edits.push(FoldEdit::SetOperand(i as u32, cast.source(&op)));
                folded = true;
            }
        }
    }
    success(folded)
}

/// `memref.cast`: an identity cast is its source; otherwise casts of
/// ranked memrefs feeding it are folded in.
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let cast = CastOp(op.id);
    let source = cast.source(&op);
    if op.value_type(source) == op.value_type(cast.dest(&op)) {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    success(fold_cast_operands(op, None, out))
}

/// `memref.rank` of a ranked memref.
pub(crate) fn fold_rank(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let shape = op
        .ctx
        .shape(op.value_type(RankOp(op.id).memref(&op)))
        .ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(index_attr(op, shape.len() as i64)));
    Ok(())
}

/// `memref.dim`: a static size, the dynamic size operand of the
/// allocation, view or subview producing the memref, or the dim of the
/// source of a cast.
pub(crate) fn fold_dim(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if let Some(found) = dim_value(op, operands) {
        out.results.push(found);
        return Ok(());
    }
    // Casts fold in only for a constant index within the rank of a ranked
    // memref.
    let index = attr_i64(op, operands.get(1).copied().flatten()).ok_or(Failed)?;
    let source = op.value_type(DimOp(op.id).source(&op));
    let ranked = matches!(op.ctx.type_kind(source), TypeKind::MemRef { .. });
    let rank = op.ctx.shape(source).map_or(0, <[i64]>::len);
    if !ranked || usize::try_from(index).map_or(true, |i| i >= rank) {
        return Err(Failed);
    }
    success(fold_cast_operands(op, None, out))
}

fn dim_value(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let index = attr_i64(op, operands.get(1).copied().flatten())?;
    let source = DimOp(op.id).source(&op);
    let shape = op.ctx.shape(op.value_type(source))?;
    let index = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if shape[index] != DYNAMIC {
        return Some(OpFoldResult::Attr(index_attr(op, shape[index])));
    }
    let src = def(op, source)?;
    let sizes: Vec<ValueId> = if let Some(alloc) = AllocOp::from_ref(src) {
        alloc.dynamic_sizes(&op).to_vec()
    } else if let Some(alloca) = AllocaOp::from_ref(src) {
        alloca.dynamic_sizes(&op).to_vec()
    } else if let Some(view) = ViewOp::from_ref(src) {
        view.sizes(&op).to_vec()
    } else if let Some(subview) = SubViewOp::from_ref(src) {
        let src_shape = op.ctx.shape(op.value_type(subview.source(&op)))?;
        let static_sizes = static_list(src, "static_sizes");
        let dropped = rank_reduction_mask(&static_sizes, shape)?;
        let (i, _) = dropped
            .iter()
            .enumerate()
            .filter(|(_, &d)| !d)
            .nth(index)
            .filter(|_| static_sizes.len() == src_shape.len())?;
        if static_sizes[i] != DYNAMIC {
            return Some(OpFoldResult::Attr(index_attr(op, static_sizes[i])));
        }
        let sizes = subview.sizes(&op).to_vec();
        return dynamic_size(&static_sizes, i, &sizes).map(OpFoldResult::Value);
    } else {
        return None;
    };
    dynamic_size(shape, index, &sizes).map(OpFoldResult::Value)
}

/// `memref.subview` to its source type, when that type is statically
/// shaped with a static (or non-strided) layout, is its source; so is a
/// subview at zero offsets, unit strides and the same sizes of a subview
/// of the same type.
pub(crate) fn fold_subview(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let subview = SubViewOp(op.id);
    let source = subview.source(&op);
    let (src, res) = (op.value_type(source), op.value_type(subview.result(&op)));
    if src != res {
        return Err(Failed);
    }
    let static_shape = ctx.shape(res).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let static_layout = match layout::memref_parts(ctx, res)
        .and_then(|p| p.layout)
        .map(|l| ctx.attr_kind(l))
    {
        Some(strata_ir::AttrKind::StridedLayout { offset, strides }) => {
            *offset != DYNAMIC && !strides.contains(&DYNAMIC)
        }
        _ => true,
    };
    if static_shape && static_layout {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    let inner_op = def(op, source).ok_or(Failed)?;
    let inner = SubViewOp::from_ref(inner_op).ok_or(Failed)?;
    let no_op = mixed_list(op, "static_offsets", subview.offsets(&op))
        .iter()
        .all(|o| *o == Ok(0))
        && mixed_list(op, "static_strides", subview.strides(&op))
            .iter()
            .all(|s| *s == Ok(1))
        && mixed_list(op, "static_sizes", subview.sizes(&op))
            == mixed_list(inner_op, "static_sizes", inner.sizes(&op));
    if !no_op {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(source));
    Ok(())
}

/// `memref.memory_space_cast`: an identity cast is its source; a cast of a
/// cast casts the first source directly.
pub(crate) fn fold_memory_space_cast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let cast = MemorySpaceCastOp(op.id);
    let source = cast.source(&op);
    if op.value_type(source) == op.value_type(cast.dest(&op)) {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    let inner = def(op, source)
        .and_then(MemorySpaceCastOp::from_ref)
        .ok_or(Failed)?;
    // The source is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, inner.source(&op)));
    Ok(())
}

/// `memref.assume_alignment` of a memref already assumed aligned to the
/// same alignment is that memref.
pub(crate) fn fold_assume_alignment(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let assume = AssumeAlignmentOp(op.id);
    let memref = assume.memref(&op);
    let inner = def(op, memref)
        .and_then(AssumeAlignmentOp::from_ref)
        .ok_or(Failed)?;
    if inner.alignment(&op) != assume.alignment(&op) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(memref));
    Ok(())
}

/// The permutation of a `memref.transpose`.
fn permutation_of(op: OpRef<'_>, transpose: TransposeOp) -> Option<strata_ir::affine::AffineMap> {
    match op.ctx.attr_kind(transpose.permutation(&op)?) {
        strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// `memref.transpose`: an identity permutation keeping the type is its
/// source; a transpose of a transpose takes the composed permutation of
/// the first source.
pub(crate) fn fold_transpose(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let transpose = TransposeOp(op.id);
    let input = transpose.input(&op);
    let perm = permutation_of(op, transpose).ok_or(Failed)?;
    if perm.is_identity(ctx) && op.value_type(input) == op.value_type(transpose.result(&op)) {
        out.results.push(OpFoldResult::Value(input));
        return Ok(());
    }
    let inner = def(op, input).and_then(TransposeOp::from_ref).ok_or(Failed)?;
    let first = permutation_of(op, inner).ok_or(Failed)?;
    let composed = perm.compose(ctx, &first).ok_or(Failed)?;
    // The input is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, inner.input(&op)));
    out.edits.push(FoldEdit::SetAttr(
        ctx.ident("permutation"),
        Some(ctx.intern_attr(strata_ir::AttrKind::AffineMap(composed))),
    ));
    Ok(())
}

/// Whether `t` is a rank-1 memref of `i8` with the identity layout, as
/// the source of a `memref.view` must be.
fn is_view_source(op: OpRef<'_>, t: strata_ir::Type) -> bool {
    let ctx = op.ctx;
    ctx.shape(t).is_some_and(|s| s.len() == 1)
        && matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
        && ctx.element_type(t) == Some(ctx.i8())
        && super::views::layout_is_identity(ctx, t)
}

/// `memref.view`: a view at byte shift zero with the statically shaped
/// type of its source is the source; a view of a `memref.cast` views the
/// cast's source.
pub(crate) fn fold_view(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let view = ViewOp(op.id);
    let source = view.source(&op);
    let ty = op.value_type(view.result(&op));
    let static_shape = ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    // The byte shift is operand 1.
    let zero_shift = attr_i64(op, operands.get(1).copied().flatten()) == Some(0);
    if zero_shift && static_shape && op.value_type(source) == ty {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    let cast = def(op, source).and_then(CastOp::from_ref).ok_or(Failed)?;
    let src = cast.source(&op);
    if !is_view_source(op, op.value_type(src)) {
        return Err(Failed);
    }
    // The source is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, src));
    Ok(())
}

/// The memref whose base a `memref.reinterpret_cast` of `v` may take
/// instead: the source of a reinterpret_cast or cast, or of a subview at
/// zero offsets.
fn reinterpret_source(op: OpRef<'_>, v: ValueId) -> Option<ValueId> {
    let d = def(op, v)?;
    if let Some(cast) = ReinterpretCastOp::from_ref(d) {
        return Some(cast.source(&op));
    }
    if let Some(cast) = CastOp::from_ref(d) {
        return Some(cast.source(&op));
    }
    let subview = SubViewOp::from_ref(d)?;
    let offsets = static_list(d, "static_offsets");
    let mut dynamic = subview.offsets(&op);
    let zero = offsets.iter().all(|&o| {
        if o == DYNAMIC {
            dynamic.next().and_then(|v| const_i64(d.ctx, d.body, v)) == Some(0)
        } else {
            o == 0
        }
    });
    zero.then(|| subview.source(&op))
}

/// `memref.reinterpret_cast`: takes the base of the memref its source
/// views (see `reinterpret_source`); a cast to the statically shaped type
/// of its source at offset zero is the source.
pub(crate) fn fold_reinterpret_cast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let cast = ReinterpretCastOp(op.id);
    let source = cast.source(&op);
    if let Some(src) = reinterpret_source(op, source) {
        // The source is operand 0.
        out.edits.push(FoldEdit::SetOperand(0, src));
        return Ok(());
    }
    let ty = op.value_type(cast.result(&op));
    let static_shape = op.ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let zero_offset = static_list(op, "static_offsets").first() == Some(&0);
    if static_shape && zero_offset && op.value_type(source) == ty {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    Err(Failed)
}

/// `memref.extract_strided_metadata` of a `memref.cast` of a ranked memref
/// reads the cast's source, once the values static in the cast's type have
/// been made constants (by the canonicalization pattern).
pub(crate) fn fold_extract_strided_metadata(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let source = ExtractStridedMetadataOp(op.id).source(&op);
    let cast = def(op, source).and_then(CastOp::from_ref).ok_or(Failed)?;
    if !super::canonicalize::used_static_metadata(op).is_empty() {
        return Err(Failed);
    }
    let src = cast.source(&op);
    if !matches!(op.ctx.type_kind(op.value_type(src)), TypeKind::MemRef { .. })
        || strides_and_offset(op.ctx, op.value_type(src)).is_none()
    {
        return Err(Failed);
    }
    // The source is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, src));
    Ok(())
}
