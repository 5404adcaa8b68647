//! Vectorization of `linalg.pack` and `linalg.unpack` (MLIR's
//! `vectorizeAsTensorPackOp` and `vectorizeAsTensorUnpackOp`): a pack is a
//! read of its source (padded with its padding value), a shape cast
//! splitting each tiled dimension into (tile count, tile) and a transpose
//! into the packed order, written into its destination; an unpack is the
//! read of its source, the transpose back into the strip-mined order and a
//! shape cast collapsing each (tile count, tile) pair, written into its
//! destination. Without vector sizes the static shapes are the vector
//! shapes and the transfers are marked in bounds where they fit; with them
//! the transfers are masked.

use strata_dialect_linalg::relayout::{apply_permutation, invert_permutation, Relayout};
use strata_ir::{Body, Context, OpBuilder, OpId, OpRef, ValueId, DYNAMIC};
use strata_ods::directives::dense_i64_array;

use super::vectorize::{read_or_masked_read, vector_type, write_or_masked_write, Builder, VectorizeOptions};

/// MLIR's `isValidMaskedInputVector`: one static size per dimension, no
/// smaller than the static sizes.
fn valid_masked_sizes(shape: &[i64], sizes: &[i64]) -> bool {
    sizes.len() == shape.len()
        && !sizes.contains(&DYNAMIC)
        && shape.iter().zip(sizes).all(|(&s, &v)| s == DYNAMIC || s <= v)
}

fn shapes(o: OpRef<'_>) -> Option<(Vec<i64>, Vec<i64>)> {
    let ctx = o.ctx;
    Some((
        ctx.shape(o.operand_type(0))?.to_vec(),
        ctx.shape(o.operand_type(1))?.to_vec(),
    ))
}

/// Whether [`vectorize_pack`] handles `op`: a constant padding value (if
/// any), constant tiles, and vector sizes (one per destination dimension)
/// no smaller than the destination, or none and static shapes.
pub fn pack_precondition(o: OpRef<'_>, options: &VectorizeOptions) -> bool {
    let Some(r) = Relayout::of(o).filter(|r| r.is_pack) else {
        return false;
    };
    let Some((source, dest)) = shapes(o) else {
        return false;
    };
    if r.padding
        .is_some_and(|p| strata_ir::fold::constant_value(o.ctx, o.body, p).is_none())
    {
        return false;
    }
    let sizes = &options.vector_sizes;
    let static_shapes = !source.contains(&DYNAMIC) && !dest.contains(&DYNAMIC);
    let sizes_fit = (sizes.is_empty() && static_shapes) || valid_masked_sizes(&dest, sizes);
    if !sizes_fit {
        return false;
    }
    r.constant_tiles(o).iter().all(Option::is_some)
}

/// Whether [`vectorize_unpack`] handles `op`: vector sizes (one per
/// source dimension) no smaller than the source, or none and static
/// shapes.
pub fn unpack_precondition(o: OpRef<'_>, options: &VectorizeOptions) -> bool {
    if Relayout::of(o).is_none_or(|r| r.is_pack) {
        return false;
    }
    let Some((source, dest)) = shapes(o) else {
        return false;
    };
    let sizes = &options.vector_sizes;
    (sizes.is_empty() && !source.contains(&DYNAMIC) && !dest.contains(&DYNAMIC))
        || valid_masked_sizes(&source, sizes)
}

fn transpose(b: &mut Builder<'_>, v: ValueId, perm: &[i64], shape: &[i64], scalable: &[bool]) -> ValueId {
    let ctx = b.ctx();
    let elem = ctx.element_type_or_self(b.b.body.value_type(v));
    let t = vector_type(
        ctx,
        &apply_permutation(shape, perm),
        &apply_permutation(scalable, perm),
        elem,
    );
    let p = dense_i64_array(ctx, perm);
    b.one("vector.transpose", &[v], t, &[("permutation", p)])
}

