use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 21);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 21, "op names are unique");
}

#[test]
fn cast_compatibility() {
    let ctx = Context::new();
    let f32 = ctx.f32();
    let a = ctx.ranked_tensor_type(&[4, DYNAMIC], f32);
    let b = ctx.ranked_tensor_type(&[DYNAMIC, 3], f32);
    let c = ctx.ranked_tensor_type(&[5, 3], f32);
    let u = ctx.intern_type(TypeKind::UnrankedTensor { element: f32 });
    assert!(cast_compatible(&ctx, a, b));
    assert!(!cast_compatible(&ctx, a, c));
    assert!(cast_compatible(&ctx, u, c));
    assert!(!cast_compatible(
        &ctx,
        a,
        ctx.ranked_tensor_type(&[4, 4], ctx.i32())
    ));
}
