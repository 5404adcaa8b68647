//! Moving a `tensor.extract_slice` above the `tensor.expand_shape` or
//! `tensor.collapse_shape` producing its source (MLIR's
//! `populateBubbleUpExtractSliceOpPatterns`), so that the slice reads
//! the reshape's source and what produces it can be fused with the
//! slice; and `transform.apply_patterns.tensor.bubble_up_extract_slice`,
//! which names these patterns.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_tensor as tensor;
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::reshape::op_reassociation;
use strata_ir::affine::AffineMap;
use strata_ir::{Context, OpId, OpRef, Type, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::linalg::fuse::slice_lists;

/// The bubble-up patterns, in MLIR's order.
pub fn populate_bubble_up_extract_slice_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(BubbleUpExpandShapeThroughExtractSlice));
    patterns.push(Box::new(BubbleUpCollapseShapeThroughExtractSlice));
}

/// A slice's offsets, sizes and strides, as indices.
fn slice_values(ctx: &Context, body: &strata_ir::Body, slice: OpId) -> Option<[Vec<ApplyValue>; 3]> {
    let lists = slice_lists(ctx, body, slice);
    let mut out: [Vec<ApplyValue>; 3] = Default::default();
    for (k, list) in lists.into_iter().enumerate() {
        out[k] = list
            .into_iter()
            .map(|v| ApplyValue::from_fold_result(ctx, v))
            .collect::<Option<Vec<_>>>()?;
    }
    Some(out)
}

/// The constant an index is, if it is one.
fn constant(ctx: &Context, body: &strata_ir::Body, v: ApplyValue) -> Option<i64> {
    match v {
        ApplyValue::Const(c) => Some(c),
        ApplyValue::Value(v) => const_i64(ctx, body, v),
    }
}

/// A new `tensor.extract_slice` of `source` before `at`, its type inferred
/// from the static sizes.
fn extract_slice(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    source: ValueId,
    lists: [&[ApplyValue]; 3],
) -> ValueId {
    let ctx = rw.ctx;
    let (so, ov) = split_mixed(lists[0]);
    let (ss, sv) = split_mixed(lists[1]);
    let (st, stv) = split_mixed(lists[2]);
    let source_t = rw.body().value_type(source);
    let ty = strata_dialect_utils::static_value::with_shape(ctx, source_t, &ss);
    rw.set_insertion_point(at);
    tensor::ExtractSliceOp::build(rw, loc, ty, source, &ov, &sv, &stv, &so, &ss, &st).result(rw)
}

/// `extract_slice(expand_shape(x))` is `expand_shape(extract_slice(x))`
/// when, in each reassociation group, the slice is one contiguous run of
/// the flattened group: after its first dimension of a size other than 1,
/// every dimension of the group is taken whole from 0. The collapsed
/// offset of a group is its offsets linearized (disjoint) over the
/// group's sizes, its size the product of the sizes.
struct BubbleUpExpandShapeThroughExtractSlice;

impl RewritePattern for BubbleUpExpandShapeThroughExtractSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::BubbleUpExpandShapeThroughExtractSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let source = o.operand(0);
        let Some(expand) = strata_dialect_utils::matchers::def_named(o, source, "tensor.expand_shape") else {
            return false;
        };
        let Some(groups) = op_reassociation(expand) else {
            return false;
        };
        let Some([offsets, sizes, strides]) = slice_values(ctx, body, op) else {
            return false;
        };
        let result_t = o.result_type(0);
        let src = expand.operand(0);
        let reassoc = expand.attr("reassociation");
        if strides.iter().any(|&s| constant(ctx, body, s) != Some(1))
            || ctx.shape(result_t).map_or(0, <[i64]>::len) != sizes.len()
        {
            return false;
        }
        // The expanded sizes, from the expand's output shape.
        let expand_op = tensor::ExpandShapeOp(expand.id);
        let mut dynamic = expand_op.output_shape(&expand);
        let expanded_shape: Vec<ApplyValue> =
            strata_dialect_utils::static_value::static_list(expand, "static_output_shape")
                .into_iter()
                .map(|s| {
                    if s == DYNAMIC {
                        dynamic.next().map(ApplyValue::Value)
                    } else {
                        Some(ApplyValue::Const(s))
                    }
                })
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default();
        if expanded_shape.len() != sizes.len() {
            return false;
        }
        let full = |d: usize| {
            constant(ctx, body, offsets[d]) == Some(0)
                && (sizes[d] == expanded_shape[d]
                    || constant(ctx, body, sizes[d])
                        .is_some_and(|c| constant(ctx, body, expanded_shape[d]) == Some(c)))
        };
        for g in &groups {
            let g: Vec<usize> = g.iter().map(|&d| d as usize).collect();
            let first_non_unit = g.iter().position(|&d| constant(ctx, body, sizes[d]) != Some(1));
            if let Some(k) = first_non_unit {
                if !g[k + 1..].iter().all(|&d| full(d)) {
                    return false;
                }
            }
        }
        let (loc, Some(reassoc)) = (o.loc(), reassoc) else {
            return false;
        };
        let (d0, d1) = (ctx.affine_dim(0), ctx.affine_dim(1));
        let mul = AffineMap::new(2, 0, vec![ctx.affine_mul(d0, d1)]);
        let (mut c_offsets, mut c_sizes) = (Vec::new(), Vec::new());
        for g in &groups {
            rw.set_insertion_point(op);
            let mut size = ApplyValue::Const(1);
            for &d in g {
                size = build_composed_folded_apply(rw, loc, &mul, &[size, sizes[d as usize]]);
            }
            let offset_values: Vec<ValueId> = g
                .iter()
                .map(|&d| {
                    crate::memref::fold_memref_alias_ops::value_or_constant(rw, op, offsets[d as usize])
                })
                .collect();
            let basis: Vec<ApplyValue> = g.iter().map(|&d| expanded_shape[d as usize]).collect();
            let offset = strata_dialect_affine::linearize_index(rw, op, loc, &offset_values, &basis, true);
            c_offsets.push(ApplyValue::Value(offset));
            c_sizes.push(size);
        }
        let ones = vec![ApplyValue::Const(1); groups.len()];
        let slice = extract_slice(rw, op, loc, src, [&c_offsets, &c_sizes, &ones]);
        let (ss, sv) = split_mixed(&sizes);
        rw.set_insertion_point(op);
        let e = tensor::ExpandShapeOp::build(rw, loc, result_t, slice, &sv, reassoc, &ss).result(rw);
        rw.replace_op(op, &[e]);
        true
    }
}

