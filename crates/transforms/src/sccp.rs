//! `sccp`: sparse conditional constant propagation. The analysis in
//! [`crate::dataflow`] finds the values that are constant on every
//! executable path; they are replaced by constants materialized by the
//! dialect that produced them (uniqued and placed at the start of the
//! entry block of their insertion region, as MLIR's `OperationFolder`
//! does), and ops whose results were all replaced are erased when they
//! are trivially dead. Unreachable blocks and branches stay as they are.

use strata_ir::interfaces::is_trivially_removable;
use strata_ir::{BlockId, Body, Context, IsolatedOpMut, LogicalResult, OpRef, RegionId, ValueId};
use strata_pass::Pass;
use strata_rewrite::{NoListener, OperationFolder};

use crate::dataflow::{AnalysisRoot, BodyIndex, ConstantLattice, Solution, SparseConstantPropagation};

/// The `sccp` pass: sparse conditional constant propagation, replacing the
/// values found constant on every executable path by constants.
pub struct Sccp;

impl Pass for Sccp {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::within_dialects()
    }

    fn argument(&self) -> &'static str {
        "sccp"
    }

    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }

    fn name(&self) -> &'static str {
        "SCCP"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let root_op = AnalysisRoot::of(ctx, op);
        let body = op.body();
        let solution = SparseConstantPropagation::run(ctx, body, root_op).into_solution();
        rewrite_body(ctx, &solution, 0, body);
        Ok(())
    }
}

/// Pushes the blocks of `regions` so that they pop in order.
fn push_regions(body: &Body, regions: &[RegionId], worklist: &mut Vec<BlockId>) {
    for &r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        worklist.extend(blocks.into_iter().rev());
    }
}

/// Replaces the uses of `v` by a constant if the analysis proved it one;
/// returns whether it did.
fn replace_with_constant(
    ctx: &Context,
    solution: &Solution,
    b: BodyIndex,
    body: &mut Body,
    folder: &mut OperationFolder,
    block: BlockId,
    v: ValueId,
) -> bool {
    let ConstantLattice::Constant(value, dialect) = solution.value(b, v) else {
        return false;
    };
    let Some(dialect) = ctx.dialect_by_name(dialect) else {
        return false;
    };
    let ty = body.value_type(v);
    let Some(c) = folder.get_or_create_constant(ctx, body, &mut NoListener, block, dialect, value, ty) else {
        return false;
    };
    body.replace_all_uses_with(v, c);
    true
}

/// Rewrites the blocks of body `b` in MLIR's order (a stack of blocks,
/// each op's regions pushed as it is reached), then the bodies of the
/// isolated ops that remain.
fn rewrite_body(ctx: &Context, solution: &Solution, b: BodyIndex, body: &mut Body) {
    let mut folder = OperationFolder::new();
    let mut worklist = Vec::new();
    let roots = body.root_regions().to_vec();
    push_regions(body, &roots, &mut worklist);
    while let Some(block) = worklist.pop() {
        let ops: Vec<_> = body.block_ops(block).collect();
        for op in ops {
            let results: Vec<ValueId> = body.results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(ctx, solution, b, body, &mut folder, block, r);
            }
            if replaced_all
                && body.results(op).all(|r| !body.has_uses(r))
                && is_trivially_removable(OpRef::new(ctx, body, op))
            {
                body.erase_op(op);
                continue;
            }
            let (rb, regions) = body.op_regions(op);
            if std::ptr::eq(rb, &*body) {
                let regions = regions.to_vec();
                push_regions(body, &regions, &mut worklist);
            }
        }
        let args = body.block_args(block).to_vec();
        for a in args {
            replace_with_constant(ctx, solution, b, body, &mut folder, block, a);
        }
    }
    for (op, child) in body.child_bodies_mut() {
        if let Some(c) = solution.child_index(b, op) {
            rewrite_body(ctx, solution, c, child);
        }
    }
}
