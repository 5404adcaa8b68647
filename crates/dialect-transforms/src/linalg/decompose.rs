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
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %conv = transform.structured.match ops{[\"linalg.conv_2d_nhwc_hwcf\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %decomposed = transform.structured.decompose %conv : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_decompose,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &DECOMPOSE_CONDITIONS],
    }
}

const DECOMPOSE_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
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
    ]);

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

// ---- aggregated ops ---------------------------------------------------------------------------

/// `-NaN` of the float type `t` (MLIR's identity of `maxnumf`), `None`
/// for float types other than the IEEE ones.
fn negative_nan(ctx: &Context, t: Type) -> Option<Attribute> {
    use strata_ir::FloatKind;
    let bits: u64 = match ctx.float_kind(t)? {
        FloatKind::F16 => 0xFE00,
        FloatKind::BF16 => 0xFFC0,
        FloatKind::F32 => 0xFFC0_0000,
        FloatKind::F64 => 0xFFF8_0000_0000_0000,
        _ => return None,
    };
    Some(ctx.intern_attr(AttrKind::Float {
        ty: t,
        bits: bits.into(),
    }))
}

/// A `linalg.generic` on `inputs` into `output` with `maps`, loop
/// `reduction` (if any) a reduction, whose body applies `names` in turn (each
/// binary op to the block's first two arguments, each unary op to the
/// previous result) and yields the last result.
fn build_generic(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    inputs: &[ValueId],
    output: ValueId,
    maps: &[strata_ir::affine::AffineMap],
    reduction: Option<usize>,
    names: &[&str],
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(at);
    let loops = maps.first().map_or(0, |m| m.num_dims as usize);
    let iters: Vec<Attribute> = (0..loops)
        .map(|i| strata_dialect_linalg::iterator_type_attr(ctx, reduction == Some(i)))
        .collect();
    let map_attrs: Vec<Attribute> = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m.clone())))
        .collect();
    let out_t = rw.body().value_type(output);
    let mut st = strata_ir::OperationState::new(ctx.op_name("linalg.generic"), loc);
    st.operands = inputs.iter().copied().chain([output]).collect();
    st.result_types = vec![out_t];
    st.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("indexing_maps"), ctx.array_attr(&map_attrs)),
        (ctx.ident("iterator_types"), ctx.array_attr(&iters)),
        (
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array_attr(&[inputs.len() as i32, 1]),
        ),
    ]));
    let region = rw.create_region();
    st.regions.push(region);
    rw.set_insertion_point(at);
    let generic = rw.create(st);
    let block = rw.create_block(region);
    let elem = ctx.element_type_or_self(out_t);
    let args: Vec<ValueId> = (0..=inputs.len())
        .map(|_| rw.add_block_arg(block, elem, loc))
        .collect();
    rw.set_insertion_point_to_end(block);
    let mut value = None;
    for name in names {
        let operands = match value {
            None => vec![args[0], args[1]],
            Some(v) if *name == "math.exp" => vec![v],
            Some(v) => vec![v, args[1]],
        };
        let mut op = strata_ir::OperationState::new(ctx.op_name(name), loc);
        op.operands = operands;
        op.result_types = vec![elem];
        op.populate_default_properties(ctx);
        let created = rw.create(op);
        value = Some(rw.body().result(created, 0));
    }
    let mut y = strata_ir::OperationState::new(ctx.op_name("linalg.yield"), loc);
    y.operands = value.into_iter().collect();
    rw.create(y);
    rw.set_insertion_point(at);
    rw.body().result(generic, 0)
}

