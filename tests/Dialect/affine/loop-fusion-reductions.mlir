// RUN: strata-opt %s -split-input-file -affine-loop-fusion="mode=sibling maximal" | FileCheck %s
// CONFORMANCE: pipeline=-affine-loop-fusion=mode=sibling maximal
// CONFORMANCE: pipeline=-affine-loop-fusion=maximal

// Sibling nests reducing over the same input: fused into the innermost
// loop, the reductions become one loop carrying both values, and what
// used each result moves after it.

func.func @row_sum_and_max(%m: memref<32x16xf32>, %sum: memref<32xf32>, %max: memref<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1.0e+30 : f32
  affine.for %i = 0 to 32 {
    %s = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<32x16xf32>
      %n = arith.addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %s, %sum[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %x = affine.for %j = 0 to 16 iter_args(%acc = %low) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<32x16xf32>
      %n = arith.maximumf %acc, %v : f32
      affine.yield %n : f32
    }
    %twice = arith.addf %x, %x : f32
    affine.store %twice, %max[%i] : memref<32xf32>
  }
  return
}

// -----

// The reduction loops run over different ranges: the slice is not one
// iteration, so the sibling is not merged but nested.
func.func @different_ranges(%m: memref<8x8xi32>, %a: memref<8xi32>, %b: memref<8xi32>) {
  %c0 = arith.constant 0 : i32
  affine.for %i = 0 to 8 {
    %s = affine.for %j = 0 to 8 iter_args(%acc = %c0) -> (i32) {
      %v = affine.load %m[%i, %j] : memref<8x8xi32>
      %n = arith.addi %acc, %v : i32
      affine.yield %n : i32
    }
    affine.store %s, %a[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 8 {
    %s = affine.for %j = 0 to 4 iter_args(%acc = %c0) -> (i32) {
      %v = affine.load %m[%i, %j] : memref<8x8xi32>
      %n = arith.muli %acc, %v : i32
      affine.yield %n : i32
    }
    affine.store %s, %b[%i] : memref<8xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @row_sum_and_max(%arg0: memref<32x16xf32>, %arg1: memref<32xf32>, %arg2: memref<32xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -1.000000e+30 : f32
// CHECK-NEXT:     affine.for %arg3 = 0 to 32 {
// CHECK-NEXT:       %0:2 = affine.for %arg4 = 0 to 16 iter_args(%arg5 = %cst_0, %arg6 = %cst) -> (f32, f32) {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3, %arg4] : memref<32x16xf32>
// CHECK-NEXT:         %3 = arith.addf %arg6, %2 : f32
// CHECK-NEXT:         %4 = affine.load %arg0[%arg3, %arg4] : memref<32x16xf32>
// CHECK-NEXT:         %5 = arith.maximumf %arg5, %4 : f32
// CHECK-NEXT:         affine.yield %5, %3 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.store %0#1, %arg1[%arg3] : memref<32xf32>
// CHECK-NEXT:       %1 = arith.addf %0#0, %0#0 : f32
// CHECK-NEXT:       affine.store %1, %arg2[%arg3] : memref<32xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @different_ranges(%arg0: memref<8x8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.for %arg4 = 0 to 8 iter_args(%arg5 = %c0_i32) -> (i32) {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg3, %arg4] : memref<8x8xi32>
// CHECK-NEXT:         %2 = arith.addi %arg5, %1 : i32
// CHECK-NEXT:         %3 = affine.for %arg6 = 0 to 4 iter_args(%arg7 = %c0_i32) -> (i32) {
// CHECK-NEXT:           %4 = affine.load %arg0[%arg3, %arg6] : memref<8x8xi32>
// CHECK-NEXT:           %5 = arith.muli %arg7, %4 : i32
// CHECK-NEXT:           affine.yield %5 : i32
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.store %3, %arg2[%arg3] : memref<8xi32>
// CHECK-NEXT:         affine.yield %2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.store %0, %arg1[%arg3] : memref<8xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
