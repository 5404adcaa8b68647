//! Tiling of ops implementing `TilingInterface` into `scf.for` nests or an
//! `scf.forall` (MLIR's `scf::tileUsingSCF`), as a library.
//!
//! Each loop with a non-zero tile size steps through the op's iteration
//! space by its tile size; the loop order is the interchange applied to
//! the iteration space's loops, untiled loops left out. In the innermost
//! body each tile's size is the tile size, or `affine.min` of it and what
//! remains of the range when the tile size does not divide the range; the
//! op's interface then computes the tile (the same op on slices of its
//! operands). On tensors the tile's results are inserted into the loops'
//! iteration arguments (`tensor.insert_slice`, yielded by each `scf.for`)
//! or, in an `scf.forall`, into its shared outputs
//! (`tensor.parallel_insert_slice`); on memrefs the tile writes in place.
//!
//! The op itself is left in place: the caller replaces its results by
//! [`ScfTilingResult::replacements`] and erases it. Nothing is cleaned up
//! (unused index computations stay), as mlir-opt does not.

use strata_dialect_affine::{
    build_composed_folded_apply, compose_affine_map_and_operands, fold_and_compose_apply, map_attr,
    split_mixed, ApplyValue, MaxOp, MinOp,
};
use strata_dialect_scf as scf;
use strata_dialect_tensor as tensor;
use strata_ir::affine::AffineMap;
use strata_ir::bufferization::{is_tensor, DestinationStyleOpInterface};
use strata_ir::tiling::{reify_result_shapes, tiling_interface, IteratorType, TilingInterface};
use strata_ir::{
    Body, Context, Diagnostic, Failed, IrMapping, OpBuilder, OpFoldResult, OpId, OpRef, TypeKind, ValueId,
};

use super::utils::Builder;

/// The loops tiling creates (MLIR's `SCFTilingOptions::LoopType`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum LoopKind {
    /// A nest of `scf.for`, one per tiled loop.
    #[default]
    For,
    /// One `scf.forall` over the tiled loops.
    Forall,
}

/// How to tile (MLIR's `SCFTilingOptions`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingOptions {
    /// The tile size of each loop of the iteration space: a constant (0
    /// for a loop not tiled) or an `index` value defined before the op;
    /// missing trailing sizes are 0.
    pub tile_sizes: Vec<ApplyValue>,
    /// The order of the loops, outermost first, as positions in the
    /// iteration space; empty for the identity, and completed with the
    /// missing positions in order.
    pub interchange: Vec<i64>,
    /// The kind of loops.
    pub loop_kind: LoopKind,
    /// For an `scf.forall` only: the number of threads of each loop (0
    /// for a loop not tiled) instead of tile sizes; the tile size is the
    /// loop's range divided by it, rounded up, and the last tiles may be
    /// partial or empty (MLIR's `tile_using_forall ... num_threads`).
    pub num_threads: Vec<i64>,
    /// For an `scf.forall` only: step each loop by its tile size from the
    /// range's bounds, with the induction variables as the tile offsets
    /// (MLIR's `tileUsingSCF`), instead of normalizing the loop from 0 by
    /// 1 to the number of tiles (what `tile_using_forall` does after).
    pub forall_by_steps: bool,
    /// Whether each tile size is scalable: the constant times
    /// `vector.vscale` (MLIR's scalable tile sizes `[[4]]`), computed
    /// after the iteration domain.
    pub scalable: Vec<bool>,
    /// Instead of `tile_sizes`: tile by 1 each loop whose size is not a
    /// constant and leave the others, from loop sizes computed again
    /// after the iteration domain (MLIR's `structured.scalarize`, whose
    /// tile size function runs then).
    pub scalarize: bool,
}

/// What tiling created (MLIR's `SCFTilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingResult {
    /// The ops computing a tile.
    pub tiled_ops: Vec<OpId>,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    /// The values replacing the op's results.
    pub replacements: Vec<ValueId>,
    /// The slices of the operands the tiled ops read.
    pub generated_slices: Vec<OpId>,
}

/// One tiled loop: its position in the iteration space, range and tile
/// size.
#[derive(Copy, Clone)]
struct TiledLoop {
    dim: usize,
    lb: ApplyValue,
    ub: ApplyValue,
    /// The tile size (unused with a number of threads).
    tile: ApplyValue,
    /// The number of threads and the tile size computed from it.
    threads: Option<(i64, ApplyValue)>,
}

