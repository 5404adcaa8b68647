// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0,1}))' | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes: docs/deviations.md)
// Collapsing an scf.parallel with reductions: mlir-opt crashes; Strata
// builds the collapsed loop with the same reductions and moves the
// scf.reduce, regions included, into it.

func.func @reduction(%m: memref<?x?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c4) step (%c1, %c1) init (%z) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction(%arg0: memref<?x?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %c1_2, %arg1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c3 : index
// CHECK-NEXT:     %2 = scf.parallel (%arg2) = (%c0_0) to (%1) step (%c1_1) init (%cst) -> f32 {
// CHECK-NEXT:       %3 = arith.remsi %arg2, %c3 : index
// CHECK-NEXT:       %4 = arith.divsi %arg2, %c3 : index
// CHECK-NEXT:       %5 = affine.apply #map(%3)
// CHECK-NEXT:       %6 = memref.load %arg0[%4, %5] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce(%6 : f32) {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %7 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %7 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
