//! The value bounds of the scf ops (MLIR's `ValueBoundsOpInterface`
//! implementations of `scf.for`, `scf.forall` and `scf.if`): induction
//! variables between the loop's bounds, iteration arguments and loop
//! results equal to their inits when the loop yields them unchanged (and a
//! loop's index result advanced by the trip count times one iteration's
//! change), the result of an `scf.if` between the values its branches
//! yield.

use strata_dialect_utils::matchers::const_i64;
use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{
    BoundRelation, LoopBound, ShapedDimBoundsOpInterface, ValueBound, ValueBoundsOpInterface,
};
use strata_ir::{OpRef, ValueId};

use crate::{entry_args, forall_bounds, forall_rank, terminator_operands, ForOp, ForallOp, YIELD};

/// `iv >= lb` and `iv <= lb + ((ub - lb - 1) floordiv step) * step` for a
/// constant positive step, `iv <= ub - 1` otherwise.
fn induction_var_bounds(
    op: OpRef<'_>,
    lb: LoopBound,
    ub: LoopBound,
    step: LoopBound,
    out: &mut Vec<ValueBound>,
) {
    let ctx = op.ctx;
    let mut operands = Vec::new();
    let expr = |b: LoopBound, operands: &mut Vec<ValueId>| match b {
        LoopBound::Constant(c) => ctx.affine_constant(c),
        LoopBound::Value(v) => {
            operands.push(v);
            ctx.affine_symbol(operands.len() as u32 - 1)
        }
    };
    let l = expr(lb, &mut operands);
    let u = expr(ub, &mut operands);
    let step = match step {
        LoopBound::Constant(c) => Some(c),
        LoopBound::Value(v) => const_i64(ctx, op.body, v),
    }
    .filter(|&c| c > 0);
    let n = operands.len() as u32;
    out.push(ValueBound::new(
        BoundRelation::Ge,
        AffineMap::new(0, n, vec![l]),
        operands.clone(),
    ));
    let last = match step {
        Some(c) => {
            let k = ctx.affine_constant(c);
            let span = ctx.affine_add(ctx.affine_sub(u, l), ctx.affine_constant(-1));
            ctx.affine_add(l, ctx.affine_mul(ctx.affine_floor_div(span, k), k))
        }
        None => ctx.affine_add(u, ctx.affine_constant(-1)),
    };
    out.push(ValueBound::new(
        BoundRelation::Le,
        AffineMap::new(0, n, vec![last]),
        operands,
    ));
}

/// The position of `v` among the iteration arguments (block arguments
/// after the induction variable) or the results of a loop.
fn iter_position(op: OpRef<'_>, v: ValueId, ivs: usize) -> Option<(usize, bool)> {
    if let Some(i) = entry_args(op, 0).iter().skip(ivs).position(|&a| a == v) {
        return Some((i, true));
    }
    op.results().position(|r| r == v).map(|i| (i, false))
}

/// `value == init` when the loop yields the iteration argument unchanged.
fn for_iter_bounds(op: OpRef<'_>, v: ValueId, dim: Option<usize>, out: &mut Vec<ValueBound>) {
    let Some(f) = ForOp::from_ref(op) else { return };
    let Some((i, is_arg)) = iter_position(op, v, 1) else {
        return;
    };
    let (Some(&iter_arg), Some(yielded)) = (
        entry_args(op, 0).get(1 + i),
        terminator_operands(op, 0, YIELD.name).and_then(|y| y.get(i).copied()),
    ) else {
        return;
    };
    let Some(init) = (3 + i < op.num_operands()).then(|| op.operand(3 + i)) else {
        return;
    };
    let ctx = op.ctx;
    let s = |k| ctx.affine_symbol(k);
    out.push(ValueBound {
        relation: BoundRelation::EqIf,
        map: AffineMap::new(0, 3, vec![s(0), s(1), s(2)]),
        operands: vec![init, yielded, iter_arg],
        dims: vec![dim; 3],
    });
    if dim.is_some() || is_arg {
        return;
    }
    // result == init + ((ub - lb) ceildiv step) * (yielded - iter_arg).
    let trip = ctx.affine_ceil_div(ctx.affine_sub(s(2), s(1)), s(3));
    let e = ctx.affine_add(s(0), ctx.affine_mul(trip, ctx.affine_sub(s(4), s(5))));
    out.push(ValueBound::new(
        BoundRelation::Eq,
        AffineMap::new(0, 6, vec![e]),
        vec![
            init,
            f.lower_bound(&op),
            f.upper_bound(&op),
            f.step(&op),
            yielded,
            iter_arg,
        ],
    ));
}

