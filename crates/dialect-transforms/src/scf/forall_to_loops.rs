//! `scf-forall-to-for` and `scf-forall-to-parallel`: rewrite each
//! `scf.forall` without shared outputs into a nest of `scf.for` loops, one
//! per induction variable, outermost first (MLIR's `forallToForLoop`), or
//! into one `scf.parallel` (`forallToParallelLoop`). Inner loops are
//! rewritten before the loops containing them.
//!
//! A `forall` with shared outputs (tensors not yet bufferized) is refused
//! with an error; mlir-opt 22 crashes on it instead (see
//! docs/deviations.md).

use strata_dialect_scf as scf;
use strata_ir::{Body, Context, Diagnostic, InsertPoint, IsolatedOpMut, LogicalResult, OpId, ValueId};
use strata_pass::Pass;

use super::utils::{for_each_body, Builder, NotApplicable};

/// The `scf-forall-to-for` pass.
pub struct ForallToFor;

/// The `scf-forall-to-parallel` pass.
pub struct ForallToParallel;

impl Pass for ForallToFor {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.forall"],
            removes: &[],
            introduces: &["scf.for", "scf.yield", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-forall-to-for"
    }

    fn description(&self) -> &'static str {
        "Convert SCF forall loops to SCF for loops"
    }

    fn name(&self) -> &'static str {
        "SCFForallToForLoop"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_on_foralls(ctx, op, |ctx, body, o| forall_to_for(ctx, body, o).map(|_| ()))
    }
}

impl Pass for ForallToParallel {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.forall"],
            removes: &[],
            introduces: &["scf.parallel", "scf.reduce", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-forall-to-parallel"
    }

    fn description(&self) -> &'static str {
        "Convert SCF forall loops to SCF parallel loops"
    }

    fn name(&self) -> &'static str {
        "SCFForallToParallelLoop"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_on_foralls(ctx, op, |ctx, body, o| {
            forall_to_parallel(ctx, body, o).map(|_| ())
        })
    }
}

/// Applies `convert` to every `scf.forall` (inner ones first); a refusal is
/// reported at the loop and fails the pass.
fn run_on_foralls(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    convert: fn(&Context, &mut Body, OpId) -> Result<(), NotApplicable>,
) -> LogicalResult {
    let failed = std::sync::atomic::AtomicBool::new(false);
    for_each_body(ctx, op.body(), &|ctx, body| {
        for o in body.collect_root_regions_post_order() {
            if !body.is_live(o) || !scf::ForallOp::isa(&(ctx, &*body), o) {
                continue;
            }
            if let Err(e) = convert(ctx, body, o) {
                let name = ctx.op_name_str(body.op_name(o)).to_string();
                ctx.emit(Diagnostic::error(body.op_loc(o), format!("'{name}' op {}", e.0)));
                failed.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
    });
    if failed.into_inner() {
        Err(strata_ir::Failed)
    } else {
        Ok(())
    }
}

/// The forall's bounds and steps as values, static ones materialized as
/// `index` constants before the op: all lower bounds, then the upper
/// bounds, then the steps (MLIR's `getLowerBound(rewriter)` and
/// siblings, in that order).
fn bound_values(b: &mut Builder<'_>, ctx: &Context, op: OpId) -> Option<[Vec<ValueId>; 3]> {
    let f = scf::ForallOp::cast(&(ctx, &*b.body()), op)?;
    let (lbs, ubs, steps) = {
        let r = (ctx, &*b.body());
        (
            f.static_lower_bound(&r)?,
            f.static_upper_bound(&r)?,
            f.static_step(&r)?,
        )
    };
    let dynamic: Vec<ValueId> = b.body().operands(op).collect();
    let mut next = dynamic.into_iter();
    let mut out: [Vec<ValueId>; 3] = Default::default();
    for (list, values) in [lbs, ubs, steps].iter().zip(out.iter_mut()) {
        for &v in list {
            values.push(if v == strata_ir::DYNAMIC {
                next.next()?
            } else {
                b.index_constant(v)
            });
        }
    }
    Some(out)
}

/// Checks that `op` is an `scf.forall` without shared outputs and returns
/// its body block and `in_parallel` terminator.
fn checked_forall(ctx: &Context, body: &Body, op: OpId) -> Result<(strata_ir::BlockId, OpId), NotApplicable> {
    if !scf::ForallOp::isa(&(ctx, body), op) {
        return Err(NotApplicable("expected the payload to be scf.forall"));
    }
    if body.num_results(op) != 0 {
        return Err(NotApplicable("unsupported shared outputs (didn't bufferize?)"));
    }
    let block = body
        .regions_in_body(op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or(NotApplicable("expected a body block"))?;
    let terminator = body
        .last_op(block)
        .ok_or(NotApplicable("expected a terminator"))?;
    Ok((block, terminator))
}

/// Replaces the `scf.forall` `op` (without shared outputs) by nested
/// `scf.for` loops and returns them, outermost first.
pub fn forall_to_for(ctx: &Context, body: &mut Body, op: OpId) -> Result<Vec<OpId>, NotApplicable> {
    let (block, terminator) = checked_forall(ctx, body, op)?;
    let mut b = Builder::before(ctx, body, op);
    let [lbs, ubs, steps] = bound_values(&mut b, ctx, op).ok_or(NotApplicable("malformed bounds"))?;
    let mut loops = Vec::with_capacity(lbs.len());
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut inner = None;
    for i in 0..lbs.len() {
        if let Some(blk) = inner {
            let t = b.body().last_op(blk).expect("loop body has a terminator");
            b.b.set_insertion_point_before(t);
        }
        let (l, blk) = b.for_loop((lbs[i], ubs[i], steps[i]), &[]);
        loops.push(l);
        ivs.push(b.body().block_arg(blk, 0));
        inner = Some(blk);
    }
    let Some(inner) = inner else {
        // No induction variable: the body runs once.
        body.erase_op(terminator);
        body.merge_block_into(block, InsertPoint::Before(op), &[]);
        body.erase_op(op);
        return Ok(loops);
    };
    let yield_op = body.last_op(inner).expect("loop body has a terminator");
    body.erase_op(terminator);
    body.merge_block_into(block, InsertPoint::Before(yield_op), &ivs);
    body.erase_op(op);
    Ok(loops)
}

/// Replaces the `scf.forall` `op` (without shared outputs) by one
/// `scf.parallel` and returns it.
pub fn forall_to_parallel(ctx: &Context, body: &mut Body, op: OpId) -> Result<OpId, NotApplicable> {
    let (block, terminator) = checked_forall(ctx, body, op)?;
    let mut b = Builder::before(ctx, body, op);
    let [lbs, ubs, steps] = bound_values(&mut b, ctx, op).ok_or(NotApplicable("malformed bounds"))?;
    let (parallel, inner) = b.parallel_loop(&lbs, &ubs, &steps, &[]);
    // The forall's processor mapping goes along, as a discardable
    // attribute of the parallel loop.
    if let Some(mapping) = body.op_attr(ctx, op, "mapping") {
        body.set_op_attr(ctx, parallel, "mapping", Some(mapping));
    }
    let ivs: Vec<ValueId> = body.block_args(block).to_vec();
    let new_ivs: Vec<ValueId> = body.block_args(inner).to_vec();
    let reduce = body.last_op(inner).expect("parallel body has a terminator");
    body.erase_op(terminator);
    debug_assert_eq!(ivs.len(), new_ivs.len());
    body.merge_block_into(block, InsertPoint::Before(reduce), &new_ivs);
    body.erase_op(op);
    Ok(parallel)
}
