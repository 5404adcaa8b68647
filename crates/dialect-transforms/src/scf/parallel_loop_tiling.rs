//! `scf-parallel-loop-tiling`: tiles the innermost `scf.parallel` loops
//! without reductions (MLIR's `tileParallelLoop`).
//!
//! A loop is split into an outer loop stepping by `step * tile size` and an
//! inner loop from 0 over one tile whose induction variables are offset by
//! the outer ones. Dimensions beyond the given tile sizes get tile size 1.
//! The inner upper bound is the outer step when the trip count is constant
//! and a multiple of the tile size; otherwise it is
//! `affine.min(step * tile, ub - outer iv)`, or, with `no-min-max-bounds`,
//! the outer step with the body guarded by an `scf.if` that checks the
//! iteration is in bounds.

use strata_dialect_scf as scf;
use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, ValueId};
use strata_pass::{parse_bool_option, Pass};

use super::utils::{for_each_body, is_live_op, is_op, Builder, ParallelLoop};

/// The `scf-parallel-loop-tiling` pass: tiles the innermost `scf.parallel`
/// loops without reductions by its `parallel-loop-tile-sizes`, into an outer
/// loop over tiles and an inner loop within a tile.
#[derive(Default)]
pub struct ParallelLoopTiling {
    tile_sizes: Vec<i64>,
    no_min_max_bounds: bool,
}

impl Pass for ParallelLoopTiling {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.parallel"],
            removes: &[],
            introduces: &[
                "scf.parallel",
                "scf.reduce",
                "scf.if",
                "scf.yield",
                "affine.min",
                "arith.*",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-parallel-loop-tiling"
    }

    fn description(&self) -> &'static str {
        "Tile parallel loops"
    }

    fn name(&self) -> &'static str {
        "SCFParallelLoopTiling"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "parallel-loop-tile-sizes" => {
                let value = value.trim_start_matches('{').trim_end_matches('}');
                self.tile_sizes = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|s| {
                        s.trim().parse::<i64>().map_err(|_| {
                            format!("for the --{name} option: '{s}' value invalid for long argument!")
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "no-min-max-bounds" => self.no_min_max_bounds = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let sizes = if self.tile_sizes.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = self.tile_sizes.iter().map(|s| s.to_string()).collect();
            format!("parallel-loop-tile-sizes={{{}}}", list.join(","))
        };
        format!("no-min-max-bounds={} {sizes}", self.no_min_max_bounds)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if self.tile_sizes.contains(&0) {
            return Err(ctx.emit_error(ctx.unknown_loc(), "tile size cannot be 0"));
        }
        let sizes = &self.tile_sizes;
        let no_min_max = self.no_min_max_bounds;
        for_each_body(ctx, op.body(), &|ctx, body| {
            let mut innermost = Vec::new();
            for &r in body.root_regions().to_vec().iter() {
                collect_innermost_in_region(ctx, body, r, &mut innermost);
            }
            for p in innermost {
                if body.num_results(p) == 0 {
                    tile_parallel_loop(ctx, body, p, sizes, no_min_max);
                }
            }
        });
        Ok(())
    }
}

/// Collects the `scf.parallel` loops of `region` that contain no other;
/// returns whether the region contains any.
fn collect_innermost_in_region(
    ctx: &Context,
    body: &Body,
    region: strata_ir::RegionId,
    out: &mut Vec<OpId>,
) -> bool {
    let mut any = false;
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            let mut encloses = false;
            if body.child_body(op).is_none() {
                for &r in body.regions_in_body(op) {
                    encloses |= collect_innermost_in_region(ctx, body, r, out);
                }
            }
            any |= encloses;
            if is_live_op(ctx, body, op, |ir, op| scf::ParallelOp::isa(ir, op)) {
                any = true;
                if !encloses {
                    out.push(op);
                }
            }
        }
    }
    any
}

/// The value of an `arith.constant` of index type.
fn constant_index(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let d = body.defining_op(v)?;
    if !is_op(ctx, body, d, "arith.constant") || !ctx.is_index(body.value_type(v)) {
        return None;
    }
    strata_dialect_utils::matchers::const_i64(ctx, body, v)
}

