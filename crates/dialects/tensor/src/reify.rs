//! `ReifyRankedShapedTypeOpInterface` of the tensor ops whose result
//! sizes follow from their operands (MLIR's `reifyResultShapes` of
//! `tensor.empty`, `generate`, `splat`, `extract_slice`, `insert_slice`,
//! `concat` and the reshapes): each size is a constant or a value, and
//! the ops computing the values are created at the builder's insertion
//! point as mlir-opt creates them, so that what a caller leaves unused
//! is the same.

use strata_dialect_affine::{build_composed_folded_apply, ApplyValue};
use strata_dialect_utils::reshape::op_reassociation;
use strata_dialect_utils::static_value::{mixed_fold_results, slice_dropped_dims};
use strata_ir::affine::AffineMap;
use strata_ir::tiling::{index_attr, ReifyRankedShapedTypeOpInterface};
use strata_ir::{Context, Failed, Location, OpBuilder, OpFoldResult, OpRef, Type, ValueId, DYNAMIC};

use crate::tiling::{folded_dim, index_value};
use crate::{
    CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractSliceOp, GenerateOp, InsertSliceOp,
    SplatOp,
};

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The sizes of a result of type `t` whose dynamic sizes are `dynamic`,
/// in order.
fn from_dynamic_sizes(ctx: &Context, t: Type, dynamic: &[ValueId]) -> Vec<OpFoldResult> {
    let mut dynamic = dynamic.iter();
    shape_of(ctx, t)
        .into_iter()
        .map(|s| match (s, if s == DYNAMIC { dynamic.next() } else { None }) {
            (DYNAMIC, Some(&v)) => OpFoldResult::Value(v),
            _ => index_attr(ctx, s),
        })
        .collect()
}

/// `tensor.empty`: its dynamic size operands.
pub(crate) const EMPTY: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let e = EmptyOp(op);
        Ok(vec![from_dynamic_sizes(
            b.ctx,
            o.value_type(e.result(&o)),
            &e.dynamic_sizes(&o).to_vec(),
        )])
    },
};

/// `tensor.generate`: its dynamic extents.
pub(crate) const GENERATE: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let g = GenerateOp(op);
        Ok(vec![from_dynamic_sizes(
            b.ctx,
            o.value_type(g.result(&o)),
            &g.dynamic_extents(&o).to_vec(),
        )])
    },
};

/// `tensor.splat`: its dynamic sizes.
pub(crate) const SPLAT: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let s = SplatOp(op);
        Ok(vec![from_dynamic_sizes(
            b.ctx,
            o.value_type(s.aggregate(&o)),
            &s.dynamic_sizes(&o).to_vec(),
        )])
    },
};

/// The dimensions of an `extract_slice`'s sizes that its result drops
/// (MLIR's `ExtractSliceOp::getDroppedDims`).
pub fn extract_slice_dropped_dims(o: OpRef<'_>) -> Vec<bool> {
    let s = ExtractSliceOp(o.id);
    let result = shape_of(o.ctx, o.value_type(s.result(&o)));
    slice_dropped_dims(o, &result, s.sizes(&o))
}

/// `tensor.extract_slice`: its sizes, less the dropped dimensions.
pub(crate) const EXTRACT_SLICE: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let s = ExtractSliceOp(op);
        let sizes = mixed_fold_results(o, "static_sizes", s.sizes(&o));
        let dropped = extract_slice_dropped_dims(o);
        Ok(vec![sizes
            .into_iter()
            .zip(dropped)
            .filter(|(_, d)| !d)
            .map(|(s, _)| s)
            .collect()])
    },
};

/// The size of dimension `j` of `v`: a constant if static, else a folded
/// `tensor.dim` at `loc` (MLIR's `tensor::getMixedSize`).
fn mixed_size(b: &mut OpBuilder<'_>, loc: Location, v: ValueId, j: usize) -> OpFoldResult {
    let ctx = b.ctx;
    let s = shape_of(ctx, b.body.value_type(v))
        .get(j)
        .copied()
        .unwrap_or(DYNAMIC);
    if s != DYNAMIC {
        return index_attr(ctx, s);
    }
    folded_dim(b, loc, v, j).to_fold_result(ctx)
}

/// An `index` constant at `loc`.
fn constant_index(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> ValueId {
    index_value(b, loc, ApplyValue::Const(v))
}

/// `tensor.insert_slice`: the sizes of its destination.
pub(crate) const INSERT_SLICE: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let dest = InsertSliceOp(op).dest(&o);
        let loc = o.loc();
        let rank = shape_of(b.ctx, o.value_type(dest)).len();
        let sizes = (0..rank).map(|j| mixed_size(b, loc, dest, j)).collect();
        Ok(vec![sizes])
    },
};

/// `tensor.expand_shape`: its output shape.
pub(crate) const EXPAND_SHAPE: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let e = ExpandShapeOp(op);
        Ok(vec![mixed_fold_results(
            o,
            "static_output_shape",
            e.output_shape(&o),
        )])
    },
};

