//! Simplification of affine maps with the ranges of their operands (MLIR's
//! `simplifyMapWithOperands` and `simplifyMinOrMaxExprWithOperands`):
//! an operand that is the induction variable of an `affine.for` with
//! constant bounds lies in a known range, which can make a `floordiv`
//! constant, a `mod` the identity, and results of a min/max map
//! redundant.
//!
//! Ranges are computed by interval arithmetic over the expression tree,
//! one pass per expression: linear in its size.

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{Body, Context, OpRef, ValueDef, ValueId};

use super::ForOp;

/// The constant bounds and step of the `affine.for` whose induction
/// variable is `v`.
fn for_of(ctx: &Context, body: &Body, v: ValueId) -> Option<(Option<i64>, Option<i64>, i64, AffineMap)> {
    let ValueDef::BlockArg(block, 0) = body.value_def(v) else {
        return None;
    };
    let op = body.block_parent_op(block)?;
    let o = OpRef::new(ctx, body, op);
    let f = ForOp::from_ref(o)?;
    let map = |a: Option<strata_ir::Attribute>| match ctx.attr_kind(a?) {
        strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    };
    let lb_map = map(f.lower_bound_map(&o))?;
    let ub_map = map(f.upper_bound_map(&o))?;
    let single = |m: &AffineMap| match &*m.results {
        [e] if m.num_inputs() == 0 => e.as_constant(ctx),
        _ => None,
    };
    Some((single(&lb_map), single(&ub_map), f.step(&o)?, lb_map))
}

/// The constant lower bound of an operand.
fn lower_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    for_of(ctx, body, v)?.0
}

/// The constant (inclusive) upper bound of an operand: the last value the
/// loop takes when its lower bound is known too.
fn upper_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let (lb, ub, step, _) = for_of(ctx, body, v)?;
    let ub = ub?;
    match lb {
        Some(lb) if step > 0 => Some(ub - 1 - (ub - lb - 1).rem_euclid(step)),
        _ => ub.checked_sub(1),
    }
}

/// The constant range of every operand (`None` where unknown).
fn operand_bounds(ctx: &Context, body: &Body, operands: &[ValueId]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    operands
        .iter()
        .map(|&v| (lower_bound(ctx, body, v), upper_bound(ctx, body, v)))
        .unzip()
}

/// Constant lower and upper bounds of `e` (inclusive), given bounds of
/// the map's dims then symbols.
pub fn expr_bounds(
    ctx: &Context,
    e: AffineExpr,
    num_dims: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
) -> (Option<i64>, Option<i64>) {
    let at = |p: usize| (lbs.get(p).copied().flatten(), ubs.get(p).copied().flatten());
    match e.kind(ctx) {
        AffineExprKind::Constant(c) => (Some(c), Some(c)),
        AffineExprKind::Dim(p) => at(p as usize),
        AffineExprKind::Symbol(p) => at((num_dims + p) as usize),
        AffineExprKind::Binary(op, l, r) => {
            let (ll, lu) = expr_bounds(ctx, l, num_dims, lbs, ubs);
            let (rl, ru) = expr_bounds(ctx, r, num_dims, lbs, ubs);
            let both = |a: Option<i64>, b: Option<i64>, f: fn(i64, i64) -> Option<i64>| f(a?, b?);
            match op {
                AffineBinaryOp::Add => (both(ll, rl, i64::checked_add), both(lu, ru, i64::checked_add)),
                AffineBinaryOp::Mul => {
                    let (k, lo, hi) = match (r.as_constant(ctx), l.as_constant(ctx)) {
                        (Some(k), _) => (k, ll, lu),
                        (_, Some(k)) => (k, rl, ru),
                        _ => return (None, None),
                    };
                    let scale = |v: Option<i64>| v?.checked_mul(k);
                    if k >= 0 {
                        (scale(lo), scale(hi))
                    } else {
                        (scale(hi), scale(lo))
                    }
                }
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                    let Some(k) = r.as_constant(ctx).filter(|&k| k > 0) else {
                        return (None, None);
                    };
                    let div = |v: Option<i64>| -> Option<i64> {
                        let v = v?;
                        Some(if op == AffineBinaryOp::FloorDiv {
                            v.div_euclid(k)
                        } else {
                            -((-v).div_euclid(k))
                        })
                    };
                    match op {
                        AffineBinaryOp::Mod => match (ll, lu) {
                            (Some(a), Some(b)) if a.div_euclid(k) == b.div_euclid(k) => {
                                (Some(a.rem_euclid(k)), Some(b.rem_euclid(k)))
                            }
                            _ => (Some(0), Some(k - 1)),
                        },
                        _ => (div(ll), div(lu)),
                    }
                }
            }
        }
    }
}

