//! The printer. (Skeleton: the public entry points only.)

use strata_ir::{Body, Context, OpId};

/// mlir-opt's printing flags.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-print-assume-verified`.
    pub assume_verified: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-print-unique-ssa-ids`.
    pub unique_ssa_ids: bool,
}

/// Prints one op (and everything nested in it) as mlir-opt prints an op.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let _ = (ctx, body, op, options);
    todo!("printer")
}

/// Prints the top level of a parsed file: the alias section, every
/// top-level op, and the `{-# ... #-}` resource section, exactly as
/// mlir-opt prints its output.
pub fn print_top_level(ctx: &Context, body: &Body, options: &PrintOptions) -> String {
    let _ = (ctx, body, options);
    todo!("printer")
}
