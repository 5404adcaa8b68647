//! Strata's dialect conversions (MLIR's `lib/Conversion`). Each source
//! and target dialect pair is one module with a `populate_*_patterns`
//! function adding its conversion patterns and the pass that applies
//! them; [`register_all`] registers the passes. [`llvm_common`] holds what
//! the lowerings to the LLVM dialect share.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod affine_to_std;
pub mod arith_to_llvm;
pub mod cf_to_llvm;
pub mod convert_to_llvm;
pub mod func_to_llvm;
pub mod index_to_llvm;
pub mod linalg_to_rise;
pub mod llvm_common;
pub mod math_to_libm;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod pdl_to_pdl_interp;
pub mod rise_to_affine;
pub mod rise_to_library;
pub mod scf_to_cf;
pub mod transform_ops;
pub mod ub_to_llvm;
pub mod vector_to_llvm;
pub mod vector_to_scf;

use llvm_common::pass::LoweringPass;
pub use llvm_common::register_convert_to_llvm_interfaces;
use strata_pass::PassRegistry;

/// Registers every conversion pass.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(|| Box::new(scf_to_cf::ScfToControlFlow::default()));
    registry.register(|| Box::new(affine_to_std::LowerAffine));
    registry.register(|| Box::new(affine_to_std::AffineExpandIndexOps));
    registry.register(|| Box::new(LoweringPass::new(&arith_to_llvm::ARITH_TO_LLVM)));
    registry.register(|| Box::new(func_to_llvm::FuncToLlvm::default()));
    registry.register(|| Box::new(func_to_llvm::SetLlvmModuleDataLayout::default()));
    registry.register(|| Box::new(cf_to_llvm::CfToLlvm::default()));
    registry.register(|| Box::new(LoweringPass::new(&index_to_llvm::INDEX_TO_LLVM)));
    registry.register(|| Box::new(memref_to_llvm::FinalizeMemRefToLlvm::default()));
    registry.register(|| Box::new(convert_to_llvm::ConvertToLlvm::default()));
    registry.register(|| Box::new(math_to_llvm::MathToLlvm::default()));
    registry.register(|| Box::new(math_to_libm::MathToLibm));
    registry.register(|| Box::new(vector_to_llvm::ConvertVectorToLlvm::default()));
    registry.register(|| Box::new(LoweringPass::new(&ub_to_llvm::UB_TO_LLVM)));
    registry.register(|| Box::new(vector_to_scf::ConvertVectorToScf::default()));
    registry.register(|| Box::new(pdl_to_pdl_interp::ConvertPdlToPdlInterp));
    registry.register(|| Box::new(rise_to_affine::ConvertRiseToAffine));
    registry.register(|| Box::new(rise_to_library::ConvertRiseToLibrary));
    registry.register(|| Box::new(linalg_to_rise::ConvertLinalgToRise));
}
