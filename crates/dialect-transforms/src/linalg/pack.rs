//! Lowering of `linalg.pack` and `linalg.unpack` (MLIR's `linalg::lowerPack`
//! and `linalg::lowerUnPack`) and the transform ops applying them,
//! `transform.structured.lower_pack` and `transform.structured.lower_unpack`.
//!
//! A pack is a pad of its source to whole tiles, an expansion of each tiled
//! dimension into (tile count, tile) and a transpose moving the tiles
//! innermost (and the outer dimensions into `outer_dims_perm`'s order); an
//! unpack is the transpose back into a `tensor.empty`, the collapse, the
//! slice dropping the padding and a `linalg.copy` into its destination. A
//! pack that only pads and adds leading unit dimensions becomes a pad and
//! a `tensor.insert_slice`, an unpack that only drops them a
//! `tensor.extract_slice`.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_arith as arith;
use strata_dialect_linalg::dim_size;
use strata_dialect_linalg::payload::{build_named, build_transpose};
use strata_dialect_linalg::relayout::{apply_permutation, invert_permutation, Relayout, Tile};
use strata_dialect_tensor as tensor;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_dialect_utils::reshape::reassociation_attr;
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::with_shape;
use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Location, OpBuilder, OpId, OpRef, Type, TypeKind,
    ValueId, DYNAMIC,
};
use strata_ods::constraints::attrs;
use strata_ods::TypeConstraint;
use strata_rewrite::PatternRewriter;

/// The ops a lowered pack is made of (MLIR's `LowerPackResult`); the
/// expansion and the transpose are absent when the pack became an insert.
#[derive(Clone, Copy, Debug)]
pub struct LowerPackResult {
    /// The `tensor.pad`.
    pub pad: OpId,
    /// The `tensor.expand_shape`.
    pub expand_shape: Option<OpId>,
    /// The `linalg.transpose`.
    pub transpose: Option<OpId>,
}

/// The ops a lowered unpack is made of (MLIR's `LowerUnPackOpResult`);
/// only the slice when the unpack was an unpad.
#[derive(Clone, Copy, Debug)]
pub struct LowerUnPackResult {
    /// The `tensor.empty` the transpose writes.
    pub empty: Option<OpId>,
    /// The `linalg.transpose`.
    pub transpose: Option<OpId>,
    /// The `tensor.collapse_shape`.
    pub collapse_shape: Option<OpId>,
    /// The `tensor.extract_slice`.
    pub extract_slice: OpId,
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The shape `shape` collapses to by `groups` (MLIR's
/// `CollapseShapeOp::inferCollapsedType`).
fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &d| {
                    let s = shape[d as usize];
                    (s != DYNAMIC).then(|| acc.saturating_mul(s))
                })
                .unwrap_or(DYNAMIC)
        })
        .collect()
}

/// The zero of a scalar type (MLIR's `getZeroAttr`).
fn zero_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    if ctx.float_kind(t).is_some() {
        return Some(ctx.intern_attr(AttrKind::Float { ty: t, bits: 0 }));
    }
    matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index).then(|| ctx.integer_attr(t, 0))
}

/// Every dimension of `v`: constants, `tensor.dim` ops for the dynamic
/// ones (MLIR's `tensor::getMixedSizes`).
fn mixed_sizes(b: &mut OpBuilder<'_>, loc: Location, v: ValueId) -> Vec<ApplyValue> {
    let rank = b.ctx.shape(b.body.value_type(v)).map_or(0, <[i64]>::len);
    (0..rank).map(|j| dim_size(b, loc, v, j)).collect()
}

fn index_constant(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = b.ctx;
    arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), v)).result(b)
}

/// A `tensor.pad` of `source` to `result` with `low` and `high` padding
/// whose body yields `value`.
fn build_pad(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result: Type,
    source: ValueId,
    (low, high): (&[ApplyValue], &[ApplyValue]),
    value: ValueId,
) -> OpId {
    let ctx = b.ctx;
    let (static_low, low_values) = split_mixed(low);
    let (static_high, high_values) = split_mixed(high);
    let pad = tensor::PadOp::build(
        b,
        loc,
        result,
        source,
        &low_values,
        &high_values,
        &static_low,
        &static_high,
        false,
    );
    let region = pad.region(b);
    let index = ctx.index_type();
    let block = b.create_block(region, &vec![index; low.len()], loc);
    let mut inner = OpBuilder::at_end(ctx, b.body, block);
    inner.create_op(ctx.op_name("tensor.yield"), loc, &[value], &[], None);
    // Creating the block moved the insertion point into it.
    b.set_insertion_point_after(pad.op());
    pad.op()
}

