//! Tiling of structured ops (MLIR's linalg `TilingInterface` model), for
//! every structured op at once: the iteration space is the op's loops,
//! ranging over the operand dimensions they index; a tile is the same op
//! on slices of its operands (`tensor.extract_slice` or `memref.subview`),
//! each slice given by the operand's indexing map applied to the tile's
//! offsets and to its last indices; `linalg.index` in the tile's body
//! is shifted by the tile's offset.
//!
//! The index arithmetic is `affine.apply`, composed with the applies it
//! uses and folded to constants or values where it can be; ops that end up
//! unused are left for the caller's cleanup, as mlir-opt leaves them.

use strata_dialect_affine::{
    build_composed_folded_apply, canonicalize_map_and_operands, map_attr, simplify_affine_map, split_mixed,
    ApplyOp, ApplyValue, MinOp,
};
use strata_dialect_arith::ConstantOp;
use strata_dialect_memref as memref;
use strata_dialect_tensor as tensor;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::tiling::{index_attr, IteratorType, Range, ResultTilePosition, TilingInterface, TilingResult};
use strata_ir::{
    Context, Failed, IrMapping, Location, OpBuilder, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId,
};

use crate::structured::{indexing_maps, iterator_types, operand_shape_of, outputs, payload_block};
use crate::IndexOp;

/// Structured ops.
pub(crate) const STRUCTURED: TilingInterface = TilingInterface {
    loop_iterator_types,
    iteration_domain,
    tiled_implementation,
    result_tile_position,
    generate_result_tile_value,
};

fn loop_iterator_types(op: OpRef<'_>) -> Vec<IteratorType> {
    iterator_types(op).map_or_else(Vec::new, |its| {
        its.into_iter()
            .map(|r| {
                if r {
                    IteratorType::Reduction
                } else {
                    IteratorType::Parallel
                }
            })
            .collect()
    })
}

/// The maps of `op` with each one's operand shape (`None` for scalars).
pub(crate) fn maps_and_shapes(o: OpRef<'_>) -> Result<(Vec<AffineMap>, usize), Failed> {
    let malformed = || o.emit_op_error("expected one indexing map per operand over the op's loops");
    let maps = indexing_maps(o).ok_or_else(malformed)?;
    let loops = iterator_types(o).ok_or_else(malformed)?.len();
    if maps.len() != o.num_operands() || maps.iter().any(|m| m.num_dims as usize != loops) {
        return Err(malformed());
    }
    Ok((maps, loops))
}

/// The size of each dimension of each operand, a `tensor.dim` or
/// `memref.dim` for the dynamic ones (MLIR's
/// `createFlatListOfOperandDims`).
pub(crate) fn operand_dims(b: &mut OpBuilder<'_>, op: OpId, loc: Location) -> Vec<Vec<ApplyValue>> {
    let ctx = b.ctx;
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let mut out = Vec::with_capacity(operands.len());
    for v in operands {
        let ty = b.body.value_type(v);
        let shape = operand_shape_of(ctx, ty).unwrap_or(&[]).to_vec();
        let dims = (0..shape.len()).map(|j| dim_size(b, loc, v, j)).collect();
        out.push(dims);
    }
    out
}

pub use tensor::dim_size;

fn iteration_domain(b: &mut OpBuilder<'_>, op: OpId) -> Result<Vec<Range>, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let (maps, loops) = maps_and_shapes(o)?;
    let dims = operand_dims(b, op, loc).concat();
    // Each loop ranges over the first operand dimension it indexes alone.
    let sizes: Vec<Option<ApplyValue>> = loop_positions(ctx, &maps, loops)
        .into_iter()
        .map(|p| p.map(|p| dims[p]))
        .collect();
    // mlir-opt applies the shapes-to-loops map to the sizes, composing
    // the `affine.apply` a size may be (a slice's size folded in).
    let identity = AffineMap::new(1, 0, vec![ctx.affine_dim(0)]);
    let sizes: Vec<Option<ApplyValue>> = sizes
        .into_iter()
        .map(|s| match s {
            Some(ApplyValue::Value(v))
                if b.body
                    .defining_op(v)
                    .is_some_and(|d| ApplyOp::isa(&(ctx, &*b.body), d)) =>
            {
                Some(build_composed_folded_apply(
                    b,
                    loc,
                    &identity,
                    &[ApplyValue::Value(v)],
                ))
            }
            other => other,
        })
        .collect();
    sizes
        .into_iter()
        .map(|s| {
            Ok(Range {
                offset: index_attr(ctx, 0),
                size: s
                    .ok_or_else(|| {
                        OpRef::new(ctx, b.body, op)
                            .emit_op_error("expected each loop to index an operand dimension alone")
                    })?
                    .to_fold_result(ctx),
                stride: index_attr(ctx, 1),
            })
        })
        .collect()
}

