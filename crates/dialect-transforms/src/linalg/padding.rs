//! Padding of structured ops on tensors (MLIR's `linalg::rewriteAsPaddedOp`)
//! and the `transform.structured.pad` op, part of this crate's transform
//! dialect extension ([`crate::transform_ops::EXTENSION`]).
//!
//! Each operand whose dimensions follow the padded loops is padded at its
//! end (`tensor.pad ... high[...]`) to a constant upper bound of its size
//! (from value bounds), or to a size given for it, rounded up to a
//! multiple; the op is cloned on the padded operands, its results sliced
//! back to their original sizes and, unless asked otherwise, copied back
//! into the original destinations so that the destinations stay the same.

use rustc_hash::FxHashMap;
use strata_dialect_affine::{build_composed_folded_apply, ApplyValue};
use strata_dialect_arith as arith;
use strata_dialect_linalg::structured::{indexing_maps, is_structured, outputs};
use strata_dialect_tensor as tensor;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE};
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_dialect_utils::static_value::{mixed_list, static_list};
use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, IrMapping, Location, OpId, OpRef, Type, TypeKind,
    ValueDef, ValueId, DYNAMIC,
};
use strata_ods::constraints::{attr_type, attrs, AttrConstraint};
use strata_ods::directives::{dense_i64_values, DYNAMIC_INDEX_LIST};
use strata_rewrite::{NoListener, PatternRewriter};

use super::pack::{create_pad_high, mixed_size};
use crate::affine::reify_value_bounds::{compute_constant_bound, BoundType};

/// What the unpadded results are copied back into the original
/// destinations with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CopyBack {
    /// `bufferization.materialize_in_destination`.
    MaterializeInDestination,
    /// `linalg.copy`.
    LinalgCopy,
    /// No copy: the sliced results replace the op's.
    None,
}

/// How to pad (MLIR's `LinalgPaddingOptions`).
#[derive(Clone, Debug)]
pub struct PaddingOptions {
    /// The loops whose operand dimensions are padded.
    pub padding_dimensions: Vec<u32>,
    /// The multiple each loop of `padding_dimensions` is padded to (1 for
    /// all when empty).
    pub pad_to_multiple_of: Vec<i64>,
    /// The padding value of each operand, typed as its element type
    /// (zeros when empty).
    pub padding_values: Vec<Attribute>,
    /// Per operand, whether its pad is kept even when it adds nothing.
    pub nofold_flags: Vec<bool>,
    /// How results are copied back.
    pub copy_back: CopyBack,
    /// The size dimension `.1` of operand `.0` is padded to (rounded up
    /// to its multiple), instead of its constant upper bound.
    pub sizes_to_pad_to: FxHashMap<(usize, usize), ApplyValue>,
}

/// What [`rewrite_as_padded_op`] created.
#[derive(Clone, Debug)]
pub struct Padded {
    /// The op on padded operands.
    pub padded: OpId,
    /// The values replacing the op's results.
    pub replacements: Vec<ValueId>,
    /// The `tensor.pad` ops padding its operands.
    pub pads: Vec<OpId>,
}

/// The padding of one operand dimension.
#[derive(Copy, Clone)]
struct DimPadding {
    multiple: i64,
    size: Option<ApplyValue>,
}

