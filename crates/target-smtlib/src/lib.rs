//! SMT-LIB for the smt dialect (MLIR's `Target/SMTLIB`): each
//! `smt.solver` of a module exported as an SMT-LIB script, as
//! `mlir-translate --export-smtlib` prints it ([`export_smtlib`]), and a
//! runner for an SMT solver that speaks SMT-LIB on its standard input
//! ([`solver`]), so that a query built in the dialect can be exported and
//! decided.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::{Body, Context, Failed};

mod export;
pub mod solver;

#[cfg(test)]
mod tests;

pub use export::ExportOptions;

/// Registers the dialects an exported module may hold (mlir-translate's
/// registry for the translation: the smt dialect, and the func and arith
/// dialects around and inside solver scopes).
pub fn register_dialects(ctx: &mut Context) {
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_smt::dialect());
}

/// Exports every `smt.solver` nested in `top` (in order) as SMT-LIB text;
/// what cannot be exported is reported through the context's diagnostics.
pub fn export_smtlib(ctx: &Context, top: &Body, options: &ExportOptions) -> Result<String, Failed> {
    let mut out = String::new();
    export::export(ctx, top, options, &mut out)?;
    Ok(out)
}

/// [`export_smtlib`] appending to `out`, which on failure holds the text
/// written up to the error, as `mlir-translate` prints it.
pub fn export_smtlib_to(
    ctx: &Context,
    top: &Body,
    options: &ExportOptions,
    out: &mut String,
) -> Result<(), Failed> {
    export::export(ctx, top, options, out)
}
