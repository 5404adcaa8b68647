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
use strata_ir::{
    Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, ValueId,
};
use strata_pass::Pass;

use super::utils::{for_each_body, is_op, Builder, ForLoop, ParallelLoop};

pub struct ForLoopSpecialization;

impl Pass for ForLoopSpecialization {
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

pub struct ParallelLoopSpecialization;

impl Pass for ParallelLoopSpecialization {
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
    if !is_op(ctx, body, d, "affine.min") {
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
    let body = b.body();
    let then_region = body.create_region();
    let else_region = body.create_region();
    let mut st = OperationState::new(ctx.op_name(scf::IF), loc);
    st.operands.push(cond);
    st.regions = vec![then_region, else_region];
    let if_op = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), if_op);
    for (region, mapping) in [(then_region, Some(map)), (else_region, None)] {
        let block = body.create_block();
        body.append_block(region, block);
        let mut m = mapping.unwrap_or_default();
        let c = body.clone_op(op, &mut m);
        body.append_op(block, c);
        let y = body.create_op(OperationState::new(ctx.op_name(scf::YIELD), loc));
        body.append_op(block, y);
    }
    body.erase_op(op);
}