/// Vectorizes the `linalg.pack` `op` (checked with [`pack_precondition`]):
/// the vector sizes are the destination's (its static shape without
/// them); the source is read with the outer sizes put back in source
/// order and each tiled one multiplied by its tile's vector size. The new
/// destination tensor.
pub fn vectorize_pack(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let o = OpRef::new(ctx, body, op);
    if !pack_precondition(o, options) {
        return None;
    }
    let r = Relayout::of(o)?;
    let (source_shape, dest_shape) = shapes(o)?;
    let source_rank = source_shape.len();
    let elem = ctx.element_type_or_self(o.operand_type(1));
    let loc = o.loc();
    let use_in_bounds = options.vector_sizes.is_empty();
    let write_sizes = if use_in_bounds {
        dest_shape.clone()
    } else {
        options.vector_sizes.clone()
    };
    let mut read_shape = write_sizes.get(..source_rank)?.to_vec();
    if !r.outer_dims_perm.is_empty() {
        read_shape = apply_permutation(&read_shape, &invert_permutation(&r.outer_dims_perm));
    }
    for (i, &pos) in r.inner_dims_pos.iter().enumerate() {
        read_shape[pos as usize] *= write_sizes.get(source_rank + i)?;
    }
    let mut b = Builder {
        b: OpBuilder::new(ctx, body),
        loc,
    };
    b.b.set_insertion_point_before(op);
    let read = read_or_masked_read(&mut b, r.source, &read_shape, &[], r.padding, use_in_bounds);
    // The strip-mined shape: each tiled dimension split into its count and
    // its tile, in source order.
    let (perm, _) = r.packed_to_strip_mined(dest_shape.len());
    let strip_mined = apply_permutation(&write_sizes, &perm);
    let cast_t = ctx.vector_type(&strip_mined, elem);
    let cast = b.one("vector.shape_cast", &[read], cast_t, &[]);
    let no_scalable = vec![false; strip_mined.len()];
    let transposed = transpose(
        &mut b,
        cast,
        &invert_permutation(&perm),
        &strip_mined,
        &no_scalable,
    );
    let write = write_or_masked_write(&mut b, transposed, r.dest, None, use_in_bounds)?;
    Some(vec![b.b.body.result(write, 0)])
}

/// Vectorizes the `linalg.unpack` `op` (checked with
/// [`unpack_precondition`]): the vector sizes (with their scalable flags)
/// are the source's (its static shape without them). The new destination
/// tensor.
pub fn vectorize_unpack(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let o = OpRef::new(ctx, body, op);
    if !unpack_precondition(o, options) {
        return None;
    }
    let r = Relayout::of(o)?;
    let (source_shape, _) = shapes(o)?;
    let elem = ctx.element_type_or_self(o.operand_type(0));
    let loc = o.loc();
    let use_in_bounds = options.vector_sizes.is_empty();
    let read_sizes = if use_in_bounds {
        source_shape.clone()
    } else {
        options.vector_sizes.clone()
    };
    let scalable = if options.scalable.len() == read_sizes.len() {
        options.scalable.clone()
    } else {
        vec![false; read_sizes.len()]
    };
    let mut b = Builder {
        b: OpBuilder::new(ctx, body),
        loc,
    };
    b.b.set_insertion_point_before(op);
    let read = read_or_masked_read(&mut b, r.source, &read_sizes, &scalable, None, use_in_bounds);
    let (perm, metadata) = r.packed_to_strip_mined(source_shape.len());
    let transposed = transpose(&mut b, read, &perm, &read_sizes, &scalable);
    let strip_mined = apply_permutation(&read_sizes, &perm);
    let strip_scalable = apply_permutation(&scalable, &perm);
    // Each (tile count, tile) pair collapsed into one dimension, scalable
    // if either is.
    let collapsed: Vec<i64> = metadata
        .reassociations
        .iter()
        .map(|g| g.iter().map(|&d| strip_mined[d as usize]).product())
        .collect();
    let collapsed_scalable: Vec<bool> = metadata
        .reassociations
        .iter()
        .map(|g| g.iter().any(|&d| strip_scalable[d as usize]))
        .collect();
    let cast_t = vector_type(ctx, &collapsed, &collapsed_scalable, elem);
    let cast = b.one("vector.shape_cast", &[transposed], cast_t, &[]);
    let write = write_or_masked_write(&mut b, cast, r.dest, None, use_in_bounds)?;
    Some(vec![b.b.body.result(write, 0)])
}
