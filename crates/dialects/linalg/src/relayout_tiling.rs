//! `TilingInterface` of `linalg.pack` and `linalg.unpack` (MLIR's
//! `PackOpTiling` and `UnPackOpTiling`).
//!
//! A pack's loops are the outer dimensions of its packed result, one per
//! source dimension; a tile reads the source slice those tiles cover (cut
//! at the source's end when the pack pads) and writes the whole inner
//! tiles of the destination's slice. An unpack's loops are its result's
//! dimensions; a tile whose sizes are multiples of the inner tiles reads
//! whole tiles of the source into the destination's slice, any other tile
//! unpacks the whole tiles it touches into a `tensor.empty` and takes its
//! part of that with a slice.
//!
//! The index arithmetic is `affine.apply` and `affine.min`, composed and
//! folded as mlir-opt's `AffineBuilder` does it.

use strata_dialect_affine::{
    build_composed_folded_apply, fold_and_compose_apply, map_attr, split_mixed, ApplyOp, ApplyValue, MinOp,
};
use strata_dialect_arith as arith;
use strata_dialect_tensor as tensor;
use strata_dialect_utils::static_value::with_shape;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::tiling::{index_attr, IteratorType, Range, ResultTilePosition, TilingInterface, TilingResult};
use strata_ir::{
    Context, Failed, IrMapping, Location, OpBuilder, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId,
};

use crate::relayout::{apply_permutation, invert_permutation, Relayout, Tile};
use crate::tiling::dim_size;
use strata_dialect_tensor::index_value as value_of;

/// `linalg.pack`.
pub(crate) const PACK: TilingInterface = TilingInterface {
    loop_iterator_types: |op| vec![IteratorType::Parallel; rank(op, 0)],
    iteration_domain: |b, op| domain(b, op, true),
    tiled_implementation: pack_tile,
    result_tile_position: pack_result_position,
    generate_result_tile_value: pack_result_tile,
};

/// `linalg.unpack`.
pub(crate) const UNPACK: TilingInterface = TilingInterface {
    loop_iterator_types: |op| vec![IteratorType::Parallel; rank(op, 1)],
    iteration_domain: |b, op| domain(b, op, false),
    tiled_implementation: unpack_tile,
    result_tile_position: |b, op, _, offsets, sizes| {
        let o = OpRef::new(b.ctx, b.body, op);
        if offsets.len() != rank(o, 1) || sizes.len() != offsets.len() {
            return Err(o.emit_op_error("expected one tile offset and size per result dimension"));
        }
        Ok((offsets.to_vec(), sizes.to_vec()))
    },
    generate_result_tile_value: |b, op, _, offsets, sizes| unpack_tile(b, op, offsets, sizes),
};

/// The rank of operand `i`.
fn rank(op: OpRef<'_>, i: usize) -> usize {
    if op.num_operands() <= i {
        return 0;
    }
    op.ctx.shape(op.operand_type(i)).map_or(0, <[i64]>::len)
}

fn relayout(b: &OpBuilder<'_>, op: OpId) -> Result<Relayout, Failed> {
    let o = OpRef::new(b.ctx, b.body, op);
    Relayout::of(o).ok_or_else(|| o.emit_op_error("expected a pack or unpack with its layout attributes"))
}

/// Every dimension of `v` (MLIR's `tensor::getMixedSizes`).
fn mixed_sizes(b: &mut OpBuilder<'_>, loc: Location, v: ValueId) -> Vec<ApplyValue> {
    let n = b.ctx.shape(b.body.value_type(v)).map_or(0, <[i64]>::len);
    (0..n).map(|j| dim_size(b, loc, v, j)).collect()
}

fn tile_value(t: Tile) -> ApplyValue {
    match t {
        Tile::Static(c) => ApplyValue::Const(c),
        Tile::Dynamic(v) => ApplyValue::Value(v),
    }
}

/// The loops: the destination's leading dimensions for a pack (its outer
/// dimensions), all of them for an unpack, from 0 by 1 (MLIR's
/// `getPackUnPackIterationDomain` on the reified result shape).
fn domain(b: &mut OpBuilder<'_>, op: OpId, is_pack: bool) -> Result<Vec<Range>, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let n = if is_pack { rank(o, 0) } else { rank(o, 1) };
    let dest = o.operand(1);
    let sizes = mixed_sizes(b, loc, dest);
    Ok(sizes
        .into_iter()
        .take(n)
        .map(|s| Range {
            offset: index_attr(ctx, 0),
            size: s.to_fold_result(ctx),
            stride: index_attr(ctx, 1),
        })
        .collect())
}

