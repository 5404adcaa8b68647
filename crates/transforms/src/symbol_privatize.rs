//! `symbol-privatize`: makes the symbols of the op's symbol table private,
//! except those listed in `exclude`.

use strata_ir::symbol_table::{set_symbol_visibility, symbol_name, Visibility};
use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;

/// The `symbol-privatize` pass: makes the symbols of the op's symbol table
/// private, except those named by its `exclude` option.
#[derive(Default)]
pub struct SymbolPrivatize {
    exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }

    fn description(&self) -> &'static str {
        "Mark symbols private"
    }

    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "exclude" => {
                self.exclude = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("exclude={}", self.exclude.join(","))
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        for o in crate::call_graph::top_ops(body) {
            let Some(name) = symbol_name(ctx, body, o) else {
                continue;
            };
            if !self.exclude.iter().any(|e| e == ctx.ident_str(name)) {
                set_symbol_visibility(ctx, body, o, Visibility::Private);
            }
        }
        Ok(())
    }
}