/// Pads the structured op `op` on tensors as `options` say and creates
/// the replacements of its results after it (MLIR's
/// `linalg::rewriteAsPaddedOp`); the op itself is left for the caller to
/// replace. `None` when it cannot be padded (not on tensors, a padded
/// dimension without a constant upper bound, a missing padding value).
pub fn rewrite_as_padded_op(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &PaddingOptions,
) -> Option<Padded> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let loc = o.loc();
    let maps = indexing_maps(o)?;
    let operands: Vec<ValueId> = o.operands().collect();
    let outs = outputs(o);
    if maps.len() != operands.len() {
        return None;
    }
    let mut values = options.padding_values.clone();
    if values.is_empty() {
        let types: Vec<Type> = o.operand_types().chain(o.result_types()).collect();
        for t in types {
            values.push(strata_dialect_utils::attrs::zero_attr(
                ctx,
                ctx.element_type_or_self(t),
            )?);
        }
    }
    // Only ops on tensors are padded.
    let is_memref = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    };
    if o.operand_types().any(is_memref) {
        return None;
    }
    if outs
        .clone()
        .any(|i| !matches!(ctx.type_kind(o.operand_type(i)), TypeKind::RankedTensor { .. }))
    {
        return None;
    }

    rw.set_insertion_point_after(op);
    let mut new_operands = Vec::with_capacity(operands.len());
    let mut pads = Vec::new();
    for (i, (&v, map)) in operands.iter().zip(&maps).enumerate() {
        let padded = pad_operand(rw, loc, i, v, map, options, &values)?;
        if let Some(d) = rw.body().defining_op(padded) {
            if ctx.op_name_str(rw.body().op_name(d)) == "tensor.pad" && padded != v {
                pads.push(d);
            }
        }
        new_operands.push(padded);
    }

    let shapes = reify_result_shapes(rw, loc, op, &maps, outs.clone())?;
    let result_types: Vec<Type> = outs
        .clone()
        .map(|i| rw.body().value_type(new_operands[i]))
        .collect();
    if result_types.len() != rw.body().num_results(op) {
        return None;
    }
    let mut mapping = IrMapping::default();
    let padded = rw.clone_op(op, &mut mapping);
    rw.modify_op_in_place(padded, |body| {
        body.set_operands(padded, &new_operands);
        let results: Vec<ValueId> = body.results(padded).collect();
        for (r, t) in results.into_iter().zip(&result_types) {
            body.set_value_type(r, *t);
        }
    });

    // The results sliced back to the op's result sizes.
    let results: Vec<ValueId> = rw.body().results(padded).collect();
    let mut sliced = Vec::with_capacity(results.len());
    for (r, sizes) in results.into_iter().zip(&shapes) {
        let ty = rw.body().value_type(r);
        let elem = ctx.element_type_or_self(ty);
        let shape: Vec<i64> = sizes
            .iter()
            .map(|s| match s {
                ApplyValue::Const(c) => *c,
                ApplyValue::Value(_) => DYNAMIC,
            })
            .collect();
        let slice_ty = ctx.ranked_tensor_type(&shape, elem);
        let zeros = vec![ApplyValue::Const(0); sizes.len()];
        let ones = vec![ApplyValue::Const(1); sizes.len()];
        let s = tensor::subset::extract_slice_mixed(rw, loc, slice_ty, r, &zeros, sizes, &ones);
        sliced.push(rw.body().result(s, 0));
    }

    let replacements = match options.copy_back {
        CopyBack::None => sliced,
        CopyBack::MaterializeInDestination => {
            let mut out = Vec::with_capacity(sliced.len());
            for (&s, i) in sliced.iter().zip(outs.clone()) {
                let dest = operands[i];
                let ty = rw.body().value_type(dest);
                let m = strata_dialect_bufferization::MaterializeInDestinationOp::build(
                    rw,
                    loc,
                    Some(ty),
                    s,
                    dest,
                    false,
                    false,
                );
                out.push(rw.body().result(m.op(), 0));
            }
            out
        }
        CopyBack::LinalgCopy => {
            let mut out = Vec::with_capacity(sliced.len());
            for (&s, i) in sliced.iter().zip(outs.clone()) {
                let dest = operands[i];
                let ty = rw.body().value_type(dest);
                let copy = rw.with_op_builder(|b| {
                    strata_dialect_linalg::payload::build_named(b, loc, "linalg.copy", &[s], &[dest], &[ty])
                })?;
                out.push(rw.body().result(copy, 0));
            }
            out
        }
    };
    Some(Padded {
        padded,
        replacements,
        pads,
    })
}

