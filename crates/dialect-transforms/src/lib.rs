//! Dialect-specific transformations (MLIR's `lib/Dialect/<name>/Transforms`):
//! one module per dialect, each with its passes and the pattern sets and
//! utilities they are built from. Dialect-independent passes live in
//! `strata-transforms`, lowerings between dialects in `strata-conversions`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod func;
pub mod irdl;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod transform_ops;
pub mod vector;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    affine::register_passes(registry);
    arith::register_passes(registry);
    linalg::register_passes(registry);
    bufferization::register_passes(registry);
    func::register_passes(registry);
    llvm::register_passes(registry);
    math::register_passes(registry);
    memref::register_passes(registry);
    scf::register_passes(registry);
    registry.register(|| Box::new(vector::multi_reduction::LowerVectorMultiReduction::default()));
    vector::test_passes::register_passes(registry);
    registry.register(|| Box::new(tensor::fold_subset_ops::FoldTensorSubsetOps));
}