fn materialize(b: &mut Builder<'_>, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Const(c) => b.index_constant(c),
        ApplyValue::Value(v) => v,
    }
}

/// The loop order: `interchange` completed with the missing positions.
fn loop_order(op: OpRef<'_>, interchange: &[i64], n: usize) -> Result<Vec<usize>, Failed> {
    let mut seen = vec![false; n];
    let mut order = Vec::with_capacity(n);
    for &i in interchange {
        let Some(i) = usize::try_from(i).ok().filter(|&i| i < n && !seen[i]) else {
            return Err(op.emit_op_error(format!(
                "expected the interchange {interchange:?} to be a permutation of the {n} loops"
            )));
        };
        seen[i] = true;
        order.push(i);
    }
    order.extend((0..n).filter(|&i| !seen[i]));
    Ok(order)
}

/// Tiles `op` (which must implement `TilingInterface`) as `options` says.
/// Bad options and ops without the interface are reported on the op
/// before the IR changes; if the interface then fails to tile, the loops
/// are erased (the index computations before them stay, unused).
pub fn tile_using_scf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &ScfTilingOptions,
) -> Result<ScfTilingResult, Failed> {
    let o = OpRef::new(ctx, body, op);
    let Some(iface) = tiling_interface(o).copied() else {
        return Err(o.emit_op_error("expected op to implement the TilingInterface"));
    };
    let iterators = (iface.loop_iterator_types)(o);
    let n = iterators.len();
    let by_threads = !options.num_threads.is_empty();
    if by_threads && options.loop_kind != LoopKind::Forall {
        return Err(o.emit_op_error("expected scf.forall loops to tile by a number of threads"));
    }
    let counts: Vec<ApplyValue> = if by_threads {
        options
            .num_threads
            .iter()
            .map(|&t| ApplyValue::Const(t))
            .collect()
    } else {
        options.tile_sizes.clone()
    };
    let what = if by_threads {
        "numbers of threads"
    } else {
        "tile sizes"
    };
    if counts.len() > n {
        return Err(o.emit_op_error(format!(
            "too many {what} provided, expected at most {n} found {}",
            counts.len()
        )));
    }
    let bad = |t: &ApplyValue| match *t {
        ApplyValue::Const(c) => c < 0,
        ApplyValue::Value(v) => !ctx.is_index(o.value_type(v)),
    };
    if counts.iter().any(bad) {
        return Err(o.emit_op_error(format!("expected {what} to be non-negative index values")));
    }
    let order = loop_order(o, &options.interchange, n)?;
    // The destinations of the tensor results.
    let inits: Vec<usize> = match o
        .def()
        .and_then(|d| d.interfaces.get::<DestinationStyleOpInterface>())
    {
        Some(dps) => (dps.inits)(o)
            .filter(|&i| is_tensor(ctx, o.operand_type(i)))
            .collect(),
        None => Vec::new(),
    };
    // Ops without destination operands get a `tensor.empty` of each
    // result's reified shape (MLIR's `tensor::getOrCreateDestinations`).
    let reified = inits.is_empty() && o.num_results() > 0;
    if !reified && inits.len() != o.num_results() {
        return Err(o.emit_op_error("expected one destination operand per result"));
    }
    let loc = o.loc();
    let tile_size = |d: usize| counts.get(d).copied().unwrap_or(ApplyValue::Const(0));
    let untiled = ApplyValue::Const(0);
    if options.loop_kind == LoopKind::Forall {
        for (d, &it) in iterators.iter().enumerate() {
            if it == IteratorType::Reduction && tile_size(d) != untiled {
                // With the note quoting the op in its custom form, as
                // MLIR's `emitWarning`.
                let mut diag = Diagnostic::warning(loc, format!("tiling is not thread safe at axis #{d}"));
                ctx.attach_custom_op_note(o, &mut diag);
                ctx.emit(diag);
            }
        }
    }

    let mut b = Builder::before(ctx, body, op);
    // Destinations made for an op without destination operands come
    // first, as mlir-opt creates them before asking for the domain.
    let any_tiled = (0..n).any(|d| tile_size(d) != untiled);
    let empties = if reified && any_tiled {
        empty_destinations(&mut b, op)?
    } else {
        Vec::new()
    };
    let domain = (iface.iteration_domain)(&mut b.b, op)?;
    if domain.len() != n {
        return Err(ctx.emit_error(loc, "the iteration domain does not match the number of loops"));
    }
    let range = |d: usize| -> Result<(ApplyValue, ApplyValue), Failed> {
        let r = &domain[d];
        match (
            ApplyValue::from_fold_result(ctx, r.offset),
            ApplyValue::from_fold_result(ctx, r.size),
        ) {
            (Some(o), Some(s)) => Ok((o, s)),
            _ => Err(ctx.emit_error(loc, "expected an index range")),
        }
    };
    // Scalable sizes become values now, as mlir-opt computes them.
    let mut counts = counts;
    if options.scalarize {
        let sizes = (iface.iteration_domain)(&mut b.b, op)?;
        counts = sizes
            .iter()
            .map(|r| {
                let constant = match r.size {
                    OpFoldResult::Attr(_) => true,
                    OpFoldResult::Value(v) => {
                        strata_dialect_utils::matchers::const_i64(ctx, b.body(), v).is_some()
                    }
                };
                ApplyValue::Const(if constant { 0 } else { 1 })
            })
            .collect();
    }
    for (size, _) in counts.iter_mut().zip(&options.scalable).filter(|(_, &s)| s) {
        if let ApplyValue::Const(c) = *size {
            if c != 0 {
                let c = b.index_constant(c);
                let vscale = b.op("vector.vscale", &[], &[ctx.index_type()]);
                let vscale = b.body().result(vscale, 0);
                *size = ApplyValue::Value(b.binary("arith.muli", c, vscale));
            }
        }
    }
    let tile_size = |d: usize| counts.get(d).copied().unwrap_or(ApplyValue::Const(0));
    let mut tiled = Vec::new();
    for &d in &order {
        let tile = tile_size(d);
        if tile == untiled {
            continue;
        }
        let (lb, size) = range(d)?;
        let ub = add(&mut b, lb, size);
        let threads = match (by_threads, tile) {
            (true, ApplyValue::Const(threads)) => {
                // The tile size: the range divided by the number of threads.
                let tile = ceil_div_range(&mut b, lb, ub, ApplyValue::Const(threads));
                Some((threads, tile))
            }
            _ => None,
        };
        tiled.push(TiledLoop {
            dim: d,
            lb,
            ub,
            tile,
            threads,
        });
    }
    if tiled.is_empty() {
        // Nothing to tile: the op is its own tile, as with mlir-opt.
        let results = b.body().results(op).collect();
        return Ok(ScfTilingResult {
            tiled_ops: vec![op],
            loops: Vec::new(),
            replacements: results,
            generated_slices: Vec::new(),
        });
    }
    let dests: Vec<ValueId> = if reified {
        empties
    } else {
        inits.iter().map(|&i| b.body().operand(op, i)).collect()
    };

    // The loops, with the builder left in the innermost body.
    let (loops, ivs, iter_args, denormalized) = match options.loop_kind {
        LoopKind::For => {
            let (loops, ivs, iter_args) = for_nest(&mut b, &tiled, &dests);
            (loops, ivs, iter_args, Vec::new())
        }
        LoopKind::Forall if options.forall_by_steps && !by_threads => {
            let (loops, ivs, shared) = forall_by_steps(&mut b, &tiled, &dests);
            (loops, ivs, shared, Vec::new())
        }
        LoopKind::Forall => forall(&mut b, &tiled, &dests),
    };

    // Each tile's offsets, then sizes.
    let mut offsets: Vec<ApplyValue> = Vec::with_capacity(n);
    let mut sizes: Vec<ApplyValue> = Vec::with_capacity(n);
    for d in 0..n {
        let (o, s) = range(d)?;
        offsets.push(o);
        sizes.push(s);
    }
    for (l, &iv) in tiled.iter().zip(&ivs) {
        let (offset, size) = match l.threads {
            Some((threads, tile)) => thread_tile(&mut b, l, threads, tile, iv),
            None => {
                let offset = ApplyValue::Value(iv);
                (offset, bounded_tile_size(&mut b, l, offset))
            }
        };
        offsets[l.dim] = offset;
        sizes[l.dim] = size;
    }
    let offsets: Vec<OpFoldResult> = offsets.into_iter().map(|v| v.to_fold_result(ctx)).collect();
    let sizes: Vec<OpFoldResult> = sizes.into_iter().map(|v| v.to_fold_result(ctx)).collect();

    // The tile of a copy of the op writing into the loops' destinations.
    let source = if inits.is_empty() {
        op
    } else {
        let mut mapping = IrMapping::default();
        let copy = b.b.clone(op, &mut mapping);
        for (&i, &arg) in inits.iter().zip(&iter_args) {
            b.body().set_operand(copy, i, arg);
        }
        copy
    };
    let tile = tile_body(
        &mut b.b,
        &iface,
        (source, op),
        &offsets,
        &sizes,
        &iter_args,
        options.loop_kind,
    );
    if source != op {
        b.body().erase_op(source);
    }
    // The stand-ins of the forall's tile offsets become the offsets.
    for &(stand_in, offset) in &denormalized {
        b.body().replace_all_uses_with(stand_in, offset);
        b.body().free_placeholder(stand_in);
    }
    let (tile, inserted) = match tile {
        Ok(t) => t,
        Err(_) => {
            // The interface reported why; drop the loops built for it.
            if let Some(&outer) = loops.first() {
                b.body().erase_op(outer);
            }
            return Err(OpRef::new(ctx, b.body(), op).emit_op_error("failed to generate tiling loops"));
        }
    };

    let replacements = match options.loop_kind {
        LoopKind::For => finish_for_nest(&mut b, &loops, &inserted),
        LoopKind::Forall => loops.first().map_or(inserted, |&f| b.body().results(f).collect()),
    };
    Ok(ScfTilingResult {
        tiled_ops: tile.tiled_ops,
        loops,
        replacements,
        generated_slices: tile.generated_slices,
    })
}