/// Operand `i` (`v`, indexed by `map`) padded as `options` say (MLIR's
/// `padOperandToSmallestStaticBoundingBox`): `v` itself when it already
/// has the requested shape and its pad may fold.
fn pad_operand(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    i: usize,
    v: ValueId,
    map: &AffineMap,
    options: &PaddingOptions,
    values: &[Attribute],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(v);
    if !matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. }) {
        return Some(v);
    }
    let shape = ctx.shape(ty)?.to_vec();
    let mut dims: Vec<Option<DimPadding>> = vec![None; shape.len()];
    let mut has_requested_shape = true;
    for (k, &d) in options.padding_dimensions.iter().enumerate() {
        for (j, &e) in map.results.iter().enumerate() {
            if !e.is_function_of_dim(ctx, d) {
                continue;
            }
            let multiple = options.pad_to_multiple_of.get(k).copied().unwrap_or(1);
            let size = options.sizes_to_pad_to.get(&(i, j)).copied();
            let s = *shape.get(j)?;
            if s == DYNAMIC || multiple == 0 || s % multiple != 0 || size.is_some() {
                has_requested_shape = false;
            }
            *dims.get_mut(j)? = Some(DimPadding { multiple, size });
        }
    }
    // A constant upper bound for the sizes not given.
    for (j, dim) in dims.iter_mut().enumerate() {
        let Some(dim) = dim else { continue };
        if dim.size.is_some() {
            continue;
        }
        let ub = compute_constant_bound(ctx, rw.body(), &[], BoundType::Ub, (v, Some(j)))?;
        dim.size = Some(ApplyValue::Const(ub.checked_sub(1)?));
    }
    let nofold = options.nofold_flags.get(i).copied().unwrap_or(false);
    if !nofold && has_requested_shape {
        return Some(v);
    }
    let value = *values.get(i)?;
    if matches!(
        ctx.type_kind(ctx.element_type_or_self(ty)),
        TypeKind::Complex { .. }
    ) {
        return None;
    }
    let padding = arith::ConstantOp::build(rw, loc, value).result(rw);

    let mut new_shape = shape.clone();
    let mut dynamic = Vec::new();
    if !has_requested_shape {
        for (j, dim) in dims.iter().enumerate() {
            let Some(dim) = dim else {
                // Unpadded dynamic sizes are given too.
                if shape[j] == DYNAMIC {
                    if let ApplyValue::Value(s) = mixed_size(rw, loc, v, j) {
                        dynamic.push(s);
                    }
                }
                continue;
            };
            let m = ctx.affine_constant(dim.multiple);
            let s0 = ctx.affine_symbol(0);
            let expr = ctx.affine_mul(ctx.affine_ceil_div(s0, m), m);
            let size = dim.size?;
            match build_composed_folded_apply(rw, loc, &AffineMap::new(0, 1, vec![expr]), &[size]) {
                ApplyValue::Const(c) => new_shape[j] = c,
                ApplyValue::Value(s) => {
                    new_shape[j] = DYNAMIC;
                    dynamic.push(s);
                }
            }
        }
    }
    let padded_ty = ctx.ranked_tensor_type(&new_shape, ctx.element_type_or_self(ty));
    Some(make_composed_pad_high(
        rw, loc, padded_ty, v, padding, nofold, &dynamic,
    ))
}

/// A pad of `source` to `ty` at its end (MLIR's `makeComposedPadHighOp`):
/// when `source` is a slice of the result of structured ops whose
/// destination is a pad of a slice of the same sizes with the same
/// constant padding, that padded result, else a new `tensor.pad`.
fn make_composed_pad_high(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    padding: ValueId,
    nofold: bool,
    dynamic: &[ValueId],
) -> ValueId {
    match composed_pad_source(rw.ctx, rw.body(), ty, source, padding) {
        Some(v) => v,
        None => create_pad_high(rw, loc, ty, source, padding, dynamic, nofold),
    }
}

