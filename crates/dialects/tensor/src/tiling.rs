//! `TilingInterface` of `tensor.pad` (MLIR's `PadOpTiling`) and the shape
//! reification its tiling needs for a destination.
//!
//! A pad's loops are its result's dimensions. The tile at `offsets` of
//! `sizes` is a pad of the part of the source the tile covers: for each
//! padded dimension the tile's low padding is what of the original low
//! padding lies in the tile, its source slice what of the source lies in
//! it (clamped to the source), and its high padding the rest. A tile that
//! reads nothing of the source would be a pad of an empty slice: when
//! that is known statically the tile is a `tensor.generate` of the
//! padding value; when it depends on dynamic sizes an `scf.if` chooses
//! between the two at run time (MLIR's `bubbleUpPadSlice`).
//!
//! The index arithmetic is `affine.apply`, `affine.min` and `affine.max`,
//! composed and folded as mlir-opt's `makeComposedFolded*` helpers do;
//! unused ops are left for the caller's cleanup.

use strata_dialect_affine::{
    build_composed_folded_apply, build_composed_folded_min_max, split_mixed, ApplyValue,
};
use strata_dialect_arith as arith;
use strata_dialect_memref as memref;
use strata_dialect_scf as scf;
use strata_dialect_utils::static_value::with_shape;
use strata_ir::affine::AffineMap;
use strata_ir::tiling::{
    index_attr, IteratorType, Range, ReifyRankedShapedTypeOpInterface, TilingInterface, TilingResult,
};
use strata_ir::{
    Context, Failed, IrMapping, Location, OpBuilder, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId,
    DYNAMIC,
};

use crate::region_canonicalize::{mixed, padding_value};
use crate::{CastOp, DimOp, ExtractSliceOp, GenerateOp, PadOp, YieldOp};

/// `tensor.pad`.
pub(crate) const PAD: TilingInterface = TilingInterface {
    loop_iterator_types: |op| vec![IteratorType::Parallel; result_rank(op)],
    iteration_domain: pad_domain,
    tiled_implementation: |b, op, offsets, sizes| bubble_up_pad_slice(b, op, offsets, sizes, true),
    result_tile_position: |b, op, _, offsets, sizes| {
        let o = OpRef::new(b.ctx, b.body, op);
        if offsets.len() != result_rank(o) || sizes.len() != offsets.len() {
            return Err(o.emit_op_error("expected one tile offset and size per result dimension"));
        }
        Ok((offsets.to_vec(), sizes.to_vec()))
    },
    generate_result_tile_value: |b, op, _, offsets, sizes| bubble_up_pad_slice(b, op, offsets, sizes, true),
};

/// `tensor.pad`: each dynamic size is the source's plus both paddings.
pub(crate) const PAD_REIFY: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| Ok(vec![pad_result_shape(b, op)?]),
};

fn result_rank(op: OpRef<'_>) -> usize {
    if op.num_results() == 0 {
        return 0;
    }
    op.ctx.shape(op.value_type(op.result(0))).map_or(0, <[i64]>::len)
}

/// The size of dimension `j` of `v`: a constant, or a `tensor.dim` or
/// `memref.dim` (MLIR's `createFoldedDimOp` and `tensor::getMixedSize`).
pub fn dim_size(b: &mut OpBuilder<'_>, loc: Location, v: ValueId, j: usize) -> ApplyValue {
    let size = b
        .ctx
        .shape(b.body.value_type(v))
        .and_then(|s| s.get(j).copied())
        .unwrap_or(DYNAMIC);
    if size != DYNAMIC {
        return ApplyValue::Const(size);
    }
    folded_dim(b, loc, v, j)
}

/// A `tensor.dim` or `memref.dim` of dimension `j` of `v` with its index
/// constant, created and folded as mlir-opt's `createOrFold` does: the
/// index constant stays, a static size becomes an `arith.constant`.
pub(crate) fn folded_dim(b: &mut OpBuilder<'_>, loc: Location, v: ValueId, j: usize) -> ApplyValue {
    let ctx = b.ctx;
    if matches!(ctx.type_kind(b.body.value_type(v)), TypeKind::MemRef { .. }) {
        return ApplyValue::Value(memref::reify::folded_dim(b, loc, v, j));
    }
    let index = arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), j as i64)).result(b);
    let dim = DimOp::build(b, loc, v, index).op();
    ApplyValue::Value(memref::reify::fold_created(b, loc, dim))
}

