//! Tiling a consumer and fusing its producers into the tile loops (MLIR's
//! `scf::tileConsumerAndFuseProducersUsingSCF`), as a library.
//!
//! The consumer is tiled with [`tile_using_scf`]; each
//! `tensor.extract_slice` the tiles read is then a candidate: when its
//! source, followed through the loops' iteration arguments to their
//! initial values, is a result of an op with `TilingInterface`, the slice
//! is replaced by the tile of that result the producer computes
//! (`generateResultTileValue`), whose own operand slices become candidates
//! in turn (first in, first out). A producer reached through the loops'
//! destinations computes its tile into the slice of the iteration argument,
//! and the outermost loop then starts from the producer's own destination.
//!
//! As mlir-opt does, the candidate slices stay in place (unused) and the
//! untiled producers stay while anything uses them; the caller replaces the
//! consumer's results and erases what is left unused.

use std::collections::VecDeque;

use strata_dialect_tensor as tensor;
use strata_dialect_utils::static_value::static_list;
use strata_ir::bufferization::{is_tensor, DestinationStyleOpInterface};
use strata_ir::tiling::{index_attr, tiling_interface};
use strata_ir::{
    Body, Context, Failed, IrMapping, OpBuilder, OpFoldResult, OpId, OpRef, TypeKind, ValueDef, ValueId,
    DYNAMIC,
};

use crate::scf::tile_using_interface::{tile_using_scf, ScfTilingOptions};

/// What tiling and fusing created (MLIR's `SCFTileAndFuseResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TileAndFuseResult {
    /// The untiled producers whose tiles were fused, in fusion order.
    pub fused_producers: Vec<OpId>,
    /// The tiled consumer first, then the tiles of the fused producers.
    pub tiled_and_fused_ops: Vec<OpId>,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    /// The values replacing the consumer's results.
    pub replacements: Vec<ValueId>,
}

/// A fused producer (MLIR's `SCFFuseProducerOfSliceResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FusedProducer {
    /// The untiled producer's result the slice was taken of.
    pub orig_producer: ValueId,
    /// The tile of that result, replacing the slice.
    pub tiled_value: ValueId,
    /// The ops computing the tile.
    pub tiled_ops: Vec<OpId>,
    /// The slices of the producer's operands the tile reads.
    pub generated_slices: Vec<OpId>,
}

/// Tiles `consumer` as `options` says and fuses the producers of the
/// slices its tiles read, greedily (see the module documentation).
pub fn tile_consumer_and_fuse_producers(
    ctx: &Context,
    body: &mut Body,
    consumer: OpId,
    options: &ScfTilingOptions,
) -> Result<TileAndFuseResult, Failed> {
    let tiling = tile_using_scf(ctx, body, consumer, options)?;
    let mut result = TileAndFuseResult {
        fused_producers: Vec::new(),
        tiled_and_fused_ops: tiling.tiled_ops.clone(),
        loops: tiling.loops.clone(),
        replacements: tiling.replacements.clone(),
    };
    // Without loops there is nothing to fuse into.
    if tiling.loops.is_empty() {
        return Ok(result);
    }
    let extract_slice = ctx.op_name("tensor.extract_slice");
    let mut worklist: VecDeque<OpId> = tiling
        .generated_slices
        .iter()
        .copied()
        .filter(|&s| body.op_name(s) == extract_slice)
        .collect();
    while let Some(slice) = worklist.pop_front() {
        if !body.is_live(slice) {
            continue;
        }
        let Some(fused) = fuse_producer_of_slice(ctx, body, slice, &tiling.loops) else {
            continue;
        };
        worklist.extend(
            fused
                .generated_slices
                .iter()
                .copied()
                .filter(|&s| body.op_name(s) == extract_slice),
        );
        if let (Some(tiled), Some(orig)) = (
            fused.tiled_ops.first().copied(),
            body.defining_op(fused.orig_producer),
        ) {
            if !result.fused_producers.contains(&orig) {
                result.fused_producers.push(orig);
            }
            if !result.tiled_and_fused_ops.contains(&tiled) {
                result.tiled_and_fused_ops.push(tiled);
            }
        }
    }
    Ok(result)
}

/// The untiled value a slice's `source` stands for, following iteration
/// arguments of `loops` (outermost first) from the innermost out; with the
/// outermost loop's operand reached when every loop was crossed (MLIR's
/// `getUntiledProducerFromSliceSource`).
pub fn untiled_producer_of_slice_source(
    ctx: &Context,
    body: &Body,
    mut source: ValueId,
    loops: &[OpId],
) -> (ValueId, Option<(OpId, usize)>) {
    let mut operand = None;
    let mut crossed = 0;
    for &l in loops.iter().rev() {
        let ValueDef::BlockArg(block, k) = body.value_def(source) else {
            break;
        };
        if body.block_parent_op(block) != Some(l) {
            break;
        }
        let Some(i) = tied_loop_init(ctx, body, l, k as usize) else {
            break;
        };
        source = body.operand(l, i);
        operand = Some((l, i));
        crossed += 1;
    }
    let dest = (crossed == loops.len()).then_some(operand).flatten();
    (source, dest)
}

