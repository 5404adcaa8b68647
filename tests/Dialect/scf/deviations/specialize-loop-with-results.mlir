// RUN: strata-opt %s --scf-for-loop-specialization | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes: docs/deviations.md)
// Specialization of an scf.for with results: mlir-opt crashes; Strata
// leaves the loop as it is.

func.func @spec(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = affine.min affine_map<(d0) -> (d0, 4)>(%n)
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %a) -> f32 {
    %y = arith.addf %x, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK: #map = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @spec(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = affine.min #map(%arg0)
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
