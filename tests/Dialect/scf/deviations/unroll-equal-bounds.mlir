// RUN: strata-opt %s --test-loop-unrolling=unroll-factor=2 | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 aborts: docs/deviations.md)
// A loop whose bounds are the same SSA value has a known trip count of 0
// but no constant bounds: mlir-opt aborts; Strata unrolls it on the
// dynamic path, which runs neither the unrolled loop nor the epilogue.

func.func @same_bounds(%n: index, %m: memref<?xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %n to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @same_bounds(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg0 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// CHECK-NEXT:     %2 = arith.addi %0, %1 : index
// CHECK-NEXT:     %3 = arith.divui %2, %c1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %4 = arith.remsi %3, %c2 : index
// CHECK-NEXT:     %5 = arith.subi %3, %4 : index
// CHECK-NEXT:     %6 = arith.muli %5, %c1 : index
// CHECK-NEXT:     %7 = arith.addi %arg0, %6 : index
// CHECK-NEXT:     %8 = arith.muli %c1, %c2 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %7 step %8 {
// CHECK-NEXT:       memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:       %c1_1 = arith.constant 1 : index
// CHECK-NEXT:       %9 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT:       %10 = arith.addi %arg3, %9 : index
// CHECK-NEXT:       memref.store %arg2, %arg1[%10] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %7 to %arg0 step %c1 {
// CHECK-NEXT:       memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
