// RUN: strata-opt %s --split-input-file --convert-vector-to-scf | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf

// A 1-D read down a column: one element loaded per iteration, checked
// against the column's length.
func.func @column(%m: memref<?x8xi64>, %a: index, %b: index) -> vector<5xi64> {
  %pad = arith.constant 42 : i64
  %0 = vector.transfer_read %m[%a, %b], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x8xi64>, vector<5xi64>
  return %0 : vector<5xi64>
}

// -----

// In bounds: no check.
func.func @column_in_bounds(%m: memref<4x4x4xf32>, %a: index) -> vector<3xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%a, %a, %a], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1)>, in_bounds = [true]} : memref<4x4x4xf32>, vector<3xf32>
  return %0 : vector<3xf32>
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @column(%arg0: memref<?x8xi64>, %arg1: index, %arg2: index) -> vector<5xi64> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<42> : vector<5xi64>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %c5 step %c1 iter_args(%arg4 = %cst) -> (vector<5xi64>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x8xi64>
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       %4 = scf.if %3 -> (vector<5xi64>) {
// CHECK-NEXT:         %5 = memref.load %arg0[%1, %arg2] : memref<?x8xi64>
// CHECK-NEXT:         %6 = vector.insert %5, %arg4 [%arg3] : i64 into vector<5xi64>
// CHECK-NEXT:         scf.yield %6 : vector<5xi64>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : vector<5xi64>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : vector<5xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<5xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @column_in_bounds(%arg0: memref<4x4x4xf32>, %arg1: index) -> vector<3xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (vector<3xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %2 = memref.load %arg0[%arg1, %1, %arg1] : memref<4x4x4xf32>
// CHECK-NEXT:       %3 = vector.insert %2, %arg3 [%arg2] : f32 into vector<3xf32>
// CHECK-NEXT:       scf.yield %3 : vector<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
