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

#[test]
fn constants_fold_to_their_value_and_materialize() {
    let mut ctx = strata_ir::Context::new();
    ctx.register_dialect(dialect());
    let mut body = strata_ir::Body::new();
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let i32t = ctx.i32();
    let seven = ctx.integer_attr(i32t, 7);
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&ctx, &mut body);
    b.set_insertion_point_to_end(block);
    let c = materialize_constant(&mut b, seven, i32t, loc).expect("buildable");
    // A value of another type, or an unsigned result, is not buildable.
    assert!(materialize_constant(&mut b, seven, ctx.i64(), loc).is_none());
    let ui32 = ctx.integer_type_signed(32, Signedness::Unsigned);
    assert!(materialize_constant(&mut b, ctx.integer_attr(ui32, 7), ui32, loc).is_none());
    let v = body.result(c, 0);
    assert_eq!(strata_ir::fold::constant_value(&ctx, &body, v), Some(seven));
}
