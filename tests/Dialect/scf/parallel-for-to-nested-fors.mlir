// RUN: strata-opt %s --scf-parallel-for-to-nested-fors | FileCheck %s
// CONFORMANCE: pipeline=--scf-parallel-for-to-nested-fors
// scf.parallel without reductions becomes nested scf.for loops; loops with reductions stay.

func.func @par(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %c0) to (%ub, %ub) step (%st, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.parallel (%k) = (%c0) to (%ub) step (%c1) {
      memref.store %v, %m[%k, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @red(%ub: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%ub) step (%c1) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @three_dims(%lb: index, %ub: index, %st: index, %m: memref<?x?x?xf32>, %v: f32, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j, %k) = (%lb, %c0, %c0) to (%ub, %ub, %ub) step (%st, %c1, %c1) {
    scf.if %cond {
      memref.store %v, %m[%i, %j, %k] : memref<?x?x?xf32>
    }
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg6 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %0, %arg3[%arg6, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: scf.reduce(%arg1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %1 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_dims(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?x?xf32>, %arg4: f32, %arg5: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.if %arg5 {
// CHECK-NEXT: memref.store %arg4, %arg3[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
