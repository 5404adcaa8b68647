//! `apply-pdl-patterns{file=F}`: applies the PDL patterns of a file (a
//! module of `pdl.pattern`s, or one already converted to `pdl_interp`)
//! greedily to the op it runs on, as `canonicalize` applies the
//! canonicalization patterns. Patterns calling native constraints or
//! rewrites cannot be loaded this way (nothing registers them) and are
//! refused with the names missing.

use std::sync::{Arc, OnceLock};

use strata_ir::{Context, Diagnostic, IsolatedOpMut, LogicalResult};
use strata_pass::{Pass, PassRegistry};
use strata_rewrite::{apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig};

use crate::{emit_compile_error, PdlOptions, PdlPatternModule};

/// The pass. The file is read and compiled once, on the first op the
/// pass runs on, and shared by the threads running it on other ops.
#[derive(Clone, Default)]
pub struct ApplyPdlPatterns {
    file: String,
    options: PdlOptions,
    patterns: Arc<OnceLock<Option<FrozenPatternSet>>>,
}

/// Registers the pass.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(ApplyPdlPatterns::default()));
}

impl ApplyPdlPatterns {
    fn load(&self, ctx: &Context, loc: strata_ir::Location) -> Result<PdlPatternModule, ()> {
        if self.file.is_empty() {
            ctx.emit(Diagnostic::error(
                loc,
                "apply-pdl-patterns needs a pattern file (file=<path>)",
            ));
            return Err(());
        }
        let text = std::fs::read_to_string(&self.file).map_err(|e| {
            ctx.emit(Diagnostic::error(
                loc,
                format!("cannot open pattern file '{}': {e}", self.file),
            ));
        })?;
        let options = strata_asm::ParseOptions {
            file_name: &self.file,
            ..Default::default()
        };
        let top = strata_asm::parse_source(ctx, &text, &options).map_err(|_| ())?;
        strata_ir::verify_top_level(ctx, &top).map_err(|_| ())?;
        // The patterns are the top-level ops of the file's module.
        let module = top
            .root_regions()
            .first()
            .and_then(|&r| top.region_entry(r))
            .and_then(|b| top.block_ops(b).next())
            .and_then(|m| top.child_body(m))
            .ok_or_else(|| ctx.emit(Diagnostic::error(loc, "the pattern file holds no module")))?;
        let m = PdlPatternModule::with_options(ctx, module, self.options)
            .map_err(|e| emit_compile_error(ctx, &e))?;
        let missing = m.missing_natives();
        if !missing.is_empty() {
            let names: Vec<String> = missing.iter().map(|(k, n)| format!("{k} '{n}'")).collect();
            ctx.emit(Diagnostic::error(
                loc,
                format!(
                    "the patterns of '{}' call native functions nothing registers: {}",
                    self.file,
                    names.join(", ")
                ),
            ));
            return Err(());
        }
        Ok(m)
    }
}

impl Pass for ApplyPdlPatterns {
    fn argument(&self) -> &'static str {
        "apply-pdl-patterns"
    }

    fn description(&self) -> &'static str {
        "Apply the PDL patterns of a file greedily"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "file" => {
                self.file = value.to_string();
                self.patterns = Arc::default();
            }
            _ => {
                self.options.set(name, value)?;
                self.patterns = Arc::default();
            }
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("file={} {}", self.file, self.options.text())
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let set = self
            .patterns
            .get_or_init(|| {
                let module = self.load(ctx, op.loc()).ok()?;
                Some(FrozenPatternSet::new(ctx, module.into_patterns()))
            })
            .as_ref()
            .ok_or(strata_ir::Failed)?;
        let owner = Some(op.name());
        apply_patterns_greedily_nested_owned(ctx, owner, op.body(), set, GreedyConfig::default(), true);
        Ok(())
    }
}
