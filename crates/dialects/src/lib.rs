//! Strata's dialects, one module (folder) per dialect.

use strata_ir::Context;

pub mod affine;
pub mod arith;
pub mod cf;
pub mod func;
pub mod index;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod test;
pub mod ub;

#[cfg(test)]
mod typed_tests;

/// Registers every dialect of this crate.
pub fn register_all(ctx: &mut Context) {
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
}
