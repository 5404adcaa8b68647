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

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_ir::affine::AffineMap;
use strata_rewrite::{
    apply_op_patterns_greedily_with_listener, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RewriteListener, RewritePattern, Strictness,
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
///
/// With `cleanup`, the slice patterns of [`cleanup_patterns`] are applied
/// to the new slices before each of them is considered (MLIR's
/// `SCFTileAndFuseOptions::cleanupPatterns` as `transform.structured.fuse`
/// sets them), so that slices of slices become slices of the producer.
pub fn tile_consumer_and_fuse_producers(
    ctx: &Context,
    body: &mut Body,
    consumer: OpId,
    options: &ScfTilingOptions,
    cleanup: Option<&FrozenPatternSet>,
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
    let mut worklist: VecDeque<OpId> = VecDeque::new();
    track_slices(ctx, body, &mut worklist, &tiling.generated_slices, cleanup);
    while let Some(slice) = worklist.pop_front() {
        if !body.is_live(slice) {
            continue;
        }
        let Some(fused) = fuse_producer_of_slice(ctx, body, slice, &tiling.loops) else {
            continue;
        };
        track_slices(ctx, body, &mut worklist, &fused.generated_slices, cleanup);
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

/// Adds the `tensor.extract_slice` ops among `slices` to the worklist,
/// then applies the cleanup patterns to `slices` (MLIR's
/// `SliceTrackingListener::insertAndApplyPatterns`): slices they create
/// join the worklist, slices they erase leave it.
fn track_slices(
    ctx: &Context,
    body: &mut Body,
    worklist: &mut VecDeque<OpId>,
    slices: &[OpId],
    cleanup: Option<&FrozenPatternSet>,
) {
    let extract_slice = ctx.op_name("tensor.extract_slice");
    worklist.extend(
        slices
            .iter()
            .copied()
            .filter(|&s| body.is_live(s) && body.op_name(s) == extract_slice),
    );
    let Some(patterns) = cleanup else {
        return;
    };
    let live: Vec<OpId> = slices.iter().copied().filter(|&s| body.is_live(s)).collect();
    let config = GreedyConfig {
        strictness: Strictness::ExistingAndNewOps,
        ..GreedyConfig::default()
    };
    let mut listener = SliceTracker {
        worklist,
        extract_slice,
    };
    apply_op_patterns_greedily_with_listener(ctx, None, body, &live, patterns, config, Some(&mut listener));
}

/// Keeps the fusion worklist in step with the cleanup patterns.
struct SliceTracker<'a> {
    worklist: &'a mut VecDeque<OpId>,
    extract_slice: strata_ir::OpName,
}

impl SliceTracker<'_> {
    fn remove(&mut self, op: OpId) {
        if let Some(k) = self.worklist.iter().position(|&s| s == op) {
            self.worklist.remove(k);
        }
    }
}

impl RewriteListener for SliceTracker<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if body.op_name(op) == self.extract_slice {
            self.worklist.push_back(op);
        }
    }

    fn op_replaced(&mut self, _body: &Body, op: OpId, _values: &[ValueId]) {
        self.remove(op);
    }

    fn op_erased(&mut self, _body: &Body, op: OpId) {
        self.remove(op);
    }
}

/// The patterns `transform.structured.fuse` applies with `apply_cleanup`:
/// `tensor.extract_slice`'s canonicalizations, the merging of a slice of a
/// slice into one slice, and slices moved above reshapes.
pub fn cleanup_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = op_canonicalization_patterns(ctx, &[ctx.op_name("tensor.extract_slice")]);
    patterns.push(Box::new(MergeConsecutiveExtractSlice));
    crate::tensor::bubble_up::populate_bubble_up_extract_slice_patterns(&mut patterns);
    patterns
}

/// A slice of a slice is one slice of the first one's source (MLIR's
/// `MergeConsecutiveExtractSlice`): offsets `offset * stride + offset'`,
/// the second one's sizes, strides multiplied; the first one's dropped
/// dimensions keep its values.
struct MergeConsecutiveExtractSlice;

impl RewritePattern for MergeConsecutiveExtractSlice {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.extract_slice")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::MergeConsecutiveExtractSlice"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let source = body.operand(op, 0);
        let Some(prev) = body
            .defining_op(source)
            .filter(|&p| body.op_name(p) == ctx.op_name("tensor.extract_slice"))
        else {
            return false;
        };
        let [p_offsets, p_sizes, p_strides] = slice_lists(ctx, body, prev);
        let [offsets, sizes, strides] = slice_lists(ctx, body, op);
        let prev_source = body.operand(prev, 0);
        let result_ty = body.value_type(body.result(op, 0));
        let dropped = dropped_dims(ctx, body, prev, &p_sizes);
        let loc = body.op_loc(op);
        let av = |v: OpFoldResult| ApplyValue::from_fold_result(ctx, v);
        let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
        // All symbols, as mlir-opt binds them.
        let offset_map = AffineMap::new(0, 3, vec![ctx.affine_add(ctx.affine_mul(s0, s1), s2)]);
        let stride_map = AffineMap::new(0, 2, vec![ctx.affine_mul(s0, s1)]);
        let n = p_offsets.len();
        let (mut new_offsets, mut new_sizes, mut new_strides) = (Vec::new(), Vec::new(), Vec::new());
        let mut k = 0;
        rw.set_insertion_point(op);
        for i in 0..n {
            if dropped.get(i).copied().unwrap_or(false) {
                new_offsets.push(av(p_offsets[i]));
                new_sizes.push(av(p_sizes[i]));
                new_strides.push(av(p_strides[i]));
                continue;
            }
            let (Some(&o), Some(&sz), Some(&st)) = (offsets.get(k), sizes.get(k), strides.get(k)) else {
                return false;
            };
            let (Some(o), Some(ps), Some(po), Some(st)) = (av(o), av(p_strides[i]), av(p_offsets[i]), av(st))
            else {
                return false;
            };
            new_offsets.push(Some(build_composed_folded_apply(
                rw,
                loc,
                &offset_map,
                &[o, ps, po],
            )));
            new_sizes.push(av(sz));
            new_strides.push(Some(build_composed_folded_apply(rw, loc, &stride_map, &[st, ps])));
            k += 1;
        }
        let collect = |l: Vec<Option<ApplyValue>>| l.into_iter().collect::<Option<Vec<_>>>();
        let (Some(new_offsets), Some(new_sizes), Some(new_strides)) =
            (collect(new_offsets), collect(new_sizes), collect(new_strides))
        else {
            return false;
        };
        let (so, ov) = split_mixed(&new_offsets);
        let (ss, sv) = split_mixed(&new_sizes);
        let (st, stv) = split_mixed(&new_strides);
        rw.set_insertion_point(op);
        let s = tensor::ExtractSliceOp::build(rw, loc, result_ty, prev_source, &ov, &sv, &stv, &so, &ss, &st);
        let v = s.result(rw);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The dimensions a rank-reducing slice drops (MLIR's `getDroppedDims`):
/// unit sizes where the result's next dimension is not a unit one.
fn dropped_dims(ctx: &Context, body: &Body, slice: OpId, sizes: &[OpFoldResult]) -> Vec<bool> {
    let result = body.value_type(body.result(slice, 0));
    let shape: Vec<i64> = ctx.shape(result).map(|s| s.to_vec()).unwrap_or_default();
    let mut pos = 0;
    sizes
        .iter()
        .map(|&size| {
            let unit = strata_ir::tiling::constant_index(ctx, size) == Some(1);
            if !unit || shape.get(pos) == Some(&1) {
                pos += 1;
                false
            } else {
                true
            }
        })
        .collect()
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
