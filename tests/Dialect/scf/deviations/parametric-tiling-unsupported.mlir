// RUN: strata-opt %s --test-extract-fixed-outer-loops=test-outer-loop-sizes=4 | FileCheck %s
// RUN: strata-opt %s --test-extract-fixed-outer-loops=test-outer-loop-sizes=0 | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces invalid IR or breaks its own preconditions: docs/deviations.md)
// Nests that parametric tiling does not support are left as they are: a loop
// carrying values (mlir-opt moves the yielded value into the new inner loop,
// away from the scf.yield using it), an unsigned loop (mlir-opt tiles it with
// signed comparisons), and a size that is not positive (mlir-opt divides by
// it).

func.func @iter_args(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}

func.func @unsigned(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %f: f32) {
  scf.for unsigned %i = %lb to %ub step %s {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) {
// CHECK-NEXT:     scf.for unsigned %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       memref.store %arg4, %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
