//! `scf-for-loop-range-folding`: when the only use of an `scf.for`'s
//! induction variable is an `arith.addi` or `arith.muli` with loop-invariant
//! operands, the operation is folded into the loop's bounds (and step, for a
//! multiplication) and its result replaced by the induction variable,
//! repeatedly (MLIR's `ForLoopRangeFolding`).

use strata_ir::{Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;

use super::utils::{clone_at, defined_outside, for_each_body, is_op, ForLoop};

/// The `scf-for-loop-range-folding` pass: folds an `arith.addi` or
/// `arith.muli` of the induction variable with loop-invariant operands into
/// the loop's bounds (and step).
pub struct ForLoopRangeFolding;

impl Pass for ForLoopRangeFolding {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["arith.addi", "arith.muli"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-for-loop-range-folding"
    }

    fn description(&self) -> &'static str {
        "Fold add/mul ops into loop range"
    }

    fn name(&self) -> &'static str {
        "ForLoopRangeFolding"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            for o in body.collect_root_regions_post_order() {
                fold_loop_range(ctx, body, o);
            }
        });
        Ok(())
    }
}

/// Folds the arithmetic on `op`'s induction variable into its range.
pub fn fold_loop_range(ctx: &Context, body: &mut Body, op: OpId) {
    let Some(f) = ForLoop::get(ctx, body, op) else {
        return;
    };
    loop {
        if !body.has_one_use(f.iv) {
            break;
        }
        let (user, _) = body.uses(f.iv).next().expect("one use");
        let is_add = is_op(ctx, body, user, "arith.addi");
        if !is_add && !is_op(ctx, body, user, "arith.muli") {
            break;
        }
        if !body
            .operands(user)
            .all(|v| v == f.iv || defined_outside(body, op, v))
        {
            break;
        }
        let for_op = strata_dialect_scf::ForOp(op);
        let ir = (ctx, &*body);
        let (lb, ub, step) = (for_op.lower_bound(&ir), for_op.upper_bound(&ir), for_op.step(&ir));
        let fold = |body: &mut Body, bound| {
            let mut map = IrMapping::new();
            map.map_value(f.iv, bound);
            let c = clone_at(body, user, &mut map, InsertPoint::Before(op));
            body.result(c, 0)
        };
        let new_lb = fold(body, lb);
        let new_ub = fold(body, ub);
        body.set_operand(op, 0, new_lb);
        body.set_operand(op, 1, new_ub);
        if !is_add {
            let new_step = fold(body, step);
            body.set_operand(op, 2, new_step);
        }
        let r = body.result(user, 0);
        body.replace_all_uses_with(r, f.iv);
        body.erase_op(user);
    }
}
