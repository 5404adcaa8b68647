use super::*;
use strata_ir::Context;

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for spec in DIALECT.ops {
        assert!(ctx.op_def(ctx.op_name(spec.name)).is_some(), "{}", spec.name);
    }
    assert_eq!(DIALECT.ops.len(), OP_LISTS.iter().map(|l| l.len()).sum::<usize>());
}

#[test]
fn type_constructors_round_trip_through_llvm_type() {
    let ctx = Context::new();
    let i32t = ctx.i32();
    let p = ptr_type(&ctx, 3);
    assert_eq!(llvm_type(&ctx, p), Some(LlvmType::Ptr { address_space: 3 }));
    assert_eq!(llvm_type(&ctx, void_type(&ctx)), Some(LlvmType::Void));
    let a = array_type(&ctx, i32t, 4);
    assert_eq!(
        llvm_type(&ctx, a),
        Some(LlvmType::Array {
            element: i32t,
            len: 4
        })
    );
    let s = struct_type(&ctx, &[i32t, p], true);
    assert_eq!(
        llvm_type(&ctx, s),
        Some(LlvmType::Struct {
            name: None,
            packed: true,
            body: Some(vec![i32t, p])
        })
    );
    let o = identified_struct_type(&ctx, "x", None, false);
    assert_eq!(
        llvm_type(&ctx, o),
        Some(LlvmType::Struct {
            name: Some("x".into()),
            packed: false,
            body: None
        })
    );
    let f = function_type(&ctx, void_type(&ctx), &[i32t], true);
    assert_eq!(
        llvm_type(&ctx, f),
        Some(LlvmType::Func {
            result: void_type(&ctx),
            params: vec![i32t],
            var_arg: true
        })
    );
    assert_eq!(llvm_type(&ctx, i32t), None);
    assert_eq!(ptr_type(&ctx, 0), ptr_type(&ctx, 0));
}

#[test]
fn compatible_types() {
    let ctx = Context::new();
    let p = ptr_type(&ctx, 0);
    assert!(is_compatible_type(&ctx, ctx.i32()));
    assert!(is_compatible_type(&ctx, ctx.f64()));
    assert!(!is_compatible_type(&ctx, ctx.index_type()));
    assert!(is_compatible_type(
        &ctx,
        struct_type(&ctx, &[p, ctx.i64()], false)
    ));
    assert!(!is_compatible_type(
        &ctx,
        struct_type(&ctx, &[ctx.index_type()], false)
    ));
    assert!(is_compatible_type(&ctx, ctx.vector_type(&[4], p)));
}

#[test]
fn target_ext_types_and_their_properties() {
    let ctx = Context::new();
    let i32t = ctx.i32();
    let t = types::target_ext_type(&ctx, "spirv.Image", &[i32t], &[0, 1]);
    assert_eq!(
        llvm_type(&ctx, t),
        Some(LlvmType::TargetExt {
            name: "spirv.Image".into(),
            type_params: vec![i32t],
            int_params: vec![0, 1],
        })
    );
    assert!(is_compatible_type(&ctx, t));
    assert!(types::target_ext_has_zero_init(&ctx, t));
    assert!(types::target_ext_supports_mem_ops(&ctx, t));
    let barrier = types::target_ext_type(&ctx, "amdgcn.named.barrier", &[], &[0]);
    assert!(types::target_ext_can_be_global(&ctx, barrier));
    assert!(!types::target_ext_has_zero_init(&ctx, barrier));
    assert!(!types::target_ext_supports_mem_ops(&ctx, barrier));
    assert_eq!(types::target_ext_name(&ctx, i32t), None);
}

#[test]
fn only_one_dimensional_vectors_are_compatible() {
    let ctx = Context::new();
    let f32t = ctx.f32();
    assert!(is_compatible_type(&ctx, ctx.vector_type(&[4], f32t)));
    assert!(!is_compatible_type(&ctx, ctx.vector_type(&[2, 2], f32t)));
}

#[test]
fn data_layout_strings_are_checked() {
    use data_layout::DataLayout;
    assert_eq!(DataLayout::validate(""), Ok(()));
    assert_eq!(
        DataLayout::validate("e-m:e-i64:64-f80:128-n8:16:32:64-S128"),
        Ok(())
    );
    assert!(DataLayout::validate("e-q8")
        .unwrap_err()
        .contains("unknown specifier 'q'"));
    assert!(DataLayout::validate("e--S128")
        .unwrap_err()
        .contains("empty specification"));
    assert!(DataLayout::validate("i64")
        .unwrap_err()
        .contains("i<size>:<abi>[:<pref>]"));
}

#[test]
fn declarative_attributes_are_well_formed() {
    crate::defs::DEFS.check();
}
