//! Dialect-independent passes, one module each (MLIR's `lib/Transforms`).

mod print_op_stats;
mod strip_debuginfo;

pub use print_op_stats::PrintOpStats;
pub use strip_debuginfo::StripDebugInfo;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(PrintOpStats::default()));
}
