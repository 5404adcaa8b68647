//! `scf-parallel-for-to-nested-fors`: rewrites each `scf.parallel` without
//! reductions into a nest of `scf.for` loops, one per induction variable,
//! outermost first (MLIR's `parallelForToNestedFors`). Loops with
//! reductions are left as they are. Inner parallel loops are rewritten
//! before the loops that contain them.

use strata_ir::{Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;

use super::utils::{for_each_body, Builder, NotApplicable, ParallelLoop};

/// The `scf-parallel-for-to-nested-fors` pass: rewrites each `scf.parallel`
/// without reductions into a nest of `scf.for` loops, outermost first.
pub struct ParallelForToNestedFors;

impl Pass for ParallelForToNestedFors {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.parallel"],
            removes: &[],
            introduces: &["scf.for", "scf.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-parallel-for-to-nested-fors"
    }

    fn description(&self) -> &'static str {
        "Convert SCF parallel for loops to nested SCF for loops"
    }

    fn name(&self) -> &'static str {
        "SCFParallelForToNestedFors"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            for o in body.collect_root_regions_post_order() {
                let _ = parallel_for_to_nested_fors(ctx, body, o);
            }
        });
        Ok(())
    }
}

/// Replaces the `scf.parallel` `op` by nested `scf.for` loops and returns
/// them, outermost first. Fails (changing nothing) when `op` has results.
pub fn parallel_for_to_nested_fors(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
) -> Result<Vec<OpId>, NotApplicable> {
    let p = ParallelLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.parallel"))?;
    if body.num_results(op) != 0 {
        return Err(NotApplicable("scf.parallel with results is not supported"));
    }
    if p.lbs.is_empty() {
        return Err(NotApplicable("scf.parallel without induction variables"));
    }
    let mut loops = Vec::with_capacity(p.lbs.len());
    let mut ivs = Vec::with_capacity(p.lbs.len());
    let mut b = Builder::before(ctx, body, op);
    let mut inner = None;
    for i in 0..p.lbs.len() {
        if let Some(block) = inner {
            let t = b.body().last_op(block).expect("loop body has a terminator");
            b.b.set_insertion_point_before(t);
        }
        let (l, block) = b.for_loop((p.lbs[i], p.ubs[i], p.steps[i]), &[]);
        loops.push(l);
        ivs.push(b.body().block_arg(block, 0));
        inner = Some(block);
    }
    let inner = inner.expect("at least one loop");
    let yield_op = body.last_op(inner).expect("loop body has a terminator");
    body.erase_op(p.terminator);
    body.merge_block_into(p.block, InsertPoint::Before(yield_op), &ivs);
    body.erase_op(op);
    Ok(loops)
}