/// For each loop, the position of the first operand dimension it indexes
/// alone, among the dimensions of all operands in order (MLIR's
/// shapes-to-loops map); `None` for a loop that indexes none alone.
pub(crate) fn loop_positions(ctx: &Context, maps: &[AffineMap], loops: usize) -> Vec<Option<usize>> {
    let mut positions = vec![None; loops];
    let exprs = maps.iter().flat_map(|m| m.results.iter());
    for (pos, e) in exprs.enumerate() {
        if let AffineExprKind::Dim(d) = e.kind(ctx) {
            if let Some(slot) = positions.get_mut(d as usize) {
                slot.get_or_insert(pos);
            }
        }
    }
    positions
}

/// `map` (one result) applied to `operands`, composed and folded.
fn apply(b: &mut OpBuilder<'_>, loc: Location, map: &AffineMap, operands: &[ApplyValue]) -> ApplyValue {
    build_composed_folded_apply(b, loc, map, operands)
}

/// `size - 1` for each loop: the tile's last index relative to its offset.
fn last_indices(b: &mut OpBuilder<'_>, loc: Location, sizes: &[ApplyValue]) -> Vec<ApplyValue> {
    let ctx = b.ctx;
    let minus_one = AffineMap::new(
        1,
        0,
        vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(-1))],
    );
    sizes.iter().map(|&s| apply(b, loc, &minus_one, &[s])).collect()
}

/// Whether `e` uses a loop whose tile is not empty (MLIR's `isTiled`):
/// otherwise the tile reads or writes the whole dimension it indexes.
fn is_tiled(ctx: &Context, e: AffineExpr, sizes: &[ApplyValue]) -> bool {
    let mut used = vec![false; sizes.len()];
    e.collect_used_dims(ctx, &mut used);
    used.iter()
        .zip(sizes)
        .any(|(&u, &s)| u && s != ApplyValue::Const(0))
}

/// The tile's slice of operand `source`, indexed by `map`: for each
/// dimension, the map applied to the tile's offsets less the map at 0,
/// and to its last indices `last` plus one; the whole dimension when no
/// loop of a non-empty tile indexes it.
fn slice_parameters(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: ValueId,
    map: &AffineMap,
    (offsets, sizes, last): (&[ApplyValue], &[ApplyValue], &[ApplyValue]),
) -> (Vec<ApplyValue>, Vec<ApplyValue>) {
    let ctx = b.ctx;
    let plus_one = AffineMap::new(
        1,
        0,
        vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(1))],
    );
    let plus_one_symbol = AffineMap::new(
        0,
        1,
        vec![ctx.affine_add(ctx.affine_symbol(0), ctx.affine_constant(1))],
    );
    let mut slice_offsets = Vec::with_capacity(map.num_results());
    let mut slice_sizes = Vec::with_capacity(map.num_results());
    for (j, &e) in map.results.iter().enumerate() {
        if !is_tiled(ctx, e, sizes) {
            slice_offsets.push(ApplyValue::Const(0));
            slice_sizes.push(dim_size(b, loc, source, j));
            continue;
        }
        let m = AffineMap::new(map.num_dims, map.num_symbols, vec![e]);
        // The slice starts at m(offsets) - m(0): the tiled op keeps the
        // map, whose constant part then indexes into the slice.
        let at_zero = m
            .constant_fold(ctx, &vec![0; map.num_dims as usize])
            .and_then(|r| r.first().copied())
            .unwrap_or(0);
        let shifted = AffineMap::new(
            map.num_dims,
            map.num_symbols,
            vec![ctx.affine_add(e, ctx.affine_constant(at_zero.wrapping_neg()))],
        );
        slice_offsets.push(apply(b, loc, &shifted, offsets));
        let closed = apply(b, loc, &m, last);
        // mlir-opt composes the `affine.min` bounding a partial tile into
        // this apply, and keeps it as a symbol when it cannot simplify it.
        let bounded = matches!(closed, ApplyValue::Value(v)
            if b.body.defining_op(v).is_some_and(|d| MinOp::isa(&(ctx, &*b.body), d)));
        let plus_one = if bounded { &plus_one_symbol } else { &plus_one };
        slice_sizes.push(apply(b, loc, plus_one, &[closed]));
    }
    (slice_offsets, slice_sizes)
}

