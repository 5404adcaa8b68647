//! Unroll-and-jam of `scf.for` loops (MLIR's `loopUnrollJamByFactor` on
//! `scf::ForOp`): the loop steps `factor` times further, and each run of
//! ops without loops, in its body and in the `scf.for` loops nested in it,
//! is followed by its copies for the next `factor - 1` iterations, so the
//! inner loops are shared by the copies. Inner loops carrying values carry
//! one set per copy.
//!
//! As in MLIR, only loops without results whose trip count is a constant
//! multiple of the factor (a factor above the trip count is lowered to it)
//! and whose inner loops have bounds defined outside it are supported.

use strata_ir::interfaces::{AdditionalYields, ReplaceWithAdditionalYields};
use strata_ir::{Body, Context, InsertPoint, IrMapping, OpId, ValueId, WalkOrder, WalkResult};

use super::utils::{
    defined_outside, for_trip_count, int_width, is_op, promote_if_single_iteration, wrap_to_width, Builder,
    ForLoop, NotApplicable,
};
use crate::affine::loop_utils::jam_blocks;
use strata_dialect_utils::matchers::const_int;

/// Unrolls the `scf.for` `op` by `factor` and jams the copies; a loop
/// left running once is replaced by its body.
pub fn loop_unroll_jam_by_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
) -> Result<(), NotApplicable> {
    let f = ForLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.for"))?;
    if factor == 0 {
        return Err(NotApplicable("the unroll-jam factor is 0"));
    }
    if factor == 1 {
        return Ok(());
    }
    let mut invariant = true;
    let _ = body.walk(op, WalkOrder::PreOrder, &mut |o| {
        if let Some(g) = ForLoop::get(ctx, body, o) {
            if [g.lb, g.ub, g.step]
                .iter()
                .any(|&v| !defined_outside(body, op, v))
            {
                invariant = false;
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    if !invariant {
        return Err(NotApplicable("inner bounds are not invariant"));
    }
    if body.num_results(op) > 0 {
        return Err(NotApplicable("loops with results are not supported"));
    }
    let trip = for_trip_count(ctx, body, &f).ok_or(NotApplicable("the trip count is not constant"))?;
    let factor = if u128::from(factor) > trip {
        trip as u64
    } else if trip % u128::from(factor) != 0 {
        return Err(NotApplicable("the trip count is not a multiple of the factor"));
    } else {
        factor
    };
    // A loop that never runs has nothing to jam.
    if factor == 0 || body.first_op(f.block) == Some(f.terminator) {
        return Ok(());
    }
    let step = const_int(ctx, body, f.step).ok_or(NotApplicable("the step is not constant"))?;
    let step = if f.unsigned {
        step.zext_u64() as i128
    } else {
        step.sext_i64() as i128
    };
    let copies = factor as usize;

    // Inner loops carrying values get one set of them per copy (innermost
    // first, as MLIR's post-order walk finds them); copy `i` uses set `i`.
    let mut carried = Vec::new();
    let _ = body.walk(op, WalkOrder::PostOrder, &mut |o| {
        if ForLoop::get(ctx, body, o).is_some_and(|g| !g.inits.is_empty()) {
            carried.push(o);
        }
        WalkResult::Advance
    });
    let mut maps: Vec<IrMapping> = (1..copies).map(|_| IrMapping::new()).collect();
    let mut widened: Vec<(OpId, usize)> = Vec::with_capacity(carried.len());
    for l in carried {
        let Some(g) = ForLoop::get(ctx, body, l) else {
            continue;
        };
        let additional = ctx
            .op_def(body.op_name(l))
            .and_then(|d| d.interfaces.get::<ReplaceWithAdditionalYields>())
            .copied()
            .ok_or(NotApplicable("an inner loop cannot carry more values"))?;
        let n = g.inits.len();
        let yielded = g.yielded(body);
        let extra_inits: Vec<ValueId> = (1..copies).flat_map(|_| g.inits.iter().copied()).collect();
        let extra_yielded: Vec<ValueId> = (1..copies).flat_map(|_| yielded.iter().copied()).collect();
        let extra = AdditionalYields {
            inits: &extra_inits,
            replace_init_uses_in_loop: false,
            yielded: &|_, _| extra_yielded.clone(),
        };
        let new = (additional.0)(ctx, body, l, &extra)
            .ok_or(NotApplicable("an inner loop cannot carry more values"))?;
        let w = ForLoop::get(ctx, body, new).ok_or(NotApplicable("malformed loop"))?;
        let results: Vec<ValueId> = body.results(new).collect();
        for (i, map) in maps.iter_mut().enumerate() {
            let copy = (i + 1) * n;
            for k in 0..n {
                map.map_value(w.iter_args[k], w.iter_args[copy + k]);
                map.map_value(results[k], results[copy + k]);
            }
        }
        widened.push((new, n));
    }

    // The step scaled by the factor, as MLIR folds `step * factor`: the
    // factor's constant, then the product's (none for a factor of 1).
    let ty = body.value_type(f.step);
    let width = int_width(ctx, ty);
    let mut b = Builder::before(ctx, body, op);
    b.constant(ty, wrap_to_width(i128::from(factor), width));
    if factor > 1 {
        let new_step = b.constant(ty, wrap_to_width(step * i128::from(factor), width));
        body.set_operand(op, 2, new_step);
    }

    let blocks = jam_blocks(body, f.block, &|b, o| is_op(ctx, b, o, "scf.for"));
    let loc = body.op_loc(op);
    let iv_ty = body.value_type(f.iv);
    let iv_width = int_width(ctx, iv_ty);
    let iv_used = body.has_uses(f.iv);
    for run in &blocks {
        let Some(&last) = run.last() else { continue };
        let mut at = last;
        for (i, map) in maps.iter_mut().enumerate() {
            let i = i as i128 + 1;
            if iv_used {
                // iv + i * step for copy i.
                let mut b = Builder::new(ctx, body, loc);
                b.b.set_insertion_point_after(at);
                let offset = b.constant(iv_ty, wrap_to_width(step * i, iv_width));
                let iv = b.binary("arith.addi", f.iv, offset);
                at = body.defining_op(iv).unwrap_or(at);
                map.map_value(f.iv, iv);
            }
            for &o in run {
                let c = body.clone_op(o, map);
                body.insert_op(InsertPoint::After(at), c);
                at = c;
            }
        }
    }
    // Copy i of an inner loop starts from, and yields, copy i's values.
    for (w, n) in widened {
        let Some(g) = ForLoop::get(ctx, body, w) else {
            continue;
        };
        let yielded = g.yielded(body);
        for (i, map) in maps.iter().enumerate() {
            let copy = (i + 1) * n;
            for (k, (&init, &y)) in g.inits.iter().zip(&yielded).take(n).enumerate() {
                body.set_operand(w, 3 + copy + k, map.lookup_value(init));
                body.set_operand(g.terminator, copy + k, map.lookup_value(y));
            }
        }
    }
    promote_if_single_iteration(ctx, body, op);
    Ok(())
}
