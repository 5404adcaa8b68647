//! Unit tests of the dialect definition.

#[test]
fn dialect_registers() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(crate::dialect());
    assert!(ctx.op_def(ctx.op_name("vector.broadcast")).is_some());
}
