//! `scf-for-loop-peeling`: peels `scf.for` loops whose step may not divide
//! their range (MLIR's `ForLoopPeelingPattern`, applied with the greedy
//! driver, which also folds).
//!
//! By default the last, partial iteration is peeled: the loop stops at
//! `ub - (ub - lb) mod step` and a copy of it runs from there to `ub`,
//! continuing from the loop's results. Loops whose step is a constant 1 or
//! less, or whose range is known to be a multiple of the step (constants,
//! or bounds that `affine.apply` compositions show to differ by a multiple),
//! are left alone. With `skip-partial` (the default) loops nested in the
//! partial iteration of another peeled loop are not peeled. With
//! `peel-front` the first iteration is peeled instead, into a copy of the
//! loop running up to `lb + step`, unless the loop runs at most once.
//! Unsigned loops are not peeled. Peeled loops are marked while the pass
//! runs so that they are not peeled again.
//!
//! When the last iteration is peeled, `affine.min` and `affine.max` ops in
//! both loops are then simplified with the new bounds (MLIR's
//! `rewritePeeledMinMaxOp`, see `affine_min_max`): in the main loop at
//! least `step` values remain, in the partial iteration fewer.

use strata_dialect_affine::{compose_affine_map_and_operands, map_attr};
use strata_dialect_scf as scf;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{
    Context, IrMapping, IsolatedOpMut, LogicalResult, OpId, OperationState, ValueId, WalkResult,
};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::affine_min_max::{nested_min_max_ops, rewrite_peeled_min_max};
use super::utils::ForLoop;
use strata_dialect_utils::matchers::const_i64;

const PEELED_LOOP: &str = "__peeled_loop__";
const PARTIAL_ITERATION: &str = "__partial_iteration__";

/// The `scf-for-loop-peeling` pass: peels `scf.for` loops whose step may not
/// divide their range into a main loop and a partial last iteration (or a
/// first iteration, with `peel-front`).
pub struct ForLoopPeeling {
    peel_front: bool,
    skip_partial: bool,
}

impl Default for ForLoopPeeling {
    fn default() -> Self {
        ForLoopPeeling {
            peel_front: false,
            skip_partial: true,
        }
    }
}

impl Pass for ForLoopPeeling {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["affine.apply", "affine.min", "affine.max", "arith.*"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-for-loop-peeling"
    }

    fn description(&self) -> &'static str {
        "Peel `for` loops at their upper bounds."
    }

    fn name(&self) -> &'static str {
        "ForLoopPeeling"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "peel-front" => self.peel_front = parse_bool_option(name, value)?,
            "skip-partial" => self.skip_partial = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "peel-front={} skip-partial={}",
            self.peel_front, self.skip_partial
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let pattern = ForLoopPeelingPattern {
            peel_front: self.peel_front,
            skip_partial: self.skip_partial,
        };
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(pattern)]);
        // MLIR's default traversal: bottom-up.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily_nested(ctx, op.body(), &patterns, config, true);
        // Drop the markers.
        super::utils::for_each_body(ctx, op.body(), &|ctx, body| {
            let mut marked = Vec::new();
            body.walk_root_regions(&mut |o| {
                if body.op_attr(ctx, o, PEELED_LOOP).is_some()
                    || body.op_attr(ctx, o, PARTIAL_ITERATION).is_some()
                {
                    marked.push(o);
                }
                WalkResult::Advance
            });
            for o in marked {
                body.set_op_attr(ctx, o, PEELED_LOOP, None);
                body.set_op_attr(ctx, o, PARTIAL_ITERATION, None);
            }
        });
        Ok(())
    }
}

struct ForLoopPeelingPattern {
    peel_front: bool,
    skip_partial: bool,
}