/// A `tensor.expand_shape` of `src` to `result` by `groups`, its output
/// shape the result's static sizes and, for the one dynamic size a group
/// may have, the source size divided by the group's static sizes (MLIR's
/// `inferExpandShapeOutputShape`).
fn build_expand(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result: Type,
    src: ValueId,
    groups: &[Vec<i64>],
) -> OpId {
    let ctx = b.ctx;
    let out = shape(ctx, result);
    let mut output: Vec<ApplyValue> = out.iter().map(|&s| ApplyValue::Const(s)).collect();
    if out.contains(&DYNAMIC) {
        let src_sizes = mixed_sizes(b, loc, src);
        for (g, &src_size) in groups.iter().zip(&src_sizes) {
            let statics: i64 = g
                .iter()
                .map(|&d| out[d as usize])
                .filter(|&s| s != DYNAMIC)
                .product();
            let Some(&dynamic) = g.iter().find(|&&d| out[d as usize] == DYNAMIC) else {
                continue;
            };
            let divisor = index_constant(b, loc, statics);
            let size = match src_size {
                ApplyValue::Value(v) => v,
                ApplyValue::Const(c) => index_constant(b, loc, c),
            };
            let q = arith::DivSIOp::build(b, loc, size, divisor, false).result(b);
            output[dynamic as usize] = ApplyValue::Value(q);
        }
    }
    let (statics, values) = split_mixed(&output);
    let attr = reassociation_attr(ctx, groups);
    tensor::ExpandShapeOp::build(b, loc, result, src, &values, attr, &statics).op()
}

fn slice_lists(rank: usize) -> (Vec<ApplyValue>, Vec<ApplyValue>) {
    (vec![ApplyValue::Const(0); rank], vec![ApplyValue::Const(1); rank])
}

/// Replaces the single result of `op` with `v` and erases `op`.
fn replace(body: &mut Body, op: OpId, v: ValueId) {
    let r = body.result(op, 0);
    body.replace_all_uses_with(r, v);
    body.erase_op(op);
}

/// Lowers the `linalg.pack` `op` (MLIR's `linalg::lowerPack`); `None`
/// (changing nothing) for tiles not all constant. With
/// `lower_pad_like_with_insert_slice`, a pack that only pads becomes a pad
/// inserted into the destination.
pub fn lower_pack(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lower_pad_like_with_insert_slice: bool,
) -> Option<LowerPackResult> {
    let o = OpRef::new(ctx, body, op);
    let r = Relayout::of(o).filter(|r| r.is_pack)?;
    if r.static_tiles.contains(&DYNAMIC) {
        return None;
    }
    let loc = o.loc();
    let packed_ty = o.value_type(o.result(0));
    let packed = shape(ctx, packed_ty);
    let source_rank = ctx.shape(o.value_type(r.source)).map_or(0, <[i64]>::len);
    let (perm, metadata) = r.packed_to_strip_mined(packed.len());
    let strip_mined = apply_permutation(&packed, &perm);

    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    // Pad each tiled dimension to its tile count times its tile.
    let low = vec![ApplyValue::Const(0); source_rank];
    let mut high = low.clone();
    let map = AffineMap::new(
        2,
        1,
        vec![ctx.affine_sub(
            ctx.affine_mul(ctx.affine_dim(0), ctx.affine_symbol(0)),
            ctx.affine_dim(1),
        )],
    );
    for (&pos, tile) in r.inner_dims_pos.iter().zip(&r.tiles) {
        let outer_pos = perm[metadata.outer_positions[pos as usize] as usize] as usize;
        let orig = dim_size(&mut b, loc, r.source, pos as usize);
        let outer = dim_size(&mut b, loc, r.dest, outer_pos);
        let tile = match *tile {
            Tile::Static(c) => ApplyValue::Const(c),
            Tile::Dynamic(v) => ApplyValue::Value(v),
        };
        high[pos as usize] = build_composed_folded_apply(&mut b, loc, &map, &[outer, orig, tile]);
    }
    let collapsed_ty = with_shape(
        ctx,
        packed_ty,
        &collapsed_shape(&strip_mined, &metadata.reassociations),
    );
    let padding = match r.padding {
        Some(p) => p,
        None => {
            let element = ctx.element_type_or_self(packed_ty);
            let zero = zero_attr(ctx, element)?;
            arith::ConstantOp::build(&mut b, loc, zero).result(&b)
        }
    };
    let pad = build_pad(&mut b, loc, collapsed_ty, r.source, (&low, &high), padding);
    let padded = b.body.result(pad, 0);

    if lower_pad_like_with_insert_slice
        && r.is_like_pad(&packed)
        && rank_reduction_mask(&packed, &shape(ctx, collapsed_ty)).is_some()
    {
        let sizes = mixed_sizes(&mut b, loc, r.dest);
        let (zeros, ones) = slice_lists(packed.len());
        let (so, ov) = split_mixed(&zeros);
        let (ss, sv) = split_mixed(&sizes);
        let (st, tv) = split_mixed(&ones);
        let insert = tensor::InsertSliceOp::build(
            &mut b, loc, packed_ty, padded, r.dest, &ov, &sv, &tv, &so, &ss, &st,
        );
        let v = insert.result(&b);
        replace(body, op, v);
        return Some(LowerPackResult {
            pad,
            expand_shape: None,
            transpose: None,
        });
    }

    let expanded_ty = with_shape(ctx, packed_ty, &strip_mined);
    let expand = build_expand(&mut b, loc, expanded_ty, padded, &metadata.reassociations);
    let expanded = b.body.result(expand, 0);
    let transpose = build_transpose(&mut b, loc, expanded, r.dest, &invert_permutation(&perm));
    let v = b.body.result(transpose, 0);
    replace(body, op, v);
    Some(LowerPackResult {
        pad,
        expand_shape: Some(expand),
        transpose: Some(transpose),
    })
}

