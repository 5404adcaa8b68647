//! Transformations of the `memref` dialect.

use strata_pass::PassRegistry;

/// Registers the `memref` dialect's passes.
pub fn register_passes(_registry: &mut PassRegistry) {}
