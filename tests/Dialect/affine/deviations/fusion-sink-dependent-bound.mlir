// RUN: strata-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces invalid IR: docs/deviations.md)
// Before fusing into a nest, the pass moves its parallel loops outward.
// Here the parallel inner loop's bound uses the outer loop's induction
// variable, so it cannot move above it: the nest stays as it is.

func.func @dependent_bound(%m: memref<20x20xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 2 to %n {
  }
  affine.for %i = 1 to %n {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 4, 8)>(%i) {
      affine.store %cst, %m[%j * 2, %j] : memref<20x20xf32>
    }
  }
  return
}

// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0 + 4, 8)>
// CHECK-LABEL: func.func @dependent_bound
// CHECK:      affine.for %[[I:.*]] = 1 to %{{.*}} {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to min #[[MAP]](%[[I]]) {
// CHECK-NEXT:     affine.store %{{.*}}, %{{.*}}[%[[J]] * 2, %[[J]]] : memref<20x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
