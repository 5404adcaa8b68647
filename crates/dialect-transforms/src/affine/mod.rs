//! Transformations of the `affine` dialect (MLIR's
//! `lib/Dialect/Affine/Transforms` and the loop utilities of
//! `lib/Dialect/Affine/Utils`): the loop utilities as a library API, and
//! the passes built on them.

pub mod access_analysis;
pub mod data_copy;
pub mod decompose_affine_ops;
pub mod dependence;
pub mod expand_index_ops_as_affine;
pub mod flat;
pub mod fold_memref_alias_ops;
pub mod loop_coalescing;
pub mod loop_fusion;
pub mod loop_invariant_code_motion;
pub mod loop_normalize;
pub mod loop_tile;
pub mod loop_tile_parametric;
pub mod loop_unroll;
pub mod loop_unroll_jam;
pub mod loop_unswitch;
pub mod loop_utils;
pub mod memref_region;
pub mod memref_utils;
pub mod parallelize;
pub mod pipeline_data_transfer;
pub mod raise_memref;
pub mod reify_value_bounds;
pub mod scalar_replacement;
pub mod separate_tiles;
pub mod simplify_min_max;
pub mod simplify_structures;
pub mod slice;
pub mod test_access_analysis;
pub mod test_decompose_affine_ops;
pub mod test_dependence_check;
pub mod test_loop_fusion;
pub mod test_loop_permutation;
pub mod test_loop_tile_parametric;
pub mod test_loop_unswitch;
pub mod test_memref_bound_check;
pub mod test_memref_stride_calculation;
#[cfg(test)]
mod test_pass_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_passes;
pub mod tile_size_model;
pub mod transform_ops;
#[cfg(test)]
mod utility_tests;
pub mod value_constraints;

use strata_pass::PassRegistry;

/// Registers the `affine` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(data_copy::AffineDataCopyGenerate::default()));
    registry.register(|| Box::new(data_copy::TestAffineDataCopy::default()));
    registry.register(|| Box::new(expand_index_ops_as_affine::AffineExpandIndexOpsAsAffine));
    registry.register(|| Box::new(fold_memref_alias_ops::AffineFoldMemRefAliasOps));
    registry.register(|| Box::new(loop_coalescing::AffineLoopCoalescing));
    registry.register(|| Box::new(loop_fusion::AffineLoopFusion::default()));
    registry.register(|| Box::new(loop_invariant_code_motion::AffineLoopInvariantCodeMotion));
    registry.register(|| Box::new(loop_normalize::AffineLoopNormalize::default()));
    registry.register(|| Box::new(loop_tile::AffineLoopTile::default()));
    registry.register(|| Box::new(loop_unroll::AffineLoopUnroll::default()));
    registry.register(|| Box::new(loop_unroll_jam::AffineLoopUnrollJam::default()));
    registry.register(|| Box::new(raise_memref::RaiseMemrefDialect));
    registry.register(|| Box::new(test_dependence_check::TestMemRefDependenceCheck));
    registry.register(|| Box::new(test_access_analysis::TestAccessAnalysis));
    registry.register(|| Box::new(test_decompose_affine_ops::TestDecomposeAffineOps));
    registry.register(|| Box::new(test_loop_fusion::TestLoopFusion::default()));
    registry.register(|| Box::new(test_loop_permutation::TestLoopPermutation::default()));
    registry.register(|| Box::new(test_loop_tile_parametric::TestAffineLoopParametricTiling));
    registry.register(|| Box::new(test_loop_unswitch::TestAffineLoopUnswitching));
    registry.register(|| Box::new(test_memref_bound_check::TestMemRefBoundCheck));
    registry.register(|| Box::new(test_memref_stride_calculation::TestMemRefStrideCalculation));
    registry.register(|| Box::new(reify_value_bounds::TestReifyValueBounds::default()));
    registry.register(|| Box::new(scalar_replacement::AffineScalarReplacement));
    registry.register(|| Box::new(parallelize::AffineParallelize::default()));
    registry.register(|| Box::new(simplify_structures::SimplifyAffineStructures));
    registry.register(|| Box::new(simplify_min_max::SimplifyAffineMinMax));
    registry.register(|| Box::new(pipeline_data_transfer::PipelineDataTransfer));
}