fn fold_results(
    ctx: &Context,
    l: &[OpFoldResult],
    n: usize,
    what: OpRef<'_>,
) -> Result<Vec<ApplyValue>, Failed> {
    if l.len() != n {
        return Err(what.emit_op_error(format!("expected a tile of {n} index offsets and sizes")));
    }
    l.iter()
        .map(|&v| ApplyValue::from_fold_result(ctx, v))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| what.emit_op_error("expected index offsets and sizes"))
}

/// `e` over `nd` dims and `ns` symbols applied to `operands`, composed and
/// folded (one of `AffineBuilder`'s operations).
fn apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    (nd, ns): (u32, u32),
    e: AffineExpr,
    operands: &[ApplyValue],
) -> ApplyValue {
    build_composed_folded_apply(b, loc, &AffineMap::new(nd, ns, vec![e]), operands)
}

fn mul(b: &mut OpBuilder<'_>, loc: Location, x: ApplyValue, tile: ApplyValue) -> ApplyValue {
    let ctx = b.ctx;
    apply(
        b,
        loc,
        (1, 1),
        ctx.affine_mul(ctx.affine_dim(0), ctx.affine_symbol(0)),
        &[x, tile],
    )
}

/// `d0 op d1` of two values.
fn binary(
    b: &mut OpBuilder<'_>,
    loc: Location,
    f: fn(&Context, AffineExpr, AffineExpr) -> AffineExpr,
    x: ApplyValue,
    y: ApplyValue,
) -> ApplyValue {
    let ctx = b.ctx;
    apply(
        b,
        loc,
        (2, 0),
        f(ctx, ctx.affine_dim(0), ctx.affine_dim(1)),
        &[x, y],
    )
}

fn sub(c: &Context, x: AffineExpr, y: AffineExpr) -> AffineExpr {
    c.affine_sub(x, y)
}

fn add(c: &Context, x: AffineExpr, y: AffineExpr) -> AffineExpr {
    c.affine_add(x, y)
}

fn floor(c: &Context, x: AffineExpr, y: AffineExpr) -> AffineExpr {
    c.affine_floor_div(x, y)
}

fn ceil(c: &Context, x: AffineExpr, y: AffineExpr) -> AffineExpr {
    c.affine_ceil_div(x, y)
}

/// `affine.min` of two values, composed with the applies defining them and
/// folded to a constant when every result is one (MLIR's
/// `makeComposedFoldedAffineMin` of an identity map).
fn min(b: &mut OpBuilder<'_>, loc: Location, x: ApplyValue, y: ApplyValue) -> ApplyValue {
    let ctx = b.ctx;
    let map = AffineMap::new(2, 0, vec![ctx.affine_dim(0), ctx.affine_dim(1)]);
    let (m, values) = fold_and_compose_apply(ctx, b.body, &map, &[x, y]);
    if let Some(c) = m.constant_results(ctx).and_then(|c| c.into_iter().min()) {
        return ApplyValue::Const(c);
    }
    ApplyValue::Value(MinOp::build(b, loc, &values, map_attr(ctx, m)).result(b))
}

/// `affine.apply` of `d0 op d1`, composed but not folded (MLIR's
/// `makeComposedAffineApply`).
fn composed_apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    f: fn(&Context, AffineExpr, AffineExpr) -> AffineExpr,
    x: ValueId,
    y: ValueId,
) -> ValueId {
    let ctx = b.ctx;
    let map = AffineMap::new(2, 0, vec![f(ctx, ctx.affine_dim(0), ctx.affine_dim(1))]);
    let (m, values) =
        fold_and_compose_apply(ctx, b.body, &map, &[ApplyValue::Value(x), ApplyValue::Value(y)]);
    ApplyOp::build(b, loc, &values, map_attr(ctx, m)).result(b)
}

/// A constant upper bound of a tile size: the constant, or the smallest
/// constant result of the `affine.min` computing it (where MLIR asks its
/// value-bounds analysis).
fn constant_upper_bound(ctx: &Context, body: &strata_ir::Body, v: ApplyValue) -> Option<i64> {
    let v = match v {
        ApplyValue::Const(c) => return Some(c),
        ApplyValue::Value(v) => v,
    };
    if let Some(c) = strata_dialect_utils::matchers::const_i64(ctx, body, v) {
        return Some(c);
    }
    let def = body.defining_op(v)?;
    let o = OpRef::new(ctx, body, def);
    if !MinOp::isa(&(ctx, body), def) {
        return None;
    }
    let map = strata_dialect_affine::op_map(o)?;
    map.results
        .iter()
        .filter_map(|e| match e.kind(ctx) {
            AffineExprKind::Constant(c) => Some(c),
            _ => None,
        })
        .min()
}

