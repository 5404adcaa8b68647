//! `test-decompose-affine-ops`: orders the operands of every
//! `affine.apply` by hoistability and splits its sums into one
//! `affine.apply` per term (see [`super::decompose_affine_ops`]).

use strata_ir::{Context, IsolatedOpMut, LogicalResult, WalkResult};
use strata_pass::Pass;

use super::decompose_affine_ops::{decompose, reorder_operands_by_hoistability};

/// The `test-decompose-affine-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct TestDecomposeAffineOps;

impl Pass for TestDecomposeAffineOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.apply"])
    }

    fn argument(&self) -> &'static str {
        "test-decompose-affine-ops"
    }

    fn description(&self) -> &'static str {
        "Tests affine ops decomposition utility functions."
    }

    fn name(&self) -> &'static str {
        "TestDecomposeAffineOps"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let mut applies = Vec::new();
        body.walk_root_regions(&mut |o| {
            if ctx.op_name_str(body.op_name(o)) == "affine.apply" {
                applies.push(o);
            }
            WalkResult::Advance
        });
        for apply in applies {
            if reorder_operands_by_hoistability(ctx, body, apply).is_some() {
                let _ = decompose(ctx, body, apply);
            }
        }
        Ok(())
    }
}
