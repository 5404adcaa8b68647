use super::*;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for name in [
        "bufferization.alloc_tensor",
        "bufferization.clone",
        "bufferization.materialize_in_destination",
        "bufferization.dealloc_tensor",
        "bufferization.to_tensor",
        "bufferization.to_buffer",
        "bufferization.dealloc",
    ] {
        assert!(ctx.op_def(ctx.op_name(name)).is_some(), "{name}");
    }
    let to_buffer = ctx
        .op_def(ctx.op_name("bufferization.to_buffer"))
        .expect("registered");
    assert!(to_buffer.has_trait(OpTraits::PURE));
}

#[test]
fn tensor_and_buffer_types_match() {
    let ctx = Context::new();
    let f32 = ctx.f32();
    let tensor = ctx.intern_type(TypeKind::RankedTensor {
        shape: vec![4].into(),
        element: f32,
        encoding: None,
    });
    let memref = |shape: Vec<i64>, element| {
        ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout: None,
            memory_space: None,
        })
    };
    assert_eq!(tensor_buffer_mismatch(&ctx, tensor, memref(vec![4], f32)), None);
    assert_eq!(
        tensor_buffer_mismatch(&ctx, tensor, memref(vec![5], f32)),
        Some("shapes do not match")
    );
    assert_eq!(
        tensor_buffer_mismatch(&ctx, tensor, memref(vec![4], ctx.i1())),
        Some("element types do not match")
    );
}
