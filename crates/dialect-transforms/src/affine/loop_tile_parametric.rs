//! Tiling by tile sizes known only at run time (MLIR's
//! `tilePerfectlyNestedParametric`): each loop `for i = L to U step s` of
//! a hyper-rectangular perfect nest with constant lower bounds, tiled by
//! the SSA value `t`, becomes a tile loop
//! `for it = L to (U - L) ceildiv t + L step s` around an intra-tile loop
//! `for i = (it - L) * t + L to min((it - L) * t + t * s + L, U) step s`,
//! as mlir-opt builds them.

use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, InsertPoint, OpId, ValueId};

use super::loop_utils::{create_for, set_bound, tileable_band, AffineFor, NotApplicable};

/// Tiles the perfect nest `band` (outermost first) by `sizes`, one index
/// value per loop, defined above the band. Returns the tile loops.
pub fn tile_perfectly_nested_parametric(
    ctx: &Context,
    body: &mut Body,
    band: &[OpId],
    sizes: &[ValueId],
) -> Result<Vec<OpId>, NotApplicable> {
    if band.is_empty() || sizes.len() != band.len() {
        return Err(NotApplicable("one tile size per loop is needed"));
    }
    let loops = tileable_band(ctx, body, band)?;
    let lbs: Vec<i64> = loops
        .iter()
        .map(|l| l.constant_lower_bound(ctx))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("a lower bound is not constant"))?;

    // The tile loops, outermost first, each in the previous one's body.
    let root = band[0];
    let mut tiles: Vec<OpId> = Vec::with_capacity(loops.len());
    for ((l, &lb), &t) in loops.iter().zip(&lbs).zip(sizes) {
        let at = match tiles.last() {
            None => root,
            Some(&outer) => {
                let block = body
                    .region_entry(body.op_regions(outer).1[0])
                    .ok_or(NotApplicable("no block"))?;
                body.last_op(block).ok_or(NotApplicable("no terminator"))?
            }
        };
        // (U - L) ceildiv t + L, with t a new last symbol.
        let (nd, ns) = (l.ub_map.num_dims, l.ub_map.num_symbols);
        let size = ctx.affine_symbol(ns);
        let lb_expr = ctx.affine_constant(lb);
        let results: Vec<_> = l
            .ub_map
            .results
            .iter()
            .map(|&u| ctx.affine_add(ctx.affine_ceil_div(ctx.affine_sub(u, lb_expr), size), lb_expr))
            .collect();
        let ub_map = AffineMap::new(nd, ns + 1, results);
        let mut ub_operands = l.ub_operands.clone();
        ub_operands.push(t);
        let tile = create_for(
            ctx,
            body,
            at,
            (&l.lb_map, &l.lb_operands),
            (&ub_map, &ub_operands),
            l.step,
        );
        tiles.push(tile);
    }
    let innermost = *tiles.last().ok_or(NotApplicable("no loops"))?;
    let block = body
        .region_entry(body.op_regions(innermost).1[0])
        .ok_or(NotApplicable("no block"))?;
    let terminator = body.last_op(block).ok_or(NotApplicable("no terminator"))?;
    body.move_op(root, InsertPoint::Before(terminator));
    // The loops of the band become the intra-tile loops: fresh loops in
    // mlir-opt, so without their discardable attributes.
    for &l in band {
        body.set_op_attr_dict(l, None);
    }
    for (((l, &lb), &tile), &t) in loops.iter().zip(&lbs).zip(&tiles).zip(sizes) {
        let tile_iv = AffineFor::get(ctx, body, tile)
            .ok_or(NotApplicable("malformed tile loop"))?
            .iv;
        let lb_expr = ctx.affine_constant(lb);
        // (it - L) * t + L over (it)[t].
        let start = |d, s| ctx.affine_add(ctx.affine_mul(ctx.affine_sub(d, lb_expr), s), lb_expr);
        let lb_map = AffineMap::new(1, 1, vec![start(ctx.affine_dim(0), ctx.affine_symbol(0))]);
        set_bound(ctx, body, l.op, true, lb_map, &[tile_iv, t]);
        // min((it - L) * t + t * s + L, U...), the tile loop's value a new
        // last dim and t a new last symbol.
        let (nd, ns) = (l.ub_map.num_dims, l.ub_map.num_symbols);
        let (d, s) = (ctx.affine_dim(nd), ctx.affine_symbol(ns));
        let span = ctx.affine_mul(s, ctx.affine_constant(l.step));
        let end = ctx.affine_add(
            ctx.affine_add(ctx.affine_mul(ctx.affine_sub(d, lb_expr), s), span),
            lb_expr,
        );
        let mut results = vec![end];
        results.extend(l.ub_map.results.iter().copied());
        let mut operands = l.ub_operands[..nd as usize].to_vec();
        operands.push(tile_iv);
        operands.extend(&l.ub_operands[nd as usize..]);
        operands.push(t);
        set_bound(
            ctx,
            body,
            l.op,
            false,
            AffineMap::new(nd + 1, ns + 1, results),
            &operands,
        );
    }
    Ok(tiles)
}
