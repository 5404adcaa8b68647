use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    let poison = ctx.op_def(ctx.op_name("ub.poison")).expect("registered");
    assert!(poison.has_trait(OpTraits::CONSTANT_LIKE));
    assert!(
        poison.populate_default_properties.is_some(),
        "value defaults to #ub.poison"
    );
    let unreachable = ctx.op_def(ctx.op_name("ub.unreachable")).expect("registered");
    assert!(unreachable.has_trait(OpTraits::TERMINATOR));
}

#[test]
fn poison_attribute_is_unique() {
    let ctx = Context::new();
    assert_eq!(poison_attr(&ctx), poison_attr(&ctx));
    assert!(is_poison(&ctx, poison_attr(&ctx)));
    assert!(!is_poison(&ctx, ctx.unit_attr()));
}
