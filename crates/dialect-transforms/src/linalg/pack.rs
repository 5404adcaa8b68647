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
use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Location, OpBuilder, OpId, OpRef, Type, TypeKind,
    ValueId, DYNAMIC,
};
use strata_ods::constraints::attrs;
use strata_ods::TypeConstraint;

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

/// `t` with `shape` (same element type and encoding).
fn with_shape(ctx: &Context, t: Type, shape: &[i64]) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element: *element,
            encoding: *encoding,
        }),
        _ => t,
    }
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
        let slice = extract_slice(&mut b, loc, dest_ty, r.source, &zeros, &sizes, &ones);
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
    let slice = extract_slice(&mut b, loc, dest_ty, collapsed, &zeros, &sizes, &ones);
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

fn extract_slice(
    b: &mut OpBuilder<'_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
    strides: &[ApplyValue],
) -> OpId {
    let (so, ov) = split_mixed(offsets);
    let (ss, sv) = split_mixed(sizes);
    let (st, tv) = split_mixed(strides);
    tensor::ExtractSliceOp::build(b, loc, ty, source, &ov, &sv, &tv, &so, &ss, &st).op()
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