/// The operand of loop `l` initializing its block argument `k` (`scf.for`
/// iteration arguments, `scf.forall` shared outputs).
fn tied_loop_init(ctx: &Context, body: &Body, l: OpId, k: usize) -> Option<usize> {
    let name = body.op_name(l);
    let results = body.num_results(l);
    if name == ctx.op_name("scf.for") {
        // Operands: lower bound, upper bound, step, then the inits.
        return (k >= 1 && k - 1 < results).then(|| 3 + k - 1);
    }
    if name == ctx.op_name("scf.forall") {
        let region = *body.regions_in_body(l).first()?;
        let block = body.region_entry(region)?;
        let ivs = body.block_args(block).len().checked_sub(results)?;
        let j = k.checked_sub(ivs)?;
        return Some(body.num_operands(l) - results + j);
    }
    None
}

/// The offsets, sizes and strides of a `tensor.extract_slice`.
pub fn slice_lists(ctx: &Context, body: &Body, slice: OpId) -> [Vec<OpFoldResult>; 3] {
    let o = OpRef::new(ctx, body, slice);
    let s = tensor::ExtractSliceOp(slice);
    let dynamic = [s.offsets(&o), s.sizes(&o), s.strides(&o)].map(|g| g.to_vec());
    let mut out: [Vec<OpFoldResult>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let mut values = dynamic[k].iter().copied();
        out[k] = static_list(o, name)
            .into_iter()
            .filter_map(|v| {
                if v == DYNAMIC {
                    values.next().map(OpFoldResult::Value)
                } else {
                    Some(index_attr(ctx, v))
                }
            })
            .collect();
    }
    out
}

/// The destination operand of each tensor result of a destination-style
/// op.
fn destinations(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    let o = OpRef::new(ctx, body, op);
    let dps = o.def()?.interfaces.get::<DestinationStyleOpInterface>()?;
    let inits: Vec<usize> = (dps.inits)(o)
        .filter(|&i| is_tensor(ctx, o.operand_type(i)))
        .collect();
    (inits.len() == body.num_results(op)).then_some(inits)
}

/// Replaces the uses of `slice` by the tile of its source's untiled
/// producer (MLIR's `tileAndFuseProducerOfSlice`): `None` when the source
/// is not a result of an op with `TilingInterface` or the producer cannot
/// compute the tile. `loops` are the tile loops, outermost first.
pub fn fuse_producer_of_slice(
    ctx: &Context,
    body: &mut Body,
    slice: OpId,
    loops: &[OpId],
) -> Option<FusedProducer> {
    let source = body.operand(slice, 0);
    let (producer_value, dest_operand) = untiled_producer_of_slice_source(ctx, body, source, loops);
    let ValueDef::Result(producer, r) = body.value_def(producer_value) else {
        return None;
    };
    let r = r as usize;
    let [offsets, sizes, strides] = slice_lists(ctx, body, slice);
    let dests = destinations(ctx, body, producer);
    let orig_dest = dests
        .as_ref()
        .and_then(|d| d.get(r))
        .map(|&i| body.operand(producer, i));

    // A copy of the producer before the slice, writing into the slice's
    // source when it is reached through the loops' destinations, and a
    // copy of the slice taking that copy's result. As with mlir-opt, both
    // stay when the producer cannot compute the tile.
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let mut mapping = IrMapping::default();
    let clone = b.clone(producer, &mut mapping);
    if let (Some(_), Some(d)) = (dest_operand, dests.as_ref().and_then(|d| d.get(r))) {
        b.body.set_operand(clone, *d, source);
    }
    let mut mapping = IrMapping::default();
    let cloned_slice = b.clone(slice, &mut mapping);
    let cloned_result = b.body.result(clone, r);
    b.body.set_operand(cloned_slice, 0, cloned_result);
    let iface = *tiling_interface(OpRef::new(ctx, b.body, clone))?;
    // Tiles have unit strides.
    if strides
        .iter()
        .any(|&s| strata_ir::tiling::constant_index(ctx, s) != Some(1))
    {
        return None;
    }
    b.set_insertion_point_before(cloned_slice);
    let mut tiled = (iface.generate_result_tile_value)(&mut b, clone, r, &offsets, &sizes).ok()?;
    let mut value = *tiled.tiled_values.first()?;
    let slice_ty = body.value_type(body.result(slice, 0));
    let rank = |t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => 0,
    };
    let loc = body.op_loc(slice);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(cloned_slice);
    if rank(slice_ty) < sizes.len() {
        // A rank-reducing slice: the same dimensions dropped from the tile.
        let (ss, size_values) = strata_dialect_affine::split_mixed(
            &sizes
                .iter()
                .filter_map(|&s| strata_dialect_affine::ApplyValue::from_fold_result(ctx, s))
                .collect::<Vec<_>>(),
        );
        let zeros = vec![0; ss.len()];
        let ones = vec![1; ss.len()];
        let s = tensor::ExtractSliceOp::build(
            &mut b,
            loc,
            slice_ty,
            value,
            &[],
            &size_values,
            &[],
            &zeros,
            &ss,
            &ones,
        );
        value = s.result(&b);
    } else if b.body.value_type(value) != slice_ty {
        value = tensor::CastOp::build(&mut b, loc, slice_ty, value).dest(&b);
    }
    let old = body.result(slice, 0);
    body.replace_all_uses_with(old, value);
    body.erase_op(cloned_slice);
    body.erase_op(clone);
    // The loops now start from the producer's destination.
    if let (Some((l, i)), Some(d)) = (dest_operand, orig_dest) {
        body.set_operand(l, i, d);
    }
    tiled.generated_slices.retain(|&s| body.is_live(s));
    Some(FusedProducer {
        orig_producer: producer_value,
        tiled_value: value,
        tiled_ops: tiled.tiled_ops,
        generated_slices: tiled.generated_slices,
    })
}
