//! `reify-result-shapes` (MLIR's `ReifyResultShapesPass`): each
//! `tensor.pad` and `tensor.concat` whose reified result sizes are more
//! static than its result type is replaced by a copy with the static
//! sizes, cast back to the original type. The ops computing the sizes
//! stay, as in mlir-opt.

use strata_ir::tiling::reify_result_shapes;
use strata_ir::{
    Body, Context, Diagnostic, IrMapping, IsolatedOpMut, LogicalResult, OpBuilder, OpFoldResult, OpId, OpRef,
    OperationState, Type, TypeKind, WalkResult, DYNAMIC,
};
use strata_pass::Pass;

use strata_dialect_utils::static_value::with_shape;

/// The pass.
pub struct ReifyResultShapes;

impl Pass for ReifyResultShapes {
    fn argument(&self) -> &'static str {
        "reify-result-shapes"
    }

    fn description(&self) -> &'static str {
        "Reifies the results of `tensor::PadOp` and `tensor::ConcatOp`."
    }

    fn name(&self) -> &'static str {
        "ReifyResultShapesPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        reify_body(ctx, op.body())
    }
}

/// Reifies the pads and concats of `body`, then those of the isolated
/// ops nested in it.
fn reify_body(ctx: &Context, body: &mut Body) -> LogicalResult {
    let mut ops = Vec::new();
    let mut isolated = Vec::new();
    body.walk_root_regions(&mut |o| {
        // Only ops that carry no tied operand shapes: other ops' reified
        // shapes and verifiers may disagree.
        if matches!(ctx.op_name_str(body.op_name(o)), "tensor.pad" | "tensor.concat") {
            ops.push(o);
        }
        if body.child_body(o).is_some() {
            isolated.push(o);
        }
        WalkResult::Advance
    });
    for op in ops {
        reify_op(ctx, body, op)?;
    }
    for o in isolated {
        if let Some(child) = body.child_body_mut(o) {
            reify_body(ctx, child)?;
        }
    }
    Ok(())
}

fn is_ranked_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
    )
}

/// Replaces `op` by a copy whose results have the reified static sizes,
/// cast back to the original types, if that makes any more static.
fn reify_op(ctx: &Context, body: &mut Body, op: OpId) -> LogicalResult {
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let shapes = match reify_result_shapes(&mut b, op) {
        Some(Ok(shapes)) if !shapes.is_empty() => shapes,
        _ => {
            let o = OpRef::new(ctx, body, op);
            ctx.emit_op_diagnostic(
                o,
                Diagnostic::warning(o.loc(), "failed to get the reified shapes"),
            );
            return Err(strata_ir::Failed);
        }
    };
    let old_types: Vec<Type> = body.result_types(op).collect();
    let mut new_types = old_types.clone();
    for (ty, shape) in new_types.iter_mut().zip(&shapes) {
        if !is_ranked_shaped(ctx, *ty) {
            continue;
        }
        let sizes: Vec<i64> = shape
            .iter()
            .map(|s| match *s {
                OpFoldResult::Attr(a) => ctx.integer_attr_value(a).map_or(DYNAMIC, |v| v.sext_i64()),
                OpFoldResult::Value(v) => {
                    strata_dialect_utils::matchers::const_i64(ctx, body, v).unwrap_or(DYNAMIC)
                }
            })
            .collect();
        if ctx
            .shape(*ty)
            .is_some_and(|s| s.len() == sizes.len() && s != sizes.as_slice())
        {
            *ty = with_shape(ctx, *ty, &sizes);
        }
    }
    if new_types == old_types {
        return Ok(());
    }
    let loc = body.op_loc(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let copy = b.clone(op, &mut IrMapping::default());
    let mut replacements = Vec::with_capacity(old_types.len());
    for (i, (&old, &new)) in old_types.iter().zip(&new_types).enumerate() {
        let result = b.body.result(copy, i);
        if old == new {
            replacements.push(result);
            continue;
        }
        b.body.set_value_type(result, new);
        let cast = if matches!(ctx.type_kind(old), TypeKind::RankedTensor { .. }) {
            "tensor.cast"
        } else {
            "memref.cast"
        };
        let mut st = OperationState::new(ctx.op_name(cast), loc);
        st.operands = vec![result];
        st.result_types = vec![old];
        let c = b.create(st);
        replacements.push(b.body.result(c, 0));
    }
    let results: Vec<_> = body.results(op).collect();
    for (r, v) in results.into_iter().zip(replacements) {
        body.replace_all_uses_with(r, v);
    }
    body.erase_op(op);
    Ok(())
}
