//! The `toy` dialect's canonicalization patterns (chapter 3): a transpose
//! of a transpose is its input (a pattern written in Rust); a reshape of a
//! reshape is one reshape, a reshape to the type it already has is its
//! input, and a reshape of a constant is a constant (declarative rules).

use strata::ir::{AttrKind, Attribute, Context, OpId, Type};
use strata::rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::dialect::{ConstantOp, ReshapeOp, TransposeOp, TRANSPOSE};

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

// ANCHOR: reshape_rules
strata::rewrite::pat! {
    /// `reshape(reshape(x))` → `reshape(x)`.
    ReshapeOfReshape {
        source: res @ ReshapeOp { input: ReshapeOp { input: x } },
        result: ReshapeOp::build(type(res), x),
    }

    /// `reshape(x)` where `x` already has the result's type → `x`.
    RedundantReshape {
        source: res @ ReshapeOp { input: x },
        constraints: [same_type(x, res)],
        result: x,
    }

    /// `reshape(constant)` → a constant of the reshaped type.
    ReshapeOfConstant {
        source: res @ ReshapeOp { input: ConstantOp { value: value } },
        result: ConstantOp::build(reshape_constant(value, type(res))),
    }
}
// ANCHOR_END: reshape_rules

// ANCHOR: reshape_constant
/// The constant `value` with the type `ty`: the same elements, which must
/// fill `ty`'s shape (or be a splat, which fills any shape).
fn reshape_constant(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type) -> Option<Attribute> {
    let ctx = rw.ctx;
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(value) else {
        return None;
    };
    if !data.splat && Some(data.bytes.len() / 8) != num_elements(ctx, ty) {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: data.clone(),
    }))
}
// ANCHOR_END: reshape_constant

fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
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
