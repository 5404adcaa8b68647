//! Registration checks; the syntax and verifiers are tested by the lit
//! tests in tests/Dialect/gpu.

#[test]
fn registers() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(crate::dialect());
}
