//! Transformations of the `scf` dialect.

use strata_pass::PassRegistry;

/// Registers the `scf` dialect's passes.
pub fn register_passes(_registry: &mut PassRegistry) {}
