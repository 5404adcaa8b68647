//! Passes that exercise the pass manager, as mlir-opt's test passes do.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};

/// `test-pass-failure`: always fails, optionally with an error on the op.
#[derive(Default)]
pub struct TestPassFailure {
    gen_diagnostics: bool,
}

impl Pass for TestPassFailure {
    fn argument(&self) -> &'static str {
        "test-pass-failure"
    }

    fn description(&self) -> &'static str {
        "Test a pass in the pass manager that always fails"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestFailurePass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "gen-diagnostics" => {
                self.gen_diagnostics = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("gen-diagnostics={}", self.gen_diagnostics)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if self.gen_diagnostics {
            ctx.emit_error(op.loc(), "illegal operation");
        }
        Err(strata_ir::Failed)
    }
}
