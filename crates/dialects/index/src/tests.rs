use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 26);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 26, "op names are unique");
    let mut ctx = Context::new();
    ctx.register_dialect(d);
    let constant = ctx.op_def(ctx.op_name("index.constant")).expect("registered");
    assert!(constant.has_trait(OpTraits::CONSTANT_LIKE));
    assert!(constant.result_names.is_some());
}

#[test]
fn predicates_are_dialect_attributes() {
    let ctx = Context::new();
    let a = CMP_PREDICATE.attr(&ctx, 8);
    assert_eq!(predicate_keyword(&ctx, a), Some("ugt"));
    assert_eq!(CMP_PREDICATE.summary(), "index comparison predicate kind");
    assert_eq!(predicate_keyword(&ctx, ctx.integer_attr(ctx.i32(), 8)), None);
}
