//! Parametric tiling of perfect `scf.for` nests (MLIR's `tile` and
//! `extractFixedOuterLoops`) and the `test-extract-fixed-outer-loops` pass
//! that exercises it.
//!
//! Strip-mining a loop by a size (an SSA value) multiplies its step by the
//! size and moves the body of a target loop nested in it into a new
//! innermost loop over one strip: from the outer induction variable to
//! `min(ub, iv + new step)` by the original step. Tiling a nest strip-mines
//! each loop in turn, the new loop of each level becoming the target of
//! the next, so the intra-tile loops end up innermost. Extracting fixed
//! outer loops tiles by `ceildiv(trip count, size)` so that the outer
//! loops run `size` iterations, then hoists the ops the tiling left
//! between the loops out of the bands when they do not depend on them.

use strata_dialect_scf as scf;
use strata_ir::interfaces::is_memory_effect_free;
use strata_ir::{Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueId};
use strata_pass::{int_list_option_text, parse_int_list_option, Pass};

use super::loop_unroll::nesting_depth;
use super::utils::{
    defined_outside, for_each_body, is_live_op, perfectly_nested_for_loops, Builder, ForLoop, NotApplicable,
};

/// Strip-mines the `scf.for` `op` by `factor`, sinking the new loop over
/// one strip into each of `targets` (loops nested in `op`, without
/// iteration arguments): returns the new loops, one per target.
fn strip_mine_sink(ctx: &Context, body: &mut Body, op: OpId, factor: ValueId, targets: &[OpId]) -> Vec<OpId> {
    let Some(f) = ForLoop::get(ctx, body, op) else {
        return Vec::new();
    };
    let mut b = Builder::before(ctx, body, op);
    let new_step = b.binary("arith.muli", f.step, factor);
    body.set_operand(op, 2, new_step);
    let mut inner = Vec::with_capacity(targets.len());
    for &t in targets {
        let Some(tf) = ForLoop::get(ctx, body, t) else {
            continue;
        };
        let ops: Vec<OpId> = body.block_ops(tf.block).filter(|&o| o != tf.terminator).collect();
        let loc = body.op_loc(t);
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_before(tf.terminator);
        let stepped = b.binary("arith.addi", f.iv, new_step);
        let ub = b.binary("arith.minsi", f.ub, stepped);
        let (new_for, new_block) = b.for_loop((f.iv, ub, f.step), &[]);
        let body = b.body();
        let Some(yield_op) = body.last_op(new_block) else {
            continue;
        };
        for o in ops {
            body.move_op(o, InsertPoint::Before(yield_op));
        }
        let new_iv = body.block_args(new_block)[0];
        body.replace_uses_with_if(f.iv, new_iv, |body, user, _| {
            body.is_ancestor(new_for, user) && user != new_for
        });
        inner.push(new_for);
    }
    inner
}

/// Tiles the loops `for_ops` (each nested in the previous one) by `sizes`
/// (one per loop), sinking the intra-tile loops into `target` (MLIR's
/// `tile`): returns the intra-tile loops, outermost first. The loops must
/// be permutable.
pub fn tile_for_loops(
    ctx: &Context,
    body: &mut Body,
    for_ops: &[OpId],
    sizes: &[ValueId],
    target: OpId,
) -> Vec<OpId> {
    let mut targets = vec![target];
    let mut out = Vec::with_capacity(sizes.len());
    for (&op, &size) in for_ops.iter().zip(sizes) {
        targets = strip_mine_sink(ctx, body, op, size, &targets);
        match targets.as_slice() {
            [t] => out.push(*t),
            _ => break,
        }
    }
    out
}

/// Moves the ops of `outer`'s body that come before `inner` and can be
/// hoisted (ops without regions or memory effects whose operands are
/// defined outside `outer`) before `outer`; nested `scf.for` loops are
/// passed over. Returns whether every other op could be hoisted.
fn hoist_ops_between(ctx: &Context, body: &mut Body, outer: OpId, inner: OpId) -> bool {
    let Some(f) = ForLoop::get(ctx, body, outer) else {
        return false;
    };
    let mut ok = true;
    let mut hoisted = Vec::new();
    for o in body.block_ops(f.block).collect::<Vec<_>>() {
        if o == inner || o == f.terminator {
            break;
        }
        // An op reading a value computed in the loop (the induction
        // variable, or an op left in the loop) stays.
        let reads_loop_value = body.operands(o).any(|v| {
            !defined_outside(body, outer, v) && body.defining_op(v).is_none_or(|d| !hoisted.contains(&d))
        });
        if reads_loop_value {
            ok = false;
            continue;
        }
        if is_live_op(ctx, body, o, |ir, op| scf::ForOp::isa(ir, op)) {
            continue;
        }
        if body.num_regions(o) > 0 || !is_memory_effect_free(OpRef::new(ctx, body, o)) {
            ok = false;
            continue;
        }
        hoisted.push(o);
    }
    for o in hoisted {
        body.move_op(o, InsertPoint::Before(outer));
    }
    ok
}

