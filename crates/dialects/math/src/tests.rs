use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 46);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 46, "op names are unique");
    assert!(names.iter().all(|n| n.starts_with("math.")));
}

#[test]
fn float_ops_default_to_no_fastmath_flags() {
    let ctx = strata_ir::Context::new();
    assert_eq!(fastmath_none(&ctx), FASTMATH.attr(&ctx, 0));
    assert!(FLOAT_UNARY_OPS
        .iter()
        .all(|s| s.attributes.len() == 1 && s.attributes[0].default.is_some()));
    assert!(INT_OPS.iter().all(|s| s.attributes.is_empty()));
}
