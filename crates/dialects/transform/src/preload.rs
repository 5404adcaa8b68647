//! `transform-preload-library`: parses libraries of named sequences so
//! that the interpreter run after it can use them, as entry points or
//! through `transform.include`, without them being part of the payload.
//!
//! The parsed libraries belong to the context they were parsed in (their
//! types and attributes are that context's), so they are kept per context,
//! under its id, until the next preload in the same context replaces them.

use std::sync::Mutex;

use rustc_hash::FxHashMap;
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;

/// The libraries preloaded in each context, by context id, each with the
/// file it came from (a file is loaded once per context: several preload
/// passes add up, and chunks of a split input file reuse them).
static PRELOADED: Mutex<Option<FxHashMap<u64, Libraries>>> = Mutex::new(None);

/// The libraries of one context: each file's name and parsed body.
type Libraries = Vec<(String, Body)>;

/// Calls `f` with the libraries preloaded in `ctx` (none if nothing was
/// preloaded).
pub fn with_preloaded<R>(ctx: &Context, f: impl FnOnce(&[&Body]) -> R) -> R {
    let guard = PRELOADED.lock().unwrap_or_else(|e| e.into_inner());
    match guard.as_ref().and_then(|m| m.get(&ctx.id())) {
        Some(libraries) => {
            let bodies: Vec<&Body> = libraries.iter().map(|(_, b)| b).collect();
            f(&bodies)
        }
        None => f(&[]),
    }
}

/// `transform-preload-library`.
#[derive(Clone, Debug, Default)]
pub struct PreloadLibraryPass {
    paths: Vec<String>,
}

/// Creates the pass.
pub fn create_preload_library_pass() -> Box<dyn Pass> {
    Box::new(PreloadLibraryPass::default())
}

/// The `.mlir` files `path` names: itself, or those directly in it when it
/// is a directory, by name.
fn library_files(path: &str) -> Option<Vec<std::path::PathBuf>> {
    let p = std::path::Path::new(path);
    if p.is_file() {
        return Some(vec![p.to_path_buf()]);
    }
    if !p.is_dir() {
        return None;
    }
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(p)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|f| f.is_file() && f.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    Some(files)
}

impl Pass for PreloadLibraryPass {
    fn argument(&self) -> &'static str {
        "transform-preload-library"
    }

    fn description(&self) -> &'static str {
        "preload transform dialect library"
    }

    fn name(&self) -> &'static str {
        "PreloadLibraryPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "transform-library-paths" => {
                self.paths = strata_pass::split_option_list(value)
                    .into_iter()
                    .map(str::to_string)
                    .collect();
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("transform-library-paths={}", self.paths.join(","))
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut strata_pass::AnalysisManager,
    ) -> LogicalResult {
        // The payload is not changed: everything is preserved (and not
        // verified again).
        self.run(ctx, op)?;
        am.mark_all_preserved();
        Ok(())
    }

    fn run(&self, ctx: &Context, _op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut bodies = Vec::new();
        for path in &self.paths {
            let Some(files) = library_files(path) else {
                ctx.emit(Diagnostic::error(
                    ctx.file_loc(path, 0, 0),
                    format!("'{path}' is neither a file nor a directory"),
                ));
                return Err(strata_ir::Failed);
            };
            for file in files {
                let name = file.to_string_lossy().into_owned();
                let loaded = PRELOADED
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .as_ref()
                    .and_then(|m| m.get(&ctx.id()))
                    .is_some_and(|libs| libs.iter().any(|(n, _)| *n == name));
                if loaded {
                    continue;
                }
                let text = match std::fs::read(&file) {
                    Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                    Err(e) => {
                        ctx.emit(Diagnostic::error(
                            ctx.file_loc(&name, 0, 0),
                            format!("could not open input file {name}: {e}"),
                        ));
                        return Err(strata_ir::Failed);
                    }
                };
                let options = strata_asm::ParseOptions {
                    file_name: &name,
                    ..Default::default()
                };
                let body = strata_asm::parse_source(ctx, &text, &options)?;
                strata_ir::verify_top_level(ctx, &body)?;
                bodies.push((name, body));
            }
        }
        let mut guard = PRELOADED.lock().unwrap_or_else(|e| e.into_inner());
        guard
            .get_or_insert_with(FxHashMap::default)
            .entry(ctx.id())
            .or_default()
            .extend(bodies);
        Ok(())
    }
}
