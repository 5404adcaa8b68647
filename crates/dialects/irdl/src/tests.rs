use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for spec in DIALECT.ops {
        assert!(ctx.op_def(ctx.op_name(spec.name)).is_some(), "{}", spec.name);
    }
    let d = ctx.op_def(ctx.op_name("irdl.dialect")).expect("registered");
    assert!(d.has_trait(OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL_TABLE)));
}

#[test]
fn names_follow_irdl_rules() {
    assert!(check_name("type", "vec_2d").is_ok());
    assert_eq!(check_name("type", "").unwrap_err(), "name of type is empty");
    assert!(check_name("type", "_a")
        .unwrap_err()
        .contains("leading or double underscores"));
    assert!(check_name("type", "a__b")
        .unwrap_err()
        .contains("leading or double underscores"));
    assert!(check_name("type", "a$B")
        .unwrap_err()
        .contains("only lowercase letters"));
    assert!(check_name("type", "aB").unwrap_err().contains("uppercase"));
}

#[test]
fn variadicity_attributes_round_trip_their_values() {
    let ctx = Context::new();
    let vs = [Variadicity::Single, Variadicity::Variadic, Variadicity::Optional];
    let a = variadicity_array_attr(&ctx, &vs);
    assert_eq!(variadicity_array_values(&ctx, a).as_deref(), Some(&vs[..]));
    assert_eq!(variadicity_value(&ctx, a), None);
}