/// Lowers the `linalg.unpack` `op` (MLIR's `linalg::lowerUnPack`). With
/// `lower_unpad_like_with_extract_slice`, an unpack that only drops
/// padding and leading unit dimensions becomes a slice of its source.
pub fn lower_unpack(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lower_unpad_like_with_extract_slice: bool,
) -> Option<LowerUnPackResult> {
    let o = OpRef::new(ctx, body, op);
    let r = Relayout::of(o).filter(|r| !r.is_pack)?;
    let loc = o.loc();
    let packed_ty = o.value_type(r.source);
    let packed = shape(ctx, packed_ty);
    let dest_ty = o.value_type(r.dest);
    let dest_rank = ctx.shape(dest_ty).map_or(0, <[i64]>::len);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);

    if lower_unpad_like_with_extract_slice && r.is_like_pad(&packed) {
        let mut sizes = vec![ApplyValue::Const(1); packed.len() - dest_rank];
        sizes.extend(mixed_sizes(&mut b, loc, r.dest));
        let (zeros, ones) = slice_lists(packed.len());
        let slice =
            tensor::subset::extract_slice_mixed(&mut b, loc, dest_ty, r.source, &zeros, &sizes, &ones);
        let v = b.body.result(slice, 0);
        replace(body, op, v);
        return Some(LowerUnPackResult {
            empty: None,
            transpose: None,
            collapse_shape: None,
            extract_slice: slice,
        });
    }

    let (perm, metadata) = r.packed_to_strip_mined(packed.len());
    let strip_mined = apply_permutation(&packed, &perm);
    let strip_mined_ty = with_shape(ctx, packed_ty, &strip_mined);
    let collapsed_ty = with_shape(
        ctx,
        packed_ty,
        &collapsed_shape(&strip_mined, &metadata.reassociations),
    );
    let dims = apply_permutation(&mixed_sizes(&mut b, loc, r.source), &perm);
    let (empty_shape, empty_sizes) = split_mixed(&dims);
    let empty_ty = with_shape(ctx, strip_mined_ty, &empty_shape);
    let empty = tensor::EmptyOp::build(&mut b, loc, empty_ty, &empty_sizes);
    let (empty, empty_value) = (empty.op(), empty.result(&b));
    let transpose = build_transpose(&mut b, loc, r.source, empty_value, &perm);
    let transposed = b.body.result(transpose, 0);
    let attr = reassociation_attr(ctx, &metadata.reassociations);
    let collapse = tensor::CollapseShapeOp::build(&mut b, loc, collapsed_ty, transposed, attr);
    let (collapse, collapsed) = (collapse.op(), collapse.result(&b));
    let sizes = mixed_sizes(&mut b, loc, r.dest);
    let (zeros, ones) = slice_lists(dest_rank);
    let slice = tensor::subset::extract_slice_mixed(&mut b, loc, dest_ty, collapsed, &zeros, &sizes, &ones);
    let sliced = b.body.result(slice, 0);
    let copy = build_named(&mut b, loc, "linalg.copy", &[sliced], &[r.dest], &[dest_ty])?;
    let v = b.body.result(copy, 0);
    replace(body, op, v);
    Some(LowerUnPackResult {
        empty: Some(empty),
        transpose: Some(transpose),
        collapse_shape: Some(collapse),
        extract_slice: slice,
    })
}

// ---- transform ops --------------------------------------------------------------------------

/// `Transform_ConcreteOpType<name>`.
macro_rules! concrete_handle {
    ($name:ident, $op:literal) => {
        const $name: TypeConstraint = TypeConstraint::Custom {
            summary: concat!("Transform IR handle to ", $op, " operations"),
            check: |ctx, t| strata_dialect_transform::types::op_type_name(ctx, t) == Some($op),
        };
    };
}

concrete_handle!(PACK_HANDLE, "linalg.pack");
concrete_handle!(UNPACK_HANDLE, "linalg.unpack");
concrete_handle!(PAD_HANDLE, "tensor.pad");
concrete_handle!(EXPAND_SHAPE_HANDLE, "tensor.expand_shape");
concrete_handle!(TRANSPOSE_HANDLE, "linalg.transpose");
concrete_handle!(EMPTY_HANDLE, "tensor.empty");
concrete_handle!(COLLAPSE_SHAPE_HANDLE, "tensor.collapse_shape");
concrete_handle!(EXTRACT_SLICE_HANDLE, "tensor.extract_slice");