/// `extract_slice(collapse_shape(x))` is `collapse_shape(extract_slice(x))`
/// when the slice of each collapsed dimension is one slice of its group of
/// source dimensions: with a static offset and size, leading dimensions of
/// size 1, one sliced dimension, the rest whole; with a dynamic one, a
/// group with a single dimension other than 1, which takes it.
struct BubbleUpCollapseShapeThroughExtractSlice;

impl RewritePattern for BubbleUpCollapseShapeThroughExtractSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::BubbleUpCollapseShapeThroughExtractSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let Some(collapse) =
            strata_dialect_utils::matchers::def_named(o, o.operand(0), "tensor.collapse_shape")
        else {
            return false;
        };
        let Some([offsets, sizes, strides]) = slice_values(ctx, body, op) else {
            return false;
        };
        if strides.iter().any(|&s| constant(ctx, body, s) != Some(1)) {
            return false;
        }
        let result_t: Type = o.result_type(0);
        if ctx.shape(result_t).map_or(0, <[i64]>::len) != sizes.len() {
            return false;
        }
        let src = collapse.operand(0);
        let Some(src_shape) = ctx.shape(collapse.operand_type(0)).map(<[i64]>::to_vec) else {
            return false;
        };
        let (Some(groups), Some(reassoc)) = (op_reassociation(collapse), collapse.attr("reassociation"))
        else {
            return false;
        };
        if groups.len() != sizes.len() {
            return false;
        }
        let (mut e_offsets, mut e_sizes) = (Vec::new(), Vec::new());
        for ((&size, &offset), g) in sizes.iter().zip(&offsets).zip(&groups) {
            let dims: Vec<usize> = g.iter().map(|&d| d as usize).collect();
            let (ApplyValue::Const(size), ApplyValue::Const(offset)) = (size, offset) else {
                // Dynamic: only a group with one dimension other than 1.
                if dims.iter().filter(|&&d| src_shape[d] != 1).count() != 1 {
                    return false;
                }
                for &d in &dims {
                    if src_shape[d] != 1 {
                        e_sizes.push(size);
                        e_offsets.push(offset);
                    } else {
                        e_sizes.push(ApplyValue::Const(1));
                        e_offsets.push(ApplyValue::Const(0));
                    }
                }
                continue;
            };
            // Static: spread the size and offset over the group, innermost
            // first: whole trailing dimensions, one sliced dimension, then
            // leading dimensions of size 1.
            let (mut size, mut offset) = (size, offset);
            let (mut g_sizes, mut g_offsets) = (Vec::new(), Vec::new());
            let mut rev = dims.iter().rev().peekable();
            while let Some(&&d) = rev.peek() {
                let n = src_shape[d];
                if n == DYNAMIC || size < n {
                    break;
                }
                if n == 0 || size % n != 0 || offset % n != 0 {
                    return false;
                }
                g_sizes.push(n);
                g_offsets.push(0);
                size /= n;
                offset /= n;
                rev.next();
            }
            if let Some(&d) = rev.next() {
                let n = src_shape[d];
                if n == DYNAMIC || n <= 0 {
                    return false;
                }
                let in_dim = offset % n;
                // As in MLIR, a slice ending at the end of the dimension is
                // refused too.
                if size + in_dim >= n {
                    return false;
                }
                g_sizes.push(size);
                g_offsets.push(in_dim);
                offset /= n;
            }
            for &d in rev {
                let n = src_shape[d];
                if n == DYNAMIC || n <= 0 {
                    return false;
                }
                g_sizes.push(1);
                g_offsets.push(offset % n);
                offset /= n;
            }
            e_sizes.extend(g_sizes.into_iter().rev().map(ApplyValue::Const));
            e_offsets.extend(g_offsets.into_iter().rev().map(ApplyValue::Const));
        }
        let ones = vec![ApplyValue::Const(1); src_shape.len()];
        let collapse_loc = collapse.loc();
        let loc = o.loc();
        let slice = extract_slice(rw, op, collapse_loc, src, [&e_offsets, &e_sizes, &ones]);
        rw.set_insertion_point(op);
        let c = tensor::CollapseShapeOp::build(rw, loc, result_t, slice, reassoc).result(rw);
        rw.replace_op(op, &[c]);
        true
    }
}

strata_ods::op! {
    /// Names the patterns moving a `tensor.extract_slice` above the
    /// `tensor.expand_shape` or `tensor.collapse_shape` producing its
    /// source, where the slice is contiguous in each reassociation group,
    /// in an `apply_patterns` region.
    pub ApplyBubbleUpExtractSlicePatternsOp(APPLY_BUBBLE_UP_EXTRACT_SLICE, "transform.apply_patterns.tensor.bubble_up_extract_slice") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.tensor.bubble_up_extract_slice\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| populate_bubble_up_extract_slice_patterns(patterns),
        }],
    }
}