/// The low and high paddings of a pad, each one per dimension.
pub(crate) fn paddings(o: OpRef<'_>) -> [Vec<ApplyValue>; 2] {
    let pad = PadOp(o.id);
    [
        mixed(o, "static_low", pad.low(&o)),
        mixed(o, "static_high", pad.high(&o)),
    ]
}

/// The size of each result dimension: the static size, or the source's
/// size plus both paddings (MLIR's `PadOp::reifyResultShapes`).
fn pad_result_shape(b: &mut OpBuilder<'_>, op: OpId) -> Result<Vec<OpFoldResult>, Failed> {
    let source = PadOp(op).source(&OpRef::new(b.ctx, b.body, op));
    pad_result_shape_of(b, op, source)
}

/// [`pad_result_shape`] with the source's sizes read from `source`: the
/// pad's source or, during bufferization, its buffer.
pub(crate) fn pad_result_shape_of(
    b: &mut OpBuilder<'_>,
    op: OpId,
    source: ValueId,
) -> Result<Vec<OpFoldResult>, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let pad = PadOp(op);
    let shape = ctx.shape(o.value_type(pad.result(&o))).unwrap_or(&[]).to_vec();
    let [low, high] = paddings(o);
    if low.len() != shape.len() || high.len() != shape.len() {
        return Err(o.emit_op_error("expected one low and high padding per dimension"));
    }
    let (d0, d1, d2) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_dim(2));
    let sum = AffineMap::new(3, 0, vec![ctx.affine_add(ctx.affine_add(d0, d1), d2)]);
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, &s) in shape.iter().enumerate() {
        if s != DYNAMIC {
            sizes.push(index_attr(ctx, s));
            continue;
        }
        let dim = folded_dim(b, loc, source, i);
        let size = build_composed_folded_apply(b, loc, &sum, &[dim, low[i], high[i]]);
        sizes.push(size.to_fold_result(ctx));
    }
    Ok(sizes)
}

/// The loops: each result dimension from 0 by 1.
fn pad_domain(b: &mut OpBuilder<'_>, op: OpId) -> Result<Vec<Range>, Failed> {
    let ctx = b.ctx;
    let sizes = pad_result_shape(b, op)?;
    Ok(sizes
        .into_iter()
        .map(|size| Range {
            offset: index_attr(ctx, 0),
            size,
            stride: index_attr(ctx, 1),
        })
        .collect())
}

/// The index arithmetic of a tile, at the builder's insertion point.
struct Arith<'b, 'a> {
    b: &'b mut OpBuilder<'a>,
    loc: Location,
}

impl Arith<'_, '_> {
    fn sub(&mut self, x: ApplyValue, y: ApplyValue) -> ApplyValue {
        let ctx = self.b.ctx;
        let m = AffineMap::new(2, 0, vec![ctx.affine_sub(ctx.affine_dim(0), ctx.affine_dim(1))]);
        build_composed_folded_apply(self.b, self.loc, &m, &[x, y])
    }

    fn min_max(&mut self, x: ApplyValue, y: ApplyValue, max: bool) -> ApplyValue {
        let ctx = self.b.ctx;
        let m = AffineMap::new(2, 0, vec![ctx.affine_dim(0), ctx.affine_dim(1)]);
        build_composed_folded_min_max(self.b, self.loc, &m, &[x, y], max)
    }

    fn min(&mut self, x: ApplyValue, y: ApplyValue) -> ApplyValue {
        self.min_max(x, y, false)
    }

    fn max(&mut self, x: ApplyValue, y: ApplyValue) -> ApplyValue {
        self.min_max(x, y, true)
    }

    fn value(&mut self, v: ApplyValue) -> ValueId {
        index_value(self.b, self.loc, v)
    }
}

/// The value of an index: a new `arith.constant` for a constant (MLIR's
/// `getValueOrCreateConstantIndexOp`).
pub fn index_value(b: &mut OpBuilder<'_>, loc: Location, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => {
            let ctx = b.ctx;
            arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), c)).result(b)
        }
    }
}

/// Whether `v` is the constant 0 (an operand defined by a constant counts).
fn is_zero(ctx: &Context, body: &strata_ir::Body, v: ApplyValue) -> bool {
    match v {
        ApplyValue::Const(c) => c == 0,
        ApplyValue::Value(v) => strata_dialect_utils::matchers::const_i64(ctx, body, v) == Some(0),
    }
}

/// The parts of the tile of a pad that reads some of its source.
struct PadTile {
    offsets: Vec<ApplyValue>,
    lengths: Vec<ApplyValue>,
    lows: Vec<ApplyValue>,
    highs: Vec<ApplyValue>,
}

