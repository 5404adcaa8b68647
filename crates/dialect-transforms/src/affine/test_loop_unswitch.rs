//! `test-affine-loop-unswitch`: hoists the first `affine.if` (in
//! post-order) that can be hoisted above a loop, and repeats, at most five
//! times.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;

use super::loop_unswitch::hoist_affine_if_op;

/// The `test-affine-loop-unswitch` pass.
#[derive(Clone, Debug, Default)]
pub struct TestAffineLoopUnswitching;

/// How many hoistings the pass does at most: each rewrites the IR around
/// the condition, so the ops are collected again after each.
const MAX_ITERATIONS: usize = 5;

impl Pass for TestAffineLoopUnswitching {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.if"],
            removes: &[],
            introduces: &["affine.if", "affine.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-affine-loop-unswitch"
    }

    fn description(&self) -> &'static str {
        "Tests affine loop unswitching / if/else hoisting"
    }

    fn name(&self) -> &'static str {
        "TestAffineLoopUnswitching"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        for _ in 0..MAX_ITERATIONS {
            let ifs: Vec<_> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| ctx.op_name_str(body.op_name(o)) == "affine.if")
                .collect();
            let mut hoisted = false;
            for if_op in ifs {
                if body.is_live(if_op) && hoist_affine_if_op(ctx, body, if_op).is_ok() {
                    hoisted = true;
                    break;
                }
            }
            if !hoisted {
                break;
            }
        }
        Ok(())
    }
}
