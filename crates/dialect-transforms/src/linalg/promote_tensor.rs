//! `transform.structured.promote_tensor` (MLIR's `PromoteTensorOp`): asks
//! that a tensor value live in a given memory space after bufferization,
//! by allocating a tensor there (`bufferization.alloc_tensor` with the
//! value's dynamic sizes and `memory_space`) and, when the value may be
//! read, copying it in (`bufferization.materialize_in_destination`). The
//! value's uses then take the promoted one.

use strata_dialect_arith::ConstantOp;
use strata_dialect_bufferization::{AllocTensorOp, MaterializeInDestinationOp};
use strata_dialect_tensor::DimOp as TensorDimOp;
use strata_dialect_transform::interpreter::consumes_nothing;
use strata_dialect_transform::ops::VALUE_HANDLE;
use strata_dialect_transform::{Dsf, Interp, Mapping, PayloadValue, TransformOpInterface};
use strata_ir::{Body, Context, OpBuilder, OpId, OpRef, OpTraits, TypeKind, ValueDef, ValueId, DYNAMIC};
use strata_ods::constraints::attrs;

strata_ods::op! {
    /// Promotes each tensor value of `tensor` to a new allocation in
    /// `memory_space`, copied from the value if it may be read; returns
    /// the promoted values.
    pub PromoteTensorOp(PROMOTE_TENSOR, "transform.structured.promote_tensor") {
        operands(tensor: single(VALUE_HANDLE))
        results(promoted: single(VALUE_HANDLE))
        attributes(memory_space: opt_attr = optional(attrs::ANY_ATTR))
        summary: "Request a tensor value to live in a specific memory space after bufferization",
        example: "func.func @f(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {\n  return %t : tensor<?x4xf32>\n}\nmodule attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ret = transform.structured.match ops{[\"func.return\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %v = transform.get_operand %ret[0] : (!transform.any_op) -> !transform.any_value\n    %p = transform.structured.promote_tensor to 1 %v : !transform.any_value\n    transform.yield\n  }\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        format: Some("(`to` $memory_space^)? $tensor attr-dict `:` type($tensor)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_promote_tensor,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }, &PROMOTE_TENSOR_CONDITIONS],
    }
}

/// Whether the use of `v` as operand `k` of `user` may read it: a
/// structured op reads an operand only if its body uses the operand's
/// block argument; other ops are assumed to read.
fn use_may_read(ctx: &Context, body: &Body, user: OpId, k: usize) -> bool {
    let op = OpRef::new(ctx, body, user);
    if !strata_dialect_linalg::structured::is_structured(op) {
        return true;
    }
    strata_dialect_linalg::structured::payload_uses_operand(op, k)
}

fn apply_promote_tensor(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let memory_space = script.op_attr(ctx, op, "memory_space");
    let loc = script.op_loc(op);
    let mut promoted = Vec::new();
    for v in it.operand_values(script, op, 0) {
        let Some(body) = it.payload.body_mut(v.body) else {
            continue;
        };
        let ty = body.value_type(v.value);
        let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
            return Dsf::silenceable(
                loc,
                format!("non-tensor type: {}", value_text(ctx, body, v.value)),
            );
        };
        let shape = shape.clone();
        let value_loc = body.value_loc(v.value);
        // Checked before the new ops use the value.
        let may_read = body
            .uses(v.value)
            .collect::<Vec<_>>()
            .into_iter()
            .any(|(user, k)| use_may_read(ctx, body, user, k));
        let mut b = OpBuilder::new(ctx, body);
        match b.body.value_def(v.value) {
            ValueDef::Result(def, _) => b.set_insertion_point_after(def),
            ValueDef::BlockArg(block, _) => b.set_insertion_point_to_start(block),
            ValueDef::Placeholder => continue,
        }
        let mut kept: Vec<OpId> = Vec::new();
        let mut sizes = Vec::new();
        for (pos, &d) in shape.iter().enumerate() {
            if d != DYNAMIC {
                continue;
            }
            let index = ConstantOp::build(&mut b, value_loc, ctx.integer_attr(ctx.index_type(), pos as i64))
                .result(&b);
            let dim = TensorDimOp::build(&mut b, value_loc, v.value, index);
            kept.push(dim.0);
            sizes.push(dim.result(&b));
        }
        let alloc = AllocTensorOp::build(&mut b, value_loc, ty, &sizes, None, None, memory_space).result(&b);
        let new = if may_read {
            let copy =
                MaterializeInDestinationOp::build(&mut b, value_loc, Some(ty), v.value, alloc, false, false);
            kept.push(copy.0);
            b.body.result(copy.0, 0)
        } else {
            alloc
        };
        let uses: Vec<(OpId, usize)> = b.body.uses(v.value).filter(|(u, _)| !kept.contains(u)).collect();
        for (user, k) in uses {
            b.body.set_operand(user, k, new);
        }
        promoted.push(PayloadValue {
            body: v.body,
            value: new,
        });
    }
    it.set(script, script.result(op, 0), Mapping::Values(promoted));
    Dsf::Success
}

/// A value as MLIR quotes it in a diagnostic: its defining op, or a block
/// argument's type and position.
fn value_text(ctx: &Context, body: &Body, v: ValueId) -> String {
    match body.value_def(v) {
        ValueDef::Result(def, _) => ctx.op_to_string(OpRef::new(ctx, body, def)),
        ValueDef::BlockArg(_, k) => format!(
            "<block argument> of type '{}' at index: {k}",
            ctx.type_to_string(body.value_type(v))
        ),
        ValueDef::Placeholder => "<<null>>".into(),
    }
}

/// A new tensor allocation the value is copied into.
const PROMOTE_TENSOR_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "bufferization.alloc_tensor",
        "bufferization.materialize_in_destination",
        "tensor.dim",
        "arith.constant",
    ]);
