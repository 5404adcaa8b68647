//! `tensor.concat` as insertions into an empty tensor (MLIR's
//! `ConcatOp::decomposeOperation`, applied by
//! `transform.apply_patterns.tensor.decompose_concat`): each input is
//! inserted at the sum of the sizes of the inputs before it along the
//! concatenated dimension, into a `tensor.empty` of the summed shape,
//! cast to the concat's type if that differs.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_tensor as tensor;
use strata_ir::affine::AffineMap;
use strata_ir::{OpFoldResult, OpId, OpRef, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::empty::create_empty;

/// The sizes of `v` at `loc`: constants for static sizes, folded
/// `tensor.dim`s otherwise (MLIR's `tensor::getMixedSizes`).
fn mixed_sizes(b: &mut strata_ir::OpBuilder<'_>, v: ValueId) -> Vec<ApplyValue> {
    let ctx = b.ctx;
    let loc = b.body.value_loc(v);
    let shape = ctx
        .shape(b.body.value_type(v))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    (0..shape.len()).map(|j| tensor::dim_size(b, loc, v, j)).collect()
}

struct DecomposeConcat;

impl RewritePattern for DecomposeConcat {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.concat")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::DecomposeTensorConcatOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let concat = tensor::ConcatOp(op);
        let inputs: Vec<ValueId> = concat.inputs(&o).collect();
        let Some(dim) = concat
            .dim(&o)
            .and_then(|a| ctx.integer_attr_value(a))
            .and_then(|v| usize::try_from(v.sext_i64()).ok())
        else {
            return false;
        };
        let result = concat.result(&o);
        let result_ty = o.value_type(result);
        let loc = o.loc();
        let TypeKind::RankedTensor { element, shape, .. } = ctx.type_kind(result_ty) else {
            return false;
        };
        let (element, rank) = (*element, shape.len());
        if dim >= rank || inputs.is_empty() {
            return false;
        }
        let add = AffineMap::new(
            0,
            2,
            vec![ctx.affine_add(ctx.affine_symbol(0), ctx.affine_symbol(1))],
        );
        rw.set_insertion_point(op);
        let (input_shapes, offsets, output_shape) = rw.with_op_builder(|b| {
            let mut input_shapes = Vec::with_capacity(inputs.len());
            let mut offsets = Vec::with_capacity(inputs.len());
            let mut output_shape: Vec<ApplyValue> = Vec::new();
            for (k, &input) in inputs.iter().enumerate() {
                let sizes = mixed_sizes(b, input);
                if k == 0 {
                    output_shape = sizes.clone();
                    offsets.push(ApplyValue::Const(0));
                } else if let (Some(&acc), Some(&size)) = (output_shape.get(dim), sizes.get(dim)) {
                    offsets.push(acc);
                    output_shape[dim] = build_composed_folded_apply(b, loc, &add, &[acc, size]);
                }
                input_shapes.push(sizes);
            }
            (input_shapes, offsets, output_shape)
        });
        if output_shape.len() != rank {
            return false;
        }
        let to_ofr = |v: &ApplyValue| v.to_fold_result(ctx);
        let sizes: Vec<OpFoldResult> = output_shape.iter().map(to_ofr).collect();
        let mut acc = create_empty(rw, loc, &sizes, element, None);
        for ((&input, input_shape), &offset) in inputs.iter().zip(&input_shapes).zip(&offsets) {
            let mut offs = vec![ApplyValue::Const(0); rank];
            offs[dim] = offset;
            let (static_offsets, dyn_offsets) = split_mixed(&offs);
            let (static_sizes, dyn_sizes) = split_mixed(input_shape);
            let acc_ty = rw.body().value_type(acc);
            acc = tensor::InsertSliceOp::build(
                rw,
                loc,
                acc_ty,
                input,
                acc,
                &dyn_offsets,
                &dyn_sizes,
                &[],
                &static_offsets,
                &static_sizes,
                &vec![1; rank],
            )
            .result(rw);
        }
        if rw.body().value_type(acc) != result_ty {
            acc = tensor::CastOp::build(rw, loc, result_ty, acc).dest(rw);
        }
        rw.replace_op(op, &[acc]);
        true
    }
}

strata_ods::op! {
    /// Names the pattern decomposing each `tensor.concat` into
    /// `tensor.insert_slice`s into a `tensor.empty`, in an `apply_patterns`
    /// region.
    pub ApplyDecomposeConcatPatternsOp(APPLY_DECOMPOSE_CONCAT, "transform.apply_patterns.tensor.decompose_concat") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.tensor.decompose_concat\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| patterns.push(Box::new(DecomposeConcat)),
        }],
    }
}
