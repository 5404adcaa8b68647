use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for spec in DIALECT.ops {
        assert!(ctx.op_def(ctx.op_name(spec.name)).is_some(), "{}", spec.name);
    }
    let decl = ctx.op_def(ctx.op_name("smt.declare_fun")).expect("registered");
    assert!(!decl.has_trait(OpTraits::PURE), "declarations are never merged");
    assert!(ctx
        .op_def(ctx.op_name("smt.bv.constant"))
        .expect("registered")
        .has_trait(OpTraits::CONSTANT_LIKE));
}

#[test]
fn types_round_trip_through_their_description() {
    let ctx = Context::new();
    let b = bool_type(&ctx);
    let bv = bv_type(&ctx, 8);
    let f = func_type(&ctx, &[b, bv], b);
    let s = sort_type(&ctx, "S", &[b]);
    for t in [b, int_type(&ctx), bv, array_type(&ctx, bv, b), f, s] {
        let k = smt_type(&ctx, t).expect("an smt type");
        assert_eq!(build_type(&ctx, &k), t);
    }
    assert_eq!(bv_width(&ctx, bv), Some(8));
    assert_eq!(smt_type(&ctx, ctx.i32()), None);
    assert!(types::verify_type(&ctx, &SmtType::BitVector(0)).is_err());
    assert!(types::verify_type(
        &ctx,
        &SmtType::Func {
            domain: vec![f],
            range: b
        }
    )
    .is_err());
}

#[test]
fn bv_attributes_carry_their_type() {
    let ctx = Context::new();
    let a = bv_attr(&ctx, strata_ir::APInt::from_u64(4, 5)).expect("a bv attribute");
    assert_eq!(bv_attr_type(&ctx, a), Some(bv_type(&ctx, 4)));
    assert_eq!(bv_attr_value(&ctx, a).map(|v| v.zext_u64()), Some(5));
}
