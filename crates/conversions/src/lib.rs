//! Strata's dialect conversions (MLIR's `lib/Conversion`). Each source
//! and target dialect pair is one module with a `populate_*_patterns`
//! function adding its conversion patterns and the pass that applies
//! them; [`register_all`] registers the passes.

pub mod scf_to_cf;

use strata_pass::PassRegistry;

/// Registers every conversion pass.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(|| Box::new(scf_to_cf::ScfToControlFlow::default()));
}
