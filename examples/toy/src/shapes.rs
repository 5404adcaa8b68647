//! Shape inference (chapter 4): an op interface giving an op's result type
//! from its operands' types, and the pass that propagates shapes through a
//! function with a worklist, as the tutorial's does.

use strata::ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, Type, TypeKind};
use strata::pass::Pass;

use crate::dialect::shape_of;

// ANCHOR: interface
/// An op's shape inference: sets the types of its results from the types
/// of its operands, which are all ranked when it is called.
#[derive(Clone, Copy)]
pub struct ShapeInference {
    pub infer: fn(ctx: &Context, body: &mut Body, op: OpId),
}

/// The result has the first operand's type (element-wise ops, casts).
pub const SAME_AS_FIRST_OPERAND: ShapeInference = ShapeInference {
    infer: |_, body, op| {
        let t = body.value_type(body.operand(op, 0));
        let r = body.result(op, 0);
        body.set_value_type(r, t);
    },
};
// ANCHOR_END: interface

// ANCHOR: transposed
/// The result's shape is the operand's reversed (transposes).
pub const TRANSPOSED: ShapeInference = ShapeInference {
    infer: |ctx, body, op| {
        let t = body.value_type(body.operand(op, 0));
        if let Some(shape) = shape_of(ctx, t) {
            let reversed: Vec<i64> = shape.into_iter().rev().collect();
            let r = body.result(op, 0);
            body.set_value_type(r, ctx.ranked_tensor_type(&reversed, ctx.f64()));
        }
    },
};
// ANCHOR_END: transposed

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. })
}

/// `toy-shape-inference`: on a `toy.func`, infers the shapes of the
/// results of every op that has an unranked result, as soon as all of its
/// operands are ranked, until none is left (or none can make progress,
/// which is an error).
#[derive(Default)]
pub struct ShapeInferencePass;

impl Pass for ShapeInferencePass {
    fn argument(&self) -> &'static str {
        "toy-shape-inference"
    }

    fn description(&self) -> &'static str {
        "Infer the shapes of a Toy function's tensors"
    }

    fn name(&self) -> &'static str {
        "ShapeInferencePass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("toy.func")
    }

    // ANCHOR: run
    fn run(&self, ctx: &Context, func: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = func.body();
        let mut worklist: Vec<OpId> = Vec::new();
        let regions: Vec<_> = body.root_regions().to_vec();
        for r in regions {
            let blocks: Vec<_> = body.region_blocks(r).collect();
            for b in blocks {
                for op in body.block_ops(b) {
                    if body.result_types(op).any(|t| is_unranked(ctx, t)) {
                        worklist.push(op);
                    }
                }
            }
        }
        while let Some(i) = worklist
            .iter()
            .position(|&op| body.operands(op).all(|v| !is_unranked(ctx, body.value_type(v))))
        {
            let op = worklist.remove(i);
            let name = body.op_name(op);
            let Some(shape) = ctx
                .op_def(name)
                .and_then(|d| d.interfaces.get::<ShapeInference>())
            else {
                return Err(strata::ir::OpRef::new(ctx, body, op)
                    .emit_error("unable to infer shape of operation without shape inference interface"));
            };
            (shape.infer)(ctx, body, op);
        }
        if !worklist.is_empty() {
            let message = format!(
                // The tutorial's message ends with a newline, which shows
                // as an empty line after it.
                "Shape inference failed, {} operations couldn't be inferred\n",
                worklist.len()
            );
            return Err(
                func.with_standalone(|body, op| strata::ir::OpRef::new(ctx, body, op).emit_error(message))
            );
        }
        Ok(())
    }
    // ANCHOR_END: run
}
