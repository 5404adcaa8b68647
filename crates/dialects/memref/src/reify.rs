//! `ReifyRankedShapedTypeOpInterface` of `memref.expand_shape` (its output
//! shape) and `memref.assume_alignment` (the sizes of its operand), and
//! the folded `memref.dim` they create.

use strata_dialect_utils::static_value::mixed_fold_results;
use strata_ir::tiling::{index_attr, ReifyRankedShapedTypeOpInterface};
use strata_ir::{Location, OpBuilder, OpFoldResult, OpRef, ValueId, DYNAMIC};

use crate::{AssumeAlignmentOp, DimOp, ExpandShapeOp};

/// A `memref.dim` of dimension `j` of `v` with its index constant, folded
/// as mlir-opt's `createOrFold` does (see [`fold_created`]).
pub fn folded_dim(b: &mut OpBuilder<'_>, loc: Location, v: ValueId, j: usize) -> ValueId {
    let ctx = b.ctx;
    let index = strata_dialect_arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), j as i64))
        .result(b);
    let dim = DimOp::build(b, loc, v, index).op();
    fold_created(b, loc, dim)
}

/// The value of the single-result op `op` just created, folded as
/// mlir-opt's `createOrFold` does: the op is erased if it folds to a value
/// or to a constant (an `index` `arith.constant` before it; the dims of
/// both dialects fold to no other), else it stays.
pub fn fold_created(b: &mut OpBuilder<'_>, loc: Location, op: strata_ir::OpId) -> ValueId {
    let ctx = b.ctx;
    let result = b.body.result(op, 0);
    let mut out = strata_ir::FoldOutput::default();
    if strata_ir::fold::fold_op(OpRef::new(ctx, b.body, op), &mut out).is_ok() && out.edits.is_empty() {
        match out.results[..] {
            [OpFoldResult::Value(folded)] => {
                b.body.erase_op(op);
                return folded;
            }
            [OpFoldResult::Attr(a)] => {
                b.set_insertion_point_before(op);
                let c = strata_dialect_arith::ConstantOp::build(b, loc, a).result(b);
                b.set_insertion_point_after(op);
                b.body.erase_op(op);
                return c;
            }
            _ => {}
        }
    }
    result
}

/// The size of dimension `j` of memref `v`: an attribute if static, else
/// a folded `memref.dim` at `loc` (MLIR's `memref::getMixedSize`).
pub fn mixed_size(b: &mut OpBuilder<'_>, loc: Location, v: ValueId, j: usize) -> OpFoldResult {
    let ctx = b.ctx;
    let s = ctx
        .shape(b.body.value_type(v))
        .and_then(|s| s.get(j).copied())
        .unwrap_or(DYNAMIC);
    if s != DYNAMIC {
        return index_attr(ctx, s);
    }
    OpFoldResult::Value(folded_dim(b, loc, v, j))
}

/// `memref.expand_shape`: its output shape.
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

/// `memref.assume_alignment`: the sizes of its operand.
pub(crate) const ASSUME_ALIGNMENT: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let o = OpRef::new(b.ctx, b.body, op);
        let (memref, loc) = (AssumeAlignmentOp(op).memref(&o), o.loc());
        let rank = b.ctx.shape(o.value_type(memref)).map_or(0, <[i64]>::len);
        Ok(vec![(0..rank).map(|j| mixed_size(b, loc, memref, j)).collect()])
    },
};