/// A unit-stride `tensor.extract_slice` of `source`.
fn slice(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
) -> OpId {
    let ctx = b.ctx;
    let (so, ov) = split_mixed(offsets);
    let (ss, sv) = split_mixed(sizes);
    let st = vec![1; sizes.len()];
    let ty = b.body.value_type(source);
    let slice_ty = with_shape(ctx, ty, &ss);
    tensor::ExtractSliceOp::build(b, loc, slice_ty, source, &ov, &sv, &[], &so, &ss, &st).op()
}

/// The op cloned with `operands` and a result of `ty`.
fn clone_with(b: &mut OpBuilder<'_>, op: OpId, operands: &[ValueId], ty: Type) -> OpId {
    let mut mapping = IrMapping::default();
    let tiled = b.clone(op, &mut mapping);
    b.body.set_operands(tiled, operands);
    let r = b.body.result(tiled, 0);
    b.body.set_value_type(r, ty);
    tiled
}

fn is_tensor_op(o: OpRef<'_>) -> bool {
    o.operand_types()
        .take(2)
        .all(|t| matches!(o.ctx.type_kind(t), TypeKind::RankedTensor { .. }))
}

// ---- linalg.pack ------------------------------------------------------------------------------

fn pack_tile(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    if !is_tensor_op(o) {
        return Err(o.emit_op_error("expected tensor operands to tile"));
    }
    let r = relayout(b, op)?;
    let input_rank = rank(o, 0);
    let offsets = fold_results(ctx, offsets, input_rank, o)?;
    let sizes = fold_results(ctx, sizes, input_rank, o)?;
    // The loops follow the permuted outer dimensions; the source's follow
    // the unpermuted ones.
    let (orig_offsets, orig_sizes) = if r.outer_dims_perm.is_empty() {
        (offsets.clone(), sizes.clone())
    } else {
        let inverse = invert_permutation(&r.outer_dims_perm);
        (
            apply_permutation(&offsets, &inverse),
            apply_permutation(&sizes, &inverse),
        )
    };
    let src_dims = mixed_sizes(b, loc, r.source);
    let mut input_offsets = Vec::with_capacity(input_rank);
    let mut input_sizes = Vec::with_capacity(input_rank);
    for dim in 0..input_rank {
        let tile = r
            .inner_dims_pos
            .iter()
            .position(|&p| p == dim as i64)
            .map(|i| tile_value(r.tiles[i]));
        let (offset, size) = match tile {
            Some(t) => (mul(b, loc, orig_offsets[dim], t), mul(b, loc, orig_sizes[dim], t)),
            None => (orig_offsets[dim], orig_sizes[dim]),
        };
        input_offsets.push(offset);
        // A padding pack's last tile may reach past the source's end.
        let size = if r.padding.is_some() {
            let left = binary(b, loc, sub, src_dims[dim], offset);
            min(b, loc, size, left)
        } else {
            size
        };
        input_sizes.push(size);
    }
    let source_slice = slice(b, loc, r.source, &input_offsets, &input_sizes);
    let (out_offsets, out_sizes) = pack_position(b, op, &offsets, &sizes)?;
    let dest_slice = slice(b, loc, r.dest, &out_offsets, &out_sizes);
    let mut operands = vec![b.body.result(source_slice, 0), b.body.result(dest_slice, 0)];
    operands.extend(r.padding);
    operands.extend(r.tiles.iter().filter_map(|t| match *t {
        Tile::Dynamic(v) => Some(v),
        Tile::Static(_) => None,
    }));
    let dest_ty = b.body.value_type(operands[1]);
    let tiled = clone_with(b, op, &operands, dest_ty);
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: vec![b.body.result(tiled, 0)],
        generated_slices: vec![source_slice, dest_slice],
    })
}

/// Where a tile of the outer dimensions lies in the packed result: at its
/// offsets, whole in the inner tiles.
fn pack_position(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
) -> Result<(Vec<ApplyValue>, Vec<ApplyValue>), Failed> {
    let o = OpRef::new(b.ctx, b.body, op);
    let loc = o.loc();
    let (input_rank, output_rank) = (rank(o, 0), rank(o, 1));
    let dest = o.operand(1);
    let mut result_offsets = offsets.to_vec();
    result_offsets.extend(std::iter::repeat_n(
        ApplyValue::Const(0),
        output_rank - input_rank,
    ));
    let output_shape = mixed_sizes(b, loc, dest);
    let mut result_sizes = sizes.to_vec();
    result_sizes.extend_from_slice(&output_shape[input_rank..]);
    Ok((result_offsets, result_sizes))
}

