//! The parser. (Skeleton: the public entry points only.)

use strata_ir::{Body, Context, Failed};

/// How to parse one buffer.
#[derive(Clone, Debug)]
pub struct ParseOptions<'a> {
    /// The name locations use (`loc("name":line:col)`).
    pub file_name: &'a str,
    /// Added to line numbers, for chunks of a split input file.
    pub line_offset: u32,
    /// Wrap top-level ops in a `builtin.module` unless the buffer holds
    /// exactly one (mlir-opt's default; `--no-implicit-module` turns it off).
    pub implicit_module: bool,
}

/// Parses `source`. On success the body's single root region has one block
/// holding the top-level op(s); on failure the errors were emitted to the
/// context's diagnostic handler.
pub fn parse_source(ctx: &Context, source: &str, options: &ParseOptions<'_>) -> Result<Body, Failed> {
    let _ = (ctx, source, options);
    todo!("parser")
}