/// A `tensor.empty` of the shape of each result of `op`, which has no
/// destination operands, from its `ReifyRankedShapedTypeOpInterface`.
fn empty_destinations(b: &mut Builder<'_>, op: OpId) -> Result<Vec<ValueId>, Failed> {
    let ctx = b.b.ctx;
    let loc = b.loc;
    let Some(shapes) = reify_result_shapes(&mut b.b, op) else {
        let o = OpRef::new(ctx, b.body(), op);
        return Err(o.emit_op_error("expected destination operands or result shapes to tile"));
    };
    let shapes = shapes?;
    let results: Vec<ValueId> = b.body().results(op).collect();
    if shapes.len() != results.len() {
        return Err(ctx.emit_error(loc, "expected one reified shape per result"));
    }
    let mut dests = Vec::with_capacity(results.len());
    for (r, shape) in results.into_iter().zip(shapes) {
        let ty = b.body().value_type(r);
        let TypeKind::RankedTensor {
            element, encoding, ..
        } = *ctx.type_kind(ty)
        else {
            return Err(ctx.emit_error(loc, "expected ranked tensor results to tile"));
        };
        let sizes: Option<Vec<ApplyValue>> = shape
            .iter()
            .map(|&s| ApplyValue::from_fold_result(ctx, s))
            .collect();
        let Some(sizes) = sizes else {
            return Err(ctx.emit_error(loc, "expected index result sizes"));
        };
        let (static_sizes, dynamic) = split_mixed(&sizes);
        let empty_ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: static_sizes.into(),
            element,
            encoding,
        });
        dests.push(tensor::EmptyOp::build(&mut b.b, loc, empty_ty, &dynamic).result(&b.b));
    }
    Ok(dests)
}

