//! Decomposition of 2-D convolutions and poolings with a size-1 window
//! and output dimension into their 1-D counterparts (MLIR's
//! `DownscaleSizeOneWindowed2DConvolution`, `DownscaleDepthwiseConv2DNhwcHwcOp`
//! and `DownscaleConv2DOp`), and `transform.structured.decompose`.
//!
//! The operands are rank-reduced by `tensor.extract_slice`s covering them
//! whole, the 1-D op computes on the slices, and its result is inserted
//! back into the original output, as MLIR's
//! `createCanonicalRankReducing{Extract,Insert}SliceOp` build them.

use strata_dialect_affine::{split_mixed, ApplyValue};
use strata_dialect_linalg::named::window_attr;
use strata_dialect_linalg::payload::create_named;
use strata_dialect_linalg::structured::{inputs, is_structured, outputs};
use strata_dialect_tensor as tensor;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DenseData, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId,
};
use strata_rewrite::{NoListener, PatternRewriter};

/// How a 2-D op decomposes: the 1-D op, and the positions of the window
/// (in the kernel) and output dimensions along H and W.
struct Downscale {
    from: &'static str,
    to: &'static str,
    kh: usize,
    kw: usize,
    oh: usize,
    ow: usize,
    /// Whether the ops carry `strides` and `dilations`.
    windowed: bool,
}

const fn d(from: &'static str, to: &'static str, [kh, kw, oh, ow]: [usize; 4], windowed: bool) -> Downscale {
    Downscale {
        from,
        to,
        kh,
        kw,
        oh,
        ow,
        windowed,
    }
}

/// In the order `transform.structured.decompose` tries them.
const DOWNSCALES: &[Downscale] = &[
    d(
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.conv_1d_nwc_wcf",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.conv_2d_nchw_fchw",
        "linalg.conv_1d_ncw_fcw",
        [2, 3, 2, 3],
        true,
    ),
    d(
        "linalg.pooling_nhwc_sum",
        "linalg.pooling_nwc_sum",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.pooling_nchw_sum",
        "linalg.pooling_ncw_sum",
        [0, 1, 2, 3],
        true,
    ),
    d(
        "linalg.pooling_nhwc_max",
        "linalg.pooling_nwc_max",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.pooling_nhwc_max_unsigned",
        "linalg.pooling_nwc_max_unsigned",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.pooling_nhwc_min",
        "linalg.pooling_nwc_min",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.pooling_nhwc_min_unsigned",
        "linalg.pooling_nwc_min_unsigned",
        [0, 1, 1, 2],
        true,
    ),
    d(
        "linalg.pooling_nchw_max",
        "linalg.pooling_ncw_max",
        [0, 1, 2, 3],
        true,
    ),
    d(
        "linalg.depthwise_conv_2d_nhwc_hwc",
        "linalg.depthwise_conv_1d_nwc_wc",
        [0, 1, 1, 2],
        true,
    ),
    d("linalg.conv_2d", "linalg.conv_1d", [0, 1, 0, 1], false),
];

fn shape_of(ctx: &Context, body: &Body, v: ValueId) -> Option<Vec<i64>> {
    let t = body.value_type(v);
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }).then(|| ctx.shape(t).map(<[i64]>::to_vec))?
}

fn drop_dim(ctx: &Context, body: &Body, v: ValueId, dim: usize) -> Type {
    let t = body.value_type(v);
    let mut shape = ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
    shape.remove(dim);
    ctx.ranked_tensor_type(&shape, ctx.element_type(t).unwrap_or(t))
}