impl RewritePattern for ForLoopPeelingPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(scf::FOR.name)
    }

    fn debug_name(&self) -> &str {
        "ForLoopPeelingPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(f) = ForLoop::get(ctx, rw.body(), op) else {
            return false;
        };
        if f.unsigned || rw.body().op_attr(ctx, op, PEELED_LOOP).is_some() {
            return false;
        }
        let partial = if self.peel_front {
            peel_first_iteration(rw, &f)
        } else {
            if self.skip_partial {
                let body = rw.body();
                let mut cur = op;
                while let Some(p) = body.parent_op(cur) {
                    if ForLoop::get(ctx, body, p).is_some()
                        && body.op_attr(ctx, p, PARTIAL_ITERATION).is_some()
                    {
                        return false;
                    }
                    cur = p;
                }
            }
            let partial = peel_last_iteration(rw, &f);
            if let Some(partial) = partial {
                rewrite_min_max_after_peeling(rw, &f, partial);
            }
            partial
        };
        let Some(partial) = partial else {
            return false;
        };
        let unit = ctx.unit_attr();
        rw.modify_op_in_place(partial, |b| {
            b.set_op_attr(ctx, partial, PEELED_LOOP, Some(unit));
            b.set_op_attr(ctx, partial, PARTIAL_ITERATION, Some(unit));
        });
        rw.modify_op_in_place(op, |b| b.set_op_attr(ctx, op, PEELED_LOOP, Some(unit)));
        true
    }
}

/// Peels the `scf.for` `op` (MLIR's `peelForLoopAndSimplifyBounds`, or
/// `peelForLoopFirstIteration` with `front`): the partial last iteration
/// goes into a loop after `op`, whose bounds become a multiple of the step,
/// and the `affine.min`/`affine.max` ops of both are simplified; with
/// `front`, the first iteration goes into a loop before `op`. Returns the
/// new loop, or `None` when there is nothing to peel.
pub fn peel_for_loop(rw: &mut PatternRewriter<'_>, op: OpId, front: bool) -> Option<OpId> {
    let f = ForLoop::get(rw.ctx, rw.body(), op)?;
    if front {
        return peel_first_iteration(rw, &f);
    }
    let partial = peel_last_iteration(rw, &f)?;
    rewrite_min_max_after_peeling(rw, &f, partial);
    Some(partial)
}

/// Simplifies the `affine.min` then `affine.max` ops of the main loop and
/// of the partial iteration (MLIR's `rewriteAffineOpAfterPeeling`); `f`
/// holds the bounds from before peeling.
fn rewrite_min_max_after_peeling(rw: &mut PatternRewriter<'_>, f: &ForLoop, partial: OpId) {
    let partial_iv = rw
        .body()
        .region_entry(rw.body().regions_in_body(partial)[0])
        .map(|b| rw.body().block_args(b)[0]);
    let Some(partial_iv) = partial_iv else { return };
    for name in [strata_dialect_affine::MIN.name, strata_dialect_affine::MAX.name] {
        for (root, iv, inside) in [(f.op, f.iv, true), (partial, partial_iv, false)] {
            for op in nested_min_max_ops(rw, root, name) {
                rewrite_peeled_min_max(rw, op, iv, f.ub, f.step, inside);
            }
        }
    }
}

/// `map` (one result) applied to `operands` before the insertion point:
/// the operand itself when the map selects one, a constant when all
/// operands are constants, an `affine.apply` otherwise (MLIR's
/// `createOrFold<AffineApplyOp>`).
fn create_or_fold_apply(
    rw: &mut PatternRewriter<'_>,
    map: AffineMap,
    operands: &[ValueId],
    at: OpId,
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(at);
    let nd = map.num_dims as usize;
    let e = map.results[0];
    match e.kind(ctx) {
        AffineExprKind::Dim(d) => return operands[d as usize],
        AffineExprKind::Symbol(s) => return operands[nd + s as usize],
        _ => {}
    }
    let constants: Option<Vec<i64>> = operands.iter().map(|&v| const_i64(ctx, rw.body(), v)).collect();
    if let Some(c) = constants.and_then(|c| e.constant_fold(ctx, &c[..nd], &c[nd..])) {
        let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
        st.result_types.push(ctx.index_type());
        st.properties =
            Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.index_type(), c))]));
        let op = rw.create(st);
        return rw.body().result(op, 0);
    }
    strata_dialect_affine::ApplyOp::build(rw, loc, operands, map_attr(ctx, map)).result(rw)
}

/// `v` (an index) as a value of the type of `like` (loops over integers):
/// an `arith.index_cast`, folded into a constant when `v` is one (MLIR's
/// `createOrFold<arith::IndexCastOp>`).
fn cast_to_type_of(rw: &mut PatternRewriter<'_>, v: ValueId, like: ValueId, at: OpId) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(like);
    if rw.body().value_type(v) == ty {
        return v;
    }
    let loc = rw.body().op_loc(at);
    let mut st = match const_i64(ctx, rw.body(), v) {
        Some(c) => {
            let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
            st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ty, c))]));
            st
        }
        None => {
            let mut st = OperationState::new(ctx.op_name("arith.index_cast"), loc);
            st.operands.push(v);
            st
        }
    };
    st.result_types.push(ty);
    let op = rw.create(st);
    rw.body().result(op, 0)
}

