//! Lists of static values and dynamic operands, as ops with offsets,
//! sizes and strides (`static_offsets` with the `offsets` operands) and
//! shaped results with dynamic sizes hold them (MLIR's
//! `StaticValueUtils`).

use strata_ir::{Context, LogicalResult, OpRef, Type, TypeKind, ValueId, DYNAMIC};

use crate::attrs::dense_i64_values;
use crate::matchers::const_i64;
use crate::segments::operand_group;
use crate::slice::out_of_bounds;

/// The values of a `DenseI64ArrayAttr` property (empty when absent).
pub fn static_list(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

/// The mixed list `name` (`static_offsets`, ...) of an op whose dynamic
/// operands for it are `dynamic`: `Ok(value)` per static or constant
/// entry, `Err(operand)` per other one, so that equal lists compare equal
/// (MLIR's `isEqualConstantIntOrValue`).
pub fn mixed_list(
    op: OpRef<'_>,
    name: &str,
    dynamic: impl IntoIterator<Item = ValueId>,
) -> Vec<Result<i64, ValueId>> {
    let mut dynamic = dynamic.into_iter();
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

/// The mixed list `name` of `op` with the values `dynamic` at its
/// dynamic entries, as fold results: an `index` attribute per static
/// entry, the value per dynamic one, constant or not (MLIR's
/// `getMixedValues`).
pub fn mixed_fold_results(
    op: OpRef<'_>,
    name: &str,
    dynamic: impl IntoIterator<Item = ValueId>,
) -> Vec<strata_ir::OpFoldResult> {
    let mut dynamic = dynamic.into_iter();
    static_list(op, name)
        .into_iter()
        .map(|s| match (s, if s == DYNAMIC { dynamic.next() } else { None }) {
            (DYNAMIC, Some(v)) => strata_ir::OpFoldResult::Value(v),
            _ => strata_ir::OpFoldResult::Attr(op.ctx.integer_attr(op.ctx.index_type(), s)),
        })
        .collect()
}

/// The operand giving dynamic dimension `index` of a shaped type whose
/// dynamic sizes are `sizes` (in order).
pub fn dynamic_size(shape: &[i64], index: usize, sizes: &[ValueId]) -> Option<ValueId> {
    let before = shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
    sizes.get(before).copied()
}

/// `verifyDynamicDimensionCount`: `count` dynamic size operands for the
/// dynamic dimensions of the shaped type `t`.
pub fn verify_dynamic_sizes(op: OpRef<'_>, t: Type, count: usize) -> LogicalResult {
    let expected = op
        .ctx
        .shape(t)
        .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if count != expected {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {count}, expected {expected}"
        )));
    }
    Ok(())
}