/// The constant `v` is or is defined by.
fn constant(b: &mut Builder<'_>, v: ApplyValue) -> Option<i64> {
    match v {
        ApplyValue::Const(c) => Some(c),
        ApplyValue::Value(v) => {
            let ctx = b.b.ctx;
            strata_dialect_utils::matchers::const_int(ctx, b.body(), v).map(|c| c.sext_i64())
        }
    }
}

/// The number of tiles of size `tile` in `lb..ub`, folded.
fn ceil_div_range(b: &mut Builder<'_>, lb: ApplyValue, ub: ApplyValue, tile: ApplyValue) -> ApplyValue {
    let ctx = b.b.ctx;
    let loc = b.loc;
    // All symbols, in mlir-opt's order: the bounds, then the tile size.
    let m = AffineMap::new(
        0,
        3,
        vec![ctx.affine_ceil_div(
            ctx.affine_add(
                ctx.affine_symbol(1),
                ctx.affine_mul(ctx.affine_symbol(0), ctx.affine_constant(-1)),
            ),
            ctx.affine_symbol(2),
        )],
    );
    build_composed_folded_apply(&mut b.b, loc, &m, &[lb, ub, tile])
}

/// `lhs + rhs`, folded.
fn add(b: &mut Builder<'_>, lhs: ApplyValue, rhs: ApplyValue) -> ApplyValue {
    if lhs == ApplyValue::Const(0) {
        return rhs;
    }
    let ctx = b.b.ctx;
    let m = AffineMap::new(2, 0, vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_dim(1))]);
    let loc = b.loc;
    build_composed_folded_apply(&mut b.b, loc, &m, &[lhs, rhs])
}