fn pack_result_position(
    b: &mut OpBuilder<'_>,
    op: OpId,
    _: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<ResultTilePosition, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let n = rank(o, 0);
    let offsets = fold_results(ctx, offsets, n, o)?;
    let sizes = fold_results(ctx, sizes, n, o)?;
    let (ro, rs) = pack_position(b, op, &offsets, &sizes)?;
    Ok((
        ro.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
        rs.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
    ))
}

/// The tile of a pack's result at `offsets` of `sizes` (in the packed
/// shape): only tiles covering whole inner tiles are computed.
fn pack_result_tile(
    b: &mut OpBuilder<'_>,
    op: OpId,
    _: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let r = relayout(b, op)?;
    let n = r.tiles.len();
    let total = rank(o, 1);
    if offsets.len() != total || sizes.len() != total {
        return Err(o.emit_op_error(format!(
            "expected a tile of {total} offsets and sizes of the result"
        )));
    }
    let inner_offsets_zero = offsets[total - n..]
        .iter()
        .all(|&v| strata_ir::tiling::constant_index(ctx, v) == Some(0));
    let whole_tiles = r.tiles.iter().zip(&sizes[total - n..]).all(|(t, &s)| match *t {
        Tile::Static(c) => strata_ir::tiling::constant_index(ctx, s) == Some(c),
        Tile::Dynamic(v) => s == OpFoldResult::Value(v),
    });
    if !inner_offsets_zero || !whole_tiles {
        return Err(Failed);
    }
    pack_tile(b, op, &offsets[..total - n], &sizes[..total - n])
}

// ---- linalg.unpack ----------------------------------------------------------------------------

/// How a tile of one result dimension reads the source (MLIR's
/// `UnpackTileDimInfo`).
struct TileDim {
    aligned: bool,
    source_offset: ApplyValue,
    source_size: ApplyValue,
    result_offset: ApplyValue,
    expanded_size: ApplyValue,
}

fn unpack_tile_dim(
    b: &mut OpBuilder<'_>,
    loc: Location,
    r: &Relayout,
    dim: usize,
    offset: ApplyValue,
    size: ApplyValue,
) -> TileDim {
    let ctx = b.ctx;
    let Some(i) = r.inner_dims_pos.iter().position(|&p| p == dim as i64) else {
        return TileDim {
            aligned: true,
            source_offset: offset,
            source_size: size,
            result_offset: ApplyValue::Const(0),
            expanded_size: size,
        };
    };
    let inner = tile_value(r.tiles[i]);
    let bound = constant_upper_bound(ctx, b.body, size);
    let inner_const = match inner {
        ApplyValue::Const(c) => Some(c),
        ApplyValue::Value(v) => strata_dialect_utils::matchers::const_i64(ctx, b.body, v),
    };
    let mut aligned = false;
    if let (Some(bound), Some(inner_c)) = (bound, inner_const) {
        aligned = inner_c != 0 && bound % inner_c == 0;
        // A tile of one inner tile covers one source tile.
        if inner_c == bound {
            return TileDim {
                aligned,
                source_offset: binary(b, loc, floor, offset, inner),
                source_size: ApplyValue::Const(1),
                result_offset: ApplyValue::Const(0),
                expanded_size: size,
            };
        }
    }
    if aligned {
        let source_offset = binary(b, loc, floor, offset, inner);
        // The last tile may still be partial (a bounded size): round up.
        let source_size = binary(b, loc, ceil, size, inner);
        return TileDim {
            aligned,
            source_offset,
            source_size,
            result_offset: ApplyValue::Const(0),
            expanded_size: size,
        };
    }
    // The tile starts and ends inside source tiles: read every source
    // tile it touches, from the one holding its first index to the one
    // holding its last.
    let (offset_v, inner_v) = (value_of(b, loc, offset), value_of(b, loc, inner));
    let first_q = composed_apply(b, loc, floor, offset_v, inner_v);
    let first_r = composed_apply(b, loc, |c, x, y| c.affine_mod(x, y), offset_v, inner_v);
    let end = binary(b, loc, add, offset, size);
    let last = binary(b, loc, sub, end, ApplyValue::Const(1));
    let (last_v, inner_v) = (value_of(b, loc, last), value_of(b, loc, inner));
    let last_q = composed_apply(b, loc, floor, last_v, inner_v);
    let _last_r = composed_apply(b, loc, |c, x, y| c.affine_mod(x, y), last_v, inner_v);
    let length_minus_one = binary(b, loc, sub, ApplyValue::Value(last_q), ApplyValue::Value(first_q));
    let source_size = binary(b, loc, add, length_minus_one, ApplyValue::Const(1));
    let (ss, iv) = (value_of(b, loc, source_size), value_of(b, loc, inner));
    let expanded_size = mul_index(b, loc, ss, iv);
    TileDim {
        aligned: false,
        source_offset: ApplyValue::Value(first_q),
        source_size,
        result_offset: ApplyValue::Value(first_r),
        expanded_size,
    }
}

