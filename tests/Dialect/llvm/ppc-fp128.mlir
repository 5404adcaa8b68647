// RUN: strata-opt %s | FileCheck %s

// `!llvm.ppc_fp128`, alone and as the element of builtin vectors and of
// llvm aggregates.

func.func @types(%a: !llvm.ppc_fp128, %b: vector<4x!llvm.ppc_fp128>, %c: !llvm.array<2 x !llvm.ppc_fp128>) {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @types(%arg0: !llvm.ppc_fp128, %arg1: vector<4x!llvm.ppc_fp128>, %arg2: !llvm.array<2 x !llvm.ppc_fp128>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
