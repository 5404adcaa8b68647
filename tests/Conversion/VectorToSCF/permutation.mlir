// RUN: strata-opt %s --split-input-file --convert-vector-to-scf | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf

// A transposing read: a minor-identity read, then a transpose.
func.func @read_transposed(%m: memref<?x?xf32>, %a: index) -> vector<4x2xf32> {
  %pad = arith.constant 2.0 : f32
  %0 = vector.transfer_read %m[%a, %a], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

// -----

// A transposing write: the vector is transposed first.
func.func @write_transposed(%v: vector<3x2x2xi32>, %m: memref<5x?x?xi32>, %a: index) {
  vector.transfer_write %v, %m[%a, %a, %a] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : vector<3x2x2xi32>, memref<5x?x?xi32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_transposed(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:       scf.if %4 {
// CHECK-NEXT:         %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %6 = vector.transfer_read %arg0[%5, %arg1], %cst_0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:         memref.store %6, %0[%arg2] : memref<2xvector<4xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<2xvector<4xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:     %2 = vector.transpose %1, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT:     return %2 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_transposed(%arg0: vector<3x2x2xi32>, %arg1: memref<5x?x?xi32>, %arg2: index) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x2x3xi32>>
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 2, 0] : vector<3x2x2xi32> to vector<2x2x3xi32>
// CHECK-NEXT:     memref.store %0, %alloca[] : memref<vector<2x2x3xi32>>
// CHECK-NEXT:     %1 = vector.type_cast %alloca : memref<vector<2x2x3xi32>> to memref<2xvector<2x3xi32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %3 = arith.cmpi slt, %2, %c5 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:         %5 = vector.type_cast %1 : memref<2xvector<2x3xi32>> to memref<2x2xvector<3xi32>>
// CHECK-NEXT:         scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:           %dim = memref.dim %arg1, %c1 : memref<5x?x?xi32>
// CHECK-NEXT:           %6 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:           %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT:           scf.if %7 {
// CHECK-NEXT:             %8 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:             %9 = memref.load %5[%arg3, %arg4] : memref<2x2xvector<3xi32>>
// CHECK-NEXT:             vector.transfer_write %9, %arg1[%4, %8, %arg2] : vector<3xi32>, memref<5x?x?xi32>
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
