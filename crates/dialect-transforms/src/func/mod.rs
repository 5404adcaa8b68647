//! The func dialect's transformations.

pub mod duplicate_function_elimination;
pub mod signature;
pub mod transform_ops;

use strata_pass::PassRegistry;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(duplicate_function_elimination::DuplicateFunctionElimination));
}
