//! The folders of the memref ops: `dim` and `rank` of known shapes, casts
//! folded into their users (MLIR's `foldMemRefCast`) and cast identities.

use strata_ir::{
    Attribute, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef, TypeKind, ValueId, DYNAMIC,
};

use super::layout::{self, strides_and_offset};
use strata_dialect_utils::matchers::{attr_i64, const_i64, def, def_named, index_attr};
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::{dynamic_size, static_list};

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
        let Some(cast) = def_named(op, v, "memref.cast") else {
            continue;
        };
        let src = cast.operand(0);
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
/// prefetch, atomic_rmw, dma ops).
pub(crate) fn fold_operand_casts(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    success(fold_cast_operands(op, None, out))
}

/// `memref.store`: folds casts into the memref operand, never into the
/// stored value.
pub(crate) fn fold_store(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    success(fold_cast_operands(op, Some(op.operand(0)), out))
}

/// Whether a cast loses no static information, so its users may use its
/// source directly (MLIR's `CastOp::canFoldIntoConsumerOp`): ranked memrefs
/// of the same element type and rank in strided form, and no size, stride
/// or offset static in the result but dynamic in the source.
pub(crate) fn can_fold_into_consumer(cast: OpRef<'_>) -> bool {
    let ctx = cast.ctx;
    let (src, res) = (cast.operand_type(0), cast.result_type(0));
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
        if let Some(cast) = def_named(op, v, "memref.cast") {
            if can_fold_into_consumer(cast) {
                out.edits.push(FoldEdit::SetOperand(i as u32, cast.operand(0)));
                folded = true;
            }
        }
    }
    success(folded)
}

/// `memref.cast`: an identity cast is its source; otherwise casts of
/// ranked memrefs feeding it are folded in.
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if op.operand_type(0) == op.result_type(0) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    success(fold_cast_operands(op, None, out))
}

/// `memref.rank` of a ranked memref.
pub(crate) fn fold_rank(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let shape = op.ctx.shape(op.operand_type(0)).ok_or(Failed)?;
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
    let ranked = matches!(op.ctx.type_kind(op.operand_type(0)), TypeKind::MemRef { .. });
    let rank = op.ctx.shape(op.operand_type(0)).map_or(0, <[i64]>::len);
    if !ranked || usize::try_from(index).map_or(true, |i| i >= rank) {
        return Err(Failed);
    }
    success(fold_cast_operands(op, None, out))
}

fn dim_value(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let index = attr_i64(op, operands.get(1).copied().flatten())?;
    let shape = op.ctx.shape(op.operand_type(0))?;
    let index = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if shape[index] != DYNAMIC {
        return Some(OpFoldResult::Attr(index_attr(op, shape[index])));
    }
    let src = def(op, op.operand(0))?;
    match src.name_str() {
        "memref.alloc" | "memref.alloca" => {
            let sizes: Vec<ValueId> = operand_group(src, 0).map(|i| src.operand(i)).collect();
            dynamic_size(shape, index, &sizes).map(OpFoldResult::Value)
        }
        "memref.view" => {
            let sizes: Vec<ValueId> = src.operands().skip(2).collect();
            dynamic_size(shape, index, &sizes).map(OpFoldResult::Value)
        }
        "memref.subview" => {
            let src_shape = op.ctx.shape(src.operand_type(0))?;
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
            let sizes: Vec<ValueId> = operand_group(src, 2).map(|k| src.operand(k)).collect();
            dynamic_size(&static_sizes, i, &sizes).map(OpFoldResult::Value)
        }
        _ => None,
    }
}

/// The mixed list `name` of a slice op whose dynamic operands are
/// group `g`: `Ok(static)` or `Err(value)` per entry.
fn mixed_list(op: OpRef<'_>, name: &str, g: usize) -> Vec<Result<i64, ValueId>> {
    let mut dynamic = operand_group(op, g).map(|i| op.operand(i));
    static_list(op, name)
        .into_iter()
        .map(|s| {
            if s != DYNAMIC {
                return Ok(s);
            }
            let Some(v) = dynamic.next() else { return Ok(s) };
            const_i64(op.ctx, op.body, v).ok_or(v)
        })
        .collect()
}

