// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// `!llvm.ppc_fp128` as LLVM's `ppc_fp128`, alone, in vectors, arrays and
// structs.

llvm.func @ret() -> !llvm.ppc_fp128
llvm.func @vec(vector<2x!llvm.ppc_fp128>) -> !llvm.struct<(!llvm.ppc_fp128, !llvm.array<2 x !llvm.ppc_fp128>)>
llvm.func @load(%p: !llvm.ptr) -> !llvm.ppc_fp128 {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.ppc_fp128
  llvm.return %0 : !llvm.ppc_fp128
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare ppc_fp128 @ret()
// CHECK-EMPTY:
// CHECK-NEXT: declare { ppc_fp128, [2 x ppc_fp128] } @vec(<2 x ppc_fp128>)
// CHECK-EMPTY:
// CHECK-NEXT: define ppc_fp128 @load(ptr %0) {
// CHECK-NEXT:   %2 = load ppc_fp128, ptr %0, align 16
// CHECK-NEXT:   ret ppc_fp128 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