/// `arith.muli` of two indices, folded when both are constants (MLIR's
/// `createOrFold<arith::MulIOp>`).
fn mul_index(b: &mut OpBuilder<'_>, loc: Location, x: ValueId, y: ValueId) -> ApplyValue {
    let ctx = b.ctx;
    let m = arith::MulIOp::build(b, loc, x, y, None);
    let (mop, v) = (m.op(), m.result(b));
    let mut out = strata_ir::FoldOutput::default();
    if strata_ir::fold::fold_op(OpRef::new(ctx, b.body, mop), &mut out).is_ok() && out.edits.is_empty() {
        match out.results[..] {
            [OpFoldResult::Attr(a)] => {
                if let Some(c) = ctx.integer_attr_value(a) {
                    b.body.erase_op(mop);
                    return ApplyValue::Value(
                        arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), c.sext_i64()))
                            .result(b),
                    );
                }
            }
            [OpFoldResult::Value(folded)] => {
                b.body.erase_op(mop);
                return ApplyValue::Value(folded);
            }
            _ => {}
        }
    }
    ApplyValue::Value(v)
}

fn unpack_tile(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    if !is_tensor_op(o) {
        return Err(o.emit_op_error("expected tensor operands to tile"));
    }
    let r = relayout(b, op)?;
    let dest_rank = rank(o, 1);
    let offsets = fold_results(ctx, offsets, dest_rank, o)?;
    let sizes = fold_results(ctx, sizes, dest_rank, o)?;
    let mut perfect = true;
    let (mut src_offsets, mut src_sizes) = (Vec::new(), Vec::new());
    let (mut expanded, mut result_offsets) = (Vec::new(), Vec::new());
    for dim in 0..dest_rank {
        let info = unpack_tile_dim(b, loc, &r, dim, offsets[dim], sizes[dim]);
        perfect &= info.aligned;
        src_offsets.push(info.source_offset);
        src_sizes.push(info.source_size);
        expanded.push(info.expanded_size);
        result_offsets.push(info.result_offset);
    }
    if !r.outer_dims_perm.is_empty() {
        src_offsets = apply_permutation(&src_offsets, &r.outer_dims_perm);
        src_sizes = apply_permutation(&src_sizes, &r.outer_dims_perm);
    }
    src_offsets.extend(std::iter::repeat_n(ApplyValue::Const(0), r.tiles.len()));
    src_sizes.extend(r.tiles.iter().map(|&t| tile_value(t)));
    let source_slice = slice(b, loc, r.source, &src_offsets, &src_sizes);
    let mut generated = vec![source_slice];
    let dest = if perfect {
        let s = slice(b, loc, r.dest, &offsets, &sizes);
        generated.push(s);
        b.body.result(s, 0)
    } else {
        let (shape, dynamic) = split_mixed(&expanded);
        let dest_ty = b.body.value_type(r.dest);
        let ty = with_shape(ctx, dest_ty, &shape);
        tensor::EmptyOp::build(b, loc, ty, &dynamic).result(b)
    };
    let mut operands = vec![b.body.result(source_slice, 0), dest];
    operands.extend(r.tiles.iter().filter_map(|t| match *t {
        Tile::Dynamic(v) => Some(v),
        Tile::Static(_) => None,
    }));
    let dest_ty = b.body.value_type(dest);
    let tiled = clone_with(b, op, &operands, dest_ty);
    let tiled_value = b.body.result(tiled, 0);
    if perfect {
        return Ok(TilingResult {
            tiled_ops: vec![tiled],
            tiled_values: vec![tiled_value],
            generated_slices: generated,
        });
    }
    let part = slice(b, loc, tiled_value, &result_offsets, &sizes);
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: vec![b.body.result(part, 0)],
        generated_slices: generated,
    })
}
