// RUN: strata-opt %s --test-parallel-loop-unrolling=unroll-factors=2 | FileCheck %s
// RUN: strata-opt %s --test-parallel-loop-unrolling=unroll-factors=0 | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 miscompiles or crashes: docs/deviations.md)
// A loop with reductions is not unrolled (mlir-opt keeps only the last copy's
// value in the scf.reduce, dropping the others from the reduction), nor is
// any loop by a factor of 0 (mlir-opt crashes).

func.func @red(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @red(%arg0: memref<8xf32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.parallel (%arg1) = (%c0) to (%c8) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:       scf.reduce(%1 : f32) {
// CHECK-NEXT:       ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:         %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