/// `tensor.collapse_shape`: a static size, or the product of the sizes of
/// the source's dimensions in the group (MLIR's
/// `getCollapsedOutputShapeFromInputShape`).
pub(crate) const COLLAPSE_SHAPE: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let ctx = b.ctx;
        let o = OpRef::new(ctx, b.body, op);
        let c = CollapseShapeOp(op);
        let (src, loc) = (c.src(&o), o.loc());
        let result = shape_of(ctx, o.value_type(c.result(&o)));
        let groups = op_reassociation(o).ok_or(Failed)?;
        if groups.len() != result.len() {
            return Err(o.emit_op_error("expected one reassociation group per result dimension"));
        }
        let mut sizes = Vec::with_capacity(result.len());
        for (&s, group) in result.iter().zip(&groups) {
            if s != DYNAMIC {
                sizes.push(index_attr(ctx, s));
                continue;
            }
            let mut product = None;
            let mut dims = Vec::with_capacity(group.len());
            for (k, &d) in group.iter().enumerate() {
                dims.push(folded_dim(b, loc, src, d as usize));
                let sym = ctx.affine_symbol(k as u32);
                product = Some(product.map_or(sym, |p| ctx.affine_mul(p, sym)));
            }
            let Some(product) = product else {
                let o = OpRef::new(ctx, b.body, op);
                return Err(o.emit_op_error("expected a non-empty reassociation group"));
            };
            let map = AffineMap::new(0, dims.len() as u32, vec![product]);
            sizes.push(build_composed_folded_apply(b, loc, &map, &dims).to_fold_result(ctx));
        }
        Ok(vec![sizes])
    },
};

/// The shape `tensor.concat` infers along `dim` from its inputs' shapes
/// (MLIR's `ConcatOp::inferResultType`).
fn concat_inferred_shape(shapes: &[Vec<i64>], dim: usize) -> Vec<i64> {
    let Some(first) = shapes.first() else {
        return Vec::new();
    };
    let mut out = first.clone();
    for s in &shapes[1..] {
        for (d, (o, &x)) in out.iter_mut().zip(s).enumerate() {
            *o = if d == dim {
                if *o == DYNAMIC || x == DYNAMIC {
                    DYNAMIC
                } else {
                    o.saturating_add(x)
                }
            } else if *o == DYNAMIC {
                x
            } else {
                *o
            };
        }
    }
    out
}

/// `tensor.concat`: the sizes its type or its inputs give, a `tensor.dim`
/// of the first input otherwise; along the concatenated dimension, the
/// sum of the inputs' sizes.
pub(crate) const CONCAT: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let ctx = b.ctx;
        let o = OpRef::new(ctx, b.body, op);
        let c = ConcatOp(op);
        let loc = o.loc();
        let inputs: Vec<ValueId> = c.inputs(&o).to_vec();
        let dim = c
            .dim(&o)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
            .and_then(|d| usize::try_from(d).ok())
            .ok_or(Failed)?;
        let result = shape_of(ctx, o.value_type(c.result(&o)));
        let shapes: Vec<Vec<i64>> = inputs.iter().map(|&v| shape_of(ctx, o.value_type(v))).collect();
        let inferred = concat_inferred_shape(&shapes, dim);
        let (&init, rest) = inputs.split_first().ok_or(Failed)?;
        let init_loc = b.body.value_loc(init);
        let mut sizes = vec![index_attr(ctx, 0); result.len()];
        for (i, &s) in result.iter().enumerate() {
            if i == dim {
                continue;
            }
            sizes[i] = if s != DYNAMIC {
                index_attr(ctx, s)
            } else if inferred.get(i).is_some_and(|&x| x != DYNAMIC) {
                OpFoldResult::Value(constant_index(b, loc, inferred[i]))
            } else {
                let index = constant_index(b, init_loc, i as i64);
                OpFoldResult::Value(DimOp::build(b, init_loc, init, index).result(b))
            };
        }
        if result.get(dim) == Some(&DYNAMIC) {
            let mut sum = ctx.affine_dim(0);
            let mut operands = vec![folded_dim(b, init_loc, init, dim)];
            for (k, &input) in rest.iter().enumerate() {
                sum = ctx.affine_add(sum, ctx.affine_dim(k as u32 + 1));
                let input_loc = b.body.value_loc(input);
                operands.push(folded_dim(b, input_loc, input, dim));
            }
            let map = AffineMap::new(inputs.len() as u32, 0, vec![sum]);
            let size = match build_composed_folded_apply(b, loc, &map, &operands) {
                ApplyValue::Const(v) => constant_index(b, loc, v),
                ApplyValue::Value(v) => v,
            };
            sizes[dim] = OpFoldResult::Value(size);
        } else if let Some(&s) = result.get(dim) {
            sizes[dim] = index_attr(ctx, s);
        }
        Ok(vec![sizes])
    },
};
