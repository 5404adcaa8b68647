// RUN: strata-opt %s --affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 orders these constants differently from run to run: docs/deviations.md)
// The index constants the copies need are created at the start of the
// function in the same order on every run.

// CHECK-LABEL: func.func @f100
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
func.func @f100(%arg0: memref<16x16xf32>, %arg1: memref<16xf32>) {
  %cst = arith.constant 1.500000e+00 : f32
  %t0 = memref.alloc() : memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  %t2 = memref.alloc() : memref<16xf32>
  %acc2 = affine.for %i1 = 0 to 2 iter_args(%aacc2 = %cst) -> (f32) {
    %v3 = affine.load %t1[%i1, %i1 mod 3] : memref<16x16xf32>
    %v4 = arith.addf %aacc2, %v3 : f32
    affine.yield %v4 : f32
  }
  affine.store %acc2, %arg1[2] : memref<16xf32>
  affine.for %i5 = 0 to 4 {
    affine.for %i6 = 1 to 2 {
      %v7 = affine.load %t2[%i5 floordiv 2] : memref<16xf32>
      affine.store %v7, %arg1[%i6] : memref<16xf32>
      affine.store %cst, %t2[%i6 + 2] : memref<16xf32>
    }
  }
  return
}
