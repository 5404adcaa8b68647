// RUN: strata-opt %s --split-input-file --convert-vector-to-scf='full-unroll target-rank=2' | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf='full-unroll target-rank=2'

// With target-rank=2, 3-D transfers unroll to 2-D ones.
func.func @to_2d(%m: memref<?x4x4xi32>, %a: index, %v: vector<2x3x4xi32>) -> vector<3x2x2xi32> {
  %pad = arith.constant 1 : i32
  %0 = vector.transfer_read %m[%a, %a, %a], %pad : memref<?x4x4xi32>, vector<3x2x2xi32>
  vector.transfer_write %v, %m[%a, %a, %a] {in_bounds = [false, true, true]} : vector<2x3x4xi32>, memref<?x4x4xi32>
  return %0 : vector<3x2x2xi32>
}

// -----

// A 2-D transfer stays as it is.
func.func @stays(%m: memref<?x?xi32>, %a: index) -> vector<2x2xi32> {
  %pad = arith.constant 1 : i32
  %0 = vector.transfer_read %m[%a, %a], %pad : memref<?x?xi32>, vector<2x2xi32>
  return %0 : vector<2x2xi32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_2d(%arg0: memref<?x4x4xi32>, %arg1: index, %arg2: vector<2x3x4xi32>) -> vector<3x2x2xi32> {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %cst = arith.constant dense<1> : vector<3x2x2xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4x4xi32>
// CHECK-NEXT:     %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (vector<3x2x2xi32>) {
// CHECK-NEXT:       %11 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %c1_i32 : memref<?x4x4xi32>, vector<2x2xi32>
// CHECK-NEXT:       %12 = vector.insert %11, %cst [0] : vector<2x2xi32> into vector<3x2x2xi32>
// CHECK-NEXT:       scf.yield %12 : vector<3x2x2xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : vector<3x2x2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c0 : memref<?x4x4xi32>
// CHECK-NEXT:     %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim_0, %2 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (vector<3x2x2xi32>) {
// CHECK-NEXT:       %11 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %12 = vector.transfer_read %arg0[%11, %arg1, %arg1], %c1_i32 : memref<?x4x4xi32>, vector<2x2xi32>
// CHECK-NEXT:       %13 = vector.insert %12, %1 [1] : vector<2x2xi32> into vector<3x2x2xi32>
// CHECK-NEXT:       scf.yield %13 : vector<3x2x2xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : vector<3x2x2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c0 : memref<?x4x4xi32>
// CHECK-NEXT:     %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_1, %5 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (vector<3x2x2xi32>) {
// CHECK-NEXT:       %11 = affine.apply #map1()[%arg1]
// CHECK-NEXT:       %12 = vector.transfer_read %arg0[%11, %arg1, %arg1], %c1_i32 : memref<?x4x4xi32>, vector<2x2xi32>
// CHECK-NEXT:       %13 = vector.insert %12, %4 [2] : vector<2x2xi32> into vector<3x2x2xi32>
// CHECK-NEXT:       scf.yield %13 : vector<3x2x2xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : vector<3x2x2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_2 = memref.dim %arg0, %c0 : memref<?x4x4xi32>
// CHECK-NEXT:     %8 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT:     scf.if %8 {
// CHECK-NEXT:       %11 = vector.extract %arg2[0] : vector<3x4xi32> from vector<2x3x4xi32>
// CHECK-NEXT:       vector.transfer_write %11, %arg0[%arg1, %arg1, %arg1] {in_bounds = [true, true]} : vector<3x4xi32>, memref<?x4x4xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_3 = memref.dim %arg0, %c0 : memref<?x4x4xi32>
// CHECK-NEXT:     %9 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %10 = arith.cmpi sgt, %dim_3, %9 : index
// CHECK-NEXT:     scf.if %10 {
// CHECK-NEXT:       %11 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %12 = vector.extract %arg2[1] : vector<3x4xi32> from vector<2x3x4xi32>
// CHECK-NEXT:       vector.transfer_write %12, %arg0[%11, %arg1, %arg1] {in_bounds = [true, true]} : vector<3x4xi32>, memref<?x4x4xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %7 : vector<3x2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @stays(%arg0: memref<?x?xi32>, %arg1: index) -> vector<2x2xi32> {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %c1_i32 : memref<?x?xi32>, vector<2x2xi32>
// CHECK-NEXT:     return %0 : vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