const LOWER_PACK_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["linalg.pack"],
    removes: &[],
    introduces: &[
        "tensor.pad",
        "tensor.yield",
        "tensor.expand_shape",
        "tensor.insert_slice",
        "tensor.dim",
        "linalg.transpose",
        "linalg.yield",
        "affine.apply",
        "arith.constant",
        "arith.divsi",
    ],
    introduces_if: &[],
};

const LOWER_UNPACK_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["linalg.unpack"],
    removes: &[],
    introduces: &[
        "tensor.empty",
        "tensor.collapse_shape",
        "tensor.extract_slice",
        "tensor.dim",
        "linalg.transpose",
        "linalg.copy",
        "linalg.yield",
        "arith.constant",
    ],
    introduces_if: &[],
};

const FORMAT: &str = "$target attr-dict `:` functional-type(operands, results)";

strata_ods::op! {
    /// Lowers each target `linalg.pack` into `tensor.pad`,
    /// `tensor.expand_shape` and `linalg.transpose` (or, when
    /// `lowerPadLikeWithInsertSlice` and the pack only pads, a
    /// `tensor.insert_slice` of the pad, with no expansion or transpose
    /// handles). Packs with tiles not all constant are a silenceable
    /// failure. The target is consumed.
    pub LowerPackOp(LOWER_PACK, "transform.structured.lower_pack") {
        operands(target: single(PACK_HANDLE))
        results(
            pad_op: single(PAD_HANDLE),
            expand_shape_op: single(EXPAND_SHAPE_HANDLE),
            transpose_op: single(TRANSPOSE_HANDLE),
        )
        attributes(lower_pad_like_with_insert_slice "lowerPadLikeWithInsertSlice": opt_attr = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(true)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %p = transform.structured.match ops{[\"linalg.pack\"]} in %root : (!transform.any_op) -> !transform.op<\"linalg.pack\">\n    %pad, %expand, %transpose = transform.structured.lower_pack %p : (!transform.op<\"linalg.pack\">) -> (!transform.op<\"tensor.pad\">, !transform.op<\"tensor.expand_shape\">, !transform.op<\"linalg.transpose\">)\n    transform.yield\n  }\n}",
        format: Some(FORMAT),
        interfaces: &[&TransformOpInterface {
            apply: apply_lower_pack,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &LOWER_PACK_CONDITIONS],
    }

    /// Lowers each target `linalg.unpack` into `tensor.empty`,
    /// `linalg.transpose`, `tensor.collapse_shape`, `tensor.extract_slice`
    /// and a `linalg.copy` into its destination (or, when
    /// `lowerUnpadLikeWithExtractSlice` and the unpack only unpads, a
    /// `tensor.extract_slice` of its source, with no other handles). The
    /// target is consumed.
    pub LowerUnPackOp(LOWER_UNPACK, "transform.structured.lower_unpack") {
        operands(target: single(UNPACK_HANDLE))
        results(
            empty_op: single(EMPTY_HANDLE),
            transpose_op: single(TRANSPOSE_HANDLE),
            collapse_shape_op: single(COLLAPSE_SHAPE_HANDLE),
            extract_slice_op: single(EXTRACT_SLICE_HANDLE),
        )
        attributes(lower_unpad_like_with_extract_slice "lowerUnpadLikeWithExtractSlice": opt_attr = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(true)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %u = transform.structured.match ops{[\"linalg.unpack\"]} in %root : (!transform.any_op) -> !transform.op<\"linalg.unpack\">\n    %e, %t, %c, %s = transform.structured.lower_unpack %u : (!transform.op<\"linalg.unpack\">) -> (!transform.op<\"tensor.empty\">, !transform.op<\"linalg.transpose\">, !transform.op<\"tensor.collapse_shape\">, !transform.op<\"tensor.extract_slice\">)\n    transform.yield\n  }\n}",
        format: Some(FORMAT),
        interfaces: &[&TransformOpInterface {
            apply: apply_lower_unpack,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &LOWER_UNPACK_CONDITIONS],
    }
}

fn bool_option(op: OpRef<'_>, name: &str) -> bool {
    !op.attr(name)
        .is_some_and(|a| matches!(op.ctx.attr_kind(a), AttrKind::Bool(false)))
}

fn apply_lower_pack(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let insert_slice = bool_option(OpRef::new(ctx, script, op), "lowerPadLikeWithInsertSlice");
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new(); 3]);
        };
        let target_loc = body.op_loc(target.op);
        let Some(res) = lower_pack(ctx, body, target.op, insert_slice) else {
            return Err(Dsf::Silenceable(vec![Diagnostic::error(
                target_loc,
                "cannot lower to pad + expand + transpose",
            )]));
        };
        it.state.replace_payload_op(target, None);
        let at = |op: Option<OpId>| {
            op.map(|op| PayloadOp {
                body: target.body,
                op,
            })
            .into_iter()
            .collect::<Vec<_>>()
        };
        Ok(vec![at(Some(res.pad)), at(res.expand_shape), at(res.transpose)])
    })
}

fn apply_lower_unpack(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let extract_slice = bool_option(OpRef::new(ctx, script, op), "lowerUnpadLikeWithExtractSlice");
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new(); 4]);
        };
        let target_loc = body.op_loc(target.op);
        let Some(res) = lower_unpack(ctx, body, target.op, extract_slice) else {
            let mut d = Diagnostic::error(loc, "cannot lower to transpose + collapse + extract");
            d.attach_note(target_loc, "target payload op");
            return Err(Dsf::Silenceable(vec![d]));
        };
        it.state.replace_payload_op(target, None);
        let at = |op: Option<OpId>| {
            op.map(|op| PayloadOp {
                body: target.body,
                op,
            })
            .into_iter()
            .collect::<Vec<_>>()
        };
        Ok(vec![
            at(res.empty),
            at(res.transpose),
            at(res.collapse_shape),
            at(Some(res.extract_slice)),
        ])
    })
}

