//! `pdl-check`: runs the analysis on every `pdl.pattern` of a module and
//! reports violations as errors (the pass fails) and what it cannot model
//! as warnings, each at the PDL op concerned. With
//! `dialect-constraints=true` it also checks the dialect constraints of
//! the ops rewrites create with z3 (each solver call limited to
//! `solver-time-limit` milliseconds).

use strata_ir::{Context, Diagnostic, IsolatedOpMut, LogicalResult};
use strata_pass::{Pass, PassRegistry};

use crate::{check_pattern, InsertionPoint, Options, Severity};

/// The pass.
#[derive(Clone, Default)]
pub struct PdlCheck {
    options: Options,
}

/// Registers the pass.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(PdlCheck::default()));
}

impl Pass for PdlCheck {
    fn argument(&self) -> &'static str {
        "pdl-check"
    }

    fn description(&self) -> &'static str {
        "Check PDL patterns for rewrites that may break the IR"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "insertion-point" => {
                self.options.insertion_point = match value {
                    "before-root" => InsertionPoint::BeforeRoot,
                    "after-root" => InsertionPoint::AfterRoot,
                    _ => {
                        return Err(format!(
                            "for the --insertion-point option: Cannot find option named '{value}'!"
                        ))
                    }
                }
            }
            "wildcards-exclude-terminators" => {
                self.options.wildcards_exclude_terminators = strata_pass::parse_bool_option(name, value)?
            }
            "check-unused" => self.options.check_unused = strata_pass::parse_bool_option(name, value)?,
            "dialect-constraints" => {
                self.options.dialect_constraints = strata_pass::parse_bool_option(name, value)?
            }
            "solver-time-limit" => {
                let ms: u64 = value.parse().map_err(|_| {
                    format!(
                        "for the --solver-time-limit option: '{value}' value invalid for integer argument!"
                    )
                })?;
                self.options.smt.time_limit = std::time::Duration::from_millis(ms);
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let ip = match self.options.insertion_point {
            InsertionPoint::BeforeRoot => "before-root",
            InsertionPoint::AfterRoot => "after-root",
        };
        format!(
            "check-unused={} dialect-constraints={} insertion-point={ip} solver-time-limit={} wildcards-exclude-terminators={}",
            self.options.check_unused,
            self.options.dialect_constraints,
            self.options.smt.time_limit.as_millis(),
            self.options.wildcards_exclude_terminators
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body_ref();
        let mut failed = false;
        let mut stack: Vec<&strata_ir::Body> = vec![body];
        while let Some(b) = stack.pop() {
            for &r in b.root_regions() {
                for block in b.region_blocks(r) {
                    for o in b.block_ops(block) {
                        let Some(child) = b.child_body(o) else {
                            continue;
                        };
                        if ctx.op_name_str(b.op_name(o)) != "pdl.pattern" {
                            stack.push(child);
                            continue;
                        }
                        for f in check_pattern(ctx, child, self.options) {
                            let mut diag = match f.severity {
                                Severity::Violation => {
                                    failed = true;
                                    Diagnostic::error(f.loc, f.message)
                                }
                                Severity::Unchecked => Diagnostic::warning(f.loc, f.message),
                            };
                            for (loc, note) in f.notes {
                                diag.attach_note(loc, note);
                            }
                            ctx.emit(diag);
                        }
                    }
                }
            }
        }
        if failed {
            Err(strata_ir::Failed)
        } else {
            Ok(())
        }
    }
}