/// The `scf.for` nest, outermost first, each carrying the destinations;
/// the builder is left at the end of the innermost body. Returns the
/// loops, their induction variables and the innermost iteration
/// arguments.
fn for_nest(
    b: &mut Builder<'_>,
    tiled: &[TiledLoop],
    dests: &[ValueId],
) -> (Vec<OpId>, Vec<ValueId>, Vec<ValueId>) {
    // Bounds before the nest: lower bounds, upper bounds, then steps.
    let lbs: Vec<ValueId> = tiled.iter().map(|l| materialize(b, l.lb)).collect();
    let ubs: Vec<ValueId> = tiled.iter().map(|l| materialize(b, l.ub)).collect();
    let steps: Vec<ValueId> = tiled.iter().map(|l| materialize(b, l.tile)).collect();
    let mut loops = Vec::with_capacity(tiled.len());
    let mut ivs = Vec::with_capacity(tiled.len());
    let mut iter_args = dests.to_vec();
    for k in 0..tiled.len() {
        let (op, block) = b.for_loop((lbs[k], ubs[k], steps[k]), &iter_args);
        let args = b.body().block_args(block).to_vec();
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        loops.push(op);
        match b.body().last_op(block) {
            // The `scf.yield` made for a loop without iteration arguments.
            Some(y) => b.b.set_insertion_point_before(y),
            None => b.b.set_insertion_point_to_end(block),
        }
    }
    (loops, ivs, iter_args)
}

/// Yields `values` from the innermost loop and each loop's results from
/// the loop around it; returns the values replacing the op's results.
fn finish_for_nest(b: &mut Builder<'_>, loops: &[OpId], values: &[ValueId]) -> Vec<ValueId> {
    let ctx = b.b.ctx;
    let loc = b.loc;
    let mut yielded = values.to_vec();
    for &l in loops.iter().rev() {
        if !yielded.is_empty() {
            let region = b.body().regions_in_body(l).first().copied();
            if let Some(block) = region.and_then(|r| b.body().region_entry(r)) {
                scf::YieldOp::build(&mut OpBuilder::at_end(ctx, b.body(), block), loc, &yielded);
            }
        }
        yielded = b.body().results(l).collect();
    }
    yielded
}

