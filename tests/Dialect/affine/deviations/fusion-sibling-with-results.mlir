// RUN: strata-opt %s -affine-loop-fusion="mode=sibling maximal" | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes: docs/deviations.md)
// Two sibling loops reading %m whose results are used: the first one's
// value is stored before the second loop starts. Fusing them would leave
// that store without its value; the loops stay apart.

func.func @siblings_with_results(%m: memref<16xf32>, %a: memref<1xf32>, %b: memref<1xf32>) {
  %one = arith.constant 1.0 : f32
  %s = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
    %v = affine.load %m[%j] : memref<16xf32>
    %n = arith.divf %v, %acc : f32
    affine.yield %n : f32
  }
  affine.store %s, %a[0] : memref<1xf32>
  %t = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
    %v = affine.load %m[%j] : memref<16xf32>
    %n = arith.mulf %acc, %v : f32
    affine.yield %n : f32
  }
  affine.store %t, %b[0] : memref<1xf32>
  return
}

// CHECK-LABEL: func.func @siblings_with_results
// CHECK:         %[[S:.*]] = affine.for
// CHECK:           arith.divf
// CHECK:         affine.store %[[S]]
// CHECK:         %[[T:.*]] = affine.for
// CHECK:           arith.mulf
// CHECK:         affine.store %[[T]]