/// The largest integer known to divide `e`, using the steps of the loops
/// whose induction variables a dim expression stands for.
fn largest_known_divisor(ctx: &Context, body: &Body, e: AffineExpr, operands: &[ValueId]) -> i64 {
    let div = e.largest_known_divisor(ctx);
    let AffineExprKind::Dim(p) = e.kind(ctx) else {
        return div;
    };
    let Some(&v) = operands.get(p as usize) else {
        return div;
    };
    match for_of(ctx, body, v) {
        Some((Some(0), _, step, _)) => step,
        Some((_, _, step, lb_map)) => {
            let lb_div = lb_map
                .results
                .iter()
                .fold(0u64, |g, r| gcd(g, r.largest_known_divisor(ctx).unsigned_abs()));
            gcd(lb_div, step.unsigned_abs()) as i64
        }
        None => 1,
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `0 <= e < k` is known: a constant, or the induction variable of
/// a loop from a non-negative constant to at most `k`.
fn non_negative_bounded_by(ctx: &Context, body: &Body, e: AffineExpr, operands: &[ValueId], k: i64) -> bool {
    match e.kind(ctx) {
        AffineExprKind::Constant(c) => c >= 0 && c < k,
        AffineExprKind::Dim(p) => operands
            .get(p as usize)
            .and_then(|&v| for_of(ctx, body, v))
            .is_some_and(|(lb, ub, _, _)| lb.is_some_and(|l| l >= 0) && ub.is_some_and(|u| u <= k)),
        _ => false,
    }
}

/// Splits `e` as `q + r` where `q` is a known multiple of `d` and `0 <= r
/// < d`: returns `(d, q, r)`.
fn q_times_d_plus_r(
    ctx: &Context,
    body: &Body,
    e: AffineExpr,
    operands: &[ValueId],
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExprKind::Binary(AffineBinaryOp::Add, l, r) = e.kind(ctx) else {
        return None;
    };
    let d = largest_known_divisor(ctx, body, l, operands);
    if non_negative_bounded_by(ctx, body, r, operands, d) {
        return Some((d, l, r));
    }
    let d = largest_known_divisor(ctx, body, r, operands);
    if non_negative_bounded_by(ctx, body, l, operands, d) {
        return Some((d, r, l));
    }
    None
}

/// Simplifies the `floordiv`, `ceildiv` and `mod` subexpressions of `e`
/// with the ranges of the operands (MLIR's `simplifyExprAndOperands`).
fn simplify_expr(
    ctx: &Context,
    body: &Body,
    e: AffineExpr,
    num_dims: u32,
    operands: &[ValueId],
    bounds: &(Vec<Option<i64>>, Vec<Option<i64>>),
) -> AffineExpr {
    let AffineExprKind::Binary(op, l, r) = e.kind(ctx) else {
        return e;
    };
    let l = simplify_expr(ctx, body, l, num_dims, operands, bounds);
    let r = simplify_expr(ctx, body, r, num_dims, operands, bounds);
    let e = ctx.affine_binary(op, l, r);
    let AffineExprKind::Binary(op, l, r) = e.kind(ctx) else {
        return e;
    };
    if !matches!(
        op,
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod
    ) {
        return e;
    }
    let Some(k) = r.as_constant(ctx).filter(|&k| k > 0) else {
        return e;
    };
    let (lo, hi) = match l.as_constant(ctx) {
        Some(c) => (Some(c), Some(c)),
        None => expr_bounds(ctx, l, num_dims, &bounds.0, &bounds.1),
    };
    if let (Some(lo), Some(hi)) = (lo, hi) {
        let ceil = |v: i64| -((-v).div_euclid(k));
        match op {
            AffineBinaryOp::FloorDiv if lo.div_euclid(k) == hi.div_euclid(k) => {
                return ctx.affine_constant(lo.div_euclid(k));
            }
            AffineBinaryOp::CeilDiv if ceil(lo) == ceil(hi) => return ctx.affine_constant(ceil(lo)),
            AffineBinaryOp::Mod if lo >= 0 && lo < k && hi < k => return l,
            _ => {}
        }
    }
    if let Some((d, q, rem)) = q_times_d_plus_r(ctx, body, l, operands) {
        if k % d == 0 && op == AffineBinaryOp::FloorDiv {
            return ctx.affine_floor_div(q, r);
        }
        if d % k == 0 && op == AffineBinaryOp::Mod {
            return ctx.affine_mod(rem, r);
        }
        return e;
    }
    let zero_floor = op == AffineBinaryOp::FloorDiv && non_negative_bounded_by(ctx, body, l, operands, k);
    let zero_mod = op == AffineBinaryOp::Mod && largest_known_divisor(ctx, body, l, operands) % k == 0;
    if zero_floor || zero_mod {
        return ctx.affine_constant(0);
    }
    e
}

/// Simplifies each result of `map` with the ranges of `operands`.
pub fn simplify_map_with_operands(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &[ValueId]) {
    if map.num_inputs() as usize != operands.len() {
        return;
    }
    let bounds = operand_bounds(ctx, body, operands);
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| simplify_expr(ctx, body, e, map.num_dims, operands, &bounds))
        .collect();
    *map = AffineMap::new(map.num_dims, map.num_symbols, results);
}

/// Drops the results of a min (or, with `is_max`, max) map that the
/// ranges of `operands` show can never be the min (max), and turns
/// results whose range is one value into that constant.
pub fn simplify_min_or_max_with_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &[ValueId],
    is_max: bool,
) {
    if operands.is_empty() || map.num_inputs() as usize != operands.len() {
        return;
    }
    let (olbs, oubs) = operand_bounds(ctx, body, operands);
    let ranges: Vec<(Option<i64>, Option<i64>)> = map
        .results
        .iter()
        .map(|&e| match e.as_constant(ctx) {
            Some(c) => (Some(c), Some(c)),
            None => expr_bounds(ctx, e, map.num_dims, &olbs, &oubs),
        })
        .collect();
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, &e) in map.results.iter().enumerate() {
        let (lo, hi) = ranges[i];
        let e = match (lo, hi) {
            (Some(a), Some(b)) if a == b => ctx.affine_constant(a),
            _ => e,
        };
        // A result is redundant when another is always beyond it (of two
        // equal constants, the first is kept).
        let redundant = if is_max {
            let Some(hi) = hi else {
                kept.push(e);
                continue;
            };
            ranges.iter().enumerate().any(|(j, &(olo, ohi))| {
                let Some(olo) = olo.filter(|_| j != i) else {
                    return false;
                };
                if olo != hi {
                    return olo > hi;
                }
                !(ohi == Some(olo) && lo == Some(hi) && i < j)
            })
        } else {
            let Some(lo) = lo else {
                kept.push(e);
                continue;
            };
            ranges.iter().enumerate().any(|(j, &(olo, ohi))| {
                let Some(ohi) = ohi.filter(|_| j != i) else {
                    return false;
                };
                if ohi != lo {
                    return ohi < lo;
                }
                !(olo == Some(ohi) && hi == Some(lo) && i < j)
            })
        };
        if !redundant {
            kept.push(e);
        }
    }
    *map = AffineMap::new(map.num_dims, map.num_symbols, kept);
}