fn composed_pad_source(
    ctx: &Context,
    body: &Body,
    ty: Type,
    source: ValueId,
    padding: ValueId,
) -> Option<ValueId> {
    let name = |op: OpId| ctx.op_name_str(body.op_name(op));
    let slice = body
        .defining_op(source)
        .filter(|&d| name(d) == "tensor.extract_slice")?;
    let slice_source = body.operand(slice, 0);
    // Through the structured ops computing the slice's source to the
    // destination they all write.
    let mut current = slice_source;
    while let ValueDef::Result(d, r) = body.value_def(current) {
        let o = OpRef::new(ctx, body, d);
        if !is_structured(o) {
            break;
        }
        current = body.operand(d, outputs(o).nth(r as usize)?);
    }
    let pad = body.defining_op(current).filter(|&d| name(d) == "tensor.pad")?;
    if body.value_type(slice_source) != ty {
        return None;
    }
    let p = OpRef::new(ctx, body, pad);
    let tpad = tensor::PadOp(pad);
    if mixed_list(p, "static_low", tpad.low(&p))
        .iter()
        .any(|l| *l != Ok(0))
    {
        return None;
    }
    let pad_slice = body
        .defining_op(body.operand(pad, 0))
        .filter(|&d| name(d) == "tensor.extract_slice")?;
    let sizes = |s: OpId| {
        let so = OpRef::new(ctx, body, s);
        mixed_list(so, "static_sizes", tensor::ExtractSliceOp(s).sizes(&so))
    };
    if sizes(slice) != sizes(pad_slice) {
        return None;
    }
    let pad_value = tensor::padding_value(ctx, body, pad)?;
    let constant = |v: ValueId| strata_ir::fold::constant_value(ctx, body, v);
    match (constant(pad_value), constant(padding)) {
        (Some(a), Some(b)) if a == b => Some(slice_source),
        _ => None,
    }
}

/// The sizes of the results of structured op `op`, created after the
/// insertion point (MLIR's `LinalgOp::reifyResultShapes`): a static size
/// as a constant, a dynamic one as the size of the loop the result
/// dimension follows, taken from the first operand dimension the loop
/// indexes alone (a `tensor.dim` of the destination when that is one of
/// the destinations).
fn reify_result_shapes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    op: OpId,
    maps: &[AffineMap],
    outs: std::ops::Range<usize>,
) -> Option<Vec<Vec<ApplyValue>>> {
    let ctx = rw.ctx;
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    // Every operand dimension, in order (MLIR's
    // `createFlatListOfOperandDims`).
    let mut flat = Vec::new();
    let mut first_output_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i == outs.start {
            first_output_dim = flat.len();
        }
        let rank = ctx.shape(rw.body().value_type(v)).map_or(0, <[i64]>::len);
        for j in 0..rank {
            flat.push(mixed_size(rw, loc, v, j));
        }
    }
    // Each loop is the first operand dimension indexing it alone.
    let loops = maps.first().map_or(0, |m| m.num_dims as usize);
    let mut loop_dims: Vec<Option<u32>> = vec![None; loops];
    let mut pos = 0u32;
    for map in maps {
        for &e in &map.results {
            if let strata_ir::affine::AffineExprKind::Dim(d) = e.kind(ctx) {
                if let Some(slot) = loop_dims.get_mut(d as usize) {
                    slot.get_or_insert(pos);
                }
            }
            pos += 1;
        }
    }
    let replacements: Vec<_> = loop_dims
        .iter()
        .map(|p| p.map_or(ctx.affine_constant(0), |p| ctx.affine_dim(p)))
        .collect();
    // The size of every result dimension, composed and folded.
    let mut all = Vec::new();
    let mut uses_output = Vec::new();
    for i in outs.clone() {
        for &e in &maps.get(i)?.results {
            let e = e.replace_dims_and_symbols(ctx, &replacements, &[]);
            let mut output = false;
            e.walk(ctx, &mut |x| {
                if let strata_ir::affine::AffineExprKind::Dim(p) = x.kind(ctx) {
                    output |= p as usize >= first_output_dim;
                }
            });
            uses_output.push(output);
            let m = AffineMap::new(flat.len() as u32, 0, vec![e]);
            all.push(build_composed_folded_apply(rw, loc, &m, &flat));
        }
    }
    let mut shapes = Vec::new();
    let mut k = 0;
    for i in outs {
        let v = operands[i];
        let shape = ctx.shape(rw.body().value_type(v))?.to_vec();
        let mut sizes = Vec::with_capacity(shape.len());
        for (j, &s) in shape.iter().enumerate() {
            if s != DYNAMIC {
                sizes.push(ApplyValue::Const(s));
            } else if *uses_output.get(k)? {
                sizes.push(match mixed_size(rw, loc, v, j) {
                    ApplyValue::Const(c) => ApplyValue::Value(index_constant(rw, loc, c)),
                    value => value,
                });
            } else {
                sizes.push(match *all.get(k)? {
                    ApplyValue::Const(c) => ApplyValue::Value(index_constant(rw, loc, c)),
                    value => value,
                });
            }
            k += 1;
        }
        shapes.push(sizes);
    }
    Some(shapes)
}

