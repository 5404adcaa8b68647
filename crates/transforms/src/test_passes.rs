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

/// The options of `test-options-pass` (MLIR's test of option parsing):
/// an integer list, a string, a string list and an enum.
#[derive(Clone, Debug, Default)]
pub struct TestOptions {
    list: Vec<i64>,
    string: String,
    string_list: Vec<String>,
    /// `zero`, `one` or `two`, as its index.
    enum_value: usize,
}

const ENUM_CASES: [&str; 3] = ["zero", "one", "two"];

impl TestOptions {
    fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "list" => {
                self.list = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|v| {
                        v.trim().parse().map_err(|_| {
                            format!("for the --{name} option: '{v}' value invalid for integer argument!")
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "string" => self.string = value.to_string(),
            "string-list" => {
                self.string_list = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
            }
            "enum" => {
                self.enum_value = ENUM_CASES
                    .iter()
                    .position(|c| *c == value)
                    .ok_or_else(|| format!("for the --{name} option: Cannot find option named '{value}'!"))?;
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    /// As MLIR prints them: sorted by name, an empty list as nothing, a
    /// value with spaces in braces.
    fn text(&self) -> String {
        let braced = |s: &str| {
            if s.contains(' ') {
                format!("{{{s}}}")
            } else {
                s.to_string()
            }
        };
        let list = |name: &str, items: Vec<String>| {
            if items.is_empty() {
                String::new()
            } else {
                format!("{name}={{{}}}", items.join(","))
            }
        };
        [
            format!("enum={}", ENUM_CASES[self.enum_value]),
            list("list", self.list.iter().map(i64::to_string).collect()),
            format!("string={}", braced(&self.string)),
            list("string-list", self.string_list.clone()),
        ]
        .join(" ")
    }
}

/// `test-options-pass`: parses its options and changes nothing (MLIR's
/// test of pass options).
#[derive(Clone, Debug, Default)]
pub struct TestOptionsPass {
    options: TestOptions,
}

impl Pass for TestOptionsPass {
    fn argument(&self) -> &'static str {
        "test-options-pass"
    }

    fn description(&self) -> &'static str {
        "Test options parsing capabilities"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestOptionsPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set(name, value)
    }

    fn options_text(&self) -> String {
        self.options.text()
    }

    fn run(&self, _: &Context, _: &mut IsolatedOpMut<'_>) -> LogicalResult {
        Ok(())
    }
}

/// `test-options-pass-pipeline`: MLIR's test of a registered pass
/// pipeline with options; the pipeline is one `test-options-pass` with
/// the same options, run on the op the pipeline is anchored on.
#[derive(Clone, Debug, Default)]
pub struct TestOptionsPassPipeline {
    options: TestOptions,
}

impl Pass for TestOptionsPassPipeline {
    fn argument(&self) -> &'static str {
        "test-options-pass-pipeline"
    }

    fn description(&self) -> &'static str {
        "Parses options using pass pipeline registration"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set(name, value)
    }

    fn options_text(&self) -> String {
        self.options.text()
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let pass = TestOptionsPass {
            options: self.options.clone(),
        };
        let mut am = strata_pass::AnalysisManager::new();
        pass.run_with_analyses(ctx, op, &mut am)
    }
}
