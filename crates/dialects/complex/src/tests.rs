use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 29);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 29, "op names are unique");
    assert!(names.iter().all(|n| n.starts_with("complex.")));
}

#[test]
fn constants_are_buildable_only_as_parts_of_the_element_type() {
    let ctx = Context::new();
    let f32t = ctx.float_type(strata_ir::FloatKind::F32);
    let f64t = ctx.float_type(strata_ir::FloatKind::F64);
    let c32 = ctx.complex_type(f32t);
    let one = ctx.intern_attr(AttrKind::Float {
        ty: f32t,
        bits: 1.0f32.to_bits().into(),
    });
    let pair = ctx.array_attr(&[one, one]);
    assert!(is_buildable_with(&ctx, pair, c32));
    assert!(!is_buildable_with(&ctx, pair, ctx.complex_type(f64t)));
    assert!(!is_buildable_with(&ctx, ctx.array_attr(&[one]), c32));
    assert!(!is_buildable_with(&ctx, pair, f32t));
}

#[test]
fn bit_widths_count_both_parts() {
    let ctx = Context::new();
    let c = ctx.complex_type(ctx.float_type(strata_ir::FloatKind::F32));
    assert_eq!(bit_width(&ctx, c), Some(64));
    assert_eq!(bit_width(&ctx, ctx.index_type()), None);
}