/// The tile of the pad `op` at `offsets` of `sizes` (MLIR's
/// `tensor::bubbleUpPadSlice`); with `zero_slice_guard`, an `scf.if`
/// avoids slicing an empty part of the source when that depends on
/// dynamic sizes.
pub fn bubble_up_pad_slice(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
    zero_slice_guard: bool,
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    // Only a padding value that is the same everywhere can fill a tile; the
    // caller reports the failure, as mlir-opt's does.
    let Some(pad_value) = padding_value(ctx, b.body, op) else {
        return Err(Failed);
    };
    let pad = PadOp(op);
    let source = pad.source(&o);
    let result_ty = o.value_type(pad.result(&o));
    let rank = ctx.shape(o.value_type(source)).map_or(0, <[i64]>::len);
    let [low, high] = paddings(o);
    let to_mixed = |l: &[OpFoldResult]| -> Option<Vec<ApplyValue>> {
        l.iter().map(|&v| ApplyValue::from_fold_result(ctx, v)).collect()
    };
    let (Some(offsets), Some(sizes)) = (to_mixed(offsets), to_mixed(sizes)) else {
        return Err(o.emit_op_error("expected index tile offsets and sizes"));
    };
    if low.len() != rank || high.len() != rank || offsets.len() != rank || sizes.len() != rank {
        return Err(o.emit_op_error("expected one tile offset and size per dimension"));
    }

    let mut a = Arith { b, loc };
    let zero = ApplyValue::Const(0);
    let mut tile = PadTile {
        offsets: Vec::with_capacity(rank),
        lengths: Vec::with_capacity(rank),
        lows: Vec::with_capacity(rank),
        highs: Vec::with_capacity(rank),
    };
    // Whether the tile is known to read nothing of the source, and the
    // condition under which it reads nothing when that is dynamic.
    let mut empty = false;
    let mut empty_cond: Option<ValueId> = None;
    for d in 0..rank {
        let (offset, length) = (offsets[d], sizes[d]);
        let has_low = !is_zero(ctx, a.b.body, low[d]);
        let has_high = !is_zero(ctx, a.b.body, high[d]);
        if !has_low && !has_high {
            // An unpadded dimension is sliced as the tile is.
            tile.offsets.push(offset);
            tile.lengths.push(length);
            tile.lows.push(low[d]);
            tile.highs.push(high[d]);
            continue;
        }
        let src_size = dim_size(a.b, loc, source, d);
        // The part of the low padding inside the tile.
        let new_low = if has_low {
            let s = a.sub(low[d], offset);
            a.max(zero, s)
        } else {
            zero
        };
        // Where the tile starts in the source, clamped to it.
        let new_offset = if has_low {
            let s = a.sub(offset, low[d]);
            let m = a.max(s, zero);
            a.min(m, src_size)
        } else {
            a.min(offset, src_size)
        };
        // What of the source the tile reads: at most what remains of the
        // source, and at most the tile less its low padding (the smaller
        // bound last, so that bounds analyses see it).
        let available = a.sub(src_size, new_offset);
        let wanted = a.sub(length, new_low);
        let mut new_length = a.min(available, wanted);
        if has_low {
            new_length = a.max(new_length, zero);
        }
        if new_length == zero {
            empty = true;
        } else if !empty {
            let (lhs, rhs) = (a.value(new_length), a.value(zero));
            let eq = arith::CMPI_PREDICATE.value_of("eq").ok_or(Failed)?;
            let check = arith::CmpIOp::build(a.b, loc, lhs, rhs, eq).result(a.b);
            empty_cond = Some(match empty_cond {
                Some(c) => arith::OrIOp::build(a.b, loc, check, c).result(a.b),
                None => check,
            });
        }
        let new_high = if has_high {
            let s = a.sub(length, new_length);
            a.sub(s, new_low)
        } else {
            zero
        };
        tile.offsets.push(new_offset);
        tile.lengths.push(new_length);
        tile.lows.push(new_low);
        tile.highs.push(new_high);
    }

    // The tile's type: its sizes, the pad's element type.
    let (tile_shape, tile_dims) = split_mixed(&sizes);
    let TypeKind::RankedTensor { element, .. } = *ctx.type_kind(result_ty) else {
        return Err(OpRef::new(ctx, a.b.body, op).emit_op_error("expected a ranked tensor result"));
    };
    let tile_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: tile_shape.into(),
        element,
        encoding: None,
    });
    let b = a.b;
    if empty {
        let generate = build_generate(b, loc, tile_ty, &tile_dims, pad_value);
        let v = cast_to(b, loc, tile_ty, b.body.result(generate, 0));
        return Ok(TilingResult {
            tiled_ops: vec![generate],
            tiled_values: vec![v],
            generated_slices: Vec::new(),
        });
    }
    if let (true, Some(cond)) = (zero_slice_guard, empty_cond) {
        let iff = scf::IfOp::build(b, loc, &[tile_ty], cond);
        let (then_r, else_r) = (iff.then_region(b), iff.else_region(b));
        b.create_block(then_r, &[], loc);
        let generate = build_generate(b, loc, tile_ty, &tile_dims, pad_value);
        let v = cast_to(b, loc, tile_ty, b.body.result(generate, 0));
        scf::YieldOp::build(b, loc, &[v]);
        b.create_block(else_r, &[], loc);
        let (new_pad, slice) = build_pad_of_slice(b, loc, op, &tile);
        let v = cast_to(b, loc, tile_ty, b.body.result(new_pad, 0));
        scf::YieldOp::build(b, loc, &[v]);
        b.set_insertion_point_after(iff.op());
        return Ok(TilingResult {
            tiled_ops: vec![new_pad],
            tiled_values: vec![b.body.result(iff.op(), 0)],
            generated_slices: vec![slice],
        });
    }
    let (new_pad, slice) = build_pad_of_slice(b, loc, op, &tile);
    let v = cast_to(b, loc, tile_ty, b.body.result(new_pad, 0));
    Ok(TilingResult {
        tiled_ops: vec![new_pad],
        tiled_values: vec![v],
        generated_slices: vec![slice],
    })
}