/// A unit-stride slice of `source` (`tensor.extract_slice` or
/// `memref.subview`).
fn slice(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: ValueId,
    offsets: &[ApplyValue],
    sizes: &[ApplyValue],
) -> Option<(OpId, ValueId)> {
    let ctx = b.ctx;
    let (so, offset_values) = split_mixed(offsets);
    let (ss, size_values) = split_mixed(sizes);
    let st = vec![1; sizes.len()];
    let ty = b.body.value_type(source);
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => {
            let slice_ty = ctx.intern_type(TypeKind::RankedTensor {
                shape: ss.clone().into(),
                element: *element,
                encoding: *encoding,
            });
            let s = tensor::ExtractSliceOp::build(
                b,
                loc,
                slice_ty,
                source,
                &offset_values,
                &size_values,
                &[],
                &so,
                &ss,
                &st,
            );
            Some((s.op(), s.result(b)))
        }
        TypeKind::MemRef { .. } => {
            let slice_ty = memref::layout::subview_result_type(ctx, ty, &so, &ss, &st)?;
            let s = memref::SubViewOp::build(
                b,
                loc,
                slice_ty,
                source,
                &offset_values,
                &size_values,
                &[],
                &so,
                &ss,
                &st,
            );
            Some((s.op(), s.result(b)))
        }
        _ => None,
    }
}

/// The tile's offsets and sizes, one index each per loop.
fn tile_lists(
    o: OpRef<'_>,
    loops: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<(Vec<ApplyValue>, Vec<ApplyValue>), Failed> {
    let indices = |l: &[OpFoldResult]| -> Option<Vec<ApplyValue>> {
        if l.len() != loops {
            return None;
        }
        l.iter()
            .map(|&v| ApplyValue::from_fold_result(o.ctx, v))
            .collect()
    };
    match (indices(offsets), indices(sizes)) {
        (Some(offsets), Some(sizes)) => Ok((offsets, sizes)),
        _ => Err(o.emit_op_error(format!("expected a tile of {loops} index offsets and sizes"))),
    }
}

fn tiled_implementation(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let (maps, loops) = maps_and_shapes(o)?;
    let (offsets, sizes) = tile_lists(o, loops, offsets, sizes)?;
    let operands: Vec<ValueId> = o.operands().collect();
    let shaped: Vec<bool> = o
        .operand_types()
        .map(|t| operand_shape_of(ctx, t).is_some())
        .collect();
    let tensor_outputs: Vec<usize> = outputs(o)
        .filter(|&i| matches!(ctx.type_kind(o.operand_type(i)), TypeKind::RankedTensor { .. }))
        .collect();

    // All slice parameters first, then the slices.
    let last = last_indices(b, loc, &sizes);
    let mut params = Vec::with_capacity(operands.len());
    for (i, (map, &is_shaped)) in maps.iter().zip(&shaped).enumerate() {
        // An operand no loop of a non-empty tile indexes is used whole,
        // except a tensor output, whose slice the result is inserted into.
        let is_output = tensor_outputs.contains(&i);
        let tiled = map.results.iter().any(|&e| is_tiled(ctx, e, &sizes));
        params.push(if is_shaped && (tiled || is_output) {
            Some(slice_parameters(
                b,
                loc,
                operands[i],
                map,
                (&offsets, &sizes, &last),
            ))
        } else {
            None
        });
    }
    let mut tiled_operands = Vec::with_capacity(operands.len());
    let mut generated_slices = Vec::new();
    for (&v, p) in operands.iter().zip(&params) {
        match p {
            Some((slice_offsets, slice_sizes)) => {
                let (s, value) = slice(b, loc, v, slice_offsets, slice_sizes).ok_or_else(|| {
                    OpRef::new(ctx, b.body, op)
                        .emit_op_error("expected ranked tensor or memref operands to slice")
                })?;
                generated_slices.push(s);
                tiled_operands.push(value);
            }
            None => tiled_operands.push(v),
        }
    }
    let result_types: Vec<Type> = tensor_outputs
        .iter()
        .map(|&i| b.body.value_type(tiled_operands[i]))
        .collect();
    if result_types.len() != b.body.num_results(op) {
        return Err(OpRef::new(ctx, b.body, op).emit_op_error("expected one tensor output per result"));
    }

    let mut mapping = IrMapping::default();
    let tiled = b.clone(op, &mut mapping);
    b.body.set_operands(tiled, &tiled_operands);
    let results: Vec<ValueId> = b.body.results(tiled).collect();
    for (&r, &t) in results.iter().zip(&result_types) {
        b.body.set_value_type(r, t);
    }
    offset_indices(ctx, b.body, tiled, &offsets);
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: results,
        generated_slices,
    })
}