/// Decomposes `linalg.softmax` on tensors (MLIR's
/// `SoftmaxOp::decomposeOperation`): the maximum along the dimension (a
/// reduction into a filled `tensor.empty`), the exponential of the input
/// minus it, their sum, and the exponentials divided by it. Returns the
/// value replacing the op's result.
pub fn decompose_softmax(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<ValueId> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if o.name_str() != "linalg.softmax" || o.num_results() != 1 {
        return None;
    }
    let (input, output) = (o.operand(0), o.operand(1));
    let in_t = o.operand_type(0);
    if !matches!(ctx.type_kind(in_t), TypeKind::RankedTensor { .. })
        || !matches!(ctx.type_kind(o.operand_type(1)), TypeKind::RankedTensor { .. })
    {
        return None;
    }
    let dim = o
        .attr("dimension")
        .and_then(|a| ctx.integer_attr_value(a))?
        .sext_i64() as usize;
    let elem = ctx.element_type_or_self(in_t);
    let nan = negative_nan(ctx, elem)?;
    let rank = ctx.shape(in_t)?.len();
    if dim >= rank {
        return None;
    }
    let loc = o.loc();
    rw.set_insertion_point(op);
    let mut sizes = mixed_sizes(rw, loc, input);
    sizes.remove(dim);
    let (shape, dynamic) = split_mixed(&sizes);
    let reduced_t = ctx.ranked_tensor_type(&shape, elem);
    let empty = tensor::EmptyOp::build(rw, loc, reduced_t, &dynamic).result(rw);
    let fill = |rw: &mut PatternRewriter<'_>, value: Attribute| -> Option<ValueId> {
        let c = strata_dialect_arith::ConstantOp::build(rw, loc, value).result(rw);
        let f = create_named(rw, op, "linalg.fill", &[c], &[empty], &[reduced_t], &[])?;
        rw.set_insertion_point(op);
        Some(rw.body().result(f, 0))
    };
    let identity = strata_ir::affine::AffineMap::multi_dim_identity(ctx, rank as u32);
    let reduced = strata_ir::affine::AffineMap::new(
        rank as u32,
        0,
        (0..rank as u32)
            .filter(|&d| d as usize != dim)
            .map(|d| ctx.affine_dim(d))
            .collect::<Vec<_>>(),
    );
    let max_init = fill(rw, nan)?;
    let max = build_generic(
        rw,
        op,
        &[input],
        max_init,
        &[identity.clone(), reduced.clone()],
        Some(dim),
        &["arith.maxnumf"],
    );
    let numerator = build_generic(
        rw,
        op,
        &[input, max],
        output,
        &[identity.clone(), reduced.clone(), identity.clone()],
        None,
        &["arith.subf", "math.exp"],
    );
    let zero = ctx.intern_attr(AttrKind::Float {
        ty: elem,
        bits: 0u64.into(),
    });
    let sum_init = fill(rw, zero)?;
    let sum = build_generic(
        rw,
        op,
        &[numerator],
        sum_init,
        &[identity.clone(), reduced.clone()],
        Some(dim),
        &["arith.addf"],
    );
    let result = build_generic(
        rw,
        op,
        &[numerator, sum],
        output,
        &[identity.clone(), reduced, identity],
        None,
        &["arith.divf"],
    );
    rw.replace_op(op, &[result]);
    Some(result)
}

strata_ods::op! {
    /// Decomposes each target op into the ops it aggregates (MLIR's
    /// `AggregatedOpInterface`; `linalg.softmax` on tensors); the result
    /// holds the ops defining the replacement values. Other targets are a
    /// silenceable failure. The target is consumed.
    pub DecomposeInterfaceOp(DECOMPOSE_INTERFACE, "transform.structured.decompose_interface") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %s = transform.structured.match ops{[\"linalg.softmax\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %d = transform.structured.decompose_interface %s : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_decompose_interface,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &DECOMPOSE_INTERFACE_CONDITIONS],
    }
}

const DECOMPOSE_INTERFACE_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "tensor.empty",
        "tensor.dim",
        "arith.constant",
        "linalg.fill",
        "linalg.generic",
        "linalg.yield",
        "arith.maxnumf",
        "arith.subf",
        "math.exp",
        "arith.addf",
        "arith.divf",
    ]);

fn apply_decompose_interface(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let target_loc = body.op_loc(target.op);
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        match decompose_softmax(&mut rw, target.op) {
            Some(v) => {
                it.state.replace_payload_op(target, None);
                let def = body.defining_op(v);
                Ok(vec![def
                    .map(|op| PayloadOp {
                        body: target.body,
                        op,
                    })
                    .into_iter()
                    .collect()])
            }
            None => Err(super::structured_transform_ops::failed_to_apply(
                loc,
                "transform.structured.decompose_interface",
                target_loc,
            )),
        }
    })
}