/// `v`, or a `tensor.cast` of it to `ty` when its type differs.
fn cast_to(b: &mut OpBuilder<'_>, loc: Location, ty: Type, v: ValueId) -> ValueId {
    if b.body.value_type(v) == ty {
        return v;
    }
    CastOp::build(b, loc, ty, v).dest(b)
}

/// A `tensor.generate` of `ty` yielding `value` everywhere.
fn build_generate(b: &mut OpBuilder<'_>, loc: Location, ty: Type, dims: &[ValueId], value: ValueId) -> OpId {
    let ctx = b.ctx;
    let rank = ctx.shape(ty).map_or(0, <[i64]>::len);
    let generate = GenerateOp::build(b, loc, ty, dims);
    let region = generate.body(b);
    let after = generate.op();
    b.create_block(region, &vec![ctx.index_type(); rank], loc);
    YieldOp::build(b, loc, value);
    b.set_insertion_point_after(after);
    after
}

/// The pad of the part of the source a tile reads: a `tensor.extract_slice`
/// and a `tensor.pad` of it with the original's body, `nofold` and
/// discardable attributes. Returns the pad and the slice.
fn build_pad_of_slice(b: &mut OpBuilder<'_>, loc: Location, op: OpId, tile: &PadTile) -> (OpId, OpId) {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let pad = PadOp(op);
    let (source, nofold) = (pad.source(&o), pad.nofold(&o));
    let attrs = b.body.op_attr_dict(op);
    let (so, ov) = split_mixed(&tile.offsets);
    let (ss, sv) = split_mixed(&tile.lengths);
    let st = vec![1; ss.len()];
    let slice_ty = with_shape(ctx, b.body.value_type(source), &ss);
    let slice = ExtractSliceOp::build(b, loc, slice_ty, source, &ov, &sv, &[], &so, &ss, &st);
    let slice_v = slice.result(b);
    let (sl, lv) = split_mixed(&tile.lows);
    let (sh, hv) = split_mixed(&tile.highs);
    let shape: Vec<i64> = ss
        .iter()
        .zip(sl.iter().zip(&sh))
        .map(|(&s, (&l, &h))| {
            if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                DYNAMIC
            } else {
                s.saturating_add(l).saturating_add(h)
            }
        })
        .collect();
    let pad_ty = with_shape(ctx, slice_ty, &shape);
    let new = PadOp::build(b, loc, pad_ty, slice_v, &lv, &hv, &sl, &sh, nofold);
    let new_op = new.op();
    if attrs.is_some() {
        b.body.set_op_attr_dict(new_op, attrs);
    }
    if let (Some(&from), Some(&to)) = (
        b.body.regions_in_body(op).first(),
        b.body.regions_in_body(new_op).first(),
    ) {
        b.body.clone_region_into(from, to, &mut IrMapping::default());
    }
    (new_op, slice.op())
}
