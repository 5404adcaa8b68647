// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Dropping a loop-invariant iteration argument of scf.for keeps the other
// yielded values, also the induction variable. Found by
// utils/fuzz_passes.py.

func.func @f(%arg1: index, %m: memref<index>) {
  %0 = ub.poison : index
  %1 = ub.poison : index
  %2 = ub.poison : i8
  %3:2 = scf.for %arg2 = %0 to %arg1 step %1 iter_args(%arg3 = %0, %arg4 = %2) -> (index, i8) {
    scf.yield %arg2, %arg4 : index, i8
  }
  memref.store %3#0, %m[] : memref<index>
  return
}

// -----

func.func @g(%arg1: index, %m: memref<index>) {
  %0 = ub.poison : index
  %1 = ub.poison : index
  %2 = ub.poison : i8
  %3:2 = scf.for %arg2 = %0 to %arg1 step %1 iter_args(%arg3 = %arg1, %arg4 = %2) -> (index, i8) {
    scf.yield %arg2, %arg4 : index, i8
  }
  memref.store %3#0, %m[] : memref<index>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: memref<index>) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %0 to %arg0 step %0 iter_args(%arg3 = %0) -> (index) {
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %1, %arg1[] : memref<index>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: index, %arg1: memref<index>) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %0 to %arg0 step %0 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %1, %arg1[] : memref<index>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