fn index_constant(rw: &mut PatternRewriter<'_>, loc: Location, c: i64) -> ValueId {
    let ctx = rw.ctx;
    arith::ConstantOp::build(rw, loc, ctx.integer_attr(ctx.index_type(), c)).result(rw)
}

const PAD_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "tensor.pad",
        "tensor.yield",
        "tensor.dim",
        "tensor.extract_slice",
        "arith.constant",
        "affine.apply",
        "bufferization.materialize_in_destination",
        "linalg.copy",
    ]);

const PAD_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %padded, %pad, %copy = transform.structured.pad %mm pad_to_multiple_of [4, 4, 1] {padding_dimensions = [0, 1, 2], padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}";

/// `TypedArrayAttrBase<I64ArrayAttr, "array of arrays of i64">`.
const I64_ARRAY_ARRAY_ATTR: AttrConstraint =
    AttrConstraint::ArrayOf(&attrs::I64_ARRAY_ATTR, "array of arrays of i64");

const MATERIALIZE: &str = "bufferization.materialize_in_destination";

strata_ods::op! {
    /// Pads each target structured op on tensors: the operand dimensions
    /// following the loops `padding_dimensions` are padded at their end
    /// with the operand's value of `padding_values` (an attribute of its
    /// element type, or a string parsed as one; zeros when empty) to a
    /// constant upper bound of their size, or with
    /// `use_prescribed_tensor_shapes` to their own size, rounded up to
    /// the loop's `pad_to_multiple_of` (a constant, parameter or handle).
    /// `nofold_flags` keeps an operand's pad when it adds nothing. The
    /// results are sliced back to their sizes and copied back into the
    /// destinations with `copy_back_op` (`linalg.copy`,
    /// `bufferization.materialize_in_destination` or `none`). The
    /// results are the padded ops, the pads and the copies. The target
    /// is consumed; a non-structured target, or an op that cannot be
    /// padded, is a silenceable failure. `transpose_paddings` is only
    /// checked (it is for hoisting).
    pub PadOp(PAD, "transform.structured.pad") {
        operands(target: single(OP_HANDLE), pad_to_multiple_of: variadic(ANY_HANDLE_OR_PARAM))
        results(padded: single(OP_HANDLE), pad: single(OP_HANDLE), copy: single(OP_HANDLE))
        attributes(
            padding_values: opt_attr = default_valued(attrs::ARRAY_ATTR, |ctx| ctx.array_attr(&[])),
            padding_dimensions: opt_attr = default_valued(attrs::I64_ARRAY_ATTR, |ctx| ctx.array_attr(&[])),
            static_pad_to_multiple_of: opt_attr = default_valued_optional(attrs::DENSE_I64_ARRAY_ATTR, |ctx| strata_ods::directives::dense_i64_array(ctx, &[])),
            nofold_flags: opt_attr = default_valued(attrs::I64_ARRAY_ATTR, |ctx| ctx.array_attr(&[])),
            transpose_paddings: opt_attr = default_valued(I64_ARRAY_ARRAY_ATTR, |ctx| ctx.array_attr(&[])),
            copy_back_op: opt_attr = default_valued(attrs::STR_ATTR, |ctx| ctx.string_attr(MATERIALIZE)),
            use_prescribed_tensor_shapes: opt_attr = optional(attrs::UNIT_ATTR),
        )
        summary: "",
        example: PAD_EXAMPLE,
        format: Some("$target (`pad_to_multiple_of` custom<DynamicIndexList>($pad_to_multiple_of, $static_pad_to_multiple_of)^)? (`use_prescribed_tensor_shapes` $use_prescribed_tensor_shapes^)? attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_pad),
        result_names: Some(|op, set| {
            for (r, n) in op.results().zip(["padded", "pad", "copy"]) {
                set(r, n);
            }
        }),
        interfaces: &[&TransformOpInterface {
            apply: apply_pad,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &PAD_CONDITIONS],
    }
}

/// The integers of an `I64ArrayAttr`.
fn i64_array(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    let Some(a) = a else { return Vec::new() };
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .filter_map(|&x| ctx.integer_attr_value(x).map(|v| v.sext_i64()))
            .collect(),
        _ => dense_i64_values(ctx, a).unwrap_or_default(),
    }
}

fn verify_pad(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let attr_text = |name: &str| op.attr(name).map(|a| ctx.attr_to_string(a)).unwrap_or_default();
    if i64_array(ctx, op.attr("nofold_flags"))
        .iter()
        .any(|&f| f != 0 && f != 1)
    {
        return Err(op.emit_op_error(format!(
            "expects nofold_flags to contain booleans (0/1), found {}",
            attr_text("nofold_flags")
        )));
    }
    let dims = i64_array(ctx, op.attr("padding_dimensions"));
    if dims.iter().any(|&d| d < 0) {
        return Err(op.emit_op_error(format!(
            "expects padding_dimensions to contain positive integers, found {}",
            attr_text("padding_dimensions")
        )));
    }
    let multiples = static_list(op, "static_pad_to_multiple_of");
    if !multiples.is_empty() && multiples.len() != dims.len() {
        return Err(op.emit_op_error("expects as many multiples as padding_dimensions"));
    }
    if let Some(AttrKind::Array(transposes)) = op.attr("transpose_paddings").map(|a| ctx.attr_kind(a)) {
        for &t in transposes.iter() {
            let perm = i64_array(ctx, Some(t));
            let mut seen = vec![false; perm.len()];
            let is_perm = perm.iter().all(|&p| {
                usize::try_from(p)
                    .ok()
                    .and_then(|p| seen.get_mut(p))
                    .is_some_and(|s| !std::mem::replace(s, true))
            });
            if !is_perm {
                return Err(op.emit_op_error(format!(
                    "expects transpose_paddings to be a permutation, found {}",
                    ctx.attr_to_string(t)
                )));
            }
        }
    }
    copy_back(op).ok_or_else(|| op.emit_op_error("invalid copy_back_op"))?;
    Ok(())
}

/// The op's `copy_back_op`, `None` when it names no known copy.
fn copy_back(op: OpRef<'_>) -> Option<CopyBack> {
    let name = op
        .attr("copy_back_op")
        .map_or(Some(MATERIALIZE), |a| op.ctx.string_attr_value(a))?;
    match name {
        MATERIALIZE => Some(CopyBack::MaterializeInDestination),
        "linalg.copy" => Some(CopyBack::LinalgCopy),
        "none" => Some(CopyBack::None),
        _ => None,
    }
}

/// The padding values of the op for a target with operand types
/// `types`: each attribute of the operand's element type, a string parsed
/// as one (mlir-opt's definite failures otherwise).
fn padding_values(script_op: OpRef<'_>, types: &[Type], target_loc: Location) -> Result<Vec<Attribute>, Dsf> {
    let ctx = script_op.ctx;
    let items: Vec<Attribute> = match script_op.attr("padding_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    let mut out = Vec::with_capacity(items.len());
    let fail = |message: String| {
        let mut d = script_op.op_error_with_op_note(message);
        d.attach_note(target_loc, "when applied to this op");
        ctx.emit(d);
        Dsf::Definite
    };
    for (&a, &t) in items.iter().zip(types) {
        let elem = ctx.element_type_or_self(t);
        let Some(ty) = attr_type(ctx, a) else {
            script_op.emit_op_error("expects padding values to be typed attributes");
            return Err(Dsf::Definite);
        };
        if let Some(s) = ctx.string_attr_value(a) {
            let parsed = strata_asm::parse_attribute_str_of_type(ctx, s, Some(elem))
                .ok()
                .filter(|&p| attr_type(ctx, p) == Some(elem));
            match parsed {
                Some(p) => out.push(p),
                None => {
                    return Err(fail(format!(
                        "expects a padding that parses to '{}', got {}",
                        ctx.type_to_string(elem),
                        ctx.attr_to_string(a)
                    )))
                }
            }
            continue;
        }
        if ty != elem {
            return Err(fail(format!(
                "expects a padding value of type '{}', got {}",
                ctx.type_to_string(elem),
                ctx.attr_to_string(a)
            )));
        }
        out.push(a);
    }
    Ok(out)
}

fn apply_pad(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    let targets = it.operand_ops(script, op, 0);
    let (mut padded_ops, mut pad_ops, mut copies) = (Vec::new(), Vec::new(), Vec::new());
    let Some(copy) = copy_back(o) else {
        return Dsf::definite(ctx, loc, "unsupported copy_back op");
    };
    for target in targets {
        let Some(body) = it.payload.body(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let t = OpRef::new(ctx, body, target.op);
        let target_loc = t.loc();
        if !is_structured(t) {
            let mut d = Diagnostic::error(loc, "expected LinalgOp target");
            d.attach_note(target_loc, "target op");
            return Dsf::Silenceable(vec![d]);
        }
        let types: Vec<Type> = t.operand_types().collect();
        let values = match padding_values(o, &types, target_loc) {
            Ok(v) => v,
            Err(d) => return d,
        };
        let padding_dimensions: Vec<u32> = i64_array(ctx, o.attr("padding_dimensions"))
            .into_iter()
            .filter_map(|d| u32::try_from(d).ok())
            .collect();
        let statics = static_list(o, "static_pad_to_multiple_of");
        let mut multiples = match super::transform_ops::reify_mixed_params(
            it,
            script,
            op,
            &statics,
            1..script.num_operands(op),
        ) {
            Ok(m) => m,
            Err(d) => return d,
        };
        if multiples.is_empty() {
            multiples = vec![1; padding_dimensions.len()];
        }
        let nofold_flags = i64_array(ctx, o.attr("nofold_flags"))
            .into_iter()
            .map(|f| f != 0)
            .collect();
        let Some(body) = it.payload.body_mut(target.body) else {
            continue;
        };
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        let mut sizes_to_pad_to = FxHashMap::default();
        if o.attr("use_prescribed_tensor_shapes").is_some() {
            // Each operand is padded to its own sizes, rounded up.
            rw.set_insertion_point(target.op);
            let operands: Vec<ValueId> = rw.body().operands(target.op).collect();
            for (i, v) in operands.into_iter().enumerate() {
                let rank = ctx.shape(rw.body().value_type(v)).map_or(0, <[i64]>::len);
                for j in 0..rank {
                    let size = mixed_size(&mut rw, target_loc, v, j);
                    sizes_to_pad_to.insert((i, j), size);
                }
            }
        }
        let options = PaddingOptions {
            padding_dimensions,
            pad_to_multiple_of: multiples,
            padding_values: values,
            nofold_flags,
            copy_back: copy,
            sizes_to_pad_to,
        };
        let Some(result) = rewrite_as_padded_op(&mut rw, target.op, &options) else {
            let mut d = Diagnostic::error(loc, "failed to pad op");
            d.attach_note(target_loc, "target op");
            return Dsf::Silenceable(vec![d]);
        };
        rw.replace_op(target.op, &result.replacements);
        it.state.replace_payload_op(target, None);
        let at = |op: OpId| PayloadOp {
            body: target.body,
            op,
        };
        padded_ops.push(at(result.padded));
        pad_ops.extend(result.pads.iter().map(|&p| at(p)));
        if copy != CopyBack::None {
            let Some(body) = it.payload.body(target.body) else {
                continue;
            };
            for &v in &result.replacements {
                if let Some(d) = body.defining_op(v) {
                    if !copies.contains(&at(d)) {
                        copies.push(at(d));
                    }
                }
            }
        }
    }
    let r = it.set_result_ops(script, op, 0, padded_ops);
    if !r.succeeded() {
        return r;
    }
    let r = it.set_result_ops(script, op, 1, pad_ops);
    if !r.succeeded() {
        return r;
    }
    it.set_result_ops(script, op, 2, copies)
}
