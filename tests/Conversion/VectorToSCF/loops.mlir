// RUN: strata-opt %s --split-input-file --convert-vector-to-scf | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf

// A 2-D read: a loop over the rows through a stack buffer, each row read
// when it is inside the memref, padding otherwise.
func.func @read_2d(%m: memref<?x?xi32>, %a: index, %b: index) -> vector<4x3xi32> {
  %pad = arith.constant -7 : i32
  %0 = vector.transfer_read %m[%a, %b], %pad : memref<?x?xi32>, vector<4x3xi32>
  return %0 : vector<4x3xi32>
}

// -----

// A static leading dimension compares with a constant; in-bounds rows
// need no check.
func.func @read_static(%m: memref<8x8xf64>, %a: index) -> (vector<2x4xf64>, vector<2x4xf64>) {
  %pad = arith.constant 0.0 : f64
  %0 = vector.transfer_read %m[%a, %a], %pad : memref<8x8xf64>, vector<2x4xf64>
  %1 = vector.transfer_read %m[%a, %a], %pad {in_bounds = [true, false]} : memref<8x8xf64>, vector<2x4xf64>
  return %0, %1 : vector<2x4xf64>, vector<2x4xf64>
}

// -----

// A 2-D write, with a mask going through its own buffer.
func.func @write_2d(%v: vector<3x5xf16>, %m: memref<?x?xf16>, %a: index, %k: vector<3x5xi1>) {
  vector.transfer_write %v, %m[%a, %a], %k : vector<3x5xf16>, memref<?x?xf16>
  return
}

// -----

// A 3-D write: the inner loops reuse the buffer, viewed with one more
// dimension.
func.func @write_3d(%v: vector<2x2x4xi8>, %m: memref<?x3x?xi8>, %a: index) {
  vector.transfer_write %v, %m[%a, %a, %a] : vector<2x2x4xi8>, memref<?x3x?xi8>
  return
}

// -----

// A masked read.
func.func @read_masked(%m: memref<?x?xf32>, %a: index, %k: vector<2x6xi1>) -> vector<2x6xf32> {
  %pad = arith.constant 1.0 : f32
  %0 = vector.transfer_read %m[%a, %a], %pad, %k : memref<?x?xf32>, vector<2x6xf32>
  return %0 : vector<2x6xf32>
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_2d(%arg0: memref<?x?xi32>, %arg1: index, %arg2: index) -> vector<4x3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<-7> : vector<3xi32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<4x3xi32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4x3xi32>> to memref<4xvector<3xi32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %5 = vector.transfer_read %arg0[%4, %arg2], %c-7_i32 : memref<?x?xi32>, vector<3xi32>
// CHECK-NEXT:         memref.store %5, %0[%arg3] : memref<4xvector<3xi32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg3] : memref<4xvector<3xi32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<4x3xi32>>
// CHECK-NEXT:     return %1 : vector<4x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_static(%arg0: memref<8x8xf64>, %arg1: index) -> (vector<2x4xf64>, vector<2x4xf64>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf64>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x4xf64>>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<vector<2x4xf64>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x4xf64>> to memref<2xvector<4xf64>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %5 = arith.cmpi slt, %4, %c8 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         %6 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %7 = vector.transfer_read %arg0[%6, %arg1], %cst_0 : memref<8x8xf64>, vector<4xf64>
// CHECK-NEXT:         memref.store %7, %0[%arg2] : memref<2xvector<4xf64>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<2xvector<4xf64>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<2x4xf64>>
// CHECK-NEXT:     %2 = vector.type_cast %alloca_1 : memref<vector<2x4xf64>> to memref<2xvector<4xf64>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 : memref<8x8xf64>, vector<4xf64>
// CHECK-NEXT:       memref.store %5, %2[%arg2] : memref<2xvector<4xf64>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = memref.load %alloca_1[] : memref<vector<2x4xf64>>
// CHECK-NEXT:     return %1, %3 : vector<2x4xf64>, vector<2x4xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_2d(%arg0: vector<3x5xf16>, %arg1: memref<?x?xf16>, %arg2: index, %arg3: vector<3x5xi1>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<3x5xf16>>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<vector<3x5xi1>>
// CHECK-NEXT:     memref.store %arg3, %alloca_0[] : memref<vector<3x5xi1>>
// CHECK-NEXT:     memref.store %arg0, %alloca[] : memref<vector<3x5xf16>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<3x5xf16>> to memref<3xvector<5xf16>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca_0 : memref<vector<3x5xi1>> to memref<3xvector<5xi1>>
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg1, %c0 : memref<?x?xf16>
// CHECK-NEXT:       %2 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:         %5 = memref.load %0[%arg4] : memref<3xvector<5xf16>>
// CHECK-NEXT:         %6 = memref.load %1[%arg4] : memref<3xvector<5xi1>>
// CHECK-NEXT:         vector.transfer_write %5, %arg1[%4, %arg2], %6 : vector<5xf16>, memref<?x?xf16>
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_3d(%arg0: vector<2x2x4xi8>, %arg1: memref<?x3x?xi8>, %arg2: index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x2x4xi8>>
// CHECK-NEXT:     memref.store %arg0, %alloca[] : memref<vector<2x2x4xi8>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x2x4xi8>> to memref<2xvector<2x4xi8>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg1, %c0 : memref<?x3x?xi8>
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:       scf.if %2 {
// CHECK-NEXT:         %3 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:         %4 = vector.type_cast %0 : memref<2xvector<2x4xi8>> to memref<2x2xvector<4xi8>>
// CHECK-NEXT:         scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:           %5 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:           %6 = arith.cmpi slt, %5, %c3 : index
// CHECK-NEXT:           scf.if %6 {
// CHECK-NEXT:             %7 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:             %8 = memref.load %4[%arg3, %arg4] : memref<2x2xvector<4xi8>>
// CHECK-NEXT:             vector.transfer_write %8, %arg1[%3, %7, %arg2] : vector<4xi8>, memref<?x3x?xi8>
// CHECK-NEXT:           } else {
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x6xi1>) -> vector<2x6xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<6xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x6xf32>>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<vector<2x6xi1>>
// CHECK-NEXT:     memref.store %arg2, %alloca_1[] : memref<vector<2x6xi1>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x6xf32>> to memref<2xvector<6xf32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca_1 : memref<vector<2x6xi1>> to memref<2xvector<6xi1>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %6 = memref.load %1[%arg3] : memref<2xvector<6xi1>>
// CHECK-NEXT:         %7 = vector.transfer_read %arg0[%5, %arg1], %cst_0, %6 : memref<?x?xf32>, vector<6xf32>
// CHECK-NEXT:         memref.store %7, %0[%arg3] : memref<2xvector<6xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg3] : memref<2xvector<6xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = memref.load %alloca[] : memref<vector<2x6xf32>>
// CHECK-NEXT:     return %2 : vector<2x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
