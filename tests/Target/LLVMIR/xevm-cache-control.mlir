// RUN: strata-translate %s --split-input-file -mlir-to-llvmir | FileCheck %s
// CONFORMANCE: translate=--split-input-file -mlir-to-llvmir

// XeVM cache controls on a load, a store and a call become
// !spirv.DecorationCacheControlINTEL metadata: a node per level, shared
// when two levels (or two instructions) ask for the same controls.

llvm.func @callee(!llvm.ptr<1>)

llvm.func @cached(%p: !llvm.ptr<1>, %v: f32) -> f32 {
  %0 = llvm.load %p {nontemporal, xevm.DecorationCacheControl = [[6442 : i32, 0 : i32, 2 : i32, 0 : i32], [6442 : i32, 1 : i32, 2 : i32, 0 : i32]]} : !llvm.ptr<1> -> f32
  llvm.store %v, %p {xevm.DecorationCacheControl = [[6443 : i32, 0 : i32, 3 : i32, 0 : i32], [6443 : i32, 0 : i32, 3 : i32, 0 : i32]]} : f32, !llvm.ptr<1>
  llvm.call @callee(%p) {xevm.DecorationCacheControl = [[6442 : i32, 0 : i32, 2 : i32, 0 : i32], [6443 : i32, 0 : i32, 3 : i32, 0 : i32]]} : (!llvm.ptr<1>) -> ()
  %1 = llvm.fadd %0, %v {xevm.DecorationCacheControl = [[6442 : i32, 0 : i32, 2 : i32, 0 : i32], [6442 : i32, 1 : i32, 2 : i32, 0 : i32]]} : f32
  llvm.return %1 : f32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare void @callee(ptr addrspace(1))
// CHECK-EMPTY:
// CHECK-NEXT: define float @cached(ptr addrspace(1) %0, float %1) {
// CHECK-NEXT:   %3 = load float, ptr addrspace(1) %0, align 4, !nontemporal !1, !spirv.DecorationCacheControlINTEL !2
// CHECK-NEXT:   store float %1, ptr addrspace(1) %0, align 4, !spirv.DecorationCacheControlINTEL !5
// CHECK-NEXT:   call void @callee(ptr addrspace(1) %0), !spirv.DecorationCacheControlINTEL !7
// CHECK-NEXT:   %4 = fadd float %3, %1, !spirv.DecorationCacheControlINTEL !2
// CHECK-NEXT:   ret float %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i32 1}
// CHECK-NEXT: !2 = !{!3, !4}
// CHECK-NEXT: !3 = !{i32 6442, i32 0, i32 2, i32 0}
// CHECK-NEXT: !4 = !{i32 6442, i32 1, i32 2, i32 0}
// CHECK-NEXT: !5 = !{!6, !6}
// CHECK-NEXT: !6 = !{i32 6443, i32 0, i32 3, i32 0}
// CHECK-NEXT: !7 = !{!3, !6}
