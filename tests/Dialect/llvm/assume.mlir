// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// assume with operand bundles (as memref.assume_alignment lowers to).
llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64, %q: !llvm.ptr) {
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.intr.assume %c ["separate_storage"(%p, %q : !llvm.ptr, !llvm.ptr), "nonnull"(%p : !llvm.ptr)] : i1
  llvm.intr.assume %c ["cold"()] : i1
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i1, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) {
// CHECK-NEXT:     llvm.intr.assume %arg0 ["align"(%arg1, %arg2 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:     llvm.intr.assume %arg0 ["separate_storage"(%arg1, %arg3 : !llvm.ptr, !llvm.ptr), "nonnull"(%arg1 : !llvm.ptr)] : i1
// CHECK-NEXT:     llvm.intr.assume %arg0 ["cold"()] : i1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
