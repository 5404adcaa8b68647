use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    let names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    assert_eq!(names, ["cf.assert", "cf.br", "cf.cond_br", "cf.switch"]);
    let mut ctx = Context::new();
    ctx.register_dialect(d);
    for name in ["cf.br", "cf.cond_br", "cf.switch"] {
        let def = ctx.op_def(ctx.op_name(name)).expect("registered");
        assert!(def.has_trait(OpTraits::TERMINATOR), "{name} is a terminator");
        assert!(def.interfaces.get::<BranchOpInterface>().is_some());
    }
}

#[test]
fn case_values_are_stored_at_the_flag_width() {
    let ctx = Context::new();
    let i8t = ctx.integer_type(8);
    let a = case_values_attr(&ctx, i8t, &[200, -1]);
    assert_eq!(case_value_strings(&ctx, a), ["200", "255"]);
    let splat = case_values_attr(&ctx, ctx.i32(), &[7, 7, 7]);
    assert!(matches!(ctx.attr_kind(splat), AttrKind::DenseElements { data, .. } if data.splat));
    assert_eq!(case_value_strings(&ctx, splat), ["7", "7", "7"]);
    let wide = case_values_attr(&ctx, ctx.integer_type(128), &[-1]);
    assert_eq!(case_value_strings(&ctx, wide), ["18446744073709551615"]);
}