/// The value bounds of an `scf.for`: its induction variable, iteration
/// arguments and results.
pub(crate) const FOR_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(|op, v, out| {
    let Some(f) = ForOp::from_ref(op) else { return };
    if entry_args(op, 0).first() == Some(&v) {
        let (lb, ub, step) = (f.lower_bound(&op), f.upper_bound(&op), f.step(&op));
        induction_var_bounds(
            op,
            LoopBound::Value(lb),
            LoopBound::Value(ub),
            LoopBound::Value(step),
            out,
        );
        return;
    }
    for_iter_bounds(op, v, None, out);
});

/// The sizes of an `scf.for`'s tensor iteration arguments and results.
pub(crate) const FOR_DIM_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, v, dim, out| for_iter_bounds(op, v, Some(dim), out));

/// The value bounds of an `scf.forall`'s induction variables.
pub(crate) const FORALL_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(|op, v, out| {
    let rank = forall_rank(op);
    let Some(i) = entry_args(op, 0).iter().take(rank).position(|&a| a == v) else {
        return;
    };
    let (lbs, ubs, steps) = (forall_bounds(op, 0), forall_bounds(op, 1), forall_bounds(op, 2));
    if let (Some(&lb), Some(&ub), Some(&step)) = (lbs.get(i), ubs.get(i), steps.get(i)) {
        induction_var_bounds(op, lb, ub, step, out);
    }
});

/// The sizes of an `scf.forall`'s shared outputs and results: their
/// inits'.
pub(crate) const FORALL_DIM_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, v, dim, out| {
        let Some(f) = ForallOp::from_ref(op) else { return };
        let Some((i, _)) = iter_position(op, v, forall_rank(op)) else {
            return;
        };
        if let Some(init) = f.outputs(&op).nth(i) {
            out.push(ValueBound {
                relation: BoundRelation::Eq,
                map: AffineMap::new(0, 1, vec![op.ctx.affine_symbol(0)]),
                operands: vec![init],
                dims: vec![Some(dim)],
            });
        }
    });

/// The result `v` of an `scf.if` lies between the values its branches
/// yield, when their order is known.
fn if_bounds(op: OpRef<'_>, v: ValueId, dim: Option<usize>, out: &mut Vec<ValueBound>) {
    let Some(i) = op.results().position(|r| r == v) else {
        return;
    };
    let then = terminator_operands(op, 0, YIELD.name).and_then(|y| y.get(i).copied());
    let other = terminator_operands(op, 1, YIELD.name).and_then(|y| y.get(i).copied());
    let (Some(a), Some(b)) = (then, other) else { return };
    let ctx = op.ctx;
    out.push(ValueBound {
        relation: BoundRelation::Between,
        map: AffineMap::new(0, 2, vec![ctx.affine_symbol(0), ctx.affine_symbol(1)]),
        operands: vec![a, b],
        dims: vec![dim; 2],
    });
}

/// The value bounds of an `scf.if`'s index results.
pub(crate) const IF_VALUE_BOUNDS: ValueBoundsOpInterface =
    ValueBoundsOpInterface(|op, v, out| if_bounds(op, v, None, out));

/// The sizes of an `scf.if`'s shaped results.
pub(crate) const IF_DIM_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, v, dim, out| if_bounds(op, v, Some(dim), out));
