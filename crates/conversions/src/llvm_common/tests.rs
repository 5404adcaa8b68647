//! Unit tests of the LLVM type converter: the conversions of builtin types
//! and the calling-convention expansions, printed as MLIR prints them.

use strata_asm::type_to_string;
use strata_ir::{AttrKind, Context, Type, TypeKind};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_cf::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_index::dialect());
    ctx.register_dialect(strata_dialect_llvm::dialect());
    ctx.register_dialect(strata_dialect_math::dialect());
    ctx.register_dialect(strata_dialect_memref::dialect());
    ctx.register_dialect(strata_dialect_scf::dialect());
    ctx
}

fn converted(ctx: &Context, tc: &LlvmTypeConverter, t: Type) -> String {
    match tc.convert_type(ctx, t) {
        Some(c) => type_to_string(ctx, c),
        None => "<none>".into(),
    }
}

fn memref(ctx: &Context, shape: &[i64], element: Type, space: Option<u32>) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        element,
        layout: None,
        memory_space: space.map(|s| ctx.integer_attr(ctx.integer_type(64), i64::from(s))),
    })
}

#[test]
fn scalars_and_index() {
    let ctx = context();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    assert_eq!(converted(&ctx, &tc, ctx.index_type()), "i64");
    assert_eq!(converted(&ctx, &tc, ctx.f32()), "f32");
    assert_eq!(
        converted(
            &ctx,
            &tc,
            ctx.integer_type_signed(8, strata_ir::Signedness::Unsigned)
        ),
        "i8"
    );
    assert_eq!(
        converted(&ctx, &tc, ctx.float_type(strata_ir::FloatKind::F8E5M2)),
        "i8"
    );
    let tc32 = LlvmTypeConverter::new(LowerToLlvmOptions {
        index_bitwidth: 32,
        ..Default::default()
    });
    assert_eq!(converted(&ctx, &tc32, ctx.index_type()), "i32");
    assert_eq!(
        converted(&ctx, &tc, ctx.complex_type(ctx.f64())),
        "!llvm.struct<(f64, f64)>"
    );
    assert_eq!(
        converted(&ctx, &tc, ctx.function_type(&[ctx.i32()], &[])),
        "!llvm.ptr"
    );
    assert_eq!(
        converted(&ctx, &tc, ctx.ranked_tensor_type(&[2], ctx.i32())),
        "<none>"
    );
}

#[test]
fn vectors() {
    let ctx = context();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    assert_eq!(
        converted(&ctx, &tc, ctx.vector_type(&[4], ctx.index_type())),
        "vector<4xi64>"
    );
    assert_eq!(
        converted(&ctx, &tc, ctx.vector_type(&[], ctx.f32())),
        "vector<1xf32>"
    );
    assert_eq!(
        converted(&ctx, &tc, ctx.vector_type(&[2, 3, 4], ctx.f32())),
        "!llvm.array<2 x array<3 x vector<4xf32>>>"
    );
}

#[test]
fn memref_descriptors() {
    let ctx = context();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    let m = memref(&ctx, &[4, -1 << 63], ctx.f32(), None);
    assert_eq!(
        converted(&ctx, &tc, m),
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    );
    let m0 = memref(&ctx, &[], ctx.f32(), Some(3));
    assert_eq!(converted(&ctx, &tc, m0), "!llvm.struct<(ptr<3>, ptr<3>, i64)>");
    let u = ctx.intern_type(TypeKind::UnrankedMemRef {
        element: ctx.f32(),
        memory_space: None,
    });
    assert_eq!(converted(&ctx, &tc, u), "!llvm.struct<(i64, ptr)>");
    let space = ctx.integer_attr(ctx.i64(), 1);
    let u1 = ctx.intern_type(TypeKind::UnrankedMemRef {
        element: ctx.f32(),
        memory_space: Some(space),
    });
    assert_eq!(converted(&ctx, &tc, u1), "!llvm.struct<(i64, ptr)>");
    // Calling convention: descriptor fields, or a bare pointer.
    let fields = tc.convert_calling_convention_type(&ctx, m).expect("converts");
    let printed: Vec<String> = fields.iter().map(|&t| type_to_string(&ctx, t)).collect();
    assert_eq!(
        printed,
        ["!llvm.ptr", "!llvm.ptr", "i64", "i64", "i64", "i64", "i64"]
    );
    let bare = LlvmTypeConverter::new(LowerToLlvmOptions {
        use_bare_ptr_call_conv: true,
        ..Default::default()
    });
    let s = memref(&ctx, &[4], ctx.f32(), None);
    let printed: Vec<String> = bare
        .convert_calling_convention_type(&ctx, s)
        .expect("converts")
        .iter()
        .map(|&t| type_to_string(&ctx, t))
        .collect();
    assert_eq!(printed, ["!llvm.ptr"]);
    assert!(bare.convert_calling_convention_type(&ctx, m).is_none());
    // A memory space that is not an integer does not convert.
    let odd = ctx.intern_type(TypeKind::MemRef {
        shape: vec![2].into(),
        element: ctx.f32(),
        layout: None,
        memory_space: Some(ctx.string_attr("gpu")),
    });
    assert_eq!(converted(&ctx, &tc, odd), "<none>");
    let _ = AttrKind::Unit;
}

#[test]
fn function_results_pack() {
    let ctx = context();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    let void = tc.pack_function_results(&ctx, &[]).expect("void");
    assert_eq!(type_to_string(&ctx, void), "!llvm.void");
    let two = tc
        .pack_function_results(&ctx, &[ctx.i32(), ctx.index_type()])
        .expect("struct");
    assert_eq!(type_to_string(&ctx, two), "!llvm.struct<(i32, i64)>");
}

#[test]
fn fastmath_flags_translate_by_name() {
    let ctx = context();
    let arith = strata_dialect_arith::FASTMATH.attr(&ctx, 1 | 2); // reassoc, nnan
    let llvm = arith_fastmath_to_llvm(&ctx, arith).expect("converts");
    let flags = strata_dialect_llvm::attrs::FASTMATH
        .attr_value(&ctx, llvm)
        .expect("llvm flags");
    assert_eq!(flags, 64 | 1);
}

#[test]
fn convert_to_llvm_interface_is_attached_by_registration() {
    let mut ctx = context();
    assert!(ctx
        .dialect_interface::<ConvertToLlvmPatternInterface>("arith")
        .is_none());
    register_convert_to_llvm_interfaces(&mut ctx);
    for d in ["arith", "cf", "func", "index", "math", "memref"] {
        assert!(
            ctx.dialect_interface::<ConvertToLlvmPatternInterface>(d)
                .is_some(),
            "{d} lowers to LLVM"
        );
    }
    assert!(ctx
        .dialect_interface::<ConvertToLlvmPatternInterface>("scf")
        .is_none());
    // The dialect keeps its other interfaces and ops.
    assert!(ctx.op_def(ctx.op_name("arith.addi")).is_some());
}