// ---- decomposition ----------------------------------------------------------------------------

/// `tensor.dim` of `v` at `j` (with its index constant), created before
/// the rewriter's insertion point and not folded.
fn dim_op(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, j: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = arith::ConstantOp::build(rw, loc, ctx.integer_attr(ctx.index_type(), j as i64)).result(rw);
    tensor::DimOp::build(rw, loc, v, index).result(rw)
}

/// The size of dimension `j` of `v`: a constant, or a `tensor.dim`
/// folded where it folds (MLIR's `tensor::getMixedSize`).
pub(super) fn mixed_size(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, j: usize) -> ApplyValue {
    let ctx = rw.ctx;
    let size = ctx
        .shape(rw.body().value_type(v))
        .and_then(|s| s.get(j).copied())
        .unwrap_or(DYNAMIC);
    if size != DYNAMIC {
        return ApplyValue::Const(size);
    }
    let dim = dim_op(rw, loc, v, j);
    let Some(def) = rw.body().defining_op(dim) else {
        return ApplyValue::Value(dim);
    };
    let mut out = strata_ir::FoldOutput::default();
    if strata_ir::fold::fold_op(OpRef::new(ctx, rw.body(), def), &mut out).is_ok() && out.edits.is_empty() {
        if let [strata_ir::OpFoldResult::Value(folded)] = out.results[..] {
            rw.erase_op(def);
            return ApplyValue::Value(folded);
        }
    }
    ApplyValue::Value(dim)
}

/// A tile size with a constant-defined value replaced by the constant
/// (MLIR's `getAsOpFoldResult`).
fn simplified(ctx: &Context, body: &Body, t: Tile) -> ApplyValue {
    match t {
        Tile::Static(c) => ApplyValue::Const(c),
        Tile::Dynamic(v) => strata_dialect_utils::matchers::const_i64(ctx, body, v)
            .map_or(ApplyValue::Value(v), ApplyValue::Const),
    }
}

/// A `tensor.pad` of `source` to `result`, padding each dimension at its
/// end (MLIR's `tensor::createPadHighOp`): by the result's size, or the
/// next of `dynamic_sizes` for a dynamic one, less the source's (not
/// padded when `dynamic_sizes` is empty); `nofold` sets the pad's flag.
pub(super) fn create_pad_high(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result: Type,
    source: ValueId,
    padding: ValueId,
    dynamic_sizes: &[ValueId],
    nofold: bool,
) -> ValueId {
    let ctx = rw.ctx;
    let shape = shape(ctx, result);
    let low = vec![ApplyValue::Const(0); shape.len()];
    let mut high = low.clone();
    let mut next = dynamic_sizes.iter();
    let map = AffineMap::new(2, 0, vec![ctx.affine_sub(ctx.affine_dim(0), ctx.affine_dim(1))]);
    for (i, &s) in shape.iter().enumerate() {
        let out = if s == DYNAMIC {
            match next.next() {
                Some(&v) => ApplyValue::Value(v),
                None => continue,
            }
        } else {
            ApplyValue::Const(s)
        };
        let src = mixed_size(rw, loc, source, i);
        high[i] = build_composed_folded_apply(rw, loc, &map, &[out, src]);
    }
    let (static_low, low_values) = split_mixed(&low);
    let (static_high, high_values) = split_mixed(&high);
    let pad = tensor::PadOp::build(
        rw,
        loc,
        result,
        source,
        &low_values,
        &high_values,
        &static_low,
        &static_high,
        nofold,
    );
    let (pad_op, region) = (pad.op(), pad.region(rw));
    let block = rw.create_block(region);
    for _ in 0..shape.len() {
        rw.add_block_arg(block, ctx.index_type(), loc);
    }
    rw.set_insertion_point_to_end(block);
    let name = ctx.op_name("tensor.yield");
    let mut state = strata_ir::OperationState::new(name, loc);
    state.operands = vec![padding];
    rw.create(state);
    rw.set_insertion_point_after(pad_op);
    rw.body().result(pad_op, 0)
}

