// RUN: strata-opt %s --convert-ub-to-llvm | FileCheck %s

func.func @never(%c: i1) -> i16 {
  %p = ub.poison : i16
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return %p : i16
}

// CHECK: module {
// CHECK-NEXT:   func.func @never(%arg0: i1) -> i16 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i16
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
