//! Strata, MLIR in Rust: the crates of Strata under one name, and the
//! registration of all its dialects and passes.
//!
//! Each lower crate is re-exported as a module ([`ir`], [`asm`], ...;
//! the dialects under [`dialects`]). This crate and the tools are the
//! only places that know the full list of dialects and passes: the
//! driver library ([`opt_main`]) is given them through a
//! [`opt_main::ToolRegistry`], as MLIR's `MlirOptMain` is given a
//! `DialectRegistry`.

#![forbid(unsafe_code)]

pub use strata_asm as asm;
pub use strata_conversions as conversions;
pub use strata_dialect_transforms as dialect_transforms;
pub use strata_execution_engine as execution_engine;
pub use strata_ir as ir;
pub use strata_ods as ods;
pub use strata_opt_main as opt_main;
pub use strata_pass as pass;
pub use strata_rewrite as rewrite;
pub use strata_target_llvmir as target_llvmir;
pub use strata_transforms as transforms;

/// The dialects, one crate each, and the helpers they share.
pub mod dialects {
    pub use strata_dialect_affine as affine;
    pub use strata_dialect_arith as arith;
    pub use strata_dialect_cf as cf;
    pub use strata_dialect_func as func;
    pub use strata_dialect_index as index;
    pub use strata_dialect_llvm as llvm;
    pub use strata_dialect_math as math;
    pub use strata_dialect_memref as memref;
    pub use strata_dialect_scf as scf;
    pub use strata_dialect_tensor as tensor;
    pub use strata_dialect_test as test;
    pub use strata_dialect_ub as ub;
    pub use strata_dialect_utils as utils;
}

use strata_ir::Context;
use strata_pass::PassRegistry;

/// Registers every dialect of Strata, and the interfaces the lowering to
/// the LLVM dialect attaches to them (`ConvertToLLVMPatternInterface`).
pub fn register_all_dialects(ctx: &mut Context) {
    use dialects::*;
    ctx.register_dialect(affine::dialect());
    ctx.register_dialect(arith::dialect());
    ctx.register_dialect(cf::dialect());
    ctx.register_dialect(func::dialect());
    ctx.register_dialect(scf::dialect());
    ctx.register_dialect(index::dialect());
    ctx.register_dialect(ub::dialect());
    ctx.register_dialect(memref::dialect());
    ctx.register_dialect(tensor::dialect());
    ctx.register_dialect(math::dialect());
    ctx.register_dialect(llvm::dialect());
    ctx.register_dialect(test::dialect());
    strata_conversions::register_convert_to_llvm_interfaces(ctx);
}

/// Registers every pass of Strata: the dialect-independent ones, the
/// dialect-specific ones and the conversions.
pub fn register_all_passes(registry: &mut PassRegistry) {
    strata_transforms::register_all(registry);
    strata_dialect_transforms::register_all(registry);
    strata_conversions::register_all(registry);
}

/// strata-opt's registry: every dialect and pass of Strata.
pub fn tool_registry() -> strata_opt_main::ToolRegistry {
    strata_opt_main::ToolRegistry::new("strata-opt")
        .with_dialects(register_all_dialects)
        .with_passes(register_all_passes)
}