/// The outer dimensions of the packed shape that tiled dimensions have,
/// as MLIR's `getTiledOuterDims` gives them (which applies the outer
/// permutation itself where it means its inverse).
fn tiled_outer_dims(r: &Relayout, packed: &[i64], rank: usize) -> Vec<i64> {
    let mut outer = packed[..rank.min(packed.len())].to_vec();
    if r.outer_dims_perm.len() == outer.len() {
        outer = apply_permutation(&outer, &r.outer_dims_perm);
    }
    r.inner_dims_pos
        .iter()
        .filter_map(|&p| outer.get(p as usize).copied())
        .collect()
}

fn tensor_operands(o: OpRef<'_>) -> bool {
    o.operand_types()
        .take(2)
        .all(|t| matches!(o.ctx.type_kind(t), TypeKind::RankedTensor { .. }))
}

/// A `linalg.pack` whose tiled outer dimensions are 1 (and whose untiled
/// outer dimensions of other sizes keep their order) as the transpose of
/// its (padded) source into the inner tiles' order, inserted into the
/// destination (MLIR's `DecomposeOuterUnitDimsPackOpPattern`).
fn decompose_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = strata_dialect_utils::patterns::op_ref(rw, op);
    let Some(r) = Relayout::of(o).filter(|r| r.is_pack) else {
        return false;
    };
    if !tensor_operands(o) {
        return false;
    }
    let source_ty = o.value_type(r.source);
    let dest_ty = o.value_type(r.dest);
    let src_shape = shape(ctx, source_ty);
    let packed = shape(ctx, dest_ty);
    let src_rank = src_shape.len();
    if tiled_outer_dims(&r, &packed, src_rank).iter().any(|&d| d != 1) {
        return false;
    }
    // Untiled outer dimensions other than 1 must not be permuted.
    let mut prev = 0i64;
    for &dim in &r.outer_dims_perm {
        if r.inner_dims_pos.contains(&dim) {
            continue;
        }
        let size = |d: i64| packed.get(d as usize).copied().unwrap_or(1);
        if dim < prev && (size(prev) != 1 || size(dim) != 1) {
            return false;
        }
        prev = dim;
    }
    let untiled: Vec<usize> = (0..src_rank)
        .filter(|&i| !r.inner_dims_pos.contains(&(i as i64)))
        .collect();
    // The insert's sizes are the outer dimensions: they must be static.
    if packed[..src_rank].contains(&DYNAMIC)
        || (r.padding.is_some() && untiled.iter().any(|&i| src_shape[i] == DYNAMIC))
    {
        return false;
    }
    let loc = o.loc();
    let element = ctx.element_type_or_self(source_ty);
    let tiles: Vec<ApplyValue> = r.tiles.iter().map(|&t| simplified(ctx, o.body, t)).collect();
    rw.set_insertion_point(op);

    // The source, padded to whole tiles.
    let input = match r.padding {
        None => r.source,
        Some(padding) => {
            let mut padded = Vec::with_capacity(src_rank);
            let mut dynamic = Vec::new();
            for (i, &s) in src_shape.iter().enumerate() {
                let Some(k) = r.inner_dims_pos.iter().position(|&p| p == i as i64) else {
                    padded.push(s);
                    continue;
                };
                match tiles[k] {
                    ApplyValue::Const(c) => padded.push(c),
                    ApplyValue::Value(v) => {
                        padded.push(DYNAMIC);
                        dynamic.push(v);
                    }
                }
            }
            let ty = ctx.ranked_tensor_type(&padded, element);
            create_pad_high(rw, loc, ty, r.source, padding, &dynamic, false)
        }
    };
    // Untiled dimensions first, then the tiles in their order.
    let input_shape = shape(ctx, rw.body().value_type(input));
    let mut perm: Vec<i64> = untiled.iter().map(|&i| i as i64).collect();
    perm.extend_from_slice(&r.inner_dims_pos);
    let mut empty_sizes = Vec::with_capacity(src_rank);
    for &i in &untiled {
        empty_sizes.push(if input_shape[i] == DYNAMIC {
            ApplyValue::Value(dim_op(rw, loc, input, i))
        } else {
            ApplyValue::Const(input_shape[i])
        });
    }
    empty_sizes.extend(tiles.iter().copied());
    let (empty_shape, empty_dynamic) = split_mixed(&empty_sizes);
    let empty_ty = ctx.ranked_tensor_type(&empty_shape, element);
    let empty = tensor::EmptyOp::build(rw, loc, empty_ty, &empty_dynamic).result(rw);
    let transpose = strata_dialect_linalg::payload::create_transpose(rw, loc, input, empty, &perm);
    let transposed = rw.body().result(transpose, 0);

    let mut sizes: Vec<ApplyValue> = packed[..src_rank].iter().map(|&s| ApplyValue::Const(s)).collect();
    sizes.extend(tiles.iter().copied());
    let (zeros, ones) = slice_lists(packed.len());
    let (so, ov) = split_mixed(&zeros);
    let (ss, sv) = split_mixed(&sizes);
    let (st, tv) = split_mixed(&ones);
    let insert =
        tensor::InsertSliceOp::build(rw, loc, dest_ty, transposed, r.dest, &ov, &sv, &tv, &so, &ss, &st);
    let v = insert.result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `getPackUnpackNormalizedPerm`: the permutation `perm` (of
/// positions below `rank`) says of the dimensions it lists, renumbered
/// from 0.
fn normalized_perm(rank: usize, perm: &[i64]) -> Vec<i64> {
    let mut vec = vec![-1i64; rank];
    for (index, &value) in perm.iter().enumerate() {
        if let Some(slot) = vec.get_mut(value as usize) {
            *slot = index as i64;
        }
    }
    let normalized: Vec<i64> = vec.into_iter().filter(|&v| v != -1).collect();
    invert_permutation(&normalized)
}

/// MLIR's `getPackUnpackRankReducedPerm`: the permutation of the tile read
/// from an unpack's source with its unit outer dimensions dropped.
fn rank_reduced_perm(shape: &[i64], inner_dims_pos: &[i64], outer_dims_perm: &[i64]) -> Vec<i64> {
    let (mut outer, mut inner, mut rr_outer_perm) = (Vec::new(), Vec::new(), Vec::new());
    let mut dim = 0;
    for (i, &s) in shape.iter().enumerate() {
        if inner_dims_pos.contains(&(i as i64)) {
            inner.push(dim);
            dim += 1;
            continue;
        }
        if s == 1 {
            continue;
        }
        outer.push(dim);
        dim += 1;
        if let Some(&p) = outer_dims_perm.get(i) {
            rr_outer_perm.push(p);
        }
    }
    let inner = apply_permutation(&inner, &normalized_perm(shape.len(), inner_dims_pos));
    let rr = normalized_perm(shape.len(), &rr_outer_perm);
    let mut perm = if rr.is_empty() {
        outer
    } else {
        apply_permutation(&outer, &rr)
    };
    perm.extend(inner);
    perm
}

/// A `linalg.unpack` whose tiled outer dimensions are 1 as a slice of its
/// source's tile, transposed into the destination's order, cut to the
/// destination's sizes and inserted into it (MLIR's
/// `DecomposeOuterUnitDimsUnPackOpPattern`).
fn decompose_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = strata_dialect_utils::patterns::op_ref(rw, op);
    let Some(r) = Relayout::of(o).filter(|r| !r.is_pack) else {
        return false;
    };
    if !tensor_operands(o) {
        return false;
    }
    let source_ty = o.value_type(r.source);
    let dest_ty = o.value_type(r.dest);
    let src_shape = shape(ctx, source_ty);
    let dest_shape = shape(ctx, dest_ty);
    let dest_rank = dest_shape.len();
    if src_shape.len() < dest_rank
        || tiled_outer_dims(&r, &src_shape, dest_rank)
            .iter()
            .any(|&d| d != 1)
    {
        return false;
    }
    let loc = o.loc();
    let element = ctx.element_type_or_self(source_ty);
    let tiled = |i: usize| r.inner_dims_pos.contains(&(i as i64));
    rw.set_insertion_point(op);

    // The tile: a rank-reducing slice dropping the unit outer dimensions.
    let mut read_shape = Vec::new();
    let mut slice_sizes = Vec::new();
    let mut empty_sizes = Vec::new();
    // The source's leading dimensions taken as the destination's, as
    // mlir-opt reads them.
    for (i, &size) in src_shape.iter().enumerate().take(dest_rank) {
        if tiled(i) {
            slice_sizes.push(ApplyValue::Const(1));
            continue;
        }
        if size == DYNAMIC {
            let d = ApplyValue::Value(dim_op(rw, loc, r.source, i));
            slice_sizes.push(d);
            empty_sizes.push(d);
        } else {
            slice_sizes.push(ApplyValue::Const(size));
            if size != 1 {
                empty_sizes.push(ApplyValue::Const(size));
            }
        }
        if size != 1 {
            read_shape.push(size);
        }
    }
    let tiles: Vec<ApplyValue> = r.tiles.iter().map(|&t| tile_value(t)).collect();
    slice_sizes.extend(tiles.iter().copied());
    empty_sizes.extend(tiles.iter().copied());
    read_shape.extend_from_slice(&src_shape[dest_rank..]);
    let read_ty = ctx.ranked_tensor_type(&read_shape, element);
    let (zeros, ones) = slice_lists(src_shape.len());
    let tile_op =
        tensor::subset::extract_slice_mixed(rw, loc, read_ty, r.source, &zeros, &slice_sizes, &ones);
    let tile = rw.body().result(tile_op, 0);

    // Transposed into the destination's order.
    let perm = invert_permutation(&rank_reduced_perm(
        &src_shape[..dest_rank],
        &r.inner_dims_pos,
        &r.outer_dims_perm,
    ));
    let empty_sizes = apply_permutation(&empty_sizes, &perm);
    let (empty_shape, empty_dynamic) = split_mixed(&empty_sizes);
    let empty_ty = ctx.ranked_tensor_type(&empty_shape, element);
    let empty = tensor::EmptyOp::build(rw, loc, empty_ty, &empty_dynamic).result(rw);
    let transpose = strata_dialect_linalg::payload::create_transpose(rw, loc, tile, empty, &perm);
    let transposed = rw.body().result(transpose, 0);

    // Cut to the destination's sizes (dropping the padding).
    let mut tile_sizes = Vec::new();
    for (i, &size) in dest_shape.iter().enumerate() {
        if tiled(i) || size != 1 {
            tile_sizes.push(mixed_size(rw, loc, r.dest, i));
        }
    }
    let (part_shape, _) = split_mixed(&tile_sizes);
    let part_ty = ctx.ranked_tensor_type(&part_shape, element);
    let (zeros, ones) = slice_lists(tile_sizes.len());
    let part_op =
        tensor::subset::extract_slice_mixed(rw, loc, part_ty, transposed, &zeros, &tile_sizes, &ones);
    let part = rw.body().result(part_op, 0);

    let mut next = tile_sizes.iter();
    let write_sizes: Vec<ApplyValue> = (0..dest_rank)
        .map(|i| {
            if tiled(i) || dest_shape[i] != 1 {
                next.next().copied().unwrap_or(ApplyValue::Const(1))
            } else {
                ApplyValue::Const(1)
            }
        })
        .collect();
    let (zeros, ones) = slice_lists(dest_rank);
    let (so, ov) = split_mixed(&zeros);
    let (ss, sv) = split_mixed(&write_sizes);
    let (st, tv) = split_mixed(&ones);
    let insert = tensor::InsertSliceOp::build(rw, loc, dest_ty, part, r.dest, &ov, &sv, &tv, &so, &ss, &st);
    let v = insert.result(rw);
    rw.replace_op(op, &[v]);
    true
}

