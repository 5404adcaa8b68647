// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Shifts with a poison operand do not fold (MLIR's shift folds succeed only
// once an amount was found in bounds), unlike the other binary ops, whose
// poison operand is the result. Found by utils/fuzz_passes.py.

func.func @shifts(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %p : i32
  %1 = arith.shrui %p, %c1 : i32
  %2 = arith.shrui %c1, %p : i32
  %3 = arith.shli %p, %p : i32
  %4 = arith.divui %c1, %p : i32
  %5 = arith.shrsi %a, %p : i32
  %6 = arith.shli %p, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.shrui %0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.shrui %c1_i32, %0 : i32
// CHECK-NEXT:     %3 = arith.shli %0, %0 : i32
// CHECK-NEXT:     %4 = arith.shrsi %arg0, %0 : i32
// CHECK-NEXT:     %5 = arith.shli %0, %c1_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %0, %4, %5 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
