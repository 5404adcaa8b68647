//! Unit tests of the pdl dialect's definitions and type helpers.

use super::*;

#[test]
fn types_are_well_formed() {
    types::DEFS.check();
}

#[test]
fn range_types() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(dialect());
    let v = types::value(&ctx);
    let r = types::range(&ctx, v);
    assert_eq!(types::kind(&ctx, r), Some(types::Kind::Range));
    assert!(types::is_range_of(&ctx, r, types::Kind::Value));
    assert!(!types::is_range_of(&ctx, r, types::Kind::Type));
    assert_eq!(types::element_or_self(&ctx, r), v);
}
