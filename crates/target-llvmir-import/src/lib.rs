//! Import of textual LLVM IR (`.ll`) into the `llvm` dialect, as
//! `mlir-translate --import-llvm` does: [`lexer`] and [`parser`] read the
//! text into [`ast`], `emit` translates it into LLVM-dialect ops following
//! mlir-translate's conventions (constants materialized at the start of
//! the entry block in first-use order, phis as block arguments, blocks
//! converted in topological order, constant initializers as attributes or
//! initializer regions, intrinsic calls as `llvm.intr.*` ops), and the
//! module is read back by Strata's parser, so the printed result is the
//! one the printer gives for any IR.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ast;
mod emit;
mod layout;
pub mod lexer;
pub mod parser;

pub use emit::ImportOptions;

use strata_asm::{parse_source, ParseOptions};
use strata_ir::{Body, Context, Diagnostic, Failed};

/// Translates LLVM IR text to MLIR text in the `llvm` dialect, with the
/// warnings of the translation; an error is a position and a message.
pub fn translate_to_mlir(
    src: &str,
    options: ImportOptions,
) -> Result<(String, Vec<String>), (lexer::Pos, String)> {
    translate(src, options).map(|t| (t.text, t.warnings))
}

/// A translated module.
struct Translated {
    /// The MLIR text.
    text: String,
    /// The warnings of the translation.
    warnings: Vec<String>,
    /// The module's `source_filename`.
    source_filename: Option<String>,
    /// The version of debug information that was ignored.
    stripped_debug_version: Option<i128>,
}

fn translate(src: &str, options: ImportOptions) -> Result<Translated, (lexer::Pos, String)> {
    let tokens = lexer::lex(src)?;
    let module = parser::parse_module(tokens)?;
    let e = emit::emit_module(&module, options)?;
    Ok(Translated {
        text: e.text,
        warnings: e.warnings,
        source_filename: module.source_filename,
        stripped_debug_version: e.stripped_debug_version,
    })
}

/// The text an import reads and where it comes from.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// The LLVM IR text.
    pub text: &'a str,
    /// The file name diagnostics use.
    pub file_name: &'a str,
    /// The line of the file the text starts after.
    pub line_offset: u32,
    /// The file name of the module's location (`name:0:0`).
    pub module_loc_name: &'a str,
}

/// Imports LLVM IR text as a `builtin.module` of LLVM-dialect ops; errors
/// are reported through the context's diagnostics at their position in
/// the file.
pub fn import_llvm(ctx: &Context, src: &Source<'_>, options: ImportOptions) -> Result<Body, Failed> {
    let (file_name, line_offset) = (src.file_name, src.line_offset);
    let (text, source_filename) = match translate(src.text, options) {
        Ok(t) => {
            if let Some(v) = t.stripped_debug_version {
                // LLVM's reader reports this on the standard error itself,
                // not as an MLIR diagnostic.
                eprintln!(
                    "warning: ignoring debug info with an invalid version ({v}) in {}",
                    src.module_loc_name
                );
            }
            for w in t.warnings {
                ctx.emit(Diagnostic::warning(ctx.unknown_loc(), w));
            }
            (t.text, t.source_filename)
        }
        Err((pos, msg)) => {
            // As mlir-translate reports LLVM's parser errors: the whole
            // diagnostic (position, message, line and caret) as the message
            // of an error without location.
            let _ = (file_name, line_offset);
            let line = src
                .text
                .lines()
                .nth(pos.line.saturating_sub(1) as usize)
                .unwrap_or("");
            let caret = format!("{}^", " ".repeat(pos.col.saturating_sub(1) as usize));
            let msg = format!(
                "{}:{}:{}: error: {msg}\n{line}\n{caret}\n",
                src.module_loc_name, pos.line, pos.col
            );
            ctx.emit(Diagnostic::error(ctx.unknown_loc(), msg));
            return Err(Failed);
        }
    };
    let popts = ParseOptions {
        file_name,
        line_offset: 0,
        implicit_module: true,
        module_loc: (0, 0),
    };
    let mut body = parse_source(ctx, &text, &popts)?;
    // The module is located at the file; what it holds is located by its
    // debug information (written in the text) or has no location: the
    // locations the parser gave (in the generated text) become unknown.
    let generated = ctx.ident(file_name);
    set_locations(ctx, &mut body, generated);
    // The module and its globals are located at the file.
    // (Named by the module's `source_filename` if it has one.)
    let file = ctx.file_loc(source_filename.as_deref().unwrap_or(src.module_loc_name), 0, 0);
    let mut modules = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            modules.extend(body.block_ops(b));
        }
    }
    for module in modules {
        body.set_op_loc(module, file);
        let Some(inner) = body.child_body_mut(module) else {
            continue;
        };
        // Module-level ops other than functions are located at the file,
        // and so are the comdat selectors and the terminators of global
        // initializers.
        let mut top = Vec::new();
        for &r in inner.root_regions() {
            for b in inner.region_blocks(r) {
                for op in inner.block_ops(b) {
                    if ctx.op_name_str(inner.op_name(op)) != "llvm.func" {
                        top.push(op);
                    }
                }
            }
        }
        for op in top {
            inner.set_op_loc(op, file);
            let located = |name: &str| name == "llvm.comdat_selector" || name == "llvm.return";
            if let Some(child) = inner.child_body_mut(op) {
                let mut nested = Vec::new();
                for &r in child.root_regions() {
                    for b in child.region_blocks(r) {
                        nested.extend(
                            child
                                .block_ops(b)
                                .filter(|&o| located(ctx.op_name_str(child.op_name(o)))),
                        );
                    }
                }
                for o in nested {
                    child.set_op_loc(o, file);
                }
            } else {
                let mut nested = Vec::new();
                for &r in inner.regions_in_body(op) {
                    for b in inner.region_blocks(r) {
                        nested.extend(
                            inner
                                .block_ops(b)
                                .filter(|&o| located(ctx.op_name_str(inner.op_name(o)))),
                        );
                    }
                }
                for o in nested {
                    inner.set_op_loc(o, file);
                }
            }
        }
    }
    Ok(body)
}

/// Makes the location of every op and block argument of `body` and the
/// bodies it holds that is a position in the file `generated` unknown.
fn set_locations(ctx: &Context, body: &mut Body, generated: strata_ir::Ident) {
    let unknown = ctx.unknown_loc();
    let fix = |loc: strata_ir::Location| match ctx.loc_kind(loc) {
        strata_ir::LocationKind::FileLineCol { file, .. } if file == generated => unknown,
        _ => loc,
    };
    let mut ops = Vec::new();
    body.walk_root_regions(&mut |op| {
        ops.push(op);
        strata_ir::WalkResult::Advance
    });
    let mut regions: Vec<strata_ir::RegionId> = body.root_regions().to_vec();
    for &op in &ops {
        body.set_op_loc(op, fix(body.op_loc(op)));
        match body.child_body_mut(op) {
            Some(child) => set_locations(ctx, child, generated),
            None => regions.extend_from_slice(body.regions_in_body(op)),
        }
    }
    for r in regions {
        let blocks: Vec<_> = body.region_blocks(r).collect();
        for b in blocks {
            for a in body.block_args(b).to_vec() {
                body.set_block_arg_loc(a, fix(body.value_loc(a)));
            }
        }
    }
}
