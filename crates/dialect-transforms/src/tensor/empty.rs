//! Folding `tensor.empty` into its users (MLIR's
//! `populateFoldTensorEmptyPatterns`, applied by
//! `transform.apply_patterns.tensor.fold_tensor_empty`): a reshape or a
//! slice of an empty tensor is an empty tensor of the result's shape, and
//! so is a concatenation of empty tensors. With `fold_single_use_only`,
//! the reshapes and slices fold only an empty tensor they alone use.

use strata_dialect_affine::ApplyValue;
use strata_dialect_tensor as tensor;
use strata_ir::tiling::{reify_result_shapes, ReifyRankedShapedTypeOpInterface};
use strata_ir::{Context, Location, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The `tensor.empty` defining `v`, if any.
fn empty_def(rw: &PatternRewriter<'_>, v: ValueId) -> Option<OpId> {
    let def = rw.body().defining_op(v)?;
    (rw.ctx.op_name_str(rw.body().op_name(def)) == "tensor.empty").then_some(def)
}

/// Whether `op`'s single result has exactly one use.
fn has_single_use(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    body.results(op).map(|r| body.uses(r).count()).sum::<usize>() == 1
}

/// The result shapes `op` reifies at the insertion point, ops created
/// reported to the driver.
fn reified(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<Vec<Vec<OpFoldResult>>> {
    let has = OpRef::new(rw.ctx, rw.body(), op)
        .def()
        .is_some_and(|d| d.interfaces.get::<ReifyRankedShapedTypeOpInterface>().is_some());
    if !has {
        return None;
    }
    rw.with_op_builder(|b| reify_result_shapes(b, op))?.ok()
}

/// A `tensor.empty` of `sizes` (each attribute a static size, each value
/// a dynamic one, constant or not) and `element` type with `encoding`
/// (MLIR's `EmptyOp::build` from mixed sizes).
pub(crate) fn create_empty(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    sizes: &[OpFoldResult],
    element: Type,
    encoding: Option<strata_ir::Attribute>,
) -> ValueId {
    let ctx = rw.ctx;
    let mut shape = Vec::with_capacity(sizes.len());
    let mut dynamic = Vec::new();
    for &s in sizes {
        match ApplyValue::from_fold_result(ctx, s) {
            Some(ApplyValue::Const(c)) => shape.push(c),
            Some(ApplyValue::Value(v)) => {
                shape.push(DYNAMIC);
                dynamic.push(v);
            }
            None => shape.push(DYNAMIC),
        }
    }
    let ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.as_slice().into(),
        element,
        encoding,
    });
    tensor::EmptyOp::build(rw, loc, ty, &dynamic).result(rw)
}

fn element_and_encoding(ctx: &Context, t: Type) -> Option<(Type, Option<strata_ir::Attribute>)> {
    match *ctx.type_kind(t) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => Some((element, encoding)),
        _ => None,
    }
}

/// A reshape of a `tensor.empty` is a `tensor.empty` of the reshape's
/// reified shape, cast to the reshape's type if more static (MLIR's
/// `FoldEmptyTensorWithReshapeOp`).
struct EmptyReshape {
    reshape: &'static str,
    single_use_only: bool,
}

impl RewritePattern for EmptyReshape {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.reshape)
    }

    fn debug_name(&self) -> &str {
        if self.reshape == "tensor.expand_shape" {
            "FoldEmptyTensorWithReshapeOp<tensor::ExpandShapeOp>"
        } else {
            "FoldEmptyTensorWithReshapeOp<tensor::CollapseShapeOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(src) = rw.body().operands(op).next() else {
            return false;
        };
        let Some(empty) = empty_def(rw, src) else {
            return false;
        };
        if self.single_use_only && !has_single_use(rw, empty) {
            return false;
        }
        let result_ty = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point(op);
        let Some(shapes) = reified(rw, op) else {
            return false;
        };
        let [shape] = &shapes[..] else {
            return false;
        };
        // As MLIR's builder, the new empty tensor has no encoding.
        let Some((element, _)) = element_and_encoding(ctx, result_ty) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let new = create_empty(rw, loc, shape, element, None);
        if rw.body().value_type(new) != result_ty {
            let cast = tensor::CastOp::build(rw, loc, result_ty, new).dest(rw);
            rw.replace_op(op, &[cast]);
        } else {
            rw.replace_op(op, &[new]);
        }
        true
    }
}

/// A slice of a `tensor.empty` is a `tensor.empty` of the slice's type
/// and dynamic sizes (MLIR's `FoldEmptyTensorWithExtractSliceOp`).
struct EmptySlice {
    single_use_only: bool,
}

impl RewritePattern for EmptySlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "FoldEmptyTensorWithExtractSliceOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let o = OpRef::new(rw.ctx, rw.body(), op);
        let slice = tensor::ExtractSliceOp(op);
        let Some(empty) = empty_def(rw, slice.source(&o)) else {
            return false;
        };
        if self.single_use_only && !has_single_use(rw, empty) {
            return false;
        }
        let sizes: Vec<ValueId> = slice.sizes(&o).collect();
        let result_ty = o.value_type(slice.result(&o));
        let loc = o.loc();
        rw.set_insertion_point(op);
        let new = tensor::EmptyOp::build(rw, loc, result_ty, &sizes).result(rw);
        rw.replace_op(op, &[new]);
        true
    }
}

/// A concatenation of `tensor.empty`s is a `tensor.empty` of its reified
/// shape (MLIR's `FoldConcatsOfEmpty`).
struct EmptyConcat;

impl RewritePattern for EmptyConcat {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.concat")
    }

    fn debug_name(&self) -> &str {
        "FoldConcatsOfEmpty"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let inputs: Vec<ValueId> = rw.body().operands(op).collect();
        if inputs.is_empty() || !inputs.iter().all(|&v| empty_def(rw, v).is_some()) {
            return false;
        }
        let result_ty = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point(op);
        let Some(shapes) = reified(rw, op) else {
            return false;
        };
        let Some(shape) = shapes.first() else {
            return false;
        };
        let Some((element, _)) = element_and_encoding(ctx, result_ty) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let new = create_empty(rw, loc, shape, element, None);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adds the patterns folding `tensor.empty` into reshapes, slices and
/// concatenations.
pub fn populate_fold_tensor_empty_patterns(out: &mut Vec<Box<dyn RewritePattern>>, single_use_only: bool) {
    out.push(Box::new(EmptySlice { single_use_only }));
    out.push(Box::new(EmptyReshape {
        reshape: "tensor.expand_shape",
        single_use_only,
    }));
    out.push(Box::new(EmptyReshape {
        reshape: "tensor.collapse_shape",
        single_use_only,
    }));
    out.push(Box::new(EmptyConcat));
}

strata_ods::op! {
    /// Names the patterns folding `tensor.empty` into the reshapes,
    /// slices and concatenations using it, in an `apply_patterns` region;
    /// with `fold_single_use_only`, only empty tensors with one use fold
    /// into reshapes and slices.
    pub ApplyFoldTensorEmptyPatternsOp(APPLY_FOLD_TENSOR_EMPTY, "transform.apply_patterns.tensor.fold_tensor_empty") {
        attributes(fold_single_use_only: opt_attr = default_valued(strata_ods::constraints::attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.tensor.fold_tensor_empty {fold_single_use_only = true}\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |op, patterns| {
                let single = op
                    .attr("fold_single_use_only")
                    .is_some_and(|a| matches!(op.ctx.attr_kind(a), strata_ir::AttrKind::Bool(true)));
                populate_fold_tensor_empty_patterns(patterns, single);
            },
        }],
    }
}
