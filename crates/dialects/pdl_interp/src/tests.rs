//! Unit tests of the pdl_interp dialect's definitions.

use super::*;

#[test]
fn dialect_registers() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    ctx.register_dialect(dialect());
    assert!(ctx.dialect_by_name("pdl_interp").is_some());
    assert_eq!(ALL.len(), 39);
}

#[test]
fn value_type_follows_arity() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    let t = pdl_types::type_(&ctx);
    let ts = pdl_types::range(&ctx, t);
    assert_eq!(verify::value_type_of(&ctx, t), pdl_types::value(&ctx));
    assert_eq!(
        verify::value_type_of(&ctx, ts),
        pdl_types::range(&ctx, pdl_types::value(&ctx))
    );
}