fn tile_value(t: Tile) -> ApplyValue {
    match t {
        Tile::Static(c) => ApplyValue::Const(c),
        Tile::Dynamic(v) => ApplyValue::Value(v),
    }
}

/// The patterns decomposing packs and unpacks whose tiled outer
/// dimensions are 1 (MLIR's `populateDecomposePackUnpackPatterns`).
pub fn decompose_pack_unpack_patterns(out: &mut Vec<Box<dyn strata_rewrite::RewritePattern>>) {
    use strata_dialect_utils::patterns::add;
    add(
        out,
        "linalg.pack",
        &[(
            "mlir::linalg::DecomposeOuterUnitDimsPackOpPattern",
            1,
            decompose_pack,
        )],
    );
    add(
        out,
        "linalg.unpack",
        &[(
            "mlir::linalg::DecomposeOuterUnitDimsUnPackOpPattern",
            1,
            decompose_unpack,
        )],
    );
}

strata_ods::op! {
    /// Names the patterns decomposing `linalg.pack` and `linalg.unpack`
    /// ops whose tiled outer dimensions are 1 into pads, transposes and
    /// slices, in an `apply_patterns` region.
    pub ApplyDecomposePackUnpackPatternsOp(APPLY_DECOMPOSE_PACK_UNPACK, "transform.apply_patterns.linalg.decompose_pack_unpack") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.linalg.decompose_pack_unpack\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| decompose_pack_unpack_patterns(patterns),
        }],
    }
}