/// The `scf.forall` over the tiled loops, normalized (from 0 by 1 to the
/// number of tiles), sharing the destinations; the builder is left before
/// its terminator. Each tile offset is an `affine.apply` of an induction
/// variable at the start of the body, but the tile is built on a stand-in
/// of it (returned as the "induction variable") that the caller replaces
/// by the offset afterwards: mlir-opt tiles with a loop stepping by the
/// tile size and normalizes it after, so nothing composes with the offset.
/// Returns the loop, the stand-ins, the shared outputs and each stand-in
/// with its offset.
fn forall(b: &mut Builder<'_>, tiled: &[TiledLoop], dests: &[ValueId]) -> ForallParts {
    let ctx = b.b.ctx;
    let loc = b.loc;
    if tiled.is_empty() {
        return (Vec::new(), Vec::new(), dests.to_vec(), Vec::new());
    }
    let counts: Vec<ApplyValue> = tiled
        .iter()
        .map(|l| {
            if let Some((threads, _)) = l.threads {
                return ApplyValue::Const(threads);
            }
            ceil_div_range(b, l.lb, l.ub, l.tile)
        })
        .collect();
    let (static_ubs, dynamic_ubs) = split_mixed(&counts);
    let types: Vec<_> = dests.iter().map(|&v| b.body().value_type(v)).collect();
    let zeros = vec![0; tiled.len()];
    let ones = vec![1; tiled.len()];
    let f = scf::ForallOp::build(
        &mut b.b,
        loc,
        &types,
        &[],
        &dynamic_ubs,
        &[],
        dests,
        &zeros,
        &static_ubs,
        &ones,
        None,
    );
    let region = f.region(&b.b);
    let body = b.body();
    let block = body.create_block();
    body.append_block(region, block);
    let index = ctx.index_type();
    let ivs: Vec<ValueId> = tiled
        .iter()
        .map(|_| body.add_block_arg(block, index, loc))
        .collect();
    let shared: Vec<ValueId> = types.iter().map(|&t| body.add_block_arg(block, t, loc)).collect();
    let term = scf::InParallelOp::build(&mut OpBuilder::at_end(ctx, b.body(), block), loc);
    let inner_region = term.region(&b.b);
    let inner = b.body().create_block();
    b.body().append_block(inner_region, inner);
    b.b.set_insertion_point_before(term.op());
    if tiled.iter().any(|l| l.threads.is_some()) {
        // Already normalized: the tile offsets are computed from the
        // induction variables.
        return (vec![f.op()], ivs, shared, Vec::new());
    }
    let mut stand_ins = Vec::with_capacity(tiled.len());
    let mut denormalized = Vec::with_capacity(tiled.len());
    for (l, &iv) in tiled.iter().zip(&ivs) {
        let m = AffineMap::new(
            2,
            1,
            vec![ctx.affine_add(
                ctx.affine_mul(ctx.affine_dim(0), ctx.affine_symbol(0)),
                ctx.affine_dim(1),
            )],
        );
        let offset = build_composed_folded_apply(&mut b.b, loc, &m, &[ApplyValue::Value(iv), l.lb, l.tile]);
        let offset = materialize(b, offset);
        let stand_in = b.body().create_placeholder(index, loc);
        stand_ins.push(stand_in);
        denormalized.push((stand_in, offset));
    }
    (vec![f.op()], stand_ins, shared, denormalized)
}

/// The `scf.forall` over the tiled loops, from their lower bounds to their
/// upper bounds by their tile sizes, sharing the destinations; the builder
/// is left before its terminator. Returns the loop, its induction
/// variables and its shared outputs.
fn forall_by_steps(
    b: &mut Builder<'_>,
    tiled: &[TiledLoop],
    dests: &[ValueId],
) -> (Vec<OpId>, Vec<ValueId>, Vec<ValueId>) {
    let ctx = b.b.ctx;
    let loc = b.loc;
    if tiled.is_empty() {
        return (Vec::new(), Vec::new(), dests.to_vec());
    }
    let (static_lbs, dynamic_lbs) = split_mixed(&tiled.iter().map(|l| l.lb).collect::<Vec<_>>());
    let (static_ubs, dynamic_ubs) = split_mixed(&tiled.iter().map(|l| l.ub).collect::<Vec<_>>());
    let (static_steps, dynamic_steps) = split_mixed(&tiled.iter().map(|l| l.tile).collect::<Vec<_>>());
    let types: Vec<_> = dests.iter().map(|&v| b.body().value_type(v)).collect();
    let f = scf::ForallOp::build(
        &mut b.b,
        loc,
        &types,
        &dynamic_lbs,
        &dynamic_ubs,
        &dynamic_steps,
        dests,
        &static_lbs,
        &static_ubs,
        &static_steps,
        None,
    );
    let region = f.region(&b.b);
    let body = b.body();
    let block = body.create_block();
    body.append_block(region, block);
    let index = ctx.index_type();
    let ivs: Vec<ValueId> = tiled
        .iter()
        .map(|_| body.add_block_arg(block, index, loc))
        .collect();
    let shared: Vec<ValueId> = types.iter().map(|&t| body.add_block_arg(block, t, loc)).collect();
    let term = scf::InParallelOp::build(&mut OpBuilder::at_end(ctx, b.body(), block), loc);
    let inner_region = term.region(&b.b);
    let inner = b.body().create_block();
    b.body().append_block(inner_region, inner);
    b.b.set_insertion_point_before(term.op());
    (vec![f.op()], ivs, shared)
}

