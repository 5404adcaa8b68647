//! Transformations of the `scf` dialect (MLIR's `lib/Dialect/SCF/Transforms`
//! and the loop utilities of `lib/Dialect/SCF/Utils`), one module per
//! transformation, each with its pass.

pub mod affine_min_max;
pub mod for_loop_canonicalization;
pub mod for_to_while;
pub mod forall_to_loops;
pub mod fuse_sibling;
pub mod loop_peeling;
pub mod loop_range_folding;
pub mod loop_specialization;
pub mod loop_unroll;
pub mod outline;
pub mod parallel_for_to_nested_fors;
pub mod parallel_loop_collapsing;
pub mod parallel_loop_fusion;
pub mod parallel_loop_tiling;
pub mod parallel_loop_unroll;
pub mod parametric_tiling;
pub mod pipelining;
pub mod structural_type_conversions;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tile_tests;
pub mod tile_using_interface;
pub mod transform_ops;
pub mod unroll_jam;
pub mod utils;

use strata_pass::PassRegistry;

/// Registers the `scf` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(for_loop_canonicalization::ForLoopCanonicalization));
    registry.register(|| Box::new(outline::TestScfIfUtils));
    registry.register(|| Box::new(loop_peeling::ForLoopPeeling::default()));
    registry.register(|| Box::new(loop_range_folding::ForLoopRangeFolding));
    registry.register(|| Box::new(loop_specialization::ForLoopSpecialization));
    registry.register(|| Box::new(loop_specialization::ParallelLoopSpecialization));
    registry.register(|| Box::new(parallel_loop_fusion::ParallelLoopFusion));
    registry.register(|| Box::new(parallel_loop_tiling::ParallelLoopTiling::default()));
    registry.register(|| Box::new(parallel_for_to_nested_fors::ParallelForToNestedFors));
    registry.register(|| Box::new(for_to_while::ForToWhile));
    registry.register(|| Box::new(forall_to_loops::ForallToFor));
    registry.register(|| Box::new(forall_to_loops::ForallToParallel));
    registry.register(|| Box::new(loop_unroll::TestLoopUnrolling::default()));
    registry.register(|| Box::new(pipelining::TestScfPipelining::default()));
    registry.register(|| Box::new(parallel_loop_collapsing::TestScfParallelLoopCollapsing::default()));
    registry.register(|| Box::new(parallel_loop_unroll::TestParallelLoopUnrolling::default()));
    registry.register(|| Box::new(parametric_tiling::TestExtractFixedOuterLoops::default()));
}
