// RUN: strata-opt %s --split-input-file --convert-vector-to-scf=full-unroll | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf=full-unroll

// A 2-D read of a dynamically shaped memref: one 1-D read per row, each
// checked against the memref's size.
func.func @read_rows(%m: memref<?x?xi64>, %a: index, %b: index) -> vector<3x2xi64> {
  %pad = arith.constant 9 : i64
  %0 = vector.transfer_read %m[%a, %b], %pad : memref<?x?xi64>, vector<3x2xi64>
  return %0 : vector<3x2xi64>
}

// -----

// Static sizes compare with constants; in-bounds rows need no check.
func.func @read_static(%m: memref<6x7x8xf16>, %a: index) -> vector<2x3x4xf16> {
  %pad = arith.constant 0.0 : f16
  %0 = vector.transfer_read %m[%a, %a, %a], %pad {in_bounds = [false, true, false]} : memref<6x7x8xf16>, vector<2x3x4xf16>
  return %0 : vector<2x3x4xf16>
}

// -----

// Writes, with a mask split row by row.
func.func @write_masked(%v: vector<2x5xi8>, %m: memref<?x9xi8>, %a: index, %k: vector<2x5xi1>) {
  vector.transfer_write %v, %m[%a, %a], %k : vector<2x5xi8>, memref<?x9xi8>
  return
}

// -----

// An in-bounds read with a mask.
func.func @read_masked(%m: memref<4x4xf32>, %a: index, %k: vector<2x3xi1>) -> vector<2x3xf32> {
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %m[%a, %a], %pad, %k {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// 1-D transfers are already at the target rank.
func.func @read_1d(%m: memref<?xi32>, %a: index) -> vector<4xi32> {
  %pad = arith.constant 0 : i32
  %0 = vector.transfer_read %m[%a], %pad : memref<?xi32>, vector<4xi32>
  return %0 : vector<4xi32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_rows(%arg0: memref<?x?xi64>, %arg1: index, %arg2: index) -> vector<3x2xi64> {
// CHECK-NEXT:     %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT:     %cst = arith.constant dense<9> : vector<3x2xi64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xi64>
// CHECK-NEXT:     %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (vector<3x2xi64>) {
// CHECK-NEXT:       %8 = vector.transfer_read %arg0[%arg1, %arg2], %c9_i64 : memref<?x?xi64>, vector<2xi64>
// CHECK-NEXT:       %9 = vector.insert %8, %cst [0] : vector<2xi64> into vector<3x2xi64>
// CHECK-NEXT:       scf.yield %9 : vector<3x2xi64>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : vector<3x2xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c0 : memref<?x?xi64>
// CHECK-NEXT:     %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim_0, %2 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (vector<3x2xi64>) {
// CHECK-NEXT:       %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %9 = vector.transfer_read %arg0[%8, %arg2], %c9_i64 : memref<?x?xi64>, vector<2xi64>
// CHECK-NEXT:       %10 = vector.insert %9, %1 [1] : vector<2xi64> into vector<3x2xi64>
// CHECK-NEXT:       scf.yield %10 : vector<3x2xi64>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : vector<3x2xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c0 : memref<?x?xi64>
// CHECK-NEXT:     %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_1, %5 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (vector<3x2xi64>) {
// CHECK-NEXT:       %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT:       %9 = vector.transfer_read %arg0[%8, %arg2], %c9_i64 : memref<?x?xi64>, vector<2xi64>
// CHECK-NEXT:       %10 = vector.insert %9, %4 [2] : vector<2xi64> into vector<3x2xi64>
// CHECK-NEXT:       scf.yield %10 : vector<3x2xi64>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : vector<3x2xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %7 : vector<3x2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_static(%arg0: memref<6x7x8xf16>, %arg1: index) -> vector<2x3x4xf16> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf16>
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg1, %c6 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (vector<2x3x4xf16>) {
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %6 = vector.insert %5, %cst_0 [0, 0] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       %7 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %8 = vector.transfer_read %arg0[%arg1, %7, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %9 = vector.insert %8, %6 [0, 1] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       %10 = affine.apply #map1()[%arg1]
// CHECK-NEXT:       %11 = vector.transfer_read %arg0[%arg1, %10, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %12 = vector.insert %11, %9 [0, 2] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       scf.yield %12 : vector<2x3x4xf16>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst_0 : vector<2x3x4xf16>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c6 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (vector<2x3x4xf16>) {
// CHECK-NEXT:       %5 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %6 = vector.transfer_read %arg0[%5, %arg1, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %7 = vector.insert %6, %1 [1, 0] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %9 = vector.transfer_read %arg0[%5, %8, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %10 = vector.insert %9, %7 [1, 1] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       %11 = affine.apply #map1()[%arg1]
// CHECK-NEXT:       %12 = vector.transfer_read %arg0[%5, %11, %arg1], %cst : memref<6x7x8xf16>, vector<4xf16>
// CHECK-NEXT:       %13 = vector.insert %12, %10 [1, 2] : vector<4xf16> into vector<2x3x4xf16>
// CHECK-NEXT:       scf.yield %13 : vector<2x3x4xf16>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : vector<2x3x4xf16>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %4 : vector<2x3x4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_masked(%arg0: vector<2x5xi8>, %arg1: memref<?x9xi8>, %arg2: index, %arg3: vector<2x5xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x9xi8>
// CHECK-NEXT:     %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       %3 = vector.extract %arg0[0] : vector<5xi8> from vector<2x5xi8>
// CHECK-NEXT:       %4 = vector.extract %arg3[0] : vector<5xi1> from vector<2x5xi1>
// CHECK-NEXT:       vector.transfer_write %3, %arg1[%arg2, %arg2], %4 : vector<5xi8>, memref<?x9xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?x9xi8>
// CHECK-NEXT:     %1 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       %3 = affine.apply #map()[%arg2]
// CHECK-NEXT:       %4 = vector.extract %arg0[1] : vector<5xi8> from vector<2x5xi8>
// CHECK-NEXT:       %5 = vector.extract %arg3[1] : vector<5xi1> from vector<2x5xi1>
// CHECK-NEXT:       vector.transfer_write %4, %arg1[%3, %arg2], %5 : vector<5xi8>, memref<?x9xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_masked(%arg0: memref<4x4xf32>, %arg1: index, %arg2: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<-1.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %0 = vector.extract %arg2[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %0 {in_bounds = [true]} : memref<4x4xf32>, vector<3xf32>
// CHECK-NEXT:     %2 = vector.insert %1, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     %3 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %4 = vector.extract %arg2[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:     %5 = vector.transfer_read %arg0[%3, %arg1], %cst, %4 {in_bounds = [true]} : memref<4x4xf32>, vector<3xf32>
// CHECK-NEXT:     %6 = vector.insert %5, %2 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     return %6 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_1d(%arg0: memref<?xi32>, %arg1: index) -> vector<4xi32> {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %c0_i32 : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:     return %0 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