/// Peels the last, partial iteration of `f` into a new loop after it;
/// returns that loop.
fn peel_last_iteration(rw: &mut PatternRewriter<'_>, f: &ForLoop) -> Option<OpId> {
    let ctx = rw.ctx;
    let body = rw.body();
    let (lb, ub, step) = (
        const_i64(ctx, body, f.lb),
        const_i64(ctx, body, f.ub),
        const_i64(ctx, body, f.step),
    );
    if step.is_some_and(|s| s <= 1) {
        return None;
    }
    if let (Some(l), Some(u), Some(s)) = (lb, ub, step) {
        if u.wrapping_sub(l).wrapping_rem(s) == 0 {
            return None;
        }
    }
    let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
    let mut check = AffineMap::new(0, 3, vec![ctx.affine_mod(ctx.affine_sub(s1, s0), s2)]);
    let mut operands = vec![f.lb, f.ub, f.step];
    // Only composition with `affine.apply` producers canonicalizes the map
    // (a loop from a value to itself is still peeled, as in MLIR).
    if operands.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| strata_dialect_affine::ApplyOp::isa(&(ctx, body), d))
    }) {
        compose_affine_map_and_operands(ctx, body, &mut check, &mut operands);
    }
    if check.results.first().and_then(|e| e.as_constant(ctx)) == Some(0) {
        return None;
    }

    let split_map = AffineMap::new(
        0,
        3,
        vec![ctx.affine_sub(s1, ctx.affine_mod(ctx.affine_sub(s1, s0), s2))],
    );
    rw.set_insertion_point(f.op);
    let split = create_or_fold_apply(rw, split_map, &[f.lb, f.ub, f.step], f.op);
    let split = cast_to_type_of(rw, split, f.lb, f.op);
    rw.set_insertion_point_after(f.op);
    let partial = rw.clone_op(f.op, &mut IrMapping::new());
    rw.modify_op_in_place(partial, |b| b.set_operand(partial, 0, split));
    let results: Vec<ValueId> = rw.body().results(f.op).collect();
    let partial_results: Vec<ValueId> = rw.body().results(partial).collect();
    for (&r, &p) in results.iter().zip(&partial_results) {
        rw.replace_all_uses_with(r, p);
    }
    rw.modify_op_in_place(partial, |b| {
        for (i, &r) in results.iter().enumerate() {
            b.set_operand(partial, 3 + i, r);
        }
    });
    rw.modify_op_in_place(f.op, |b| b.set_operand(f.op, 1, split));
    Some(partial)
}

/// Peels the first iteration of `f` into a new loop before it; returns
/// that loop.
fn peel_first_iteration(rw: &mut PatternRewriter<'_>, f: &ForLoop) -> Option<OpId> {
    let ctx = rw.ctx;
    let body = rw.body();
    let (lb, ub, step) = (
        const_i64(ctx, body, f.lb),
        const_i64(ctx, body, f.ub),
        const_i64(ctx, body, f.step),
    );
    if let (Some(l), Some(u), Some(s)) = (lb, ub, step) {
        // MLIR compares the trip count computed in floating point.
        if ((u.wrapping_sub(l)) as f32 / s as f32).ceil() <= 1.0 {
            return None;
        }
    }
    let map = AffineMap::new(
        0,
        2,
        vec![ctx.affine_add(ctx.affine_symbol(0), ctx.affine_symbol(1))],
    );
    rw.set_insertion_point(f.op);
    let split = create_or_fold_apply(rw, map, &[f.lb, f.step], f.op);
    let split = cast_to_type_of(rw, split, f.ub, f.op);
    let first = rw.clone_op(f.op, &mut IrMapping::new());
    rw.modify_op_in_place(first, |b| b.set_operand(first, 1, split));
    let first_results: Vec<ValueId> = rw.body().results(first).collect();
    rw.modify_op_in_place(f.op, |b| {
        for (i, &r) in first_results.iter().enumerate() {
            b.set_operand(f.op, 3 + i, r);
        }
        b.set_operand(f.op, 0, split);
    });
    Some(first)
}
