//! The folders of the memref ops: `dim` and `rank` of known shapes, casts
//! folded into their users (MLIR's `foldMemRefCast`) and cast identities.

use strata_ir::{
    Attribute, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef, TypeKind, ValueId, DYNAMIC,
};

use super::layout::strides_and_offset;
use super::views::rank_reduction_mask;
use super::{group, static_list};
use crate::common::{attr_i64, def, def_named, index_attr};

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

/// `memref.reinterpret_cast`: of a `reinterpret_cast`, `cast` or
/// zero-offset `subview`, the cast takes that op's source; a statically
/// shaped cast to its own source type with offset 0 is the source.
pub(crate) fn fold_reinterpret_cast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let src = op.operand(0);
    let previous = def(op, src).and_then(|d| match d.name_str() {
        "memref.reinterpret_cast" | "memref.cast" => Some(d.operand(0)),
        "memref.subview" if static_list(d, "static_offsets").iter().all(|&o| o == 0) => Some(d.operand(0)),
        _ => None,
    });
    if let Some(previous) = previous {
        out.edits.push(FoldEdit::SetOperand(0, previous));
        return Ok(());
    }
    let result = op.result_type(0);
    let static_shape = op.ctx.shape(result).is_some_and(|s| !s.contains(&DYNAMIC));
    if static_shape && op.operand_type(0) == result && static_list(op, "static_offsets").first() == Some(&0) {
        out.results.push(OpFoldResult::Value(src));
        return Ok(());
    }
    Err(Failed)
}

/// `memref.rank` of a ranked memref.
pub(crate) fn fold_rank(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let shape = op.ctx.shape(op.operand_type(0)).ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(index_attr(op, shape.len() as i64)));
    Ok(())
}

/// The operand giving dynamic dimension `index` of a shaped type whose
/// dynamic sizes are `sizes` (in order).
pub(crate) fn dynamic_size(shape: &[i64], index: usize, sizes: &[ValueId]) -> Option<ValueId> {
    let before = shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
    sizes.get(before).copied()
}

/// `memref.dim`: a static size, the dynamic size operand of the
/// allocation, view or subview producing the memref, or the dim of the
/// source of a cast.
pub(crate) fn fold_dim(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if let Some(found) = dim_value(op, operands) {
        out.results.push(found);
        return Ok(());
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
            let sizes: Vec<ValueId> = group(src, 0).map(|i| src.operand(i)).collect();
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
            let sizes: Vec<ValueId> = group(src, 2).map(|k| src.operand(k)).collect();
            dynamic_size(&static_sizes, i, &sizes).map(OpFoldResult::Value)
        }
        _ => None,
    }
}

/// `memref.subview` whose result type is its statically shaped source
/// type views the whole source.
pub(crate) fn fold_subview(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let static_shape = op.ctx.shape(res).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    if src != res || !static_shape {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// Whether a slice op with all-static lists takes offsets 0, strides 1 and
/// the sizes of `shape` (MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`).
pub(crate) fn is_identity_slice(op: OpRef<'_>, shape: &[i64]) -> bool {
    let offsets = static_list(op, "static_offsets");
    let sizes = static_list(op, "static_sizes");
    let strides = static_list(op, "static_strides");
    offsets.iter().all(|&o| o == 0)
        && strides.iter().all(|&s| s == 1)
        && sizes.len() == shape.len()
        && sizes.iter().zip(shape).all(|(&a, &b)| a == b && a != DYNAMIC)
}
