//! PDLL, MLIR's pattern language, compiled to the `pdl` dialect.
//!
//! A module of `Pattern`s, `Constraint`s and `Rewrite`s is lexed
//! (`lexer`), parsed and checked in one pass (`parser`, building the typed
//! AST of `ast`), and generated as `pdl.pattern`s (`codegen`) that
//! Strata's printer prints as `mlir-pdll --x=mlir` does. Op definitions
//! (`ods`) come from the dialects registered in the context and from
//! IRDL files included with `#include "file.mlir"`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ast;
pub mod codegen;
pub mod lexer;
pub mod ods;
pub mod parser;
pub mod source;

#[cfg(test)]
mod tests;

use rustc_hash::FxHashMap;
use strata_ir::{Body, Context};

pub use source::{Diag, Severity, Sources};

/// The result of compiling one buffer.
pub struct Compiled {
    /// The generated module (a top-level body holding one
    /// `builtin.module`), unless an error was reported.
    pub module: Option<Body>,
    /// The diagnostics (errors and warnings), rendered.
    pub diagnostics: String,
}

/// The file `name` of an `#include`: the name as it is (relative to the
/// working directory), then in each of `dirs`, as LLVM's source manager
/// looks for included files; its path and text.
pub fn find_include(name: &str, dirs: &[String]) -> Option<(String, String)> {
    let candidates = std::iter::once(name.to_string()).chain(dirs.iter().map(|d| format!("{d}/{name}")));
    for path in candidates {
        if let Ok(text) = std::fs::read_to_string(&path) {
            return Some((path, text));
        }
    }
    None
}

/// Parses, checks and generates `text` (named `file_name` in locations and
/// diagnostics). IRDL files it includes are loaded into `ctx` first (so a
/// second compilation including the same IRDL file needs a new context).
pub fn compile(ctx: &mut Context, file_name: &str, text: &str, include_dirs: &[String]) -> Compiled {
    on_compiler_stack(|| compile_here(ctx, file_name, text, include_dirs))
}

/// Runs `f` on a thread whose stack holds the compiler's recursion:
/// parsing and generation recurse as deep as their limits allow (and
/// inlining stacks bodies), whatever the caller's stack size.
fn on_compiler_stack(f: impl FnOnce() -> Compiled + Send) -> Compiled {
    const STACK: usize = 256 << 20;
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new().stack_size(STACK).spawn_scoped(s, f);
        match worker.map(|w| w.join()) {
            Ok(Ok(c)) => c,
            _ => Compiled {
                module: None,
                diagnostics: "error: the PDLL compiler could not run\n".to_string(),
            },
        }
    })
}

/// [`compile`] in a context shared with others: IRDL files cannot be
/// loaded into it, and including one is an error. For patterns built into
/// a tool, compiled by a pass.
pub fn compile_shared(ctx: &Context, file_name: &str, text: &str, include_dirs: &[String]) -> Compiled {
    on_compiler_stack(|| {
        let mut refused = FxHashMap::default();
        let mut seen = rustc_hash::FxHashSet::default();
        for_each_irdl_include(text, include_dirs, &mut seen, 0, &mut |path, _| {
            let msg = format!("unable to load IRDL file `{path}`: IRDL cannot be loaded here");
            refused.insert(path, msg);
        });
        compile_loaded(ctx, file_name, text, include_dirs, &refused)
    })
}

fn compile_here(ctx: &mut Context, file_name: &str, text: &str, include_dirs: &[String]) -> Compiled {
    let mut irdl_errors = FxHashMap::default();
    let mut seen = rustc_hash::FxHashSet::default();
    for_each_irdl_include(text, include_dirs, &mut seen, 0, &mut |path, inner| {
        if let Err(msg) = load_irdl(ctx, &path, &inner) {
            irdl_errors.insert(path, msg);
        }
    });
    compile_loaded(ctx, file_name, text, include_dirs, &irdl_errors)
}

