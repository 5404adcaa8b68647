//! `scf-for-loop-specialization` and `scf-parallel-loop-specialization`:
//! loops whose upper bounds are `affine.min` ops with a constant among their
//! results are versioned (MLIR's `specializeForLoopForUnrolling` and
//! `specializeParallelLoopForUnrolling`). An `scf.if` checks that every
//! upper bound equals the smallest constant of its `affine.min`; the then
//! branch holds a copy of the loop with those constants as bounds (which
//! later passes can unroll and vectorize), the else branch the loop as it
//! was.
//!
//! An `scf.for` with results is left alone (MLIR 22 cannot build the
//! `scf.if` for it).

use strata_dialect_scf as scf;
use strata_ir::affine::AffineExprKind;
use strata_ir::{Body, Context, IrMapping, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, ValueId};
use strata_pass::Pass;

use super::utils::{for_each_body, Builder, ForLoop, ParallelLoop};

/// The `scf-for-loop-specialization` pass: versions `scf.for` loops whose
/// upper bound is an `affine.min` with a constant result, so that one
/// version has a constant trip count.
pub struct ForLoopSpecialization;

impl Pass for ForLoopSpecialization {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["arith.cmpi", "scf.if", "scf.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-for-loop-specialization"
    }

    fn description(&self) -> &'static str {
        "Specialize `for` loops for vectorization"
    }

    fn name(&self) -> &'static str {
        "ForLoopSpecialization"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            for o in body.collect_root_regions_post_order() {
                if let Some(f) = ForLoop::get(ctx, body, o) {
                    if body.num_results(o) == 0 {
                        specialize(ctx, body, o, &[f.ub]);
                    }
                }
            }
        });
        Ok(())
    }
}

/// The `scf-parallel-loop-specialization` pass: versions `scf.parallel`
/// loops whose upper bounds are `affine.min` ops with a constant result, so
/// that one version has constant bounds.
pub struct ParallelLoopSpecialization;

impl Pass for ParallelLoopSpecialization {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.parallel"],
            removes: &[],
            introduces: &["arith.andi", "arith.cmpi", "scf.if", "scf.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-parallel-loop-specialization"
    }

    fn description(&self) -> &'static str {
        "Specialize parallel loops for vectorization"
    }

    fn name(&self) -> &'static str {
        "ParallelLoopSpecialization"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            for o in body.collect_root_regions_post_order() {
                if let Some(p) = ParallelLoop::get(ctx, body, o) {
                    if body.num_results(o) == 0 {
                        specialize(ctx, body, o, &p.ubs);
                    }
                }
            }
        });
        Ok(())
    }
}

/// The smallest constant result of the `affine.min` defining `bound`.
fn min_constant(ctx: &Context, body: &Body, bound: ValueId) -> Option<i64> {
    let d = body.defining_op(bound)?;
    if !strata_dialect_affine::MinOp::isa(&(ctx, body), d) {
        return None;
    }
    let map = strata_dialect_affine::op_map(OpRef::new(ctx, body, d))?;
    map.results
        .iter()
        .filter_map(|&e| match e.kind(ctx) {
            AffineExprKind::Constant(c) => Some(c),
            _ => None,
        })
        .min()
}

/// Versions the loop `op` on its upper bounds `ubs` being the constants of
/// their `affine.min` ops.
fn specialize(ctx: &Context, body: &mut Body, op: OpId, ubs: &[ValueId]) {
    let Some(constants) = ubs
        .iter()
        .map(|&u| min_constant(ctx, body, u))
        .collect::<Option<Vec<i64>>>()
    else {
        return;
    };
    let mut b = Builder::before(ctx, body, op);
    let mut map = IrMapping::new();
    let mut cond: Option<ValueId> = None;
    for (&ub, &c) in ubs.iter().zip(&constants) {
        let constant = b.index_constant(c);
        // arith.cmpi eq
        let cmp = b.cmpi(0, ub, constant);
        cond = Some(match cond {
            Some(prev) => b.binary("arith.andi", prev, cmp),
            None => cmp,
        });
        map.map_value(ub, constant);
    }
    let Some(cond) = cond else {
        return;
    };
    let loc = b.loc;
    let if_op = scf::IfOp::build(&mut b.b, loc, &[], cond);
    let body = b.body();
    let regions = {
        let ir = (ctx, &*body);
        [if_op.then_region(&ir), if_op.else_region(&ir)]
    };
    for (region, mapping) in regions.into_iter().zip([Some(map), None]) {
        let block = body.create_block();
        body.append_block(region, block);
        let mut m = mapping.unwrap_or_default();
        let c = body.clone_op(op, &mut m);
        body.append_op(block, c);
        scf::YieldOp::build(&mut OpBuilder::at_end(ctx, body, block), loc, &[]);
    }
    body.erase_op(op);
}
