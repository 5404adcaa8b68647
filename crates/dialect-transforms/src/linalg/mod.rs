//! Transformations of the `linalg` dialect.

pub mod generalize;

use strata_pass::PassRegistry;

/// Registers the `linalg` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(generalize::GeneralizeNamedOps::default()));
}
