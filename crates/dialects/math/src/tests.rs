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
    let int_ops = [&ABSI, &CTLZ, &CTTZ, &CTPOP, &IPOWI];
    for &spec in DIALECT.ops {
        let attrs = spec.attributes;
        if int_ops.iter().any(|&s| std::ptr::eq(s, spec)) {
            assert!(attrs.is_empty(), "{}", spec.name);
        } else {
            let fastmath = attrs.len() == 1 && attrs[0].name == "fastmath" && attrs[0].default.is_some();
            assert!(fastmath, "{}", spec.name);
        }
    }
}
