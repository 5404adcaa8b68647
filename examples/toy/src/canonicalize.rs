//! The `toy` dialect's canonicalization patterns (chapter 3): a transpose
//! of a transpose is its input; a reshape of a reshape is one reshape; a
//! reshape to the type it already has is its input; a reshape of a
//! constant is a constant.

use strata::ir::{AttrKind, Context, OpId};
use strata::rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::dialect::{ConstantOp, ReshapeOp, TransposeOp, RESHAPE, TRANSPOSE};

// ANCHOR: transpose_of_transpose
/// `transpose(transpose(x))` → `x`.
struct TransposeOfTranspose;

impl RewritePattern for TransposeOfTranspose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(TRANSPOSE.name)
    }

    fn debug_name(&self) -> &str {
        "TransposeOfTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(outer) = TransposeOp::cast(rw, op) else {
            return false;
        };
        let body = rw.body();
        let Some(inner) = body
            .defining_op(outer.input(rw))
            .and_then(|d| TransposeOp::cast(rw, d))
        else {
            return false;
        };
        let x = inner.input(rw);
        // The types may differ while shapes are unknown; replacing is only
        // right when the value keeps its type.
        if rw.body().value_type(x) != rw.body().value_type(outer.output(rw)) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}
// ANCHOR_END: transpose_of_transpose

/// `reshape(reshape(x))` → `reshape(x)`.
struct ReshapeOfReshape;

impl RewritePattern for ReshapeOfReshape {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(RESHAPE.name)
    }

    fn debug_name(&self) -> &str {
        "ReshapeOfReshape"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(outer) = ReshapeOp::cast(rw, op) else {
            return false;
        };
        let body = rw.body();
        let Some(inner) = body
            .defining_op(outer.input(rw))
            .and_then(|d| ReshapeOp::cast(rw, d))
        else {
            return false;
        };
        let x = inner.input(rw);
        let ty = body.value_type(outer.output(rw));
        let loc = body.op_loc(op);
        rw.set_insertion_point(op);
        let new = ReshapeOp::build(rw, loc, ty, x);
        let v = rw.body().result(new.op(), 0);
        rw.replace_op(op, &[v]);
        true
    }
}

// ANCHOR: redundant_reshape
/// `reshape(x)` where `x` already has the result's type → `x`.
struct RedundantReshape;

impl RewritePattern for RedundantReshape {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(RESHAPE.name)
    }

    fn debug_name(&self) -> &str {
        "RedundantReshape"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(reshape) = ReshapeOp::cast(rw, op) else {
            return false;
        };
        let x = reshape.input(rw);
        if rw.body().value_type(x) != rw.body().value_type(reshape.output(rw)) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}
// ANCHOR_END: redundant_reshape

/// `reshape(constant)` → a constant of the reshaped type.
struct ReshapeOfConstant;

impl RewritePattern for ReshapeOfConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(RESHAPE.name)
    }

    fn debug_name(&self) -> &str {
        "ReshapeOfConstant"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(reshape) = ReshapeOp::cast(rw, op) else {
            return false;
        };
        let body = rw.body();
        let Some(constant) = body
            .defining_op(reshape.input(rw))
            .and_then(|d| ConstantOp::cast(rw, d))
        else {
            return false;
        };
        let Some(value) = constant.value(rw) else {
            return false;
        };
        let AttrKind::DenseElements { data, .. } = ctx.attr_kind(value) else {
            return false;
        };
        let ty = body.value_type(reshape.output(rw));
        // A non-splat value must have as many elements as the new shape.
        let count = ctx_num_elements(ctx, ty);
        if !data.splat && Some(data.bytes.len() / 8) != count {
            return false;
        }
        let attr = ctx.intern_attr(AttrKind::DenseElements {
            ty,
            data: data.clone(),
        });
        let loc = body.op_loc(op);
        rw.set_insertion_point(op);
        let new = ConstantOp::build(rw, loc, attr);
        let v = rw.body().result(new.op(), 0);
        rw.replace_op(op, &[v]);
        true
    }
}

fn ctx_num_elements(ctx: &Context, ty: strata::ir::Type) -> Option<usize> {
    let shape = crate::dialect::shape_of(ctx, ty)?;
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

// ANCHOR: registration
/// `toy.transpose`'s patterns.
pub fn transpose_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(TransposeOfTranspose));
}

/// `toy.reshape`'s patterns.
pub fn reshape_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(ReshapeOfReshape));
    patterns.push(Box::new(RedundantReshape));
    patterns.push(Box::new(ReshapeOfConstant));
}
// ANCHOR_END: registration
