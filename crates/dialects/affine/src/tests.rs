use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for name in ["affine.apply", "affine.min", "affine.max"] {
        let def = ctx.op_def(ctx.op_name(name)).expect("registered");
        assert!(def.has_trait(OpTraits::PURE), "{name} is pure");
        assert!(def.fold.is_some(), "{name} folds");
    }
}

#[test]
fn evaluates_with_partial_operands() {
    let ctx = Context::new();
    let (d0, s0) = (ctx.affine_dim(0), ctx.affine_symbol(0));
    let e = ctx.affine_add(ctx.affine_mul(d0, ctx.affine_constant(4)), s0);
    assert!(matches!(eval_expr(&ctx, e, &[Some(2)], &[Some(3)]), Ok(Some(11))));
    assert!(matches!(eval_expr(&ctx, e, &[Some(2)], &[None]), Ok(None)));
    let m = ctx.affine_binary_raw(AffineBinaryOp::Mod, d0, ctx.affine_constant(0));
    assert!(
        eval_expr(&ctx, m, &[Some(2)], &[]).is_err(),
        "modulo by zero is poison"
    );
}

#[test]
fn simplifies_through_the_flat_form() {
    let ctx = Context::new();
    let (d0, s0, s1) = (ctx.affine_dim(0), ctx.affine_symbol(0), ctx.affine_symbol(1));
    let c = |v| ctx.affine_constant(v);
    // s1 + d0 * 2 + s0 + d0 -> d0 * 3 + s0 + s1
    let e = ctx.affine_binary_raw(
        AffineBinaryOp::Add,
        ctx.affine_binary_raw(
            AffineBinaryOp::Add,
            ctx.affine_binary_raw(AffineBinaryOp::Add, s1, ctx.affine_mul(d0, c(2))),
            s0,
        ),
        d0,
    );
    let s = simplify_affine_expr(&ctx, e, 1, 2);
    assert_eq!(
        strata_ir::affine::affine_expr_to_string(&ctx, s),
        "d0 * 3 + s0 + s1"
    );
    // (d0 * 4) floordiv 2 -> d0 * 2
    let f = ctx.affine_binary_raw(AffineBinaryOp::FloorDiv, ctx.affine_mul(d0, c(4)), c(2));
    let s = simplify_affine_expr(&ctx, f, 1, 0);
    assert_eq!(strata_ir::affine::affine_expr_to_string(&ctx, s), "d0 * 2");
    // A semi-affine expression is kept.
    let p = ctx.affine_mul(s0, s1);
    assert_eq!(simplify_affine_expr(&ctx, p, 0, 2), p);
}
