//! Unit tests of the transform dialect's library parts.

use super::*;

#[test]
fn types_are_well_formed() {
    types::DEFS.check();
}

#[test]
fn dialect_registers() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(dialect());
    assert!(ctx.dialect_by_name("transform").is_some());
}