/// The loop, the stand-ins of its tile offsets, its shared outputs, and
/// each stand-in with its offset.
type ForallParts = (Vec<OpId>, Vec<ValueId>, Vec<ValueId>, Vec<(ValueId, ValueId)>);

/// The size of the tile at `offset` of loop `l`: its tile size when that
/// divides the range, else the smaller of it and what remains of the
/// range.
fn bounded_tile_size(b: &mut Builder<'_>, l: &TiledLoop, offset: ApplyValue) -> ApplyValue {
    // Tiles of one index are never partial.
    if l.tile == ApplyValue::Const(1) {
        return l.tile;
    }
    if let (Some(lb), Some(ub), Some(t)) = (constant(b, l.lb), constant(b, l.ub), constant(b, l.tile)) {
        if ub.checked_sub(lb).is_some_and(|r| r % t == 0) {
            return l.tile;
        }
    }
    let ctx = b.b.ctx;
    // mlir-opt materializes the bound, then folds it into the map.
    let ub = materialize(b, l.ub);
    let offset = materialize(b, offset);
    let remaining = ctx.affine_add(
        ctx.affine_symbol(0),
        ctx.affine_mul(ctx.affine_dim(0), ctx.affine_constant(-1)),
    );
    let (mut map, mut operands) = match l.tile {
        ApplyValue::Const(t) => (
            AffineMap::new(1, 1, vec![remaining, ctx.affine_constant(t)]),
            vec![offset, ub],
        ),
        ApplyValue::Value(t) => (
            AffineMap::new(1, 2, vec![remaining, ctx.affine_symbol(1)]),
            vec![offset, ub, t],
        ),
    };
    // Composed with the `affine.apply` computing a bound (MLIR's
    // `makeComposedFoldedAffineMin`).
    compose_affine_map_and_operands(ctx, b.body(), &mut map, &mut operands);
    let constants = map.constant_results(ctx);
    if let Some(min) = constants.and_then(|c| c.into_iter().min()) {
        return ApplyValue::Const(min);
    }
    let loc = b.loc;
    ApplyValue::Value(MinOp::build(&mut b.b, loc, &operands, map_attr(ctx, map)).result(&b.b))
}

/// The offset and size of the tile of thread `iv` of loop `l` with
/// `threads` threads of tiles of size `tile`: the size is `tile`, unless
/// the threads do not cover the range exactly, then what remains of the
/// range if smaller, and not below 0 when a thread may get nothing.
fn thread_tile(
    b: &mut Builder<'_>,
    l: &TiledLoop,
    threads: i64,
    tile: ApplyValue,
    iv: ValueId,
) -> (ApplyValue, ApplyValue) {
    let ctx = b.b.ctx;
    let loc = b.loc;
    let (d0, d1, d2) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_dim(2));
    let neg = |e| ctx.affine_mul(e, ctx.affine_constant(-1));
    // offset = lb + iv * tile
    let m = AffineMap::new(
        2,
        1,
        vec![ctx.affine_add(ctx.affine_mul(d0, ctx.affine_symbol(0)), d1)],
    );
    let offset = build_composed_folded_apply(&mut b.b, loc, &m, &[ApplyValue::Value(iv), l.lb, tile]);
    // The part of the range the threads cover beyond it: 0 when exact.
    let m = AffineMap::new(
        3,
        0,
        vec![ctx.affine_add(
            ctx.affine_add(d1, neg(d0)),
            neg(ctx.affine_mul(d2, ctx.affine_constant(threads))),
        )],
    );
    let residual = build_composed_folded_apply(&mut b.b, loc, &m, &[l.lb, l.ub, tile]);
    let mut size = tile;
    if residual != ApplyValue::Const(0) {
        let m = AffineMap::new(2, 0, vec![ctx.affine_add(d1, neg(d0))]);
        let remaining = build_composed_folded_apply(&mut b.b, loc, &m, &[offset, l.ub]);
        size = composed_min_max(b, AffineMap::new(2, 0, vec![d0, d1]), &[remaining, tile], false);
    }
    // Every thread gets a tile when the one before the last starts
    // inside the range; otherwise the size may be negative.
    let all_non_empty = match (constant(b, l.lb), constant(b, l.ub), constant(b, tile)) {
        (Some(lb), Some(ub), Some(t)) => (threads - 1).checked_mul(t).is_some_and(|start| start < ub - lb),
        _ => false,
    };
    if !all_non_empty {
        size = composed_min_max(
            b,
            AffineMap::new(1, 0, vec![ctx.affine_constant(0), d0]),
            &[size],
            true,
        );
    }
    (offset, size)
}

