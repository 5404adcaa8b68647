// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Function properties that become LLVM function attributes: the vscale
// range, the floating-point and tuning options, target features; the
// dereferenceable metadata of loads and `inttoptr`.

llvm.func @scalable() vscale_range(1, 16) {
  llvm.return
}

llvm.func @fp_options() attributes {no_infs_fp_math = true, no_nans_fp_math = false, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast"} {
  llvm.return
}

llvm.func @tuning() attributes {reciprocal_estimates = "sqrtf,divf", prefer_vector_width = "256", instrument_function_entry = "enter", instrument_function_exit = "leave", target_features = #llvm.target_features<["+avx2", "-sse4a"]>}

llvm.func @deref(%addr: i64, %p: !llvm.ptr) -> i32 {
  %0 = llvm.inttoptr %addr dereferenceable<bytes = 16> : i64 to !llvm.ptr
  %1 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load %1 invariant dereferenceable<bytes = 4> {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  %4 = llvm.load %0 : !llvm.ptr -> i32
  %5 = llvm.add %3, %4 : i32
  llvm.return %5 : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: vscale_range(1,16)
// CHECK-NEXT: define void @scalable() #0 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @fp_options() #1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @tuning() #2
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @deref(i64 %0, ptr %1) {
// CHECK-NEXT:   %3 = inttoptr i64 %0 to ptr, !dereferenceable !1
// CHECK-NEXT:   %4 = load ptr, ptr %1, align 8, !dereferenceable_or_null !2
// CHECK-NEXT:   %5 = load ptr, ptr %4, align 4, !invariant.load !3, !dereferenceable !4
// CHECK-NEXT:   %6 = load i32, ptr %5, align 4
// CHECK-NEXT:   %7 = load i32, ptr %3, align 4
// CHECK-NEXT:   %8 = add i32 %6, %7
// CHECK-NEXT:   ret i32 %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { vscale_range(1,16) }
// CHECK-NEXT: attributes #1 = { "denormal-fp-math"="preserve-sign" "denormal-fp-math-f32"="ieee" "fp-contract"="fast" "no-infs-fp-math"="true" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="true" }
// CHECK-NEXT: attributes #2 = { "target-features"="+avx2,-sse4a" }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i64 16}
// CHECK-NEXT: !2 = !{i64 8}
// CHECK-NEXT: !3 = !{}
// CHECK-NEXT: !4 = !{i64 4}
