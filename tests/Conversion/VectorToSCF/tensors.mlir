// RUN: strata-opt %s --split-input-file --convert-vector-to-scf=lower-tensors | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf=lower-tensors

// A read of a tensor goes through a stack buffer like a memref's.
func.func @read(%t: tensor<?x6xi32>, %a: index) -> vector<3x6xi32> {
  %pad = arith.constant 0 : i32
  %0 = vector.transfer_read %t[%a, %a], %pad {in_bounds = [false, true]} : tensor<?x6xi32>, vector<3x6xi32>
  return %0 : vector<3x6xi32>
}

// -----

// A write to a tensor carries the tensor through the loop.
func.func @write(%v: vector<2x5xf32>, %t: tensor<?x?xf32>, %a: index) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %v, %t[%a, %a] : vector<2x5xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read(%arg0: tensor<?x6xi32>, %arg1: index) -> vector<3x6xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<6xi32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<3x6xi32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<3x6xi32>> to memref<3xvector<6xi32>>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %dim = tensor.dim %arg0, %c0 : tensor<?x6xi32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:         %5 = vector.transfer_read %arg0[%4, %arg1], %c0_i32 {in_bounds = [true]} : tensor<?x6xi32>, vector<6xi32>
// CHECK-NEXT:         memref.store %5, %0[%arg2] : memref<3xvector<6xi32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %0[%arg2] : memref<3xvector<6xi32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<3x6xi32>>
// CHECK-NEXT:     return %1 : vector<3x6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write(%arg0: vector<2x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x5xf32>>
// CHECK-NEXT:     memref.store %arg0, %alloca[] : memref<vector<2x5xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x5xf32>> to memref<2xvector<5xf32>>
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %c2 step %c1 iter_args(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT:       %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:       %4 = scf.if %3 -> (tensor<?x?xf32>) {
// CHECK-NEXT:         %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:         %6 = memref.load %0[%arg3] : memref<2xvector<5xf32>>
// CHECK-NEXT:         %7 = vector.transfer_write %6, %arg4[%5, %arg2] : vector<5xf32>, tensor<?x?xf32>
// CHECK-NEXT:         scf.yield %7 : tensor<?x?xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : tensor<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : tensor<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