/// Hoists the ops between the loops of each band out of the band's
/// outermost loop (MLIR's `tryIsolateBands`), intra-tile band first; stops
/// at the first op that cannot be hoisted.
fn isolate_bands(ctx: &Context, body: &mut Body, inter: &[OpId], intra: &[OpId]) -> bool {
    for band in [intra, inter] {
        for &inner in band.iter().skip(1) {
            if !hoist_ops_between(ctx, body, band[0], inner) {
                return false;
            }
        }
    }
    true
}

/// Tiles the perfect nest of `scf.for` loops rooted at `root` (its first
/// `sizes.len()` loops) so that the outer loops run `sizes` iterations
/// (MLIR's `extractFixedOuterLoops`): returns the outer (inter-tile) and
/// inner (intra-tile) loops. Fails, changing nothing, when a loop carries
/// values, compares unsigned, or a size is not positive.
pub fn extract_fixed_outer_loops(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    sizes: &[i64],
) -> Result<(Vec<OpId>, Vec<OpId>), NotApplicable> {
    let mut for_ops = perfectly_nested_for_loops(ctx, body, root);
    for_ops.truncate(sizes.len());
    let sizes = &sizes[..sizes.len().min(for_ops.len())];
    if for_ops.is_empty() {
        return Err(NotApplicable("not an scf.for"));
    }
    if sizes.iter().any(|&s| s <= 0) {
        return Err(NotApplicable("expected strictly positive sizes"));
    }
    let mut loops = Vec::with_capacity(for_ops.len());
    for &op in &for_ops {
        let f = ForLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.for"))?;
        if !f.inits.is_empty() {
            return Err(NotApplicable("loops carrying values are not supported"));
        }
        if f.unsigned {
            return Err(NotApplicable("unsigned loops are not supported"));
        }
        loops.push(f);
    }
    // ceildiv(ceildiv(ub - lb, step), size) iterations per tile.
    let mut tile_sizes = Vec::with_capacity(sizes.len());
    for (f, &size) in loops.iter().zip(sizes) {
        let mut b = Builder::before(ctx, body, f.op);
        let ty = b.body().value_type(f.ub);
        let diff = b.binary("arith.subi", f.ub, f.lb);
        let one = b.constant(ty, 1);
        let step_minus_one = b.binary("arith.subi", f.step, one);
        let sum = b.binary("arith.addi", diff, step_minus_one);
        let iterations = b.binary("arith.divui", sum, f.step);
        let size_minus_one = b.constant(ty, size - 1);
        let size_value = b.constant(ty, size);
        let sum = b.binary("arith.addi", iterations, size_minus_one);
        tile_sizes.push(b.binary("arith.divui", sum, size_value));
    }
    let target = for_ops[for_ops.len() - 1];
    let intra = tile_for_loops(ctx, body, &for_ops, &tile_sizes, target);
    // As in MLIR, bands that cannot be isolated are left as they are.
    let _ = isolate_bands(ctx, body, &for_ops, &intra);
    Ok((for_ops, intra))
}

/// `test-extract-fixed-outer-loops`: tiles each outermost `scf.for` nest so
/// that its outer loops run `test-outer-loop-sizes` iterations.
#[derive(Default)]
pub struct TestExtractFixedOuterLoops {
    sizes: Vec<i64>,
}

impl Pass for TestExtractFixedOuterLoops {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["scf.for", "scf.yield", "arith.*"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-extract-fixed-outer-loops"
    }

    fn description(&self) -> &'static str {
        "test application of parametric tiling to the outer loops so that the ranges of outer loops become static"
    }

    fn name(&self) -> &'static str {
        "SimpleParametricLoopTilingPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "test-outer-loop-sizes" => self.sizes = parse_int_list_option(name, value, "long")?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        int_list_option_text("test-outer-loop-sizes", &self.sizes)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if self.sizes.is_empty() {
            return Err(ctx.emit_error(
                ctx.unknown_loc(),
                "missing `test-outer-loop-sizes` pass-option for outer loop sizes",
            ));
        }
        let sizes = &self.sizes;
        for_each_body(ctx, op.body(), &|ctx, body| {
            let is_for = |ir: &(&Context, &Body), op: OpId| scf::ForOp::isa(ir, op);
            let roots: Vec<OpId> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| is_live_op(ctx, body, o, is_for) && nesting_depth(ctx, body, o, is_for) == 0)
                .collect();
            for r in roots {
                // Nests that cannot be tiled are left as they are.
                let _ = extract_fixed_outer_loops(ctx, body, r, sizes);
            }
        });
        Ok(())
    }
}