/// `dense<values> : vector<Nxi64>` (MLIR's `getI64VectorAttr`).
fn i64_vector_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let ty = ctx.vector_type(&[values.len() as i64], ctx.integer_type(64));
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let bytes: Vec<u8> = if splat {
        values.first().map_or(Vec::new(), |v| v.to_le_bytes().to_vec())
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

/// Folds the op `op` just created if it folds to one of its operands
/// (MLIR's `createOrFold`), returning the value standing for its result.
fn fold_created(rw: &mut PatternRewriter<'_>, op: OpId) -> ValueId {
    let ctx = rw.ctx;
    let mut out = strata_ir::FoldOutput::default();
    if strata_ir::fold::fold_op(OpRef::new(ctx, rw.body(), op), &mut out).is_ok() && out.edits.is_empty() {
        if let [OpFoldResult::Value(folded)] = out.results[..] {
            rw.erase_op(op);
            return folded;
        }
    }
    rw.body().result(op, 0)
}

/// The sizes of every dimension of `v` (MLIR's `tensor::getMixedSizes`).
fn mixed_sizes(rw: &mut PatternRewriter<'_>, loc: strata_ir::Location, v: ValueId) -> Vec<ApplyValue> {
    let rank = rw.ctx.shape(rw.body().value_type(v)).map_or(0, <[i64]>::len);
    (0..rank)
        .map(|j| super::pack::mixed_size(rw, loc, v, j))
        .collect()
}

/// The whole of `v` as a `tensor.extract_slice` of type `ty` (MLIR's
/// `createCanonicalRankReducingExtractSliceOp`).
fn rank_reducing_extract(
    rw: &mut PatternRewriter<'_>,
    loc: strata_ir::Location,
    v: ValueId,
    ty: Type,
) -> ValueId {
    let sizes = mixed_sizes(rw, loc, v);
    let rank = sizes.len();
    let (ss, sv) = split_mixed(&sizes);
    let (zeros, ones) = (vec![0; rank], vec![1; rank]);
    let op = tensor::ExtractSliceOp::build(rw, loc, ty, v, &[], &sv, &[], &zeros, &ss, &ones).op();
    fold_created(rw, op)
}

/// `v` inserted whole into `dest` (MLIR's
/// `createCanonicalRankReducingInsertSliceOp`).
fn rank_reducing_insert(
    rw: &mut PatternRewriter<'_>,
    loc: strata_ir::Location,
    v: ValueId,
    dest: ValueId,
) -> ValueId {
    let sizes = mixed_sizes(rw, loc, dest);
    let rank = sizes.len();
    let (ss, sv) = split_mixed(&sizes);
    let (zeros, ones) = (vec![0; rank], vec![1; rank]);
    let ty = rw.body().value_type(dest);
    let op = tensor::InsertSliceOp::build(rw, loc, ty, v, dest, &[], &sv, &[], &zeros, &ss, &ones).op();
    fold_created(rw, op)
}

/// Rewrites the 2-D convolution or pooling `op` into its 1-D counterpart
/// if its kernel and output have size 1 along H (or else W), returning
/// the 1-D op; `None` (changing nothing) otherwise, for ops on buffers,
/// and where the input's dimension to drop is not 1 (which mlir-opt drops
/// anyway, building an invalid slice).
pub fn downscale(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let ds = DOWNSCALES.iter().find(|d| d.from == o.name_str())?;
    let (ins, outs) = (inputs(o), outputs(o));
    if ins.len() != 2 || outs.len() != 1 || o.num_results() != 1 {
        return None;
    }
    let (input, kernel, output) = (
        o.operand(ins.start),
        o.operand(ins.start + 1),
        o.operand(outs.start),
    );
    let body = rw.body();
    let (input_shape, kernel_shape, output_shape) = (
        shape_of(ctx, body, input)?,
        shape_of(ctx, body, kernel)?,
        shape_of(ctx, body, output)?,
    );
    let at = |s: &[i64], i: usize| s.get(i).copied();
    let remove_h = at(&kernel_shape, ds.kh) == Some(1) && at(&output_shape, ds.oh) == Some(1);
    let remove_w = at(&kernel_shape, ds.kw) == Some(1) && at(&output_shape, ds.ow) == Some(1);
    if !remove_h && !remove_w {
        return None;
    }
    let (k_dim, o_dim) = if remove_h { (ds.kh, ds.oh) } else { (ds.kw, ds.ow) };
    // The input is indexed by the output's dimension positions.
    if at(&input_shape, o_dim) != Some(1) {
        return None;
    }
    let window = |name: &str| -> Option<Attribute> {
        let mut values = window_attr(o, name, 2)?;
        values.remove(usize::from(!remove_h));
        Some(i64_vector_attr(ctx, &values))
    };
    let props = if ds.windowed {
        vec![
            (ctx.ident("dilations"), window("dilations")?),
            (ctx.ident("strides"), window("strides")?),
        ]
    } else {
        Vec::new()
    };
    let (new_input_ty, new_kernel_ty, new_output_ty) = (
        drop_dim(ctx, body, input, o_dim),
        drop_dim(ctx, body, kernel, k_dim),
        drop_dim(ctx, body, output, o_dim),
    );
    let loc = o.loc();
    rw.set_insertion_point(op);
    let new_input = rank_reducing_extract(rw, loc, input, new_input_ty);
    let new_kernel = rank_reducing_extract(rw, loc, kernel, new_kernel_ty);
    let new_output = rank_reducing_extract(rw, loc, output, new_output_ty);
    let conv = create_named(
        rw,
        op,
        ds.to,
        &[new_input, new_kernel],
        &[new_output],
        &[new_output_ty],
        &props,
    )?;
    rw.set_insertion_point(op);
    let result = rw.body().result(conv, 0);
    let inserted = rank_reducing_insert(rw, loc, result, output);
    rw.replace_op(op, &[inserted]);
    Some(conv)
}

strata_ods::op! {
    /// Decomposes each target 2-D convolution or pooling whose kernel and
    /// output have size 1 along one window dimension into the 1-D op on
    /// rank-reducing slices of its operands. Non-structured targets are a
    /// silenceable failure, as are structured ops that do not decompose;
    /// the result holds the 1-D ops. The target is consumed.
    pub DecomposeOp(DECOMPOSE, "transform.structured.decompose") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %conv = transform.structured.match ops{[\"linalg.conv_2d_nhwc_hwcf\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %1d = transform.structured.decompose %conv : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_decompose,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &DECOMPOSE_CONDITIONS],
    }
}

const DECOMPOSE_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &[],
    removes: &[],
    introduces: &[
        "tensor.extract_slice",
        "tensor.insert_slice",
        "tensor.dim",
        "arith.constant",
        "linalg.conv_1d_nwc_wcf",
        "linalg.conv_1d_ncw_fcw",
        "linalg.conv_1d",
        "linalg.depthwise_conv_1d_nwc_wc",
        "linalg.pooling_nwc_sum",
        "linalg.pooling_ncw_sum",
        "linalg.pooling_nwc_max",
        "linalg.pooling_nwc_max_unsigned",
        "linalg.pooling_nwc_min",
        "linalg.pooling_nwc_min_unsigned",
        "linalg.pooling_ncw_max",
    ],
    introduces_if: &[],
};

fn apply_decompose(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let o = OpRef::new(ctx, body, target.op);
        let target_loc = o.loc();
        if !is_structured(o) {
            return Err(super::structured_transform_ops::wrong_kind(loc, target_loc));
        }
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        match downscale(&mut rw, target.op) {
            Some(conv) => {
                it.state.replace_payload_op(target, None);
                Ok(vec![vec![PayloadOp {
                    body: target.body,
                    op: conv,
                }]])
            }
            None => Err(super::structured_transform_ops::failed_to_apply(
                loc,
                "transform.structured.decompose",
                target_loc,
            )),
        }
    })
}