/// Shifts each `linalg.index` of the tiled op's body by its loop's tile
/// offset: `affine.apply` of the index plus the offset, after the index.
fn offset_indices(ctx: &Context, body: &mut strata_ir::Body, tiled: OpId, offsets: &[ApplyValue]) {
    let Some(block) = payload_block(OpRef::new(ctx, body, tiled)) else {
        return;
    };
    let index_name = ctx.op_name("linalg.index");
    let indices: Vec<OpId> = body
        .block_ops(block)
        .filter(|&i| body.op_name(i) == index_name)
        .collect();
    for index in indices {
        let dim = IndexOp(index).dim(&(ctx, &*body));
        let Some(&offset) = dim
            .and_then(|d| usize::try_from(d).ok())
            .and_then(|d| offsets.get(d))
        else {
            continue;
        };
        if offset == ApplyValue::Const(0) {
            continue;
        }
        let value = body.result(index, 0);
        let (mut map, mut operands) = match offset {
            ApplyValue::Const(c) => (
                AffineMap::new(
                    1,
                    0,
                    vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(c))],
                ),
                vec![value],
            ),
            ApplyValue::Value(v) => (
                AffineMap::new(2, 0, vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_dim(1))]),
                vec![value, v],
            ),
        };
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let map = simplify_affine_map(ctx, &map);
        let loc = body.op_loc(index);
        let mut ib = OpBuilder::new(ctx, body);
        ib.set_insertion_point_after(index);
        let shifted = ApplyOp::build(&mut ib, loc, &operands, map_attr(ctx, map));
        let (apply_op, new_value) = (shifted.op(), shifted.result(&ib));
        body.replace_uses_with_if(value, new_value, |_, user, _| user != apply_op);
    }
}

/// The output operand whose tensor is result `r`.
fn result_output(o: OpRef<'_>, r: usize) -> Option<usize> {
    let ctx = o.ctx;
    outputs(o)
        .filter(|&i| matches!(ctx.type_kind(o.operand_type(i)), TypeKind::RankedTensor { .. }))
        .nth(r)
}

fn result_tile_position(
    b: &mut OpBuilder<'_>,
    op: OpId,
    r: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<ResultTilePosition, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let (maps, loops) = maps_and_shapes(o)?;
    let (offsets, sizes) = tile_lists(o, loops, offsets, sizes)?;
    let out = result_output(o, r).ok_or_else(|| o.emit_op_error(format!("has no tensor result #{r}")))?;
    let last = last_indices(b, loc, &sizes);
    let source = b.body.operand(op, out);
    let (o_offsets, o_sizes) = slice_parameters(b, loc, source, &maps[out], (&offsets, &sizes, &last));
    Ok((
        o_offsets.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
        o_sizes.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
    ))
}