/// Calls `visit` with the path and text of each IRDL file `text` includes,
/// directly or through included PDLL files, once per file.
fn for_each_irdl_include(
    text: &str,
    dirs: &[String],
    seen: &mut rustc_hash::FxHashSet<String>,
    depth: u32,
    visit: &mut dyn FnMut(String, String),
) {
    if depth > 64 {
        return;
    }
    let mut lx = lexer::Lexer::new(text);
    let mut prev_include = false;
    loop {
        let (tok, _) = lx.next_token();
        match tok.kind {
            lexer::Kind::Eof => break,
            lexer::Kind::Str if prev_include => {
                if let Some((path, inner)) = find_include(&tok.text, dirs) {
                    if seen.insert(path.clone()) {
                        if tok.text.ends_with(".mlir") {
                            visit(path, inner);
                        } else if tok.text.ends_with(".pdll") {
                            for_each_irdl_include(&inner, dirs, seen, depth + 1, visit);
                        }
                    }
                }
            }
            _ => {}
        }
        prev_include = tok.kind == lexer::Kind::Directive && tok.text == "include";
    }
}

fn compile_loaded(
    ctx: &Context,
    file_name: &str,
    text: &str,
    include_dirs: &[String],
    irdl_errors: &FxHashMap<String, String>,
) -> Compiled {
    let mut sources = Sources::default();
    let file = sources.add(file_name, text);
    let module = {
        let handler = parser::IncludeHandler {
            dirs: include_dirs,
            irdl_errors,
        };
        let mut p = parser::Parser::new(ctx, &mut sources, file, handler);
        let parsed = p.parse_module();
        let m = std::mem::take(&mut p.module);
        parsed.ok().map(|()| m)
    };
    let body = match module {
        Some(m) if !sources.has_errors() => codegen::generate(ctx, &m, &mut sources).ok(),
        _ => None,
    };
    let body = body.filter(|_| !sources.has_errors());
    let mut diagnostics = sources.render();
    // The patterns are verified, as mlir-pdll verifies them; the verifier's
    // diagnostics carry IR locations, printed as such.
    let body = body.and_then(|b| match verify(ctx, &b) {
        Ok(()) => Some(b),
        Err(text) => {
            diagnostics.push_str(&text);
            None
        }
    });
    Compiled {
        module: body,
        diagnostics,
    }
}

fn verify(ctx: &Context, body: &Body) -> Result<(), String> {
    let diags = std::sync::Arc::new(std::sync::Mutex::new(Vec::<strata_ir::Diagnostic>::new()));
    let sink = diags.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        if let Ok(mut v) = sink.lock() {
            v.push(d.clone());
        }
    }));
    let result = strata_ir::verify_top_level(ctx, body);
    ctx.remove_diagnostic_handler(handler);
    if result.is_ok() {
        return Ok(());
    }
    let mut out = String::new();
    let diags = diags.lock().map(|d| d.clone()).unwrap_or_default();
    let mut render = |d: &strata_ir::Diagnostic, kind: &str| {
        let loc = strata_asm::location_to_string(ctx, d.loc, false);
        out.push_str(&format!("{loc}: {kind}: {}\n", d.message));
    };
    // mlir-pdll prints the verifier's errors without their notes.
    for d in &diags {
        render(d, "error");
    }
    if out.is_empty() {
        out.push_str("error: the generated patterns failed to verify\n");
    }
    Err(out)
}

/// Parses and verifies an IRDL file and registers the dialects it defines.
fn load_irdl(ctx: &mut Context, path: &str, text: &str) -> Result<(), String> {
    let messages = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let sink = messages.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        if let Ok(mut m) = sink.lock() {
            m.push(d.message.clone());
        }
    }));
    let options = strata_asm::ParseOptions {
        file_name: path,
        ..Default::default()
    };
    let loaded = match strata_asm::parse_source(ctx, text, &options) {
        Ok(body) => strata_ir::verify_top_level(ctx, &body)
            .and_then(|()| strata_dialect_irdl::load::load_dialects(ctx, &body)),
        Err(e) => Err(e),
    };
    ctx.remove_diagnostic_handler(handler);
    loaded.map_err(|_| {
        let first = messages
            .lock()
            .ok()
            .and_then(|m| m.first().cloned())
            .unwrap_or_default();
        format!("unable to load IRDL file `{path}`: {first}")
    })
}
