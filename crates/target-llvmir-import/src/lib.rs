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
    let tokens = lexer::lex(src)?;
    let module = parser::parse_module(tokens)?;
    emit::emit_module(&module, options)
}

/// Imports LLVM IR text (the file `file_name`, whose first line is line
/// `line_offset + 1`) as a `builtin.module` of LLVM-dialect ops; errors
/// are reported through the context's diagnostics at their position in
/// the file.
pub fn import_llvm(
    ctx: &Context,
    src: &str,
    file_name: &str,
    line_offset: u32,
    options: ImportOptions,
) -> Result<Body, Failed> {
    let text = match translate_to_mlir(src, options) {
        Ok((text, warnings)) => {
            for w in warnings {
                ctx.emit(Diagnostic::warning(ctx.unknown_loc(), w));
            }
            text
        }
        Err((pos, msg)) => {
            let loc = ctx.file_loc(file_name, pos.line + line_offset, pos.col);
            ctx.emit(Diagnostic::error(loc, msg));
            return Err(Failed);
        }
    };
    if std::env::var_os("STRATA_IMPORT_DUMP").is_some() {
        eprintln!("{text}");
    }
    let popts = ParseOptions {
        file_name,
        line_offset: 0,
        implicit_module: true,
        module_loc: (0, 0),
    };
    parse_source(ctx, &text, &popts)
}