/// `affine.min` (or `affine.max`) of `map` applied to `operands`, composed
/// with the `affine.apply` ops defining them; a constant when every result
/// is one.
pub(crate) fn composed_min_max(
    b: &mut Builder<'_>,
    map: AffineMap,
    operands: &[ApplyValue],
    max: bool,
) -> ApplyValue {
    let ctx = b.b.ctx;
    let loc = b.loc;
    let (m, values) = fold_and_compose_apply(ctx, b.body(), &map, operands);
    let constants = m.constant_results(ctx);
    if let Some(c) = constants {
        let folded = if max {
            c.into_iter().max()
        } else {
            c.into_iter().min()
        };
        if let Some(v) = folded {
            return ApplyValue::Const(v);
        }
    }
    let attr = map_attr(ctx, m);
    let v = if max {
        MaxOp::build(&mut b.b, loc, &values, attr).result(&b.b)
    } else {
        MinOp::build(&mut b.b, loc, &values, attr).result(&b.b)
    };
    ApplyValue::Value(v)
}

/// The tile of `op` (`source`, a copy writing into the loops'
/// destinations) at `offsets` of `sizes`, and its results inserted into
/// the destinations `dests` (`tensor.insert_slice` for `scf.for`,
/// `tensor.parallel_insert_slice` in the terminator of `scf.forall`). The
/// results' positions are asked of `op`, as mlir-opt does (sizes a
/// position reifies are dims of the original destinations).
fn tile_body(
    b: &mut OpBuilder<'_>,
    iface: &TilingInterface,
    (source, op): (OpId, OpId),
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
    dests: &[ValueId],
    kind: LoopKind,
) -> Result<(strata_ir::tiling::TilingResult, Vec<ValueId>), Failed> {
    let ctx = b.ctx;
    let loc = b.body.op_loc(op);
    let Ok(tile) = (iface.tiled_implementation)(b, source, offsets, sizes) else {
        // In mlir-opt's words (its spelling included), after whatever
        // the interface reported.
        return Err(OpRef::new(ctx, b.body, op).emit_op_error("faild to tile operation"));
    };
    if tile.tiled_values.len() != dests.len() {
        return Err(ctx.emit_error(loc, "expected one tiled value per result"));
    }
    let mut positions = Vec::with_capacity(dests.len());
    for r in 0..dests.len() {
        positions.push((iface.result_tile_position)(b, op, r, offsets, sizes)?);
    }
    let mut inserted = Vec::with_capacity(dests.len());
    let in_parallel = match kind {
        LoopKind::Forall => b.insertion_block().and_then(|blk| b.body.last_op(blk)),
        LoopKind::For => None,
    };
    for ((&value, &dest), (p_offsets, p_sizes)) in tile.tiled_values.iter().zip(dests).zip(&positions) {
        let mixed = |l: &[OpFoldResult]| -> Result<Vec<ApplyValue>, Failed> {
            l.iter()
                .map(|&v| ApplyValue::from_fold_result(ctx, v).ok_or(Failed))
                .collect::<Result<_, _>>()
        };
        let (so, offset_values) = split_mixed(&mixed(p_offsets)?);
        let (ss, size_values) = split_mixed(&mixed(p_sizes)?);
        let st = vec![1; ss.len()];
        match in_parallel {
            Some(term) => {
                let region = b.body.regions_in_body(term).first().copied();
                let Some(block) = region.and_then(|r| b.body.region_entry(r)) else {
                    return Err(Failed);
                };
                tensor::ParallelInsertSliceOp::build(
                    &mut OpBuilder::at_end(ctx, b.body, block),
                    loc,
                    value,
                    dest,
                    &offset_values,
                    &size_values,
                    &[],
                    &so,
                    &ss,
                    &st,
                );
            }
            None => {
                let ty = b.body.value_type(dest);
                let s = tensor::InsertSliceOp::build(
                    b,
                    loc,
                    ty,
                    value,
                    dest,
                    &offset_values,
                    &size_values,
                    &[],
                    &so,
                    &ss,
                    &st,
                );
                inserted.push(s.result(b));
            }
        }
    }
    Ok((tile, inserted))
}