/// The tile of result `r` at `offsets` of `sizes` (in the result's
/// shape): the tile of the iteration space whose loops indexing the result
/// take those offsets and sizes and whose other loops are whole, when the
/// result's map is a projected permutation.
fn generate_result_tile_value(
    b: &mut OpBuilder<'_>,
    op: OpId,
    r: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let (maps, _) = maps_and_shapes(o)?;
    let out = result_output(o, r).ok_or_else(|| o.emit_op_error(format!("has no tensor result #{r}")))?;
    let map = &maps[out];
    if offsets.len() != map.num_results() || sizes.len() != map.num_results() {
        return Err(o.emit_op_error(format!(
            "expected a tile of {} offsets and sizes of result #{r}",
            map.num_results()
        )));
    }
    let dims: Option<Vec<u32>> = map
        .results
        .iter()
        .map(|e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(d),
            _ => None,
        })
        .collect();
    let dims = dims.ok_or_else(|| {
        o.emit_op_error(format!(
            "unhandled tiled implementation generation when result #{r} is not indexed by loops alone"
        ))
    })?;
    let domain = iteration_domain(b, op)?;
    let mut tile_offsets: Vec<OpFoldResult> = domain.iter().map(|r| r.offset).collect();
    let mut tile_sizes: Vec<OpFoldResult> = domain.iter().map(|r| r.size).collect();
    for (k, &d) in dims.iter().enumerate() {
        // The maps have one dimension per loop (checked above).
        if let (Some(o), Some(s)) = (tile_offsets.get_mut(d as usize), tile_sizes.get_mut(d as usize)) {
            *o = offsets[k];
            *s = sizes[k];
        }
    }
    let mut tiled = tiled_implementation(b, op, &tile_offsets, &tile_sizes)?;
    // One value per tensor output, so result `r` is among them.
    tiled.tiled_values = tiled.tiled_values.get(r).copied().into_iter().collect();
    Ok(tiled)
}

// ---- linalg.softmax ------------------------------------------------------------------------

/// `linalg.softmax` (MLIR's model of it): one parallel loop per dimension
/// of the input; a tile is the softmax of the input's slice into the
/// output's, both at the tile's offsets and sizes.
pub(crate) const SOFTMAX: TilingInterface = TilingInterface {
    loop_iterator_types: |op| vec![IteratorType::Parallel; softmax_rank(op)],
    iteration_domain: softmax_domain,
    tiled_implementation: softmax_tile,
    result_tile_position: |b, op, _, offsets, sizes| {
        let o = OpRef::new(b.ctx, b.body, op);
        let (offsets, sizes) = tile_lists(o, softmax_rank(o), offsets, sizes)?;
        let ctx = b.ctx;
        Ok((
            offsets.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
            sizes.into_iter().map(|v| v.to_fold_result(ctx)).collect(),
        ))
    },
    generate_result_tile_value: |b, op, _, offsets, sizes| softmax_tile(b, op, offsets, sizes),
};

fn softmax_rank(op: OpRef<'_>) -> usize {
    operand_shape_of(op.ctx, op.operand_type(0)).map_or(0, |s| s.len())
}

/// The input's dimensions, each from a shared 0 by a shared 1.
fn softmax_domain(b: &mut OpBuilder<'_>, op: OpId) -> Result<Vec<Range>, Failed> {
    let ctx = b.ctx;
    let loc = b.body.op_loc(op);
    let index = |v: i64| ctx.integer_attr(ctx.index_type(), v);
    let zero = ConstantOp::build(b, loc, index(0)).result(b);
    let one = ConstantOp::build(b, loc, index(1)).result(b);
    let input = b.body.operand(op, 0);
    let rank = softmax_rank(OpRef::new(ctx, b.body, op));
    Ok((0..rank)
        .map(|j| Range {
            offset: OpFoldResult::Value(zero),
            size: dim_size(b, loc, input, j).to_fold_result(ctx),
            stride: OpFoldResult::Value(one),
        })
        .collect())
}

fn softmax_tile(
    b: &mut OpBuilder<'_>,
    op: OpId,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, Failed> {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let loc = o.loc();
    let (offsets, sizes) = tile_lists(o, softmax_rank(o), offsets, sizes)?;
    let operands: Vec<ValueId> = o.operands().collect();
    let mut tiled_operands = Vec::with_capacity(operands.len());
    let mut generated_slices = Vec::with_capacity(operands.len());
    for &v in &operands {
        let (s, value) = slice(b, loc, v, &offsets, &sizes).ok_or_else(|| {
            OpRef::new(ctx, b.body, op).emit_op_error("expected ranked tensor or memref operands to slice")
        })?;
        generated_slices.push(s);
        tiled_operands.push(value);
    }
    let mut mapping = IrMapping::default();
    let tiled = b.clone(op, &mut mapping);
    b.body.set_operands(tiled, &tiled_operands);
    let results: Vec<ValueId> = b.body.results(tiled).collect();
    if let (Some(&r), Some(&out)) = (results.first(), tiled_operands.get(1)) {
        let ty = b.body.value_type(out);
        b.body.set_value_type(r, ty);
    }
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: results,
        generated_slices,
    })
}
