//! `memref-expand` (MLIR's `ExpandOpsPass`): each `memref.reshape` whose
//! shape operand has a static size becomes a `memref.reinterpret_cast`
//! of its source with offset 0, the sizes loaded from the shape operand
//! (constants for the result's static sizes) and the identity layout's
//! strides computed from them. As in mlir-opt, the ops are created as a
//! dialect conversion creates them: nothing is folded, and the constant
//! of a static size is created even where only its attribute is used.
//!
//! mlir-opt 22 expands no `memref.atomic_rmw` kind, and neither does this
//! pass.

use strata_dialect_arith as arith;
use strata_dialect_memref::{LoadOp, ReinterpretCastOp};
use strata_ir::{
    Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, TypeKind, ValueId, WalkResult, DYNAMIC,
};
use strata_pass::Pass;

/// The pass.
pub struct ExpandOps;

impl Pass for ExpandOps {
    fn argument(&self) -> &'static str {
        "memref-expand"
    }

    fn description(&self) -> &'static str {
        "Legalize memref operations to be convertible to LLVM."
    }

    fn name(&self) -> &'static str {
        "ExpandOpsPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[],
            introduces: &[],
            introduces_if: &[(
                &["memref.reshape"],
                &[
                    "memref.reinterpret_cast",
                    "memref.load",
                    "arith.constant",
                    "arith.index_cast",
                    "arith.muli",
                ],
            )],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        expand_body(ctx, op.body());
        Ok(())
    }
}

/// Expands the reshapes of `body` and of the isolated ops nested in it.
fn expand_body(ctx: &Context, body: &mut Body) {
    let mut reshapes = Vec::new();
    let mut isolated = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "memref.reshape" {
            reshapes.push(o);
        }
        if body.child_body(o).is_some() {
            isolated.push(o);
        }
        WalkResult::Advance
    });
    for o in reshapes {
        expand_reshape(ctx, body, o);
    }
    for o in isolated {
        if let Some(child) = body.child_body_mut(o) {
            expand_body(ctx, child);
        }
    }
}

/// The reshape `op` as a `reinterpret_cast`, if its shape operand has a
/// static size and its result is ranked.
fn expand_reshape(ctx: &Context, body: &mut Body, op: OpId) {
    let operands: Vec<ValueId> = body.operands(op).collect();
    let results: Vec<ValueId> = body.results(op).collect();
    let ([source, shape], [result]) = (&operands[..], &results[..]) else {
        return;
    };
    let (source, shape, result) = (*source, *shape, *result);
    let rank = match ctx.shape(body.value_type(shape)) {
        Some(&[n]) if n != DYNAMIC => n,
        _ => return,
    };
    let result_ty = body.value_type(result);
    let sizes_of_result = match ctx.type_kind(result_ty) {
        TypeKind::MemRef { shape, .. } if shape.len() as i64 == rank => shape.clone(),
        _ => return,
    };
    let shape_is_index = ctx
        .shape(body.value_type(shape))
        .map(|_| ctx.element_type_or_self(body.value_type(shape)) == ctx.index_type())
        .unwrap_or(false);
    let loc = body.op_loc(op);
    let index = ctx.index_type();
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let constant = |b: &mut OpBuilder<'_>, v: i64| {
        arith::ConstantOp::build(b, loc, ctx.integer_attr(index, v)).result(b)
    };
    let n = sizes_of_result.len();
    // Static sizes and strides, DYNAMIC where a value stands.
    let mut static_sizes = vec![DYNAMIC; n];
    let mut static_strides = vec![DYNAMIC; n];
    let mut dyn_sizes: Vec<Option<ValueId>> = vec![None; n];
    let mut dyn_strides: Vec<Option<ValueId>> = vec![None; n];
    let mut stride: Option<ValueId> = None;
    let mut static_stride: i64 = 1;
    for i in (0..n).rev() {
        let size = if sizes_of_result[i] == DYNAMIC {
            let at = constant(&mut b, i as i64);
            let mut size = LoadOp::build(&mut b, loc, shape, &[at], Some(false), None).result(&b);
            if !shape_is_index {
                size = arith::IndexCastOp::build(&mut b, loc, index, size).out(&b);
            }
            dyn_sizes[i] = Some(size);
            size
        } else {
            static_sizes[i] = sizes_of_result[i];
            constant(&mut b, sizes_of_result[i])
        };
        match stride {
            Some(s) => dyn_strides[i] = Some(s),
            None => static_strides[i] = static_stride,
        }
        if i > 0 {
            if let Some(s) = stride {
                stride = Some(arith::MulIOp::build(&mut b, loc, s, size, None).result(&b));
            } else if sizes_of_result[i] == DYNAMIC {
                let c = constant(&mut b, static_stride);
                stride = Some(arith::MulIOp::build(&mut b, loc, c, size, None).result(&b));
            } else {
                static_stride = static_stride.saturating_mul(sizes_of_result[i]);
            }
        }
    }
    let sizes: Vec<ValueId> = dyn_sizes.into_iter().flatten().collect();
    let strides: Vec<ValueId> = dyn_strides.into_iter().flatten().collect();
    let cast = ReinterpretCastOp::build(
        &mut b,
        loc,
        result_ty,
        source,
        &[],
        &sizes,
        &strides,
        &[0],
        &static_sizes,
        &static_strides,
    )
    .result(&b);
    body.replace_all_uses_with(result, cast);
    body.erase_op(op);
}
