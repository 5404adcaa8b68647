//! Transformations of the `linalg` dialect.

pub mod data_tiling;
pub mod decompose;
pub mod detensorize;
pub mod elementwise_fusion;
pub mod fuse;
pub mod fuse_into_containing;
pub mod fuse_ops;
#[cfg(test)]
mod fuse_tests;
pub mod generalize;
pub mod hoisting;
pub mod loops;
pub mod multitile_sizes;
pub mod pack;
#[cfg(test)]
mod pack_tests;
pub mod padding;
pub mod promote_tensor;
pub mod specialize;
pub mod split;
pub mod structured_transform_ops;
pub mod transform_ops;
pub mod vectorize;
mod vectorize_conv;
mod vectorize_extract;
pub mod vectorize_pack;
#[cfg(test)]
mod vectorize_tests;

use strata_pass::PassRegistry;

/// Registers the `linalg` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(elementwise_fusion::LinalgElementwiseOpFusion::default()));
    registry.register(|| Box::new(detensorize::LinalgDetensorize::default()));
    registry.register(|| Box::new(generalize::GeneralizeNamedOps::default()));
    registry.register(|| Box::new(loops::ConvertLinalgToLoops::default()));
    registry.register(|| Box::new(loops::ConvertLinalgToAffineLoops::default()));
    registry.register(|| Box::new(loops::ConvertLinalgToParallelLoops::default()));
    registry.register(|| Box::new(specialize::SpecializeGenericOps::default()));
}
