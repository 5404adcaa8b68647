//! Simplification of `affine.min` and `affine.max` ops with the bounds of
//! the loops around them (MLIR's `AffineCanonicalizationUtils`): the
//! facts about the induction variables go into a constraint system and
//! `simplify_constrained_min_max` looks for the result that is always the
//! smallest (largest); the op is replaced by an `affine.apply` of it, which
//! the greedy driver then folds.

use std::collections::HashSet;

use strata_dialect_affine::analysis::{
    add_value_var, simplify_constrained_min_max, Constraints, LinExpr, VarKind,
};
use strata_dialect_affine::{self as affine, map_attr};
use strata_dialect_scf as scf;
use strata_dialect_utils::matchers::const_i64;
use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{LoopBound, LoopLikeOpInterface};
use strata_ir::{OpId, OpRef, ValueDef, ValueId, WalkOrder, WalkResult};
use strata_rewrite::PatternRewriter;

fn is_min_max(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    affine::MinOp::isa(rw, op) || affine::MaxOp::isa(rw, op)
}

fn replace_with_apply(rw: &mut PatternRewriter<'_>, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = affine::ApplyOp::build(rw, loc, &operands, map_attr(ctx, map)).result(rw);
    rw.replace_op(op, &[v]);
}

fn simplify_and_replace(rw: &mut PatternRewriter<'_>, op: OpId, cst: Constraints) -> bool {
    match simplify_constrained_min_max(rw.ctx, rw.body(), op, cst) {
        Some((map, operands)) => {
            replace_with_apply(rw, op, map, operands);
            true
        }
        None => false,
    }
}

/// The `affine.min` (`max`) ops nested in `root`, in post-order.
pub fn nested_min_max_ops(rw: &PatternRewriter<'_>, root: OpId, name: &str) -> Vec<OpId> {
    let body = rw.body();
    let name = rw.ctx.op_name(name);
    let mut out = Vec::new();
    body.walk(root, WalkOrder::PostOrder, &mut |o| {
        if body.op_name(o) == name {
            out.push(o);
        }
        WalkResult::Advance
    });
    out
}

/// Simplifies `op` in a loop peeled at `ub` (MLIR's
/// `rewritePeeledMinMaxOp`): inside the main loop every iteration is full
/// (`ub - iv >= step`); in the partial iteration fewer than `step` values
/// remain (`ub - iv < step`).
pub fn rewrite_peeled_min_max(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    iv: ValueId,
    ub: ValueId,
    step: ValueId,
    inside_loop: bool,
) -> bool {
    let (ctx, body) = (rw.ctx, rw.body());
    let mut cst = Constraints::new();
    let iv_var = cst.add_var(VarKind::Dim, Some(iv));
    let ub_var = add_value_var(ctx, body, &mut cst, ub, VarKind::Symbol);
    let step_var = add_value_var(ctx, body, &mut cst, step, VarKind::Symbol);
    let (iv_e, ub_e, step_e) = (LinExpr::var(iv_var), LinExpr::var(ub_var), LinExpr::var(step_var));
    let fact = if inside_loop {
        // ub - iv - step >= 0
        ub_e.sub(&iv_e).and_then(|e| e.sub(&step_e))
    } else {
        // iv - ub + step - 1 >= 0
        iv_e.sub(&ub_e)
            .and_then(|e| e.add(&step_e))
            .and_then(|e| e.plus(-1))
    };
    let Some(fact) = fact else { return false };
    cst.add_ineq(fact);
    simplify_and_replace(rw, op, cst)
}

/// The bounds and step of the loop `iv` is an induction variable of, for
/// `scf.for`, `scf.parallel` and `scf.forall` (MLIR's `matchForLikeLoop`).
fn match_for_like_loop(rw: &PatternRewriter<'_>, iv: ValueId) -> Option<(LoopBound, LoopBound, LoopBound)> {
    let (ctx, body) = (rw.ctx, rw.body());
    let ValueDef::BlockArg(block, _) = body.value_def(iv) else {
        return None;
    };
    let parent = body.block_parent_op(block)?;
    let r = OpRef::new(ctx, body, parent);
    let for_like = scf::ForOp::from_ref(r).is_some()
        || scf::ParallelOp::from_ref(r).is_some()
        || scf::ForallOp::from_ref(r).is_some();
    if !for_like {
        return None;
    }
    let i = r.def()?.interfaces.get::<LoopLikeOpInterface>()?;
    let k = (i.induction_vars?)(r).iter().position(|&v| v == iv)?;
    let lb = *(i.lower_bounds?)(r).get(k)?;
    let ub = *(i.upper_bounds?)(r).get(k)?;
    let step = *(i.steps?)(r).get(k)?;
    Some((lb, ub, step))
}

/// Adds the range of the induction variable `iv` (MLIR's
/// `addLoopRangeConstraints`): `lb <= iv <= lb + step * ((ub - lb - 1)
/// floordiv step)`, or `iv == lb` when constant bounds allow at most one
/// iteration. False when the step is not a constant.
fn add_loop_range_constraints(
    rw: &PatternRewriter<'_>,
    cst: &mut Constraints,
    iv: ValueId,
    (lb, ub, step): (LoopBound, LoopBound, LoopBound),
) -> Option<()> {
    let (ctx, body) = (rw.ctx, rw.body());
    let constant = |b: LoopBound| match b {
        LoopBound::Constant(c) => Some(c),
        LoopBound::Value(v) => const_i64(ctx, body, v),
    };
    let step = constant(step)?;
    let iv_e = LinExpr::var(cst.add_var(VarKind::Dim, Some(iv)));
    let mut expr = |b: LoopBound| match b {
        LoopBound::Constant(c) => LinExpr::constant(c),
        LoopBound::Value(v) => LinExpr::var(add_value_var(ctx, body, cst, v, VarKind::Symbol)),
    };
    let (lb_e, ub_e) = (expr(lb), expr(ub));
    cst.add_ineq(iv_e.sub(&lb_e)?);
    let (lb_c, ub_c) = (constant(lb), constant(ub));
    let last = match (lb_c, ub_c) {
        (Some(l), Some(u)) if l.checked_add(step).is_some_and(|x| x >= u) => lb_e,
        // `lb + 0 * (...)`: MLIR's expression drops the division by zero.
        _ if step == 0 => lb_e,
        _ => {
            let lb_e = lb_c.map_or(lb_e, LinExpr::constant);
            let ub_e = ub_c.map_or(ub_e, LinExpr::constant);
            let q = cst.div(&ub_e.sub(&lb_e)?.plus(-1)?, step, false)?;
            lb_e.add_scaled(&q, step)?
        }
    };
    cst.add_ineq(last.sub(&iv_e)?);
    Some(())
}

/// Simplifies `op` with the ranges of the loop induction variables among
/// its operands (MLIR's `canonicalizeMinMaxOpInLoop`). Nothing is done
/// when one of those loops has a step that is not a constant.
pub fn canonicalize_min_max_in_loop(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    if !is_min_max(rw, op) {
        return false;
    }
    let mut cst = Constraints::new();
    let mut seen: HashSet<ValueId> = HashSet::new();
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    for v in operands {
        if seen.contains(&v) {
            continue;
        }
        let Some(bounds) = match_for_like_loop(rw, v) else {
            continue;
        };
        seen.insert(v);
        if add_loop_range_constraints(rw, &mut cst, v, bounds).is_none() {
            return false;
        }
    }
    simplify_and_replace(rw, op, cst)
}