// ---- folds into tensor.empty --------------------------------------------------------------------

/// A pack without padding (or an unpack) of a `tensor.empty` is its
/// destination: nothing it writes is defined (MLIR's
/// `FoldEmptyTensorWithPackOp` and `FoldEmptyTensorWithUnPackOp`).
fn fold_empty_source(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = strata_dialect_utils::patterns::op_ref(rw, op);
    let Some(r) = Relayout::of(o) else { return false };
    if r.padding.is_some() || strata_dialect_utils::matchers::def_named(o, r.source, "tensor.empty").is_none()
    {
        return false;
    }
    rw.replace_op(op, &[r.dest]);
    true
}

strata_ods::op! {
    /// Names the patterns replacing a pack (without padding) or an unpack
    /// of a `tensor.empty` by its destination, in an `apply_patterns`
    /// region.
    pub ApplyFoldPackUnpackIntoEmptyPatternsOp(APPLY_FOLD_PACK_UNPACK_INTO_EMPTY, "transform.apply_patterns.linalg.fold_pack_unpack_into_empty") {
        attributes(fold_single_use_only: opt_attr = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.linalg.fold_pack_unpack_into_empty\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| {
                use strata_dialect_utils::patterns::add;
                add(patterns, "linalg.pack", &[("(anonymous namespace)::FoldEmptyTensorWithPackOp", 1, fold_empty_source)]);
                add(patterns, "linalg.unpack", &[("(anonymous namespace)::FoldEmptyTensorWithUnPackOp", 1, fold_empty_source)]);
            },
        }],
    }
}