/// Whether `target` keeps all the static information of `source`: both
/// ranked tensors with the same element type, rank and encoding, and no
/// static size of `source` dynamic in `target` (MLIR's
/// `preservesStaticInformation`).
pub fn preserves_static(ctx: &Context, source: Type, target: Type) -> bool {
    if source == target {
        return true;
    }
    let (
        TypeKind::RankedTensor {
            shape: s,
            element: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: t,
            element: te,
            encoding: tn,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && sn == tn
        && s.len() == t.len()
        && s.iter()
            .zip(t.iter())
            .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// Whether a slice op with all-static lists takes offsets 0, strides 1 and
/// the sizes of `shape` (MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`).
pub fn is_identity_slice(op: OpRef<'_>, shape: &[i64]) -> bool {
    let offsets = static_list(op, "static_offsets");
    let sizes = static_list(op, "static_sizes");
    let strides = static_list(op, "static_strides");
    offsets.iter().all(|&o| o == 0)
        && strides.iter().all(|&s| s == 1)
        && sizes.len() == shape.len()
        && sizes.iter().zip(shape).all(|(&a, &b)| a == b && a != DYNAMIC)
}

/// The static lists and remaining dynamic operands of the offsets, sizes
/// and strides of a view-like op.
pub struct FoldedLists {
    /// The static offsets, sizes and strides, with `DYNAMIC` where an
    /// operand supplies the value.
    pub statics: [Vec<i64>; 3],
    /// The dynamic offset, size and stride operands, one per `DYNAMIC`
    /// entry of the matching static list.
    pub dynamics: [Vec<ValueId>; 3],
}

impl FoldedLists {
    /// Whether a slice of `source` (a shaped type) with these lists stays
    /// in bounds where that is known.
    pub fn in_bounds(&self, ctx: &Context, source: Type) -> bool {
        let Some(shape) = ctx.shape(source) else {
            return true;
        };
        let [offsets, sizes, strides] = &self.statics;
        out_of_bounds(shape, offsets, sizes, strides).is_none()
    }
}

/// The offsets, sizes and strides of a view-like op with all constant
/// operands folded into its static lists (MLIR's `getConstifiedMixed*`).
/// Negative offsets and sizes and zero strides stay dynamic. `None` when
/// nothing folds.
pub fn fold_constant_lists(o: OpRef<'_>, first_group: usize) -> Option<FoldedLists> {
    fold_lists(o, first_group, false)
}

/// The lists of a slice op with the constant operands of the first list
/// that has any folded, the later lists kept: one step of MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` (offsets, then
/// sizes, then strides), which its caller applies only when the slice stays
/// in bounds.
pub fn fold_first_constant_list(o: OpRef<'_>, first_group: usize) -> Option<FoldedLists> {
    fold_lists(o, first_group, true)
}

fn fold_lists(o: OpRef<'_>, first_group: usize, first_only: bool) -> Option<FoldedLists> {
    const NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let mut changed = false;
    let mut statics: [Vec<i64>; 3] = Default::default();
    let mut dynamics: [Vec<ValueId>; 3] = Default::default();
    for (k, name) in NAMES.iter().enumerate() {
        let fold = !(first_only && changed);
        let list = static_list(o, name);
        let mut operands = operand_group(o, first_group + k).map(|i| o.operand(i));
        for &s in &list {
            if s != DYNAMIC {
                statics[k].push(s);
                continue;
            }
            let v = operands.next()?;
            let folded = const_i64(o.ctx, o.body, v)
                .filter(|&c| if k == 2 { c != 0 } else { c >= 0 })
                .filter(|_| fold);
            match folded {
                Some(c) => {
                    statics[k].push(c);
                    changed = true;
                }
                None => {
                    statics[k].push(DYNAMIC);
                    dynamics[k].push(v);
                }
            }
        }
    }
    changed.then_some(FoldedLists { statics, dynamics })
}

/// The `ConditionallySpeculatable` interface of `memref.dim` and
/// `tensor.dim` ([`dim_speculatability`]).
pub const DIM_SPECULATABLE: strata_ir::interfaces::ConditionallySpeculatable =
    strata_ir::interfaces::ConditionallySpeculatable(dim_speculatability);

/// `memref.dim` and `tensor.dim` may be speculated when the index is a
/// constant below the rank of a ranked source.
pub fn dim_speculatability(op: OpRef<'_>) -> strata_ir::interfaces::Speculatability {
    use strata_ir::interfaces::Speculatability;
    let index = const_i64(op.ctx, op.body, op.operand(1));
    match (index, op.ctx.shape(op.operand_type(0)).map(<[i64]>::len)) {
        (Some(i), Some(rank)) if i < rank as i64 => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// The shape `shape` with each dynamic dimension whose size (the next of
/// `sizes`, in order) is a non-negative constant made static, and the
/// sizes still dynamic; `None` when no size is constant or `sizes` are
/// too few (the canonicalizations of allocations' constant sizes).
pub fn fold_constant_sizes(
    body: &strata_ir::Body,
    ctx: &strata_ir::Context,
    shape: &[i64],
    sizes: &[ValueId],
) -> Option<(Vec<i64>, Vec<ValueId>)> {
    let mut sizes = sizes.iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut changed = false;
    for &d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let &v = sizes.next()?;
        match crate::matchers::const_i64(ctx, body, v).filter(|&c| c >= 0) {
            Some(c) => {
                new_shape.push(c);
                changed = true;
            }
            None => {
                new_shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    changed.then_some((new_shape, kept))
}

/// [`fold_constant_sizes`] on a ranked tensor type: the type with the
/// constant sizes folded in (same element type and encoding) and the
/// dynamic sizes left, or `None` if `ty` is not a ranked tensor or no size
/// is a constant (the `tensor.empty` and `bufferization.alloc_tensor`
/// canonicalizations).
pub fn fold_constant_tensor_sizes(
    body: &strata_ir::Body,
    ctx: &strata_ir::Context,
    ty: strata_ir::Type,
    sizes: &[ValueId],
) -> Option<(strata_ir::Type, Vec<ValueId>)> {
    let strata_ir::TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty).clone()
    else {
        return None;
    };
    let (new_shape, kept) = fold_constant_sizes(body, ctx, &shape, sizes)?;
    let new_ty = ctx.intern_type(strata_ir::TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding,
    });
    Some((new_ty, kept))
}

/// The row-major position of constant `indices` in `shape`, if in bounds.
pub fn linear_index(shape: &[i64], indices: &[Option<i64>]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut pos: i64 = 0;
    for (&d, &i) in shape.iter().zip(indices) {
        let i = i?;
        if d < 0 || i < 0 || i >= d {
            return None;
        }
        pos = pos.checked_mul(d)?.checked_add(i)?;
    }
    usize::try_from(pos).ok()
}

/// The ranked tensor type `t` with `shape`, its element type and encoding
/// kept; other types are returned as they are.
pub fn with_shape(ctx: &Context, t: Type, shape: &[i64]) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element: *element,
            encoding: *encoding,
        }),
        _ => t,
    }
}

/// The dimensions of the sizes of a slice op `o` (whose dynamic sizes are
/// `dynamic_sizes`) that its rank-reduced shape `reduced` drops (MLIR's
/// `getDroppedDims`): walking both from the back, a static size of 1
/// matched by no unit dimension of `reduced`. A dynamic size is always
/// kept, even a constant one, since the slice's type was inferred from the
/// static sizes.
pub fn slice_dropped_dims(
    o: OpRef<'_>,
    reduced: &[i64],
    dynamic_sizes: impl IntoIterator<Item = ValueId>,
) -> Vec<bool> {
    let sizes = mixed_fold_results(o, "static_sizes", dynamic_sizes);
    let mut dropped = vec![false; sizes.len()];
    let mut pos = reduced.len();
    for (d, &size) in sizes.iter().enumerate().rev() {
        let unit = match size {
            strata_ir::OpFoldResult::Attr(a) => o.ctx.integer_attr_value(a).map(|v| v.sext_i64()) == Some(1),
            strata_ir::OpFoldResult::Value(_) => false,
        };
        if pos > 0 && (!unit || reduced[pos - 1] == 1) {
            pos -= 1;
        } else {
            dropped[d] = unit;
        }
    }
    dropped
}
