//! Strata's dialects, one module (folder) per dialect.

use strata_ir::Context;

pub mod arith;
pub mod func;
pub mod math;
pub mod test;

/// Registers every dialect of this crate.
pub fn register_all(ctx: &mut Context) {
    ctx.register_dialect(arith::dialect());
    ctx.register_dialect(func::dialect());
    ctx.register_dialect(math::dialect());
    ctx.register_dialect(test::dialect());
}
