//! `test-single-fold`: folds every op once, the last first, as MLIR's
//! test pass of the same name does to check folders (and the constant
//! uniquing of the folding helper) one op at a time. Constants the folds
//! create and leave unused are erased at the end.

use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, WalkResult};
use strata_pass::Pass;
use strata_rewrite::{OperationFolder, RewriteListener};

/// The `test-single-fold` pass.
pub struct TestSingleFold {
    max_iterations: u64,
}

impl Default for TestSingleFold {
    fn default() -> Self {
        TestSingleFold { max_iterations: 1 }
    }
}

impl Pass for TestSingleFold {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::within_dialects()
    }

    fn argument(&self) -> &'static str {
        "test-single-fold"
    }

    fn description(&self) -> &'static str {
        "Test single-pass operation folding and dead constant elimination"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestSingleFold"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-iterations" => {
                self.max_iterations = value
                    .parse()
                    .map_err(|_| format!("invalid value '{value}' for option '{name}'"))?;
                Ok(())
            }
            _ => Err(format!("unknown option '{name}'")),
        }
    }

    fn options_text(&self) -> String {
        format!("max-iterations={}", self.max_iterations)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        fold_body(ctx, op.body(), self.max_iterations);
        Ok(())
    }
}

/// Records the ops the folder creates (constants), forgetting erased ones.
#[derive(Default)]
struct Created(Vec<OpId>);

impl RewriteListener for Created {
    fn op_inserted(&mut self, _body: &Body, op: OpId) {
        self.0.push(op);
    }

    fn op_erased(&mut self, _body: &Body, op: OpId) {
        self.0.retain(|&o| o != op);
    }
}

/// Folds the ops of `body` (nested isolated bodies first, each on its own
/// since folds never cross them): each op once, the last first, and again
/// (up to `iterations` folds in all) while its fold only updates it in
/// place.
fn fold_body(ctx: &Context, body: &mut Body, iterations: u64) {
    for (_, child) in body.child_bodies_mut() {
        fold_body(ctx, child, iterations);
    }
    // Pre-order (walk_root_regions visits an op before its regions).
    let mut ops = Vec::new();
    body.walk_root_regions(&mut |o| {
        ops.push(o);
        WalkResult::Advance
    });
    let mut folder = OperationFolder::new();
    let mut created = Created::default();
    for &op in ops.iter().rev() {
        for _ in 0..iterations {
            if !body.is_live(op) || folder.try_to_fold(ctx, body, &mut created, op) != Ok(true) {
                break;
            }
        }
    }
    for op in created.0 {
        if body.is_live(op) && body.results(op).all(|r| body.uses(r).next().is_none()) {
            body.erase_op(op);
        }
    }
}
