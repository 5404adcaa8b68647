//! `transform.loop.tile %nest {tile_sizes = array<i64: T1, ..., Tn>}` tiles
//! the outermost `n` loops of a perfect nest of `scf.for` loops: `n` loops
//! over the tiles, stepping by `Ti` iterations, around the original loops,
//! which run over one tile. The trip counts must be constants and
//! multiples of the tile sizes (as `transform.loop.split` leaves them), so
//! a tile's loops have constant trip counts and no bound to clamp.

use strata::dialect_transforms::scf::utils::{for_trip_count, perfectly_nested_for_loops, Builder, ForLoop};
use strata::dialects::transform::interpreter::consumes_first;
use strata::dialects::transform::ops::OP_HANDLE;
use strata::dialects::transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata::ir::{Body, Context, InsertPoint, OpId, OpRef, ValueId};
use strata::ods::constraints::attrs;

strata::ods::op! {
    /// Tiles the outermost loops of a perfect `scf.for` nest (one per tile
    /// size) whose constant trip counts are multiples of the tile sizes.
    /// Returns the outermost loop over the tiles and the outermost loop
    /// within a tile.
    pub LoopTileOp(LOOP_TILE, "transform.loop.tile") {
        operands(target: single(OP_HANDLE))
        results(tile_loop: single(OP_HANDLE), point_loop: single(OP_HANDLE))
        attributes(tile_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR))
        summary: "Tiles a perfect loop nest whose trip counts are multiples of the tile sizes",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %tiles, %points = transform.loop.tile %loops {tile_sizes = array<i64: 32, 32>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[
            &TransformOpInterface {
                apply: apply_tile,
                consumed: consumes_first,
                allows_repeated_handles: false,
            },
            &strata::pass::conditions::Conditions {
                requires: &["scf.for"],
                removes: &[],
                introduces: &["scf.for", "arith.constant", "arith.addi"],
                introduces_if: &[],
            },
        ],
    }
}

/// The outermost `depth` loops of the perfect `scf.for` nest rooted at
/// `op`, none of them carrying values; or why not.
pub(crate) fn for_nest(ctx: &Context, body: &Body, op: OpId, depth: usize) -> Result<Vec<ForLoop>, String> {
    let loops = perfectly_nested_for_loops(ctx, body, op);
    if loops.len() < depth {
        return Err(format!(
            "the target is not a perfect nest of {depth} scf.for loops"
        ));
    }
    loops[..depth]
        .iter()
        .map(|&l| {
            let f = ForLoop::get(ctx, body, l).ok_or("the target is not a perfect nest of scf.for loops")?;
            if f.inits.is_empty() {
                Ok(f)
            } else {
                Err("a loop of the nest carries values".to_string())
            }
        })
        .collect()
}

/// Tiles the nest rooted at `op` by `sizes`; the outermost tile loop, or
/// why not.
fn tile_nest(ctx: &Context, body: &mut Body, op: OpId, sizes: &[i64]) -> Result<OpId, String> {
    let loops = for_nest(ctx, body, op, sizes.len())?;
    let mut tile_steps = Vec::new();
    for (d, (f, &size)) in loops.iter().zip(sizes).enumerate() {
        if size <= 0 {
            return Err("the tile sizes must be positive".into());
        }
        let step = strata::dialects::utils::matchers::const_i64(ctx, body, f.step)
            .ok_or_else(|| format!("the step of loop #{d} is not a constant"))?;
        let trips = for_trip_count(ctx, body, f)
            .ok_or_else(|| format!("the trip count of loop #{d} is not a constant"))?;
        if trips % size as u128 != 0 {
            return Err(format!(
                "the trip count {trips} of loop #{d} is not a multiple of its tile size {size}"
            ));
        }
        tile_steps.push(
            step.checked_mul(size)
                .ok_or_else(|| format!("the tile of loop #{d} overflows"))?,
        );
    }
    // The loops over the tiles, with the bounds of the loops they tile
    // (constants, so defined above the nest).
    let mut b = Builder::before(ctx, body, op);
    let steps: Vec<ValueId> = loops
        .iter()
        .zip(&tile_steps)
        .map(|(f, &tile_step)| {
            let ty = b.body().value_type(f.step);
            b.constant(ty, tile_step)
        })
        .collect();
    let mut tile_ivs = Vec::new();
    let mut outer = None;
    let mut innermost_yield = None;
    for (f, &step) in loops.iter().zip(&steps) {
        let (l, block) = b.for_loop((f.lb, f.ub, step), &[]);
        outer.get_or_insert(l);
        let y = b.body().last_op(block).ok_or("an scf.for without a terminator")?;
        b.b.set_insertion_point_before(y);
        innermost_yield = Some(y);
        tile_ivs.push(b.body().block_args(block)[0]);
    }
    // Each original loop runs over its tile: from the tile loop's
    // induction variable to one tile further.
    let ubs: Vec<ValueId> = tile_ivs
        .iter()
        .zip(&steps)
        .map(|(&iv, &step)| b.binary("arith.addi", iv, step))
        .collect();
    let (Some(outer), Some(y)) = (outer, innermost_yield) else {
        return Err("no tile sizes".into());
    };
    body.move_op(op, InsertPoint::Before(y));
    for (f, (&iv, &ub)) in loops.iter().zip(tile_ivs.iter().zip(&ubs)) {
        body.set_operand(f.op, 0, iv);
        body.set_operand(f.op, 1, ub);
    }
    Ok(outer)
}

fn apply_tile(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let sizes = OpRef::new(ctx, script, op)
        .attr("tile_sizes")
        .and_then(|a| strata::ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new(), Vec::new()]);
        };
        match tile_nest(ctx, body, target.op, &sizes) {
            Ok(tiles) => Ok(vec![
                vec![PayloadOp {
                    body: target.body,
                    op: tiles,
                }],
                vec![target],
            ]),
            Err(why) => Err(Dsf::silenceable(loc, format!("cannot tile the loops: {why}"))),
        }
    })
}