/// `memref.subview` to its source type, when that type is statically
/// shaped with a static (or non-strided) layout, is its source; so is a
/// subview at zero offsets, unit strides and the same sizes of a subview
/// of the same type.
pub(crate) fn fold_subview(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
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
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let inner = def_named(op, op.operand(0), "memref.subview").ok_or(Failed)?;
    let no_op = mixed_list(op, "static_offsets", 1).iter().all(|o| *o == Ok(0))
        && mixed_list(op, "static_strides", 3).iter().all(|s| *s == Ok(1))
        && mixed_list(op, "static_sizes", 2) == mixed_list(inner, "static_sizes", 2);
    if !no_op {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// `memref.memory_space_cast`: an identity cast is its source; a cast of a
/// cast casts the first source directly.
pub(crate) fn fold_memory_space_cast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    if op.operand_type(0) == op.result_type(0) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let inner = def_named(op, op.operand(0), "memref.memory_space_cast").ok_or(Failed)?;
    out.edits.push(FoldEdit::SetOperand(0, inner.operand(0)));
    Ok(())
}

/// `memref.assume_alignment` of a memref already assumed aligned to the
/// same alignment is that memref.
pub(crate) fn fold_assume_alignment(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let inner = def_named(op, op.operand(0), "memref.assume_alignment").ok_or(Failed)?;
    if inner.attr("alignment") != op.attr("alignment") {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

fn affine_map_of(op: OpRef<'_>, name: &str) -> Option<strata_ir::affine::AffineMap> {
    match op.ctx.attr_kind(op.attr(name)?) {
        strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// `memref.transpose`: an identity permutation keeping the type is its
/// source; a transpose of a transpose takes the composed permutation of
/// the first source.
pub(crate) fn fold_transpose(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let perm = affine_map_of(op, "permutation").ok_or(Failed)?;
    if perm.is_identity(ctx) && op.operand_type(0) == op.result_type(0) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let inner = def_named(op, op.operand(0), "memref.transpose").ok_or(Failed)?;
    let first = affine_map_of(inner, "permutation").ok_or(Failed)?;
    let composed = perm.compose(ctx, &first).ok_or(Failed)?;
    out.edits.push(FoldEdit::SetOperand(0, inner.operand(0)));
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
    let ty = op.result_type(0);
    let static_shape = ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let zero_shift = attr_i64(op, operands.get(1).copied().flatten()) == Some(0);
    if zero_shift && static_shape && op.operand_type(0) == ty {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let cast = def_named(op, op.operand(0), "memref.cast").ok_or(Failed)?;
    let src = cast.operand(0);
    if !is_view_source(op, op.value_type(src)) {
        return Err(Failed);
    }
    out.edits.push(FoldEdit::SetOperand(0, src));
    Ok(())
}

/// The memref whose base a `memref.reinterpret_cast` of `v` may take
/// instead: the source of a reinterpret_cast or cast, or of a subview at
/// zero offsets.
fn reinterpret_source(op: OpRef<'_>, v: ValueId) -> Option<ValueId> {
    let d = def(op, v)?;
    match d.name_str() {
        "memref.reinterpret_cast" | "memref.cast" => Some(d.operand(0)),
        "memref.subview" => {
            let offsets = static_list(d, "static_offsets");
            let mut dynamic = operand_group(d, 1).map(|i| d.operand(i));
            let zero = offsets.iter().all(|&o| {
                if o == DYNAMIC {
                    dynamic.next().and_then(|v| const_i64(d.ctx, d.body, v)) == Some(0)
                } else {
                    o == 0
                }
            });
            zero.then(|| d.operand(0))
        }
        _ => None,
    }
}

/// `memref.reinterpret_cast`: takes the base of the memref its source
/// views (see `reinterpret_source`); a cast to the statically shaped type
/// of its source at offset zero is the source.
pub(crate) fn fold_reinterpret_cast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    if let Some(src) = reinterpret_source(op, op.operand(0)) {
        out.edits.push(FoldEdit::SetOperand(0, src));
        return Ok(());
    }
    let ty = op.result_type(0);
    let static_shape = op.ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let zero_offset = static_list(op, "static_offsets").first() == Some(&0);
    if static_shape && zero_offset && op.operand_type(0) == ty {
        out.results.push(OpFoldResult::Value(op.operand(0)));
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
    let cast = def_named(op, op.operand(0), "memref.cast").ok_or(Failed)?;
    if !super::canonicalize::used_static_metadata(op).is_empty() {
        return Err(Failed);
    }
    let src = cast.operand(0);
    if !matches!(op.ctx.type_kind(op.value_type(src)), TypeKind::MemRef { .. })
        || strides_and_offset(op.ctx, op.value_type(src)).is_none()
    {
        return Err(Failed);
    }
    out.edits.push(FoldEdit::SetOperand(0, src));
    Ok(())
}
