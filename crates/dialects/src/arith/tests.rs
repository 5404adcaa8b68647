use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 51);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 51, "op names are unique");
}

#[test]
fn i1_same_shape_keeps_the_shape() {
    let ctx = strata_ir::Context::new();
    let v = ctx.vector_type(&[4], ctx.f32());
    assert_eq!(i1_same_shape(&ctx, v), ctx.vector_type(&[4], ctx.i1()));
    let t = ctx.ranked_tensor_type(&[2, 3], ctx.i32());
    assert_eq!(i1_same_shape(&ctx, t), ctx.ranked_tensor_type(&[2, 3], ctx.i1()));
    assert_eq!(i1_same_shape(&ctx, ctx.f64()), ctx.i1());
}

#[test]
fn flag_enums_print_primary_groups() {
    assert_eq!(FASTMATH.to_keywords(127), "fast");
    assert_eq!(FASTMATH.to_keywords(1 | 2), "reassoc,nnan");
    assert_eq!(FASTMATH.to_keywords(0), "none");
    assert_eq!(OVERFLOW.to_keywords(3), "nsw, nuw");
    assert!(!OVERFLOW.is_valid(4));
    assert_eq!(CMPF_PREDICATE.keyword(15), Some("true"));
    assert_eq!(ROUNDING_MODE.summary(), "Floating point rounding mode");
}