/// Tiles the `scf.parallel` `op` by `tile_sizes`; returns the outer and
/// inner loops.
pub fn tile_parallel_loop(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    tile_sizes: &[i64],
    no_min_max_bounds: bool,
) -> Option<(OpId, OpId)> {
    let p = ParallelLoop::get(ctx, body, op)?;
    let n = p.ubs.len();
    let mut b = Builder::before(ctx, body, op);
    let zero = b.index_constant(0);
    let tiles: Vec<(ValueId, i64)> = (0..n)
        .map(|i| {
            let t = tile_sizes.get(i).copied().unwrap_or(1);
            (b.index_constant(t), t)
        })
        .collect();
    let new_steps: Vec<ValueId> = p
        .steps
        .iter()
        .zip(&tiles)
        .map(|(&s, &(t, _))| b.binary("arith.muli", s, t))
        .collect();
    let (outer, outer_block) = b.parallel_loop(&p.lbs, &p.ubs, &new_steps, &[]);
    let outer_ivs: Vec<ValueId> = b.body().block_args(outer_block).to_vec();
    b.b.set_insertion_point_to_start(outer_block);

    let mut new_bounds = Vec::with_capacity(n);
    let mut need_inbound_check = false;
    for i in 0..n {
        let body = b.body();
        let statics = (
            constant_index(ctx, body, p.lbs[i]),
            constant_index(ctx, body, p.ubs[i]),
            constant_index(ctx, body, p.steps[i]),
        );
        if let (Some(lb), Some(ub), Some(step)) = statics {
            let (num, den) = (ub.wrapping_sub(lb) as u64, step as u64);
            if let Some(quotient) = num.checked_div(den) {
                let iterations = quotient + u64::from(num % den != 0);
                if iterations % (tiles[i].1 as u64) == 0 {
                    new_bounds.push(new_steps[i]);
                    continue;
                }
            }
        }
        if no_min_max_bounds {
            new_bounds.push(new_steps[i]);
            need_inbound_check = true;
            continue;
        }
        new_bounds.push(affine_min_bound(&mut b, new_steps[i], p.ubs[i], outer_ivs[i]));
    }
    let zeros = vec![zero; n];
    let (inner, inner_block) = b.parallel_loop(&zeros, &new_bounds, &p.steps, &[]);
    let loc = b.loc;
    let inner_region = b.body().regions_in_body(inner)[0];
    let inner_ivs: Vec<ValueId> = b.body().block_args(inner_block).to_vec();

    if no_min_max_bounds && need_inbound_check {
        b.b.set_insertion_point_to_start(inner_block);
        let mut inbound = b.constant(ctx.i1(), 1);
        for i in 0..n {
            let scaled = b.binary("arith.muli", inner_ivs[i], p.steps[i]);
            let index = b.binary("arith.addi", scaled, outer_ivs[i]);
            let in_dim = b.cmpi(6, index, p.ubs[i]);
            inbound = b.binary("arith.andi", inbound, in_dim);
        }
        // The original body becomes the then-block of an `scf.if`.
        let if_op = scf::IfOp::build(&mut b.b, b.loc, &[], inbound);
        let then_region = if_op.then_region(&b.b);
        let body = b.body();
        body.inline_region_before(p.region, then_region, None);
        let reduce_loc = body.op_loc(p.terminator);
        body.erase_op(p.terminator);
        scf::YieldOp::build(&mut OpBuilder::at_end(ctx, body, p.block), reduce_loc, &[]);
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_to_start(inner_block);
        for (i, (&inner_iv, &outer_iv)) in inner_ivs.iter().zip(&outer_ivs).enumerate() {
            let new_index = b.binary("arith.addi", inner_iv, outer_iv);
            let old = b.body().block_arg(p.block, i);
            b.body().replace_all_uses_with(old, new_index);
        }
        let body = b.body();
        for i in (0..n).rev() {
            body.erase_block_arg(p.block, i);
        }
    } else {
        let body = b.body();
        body.erase_block(inner_block);
        body.inline_region_before(p.region, inner_region, None);
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_to_start(p.block);
        for (i, &outer_iv) in outer_ivs.iter().enumerate() {
            let iv = b.body().block_arg(p.block, i);
            let new_index = b.binary("arith.addi", iv, outer_iv);
            let new_op = b.body().defining_op(new_index).expect("just created");
            b.body()
                .replace_uses_with_if(iv, new_index, |_, user, _| user != new_op);
        }
    }
    body.erase_op(op);
    Some((outer, inner))
}

/// `affine.min(d0, d1 - d2)` of the outer step, the upper bound and the
/// outer induction variable: the size of the tile starting at the outer
/// induction variable.
fn affine_min_bound(b: &mut Builder<'_>, step: ValueId, ub: ValueId, iv: ValueId) -> ValueId {
    let ctx = b.b.ctx;
    let (d0, d1, d2) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_dim(2));
    let map = AffineMap::new(3, 0, vec![d0, ctx.affine_sub(d1, d2)]);
    let attr = strata_dialect_affine::map_attr(ctx, map);
    strata_dialect_affine::MinOp::build(&mut b.b, b.loc, &[step, ub, iv], attr).result(&b.b)
}
