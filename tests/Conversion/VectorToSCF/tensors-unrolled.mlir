// RUN: strata-opt %s --split-input-file --convert-vector-to-scf='full-unroll lower-tensors' | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf='full-unroll lower-tensors'

// Unrolled writes to a tensor chain the written tensors.
func.func @write(%v: vector<3x2xi8>, %t: tensor<4x?xi8>, %a: index) -> tensor<4x?xi8> {
  %0 = vector.transfer_write %v, %t[%a, %a] : vector<3x2xi8>, tensor<4x?xi8>
  return %0 : tensor<4x?xi8>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write(%arg0: vector<3x2xi8>, %arg1: tensor<4x?xi8>, %arg2: index) -> tensor<4x?xi8> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (tensor<4x?xi8>) {
// CHECK-NEXT:       %8 = vector.extract %arg0[0] : vector<2xi8> from vector<3x2xi8>
// CHECK-NEXT:       %9 = vector.transfer_write %8, %arg1[%arg2, %arg2] : vector<2xi8>, tensor<4x?xi8>
// CHECK-NEXT:       scf.yield %9 : tensor<4x?xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : tensor<4x?xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (tensor<4x?xi8>) {
// CHECK-NEXT:       %8 = affine.apply #map()[%arg2]
// CHECK-NEXT:       %9 = vector.extract %arg0[1] : vector<2xi8> from vector<3x2xi8>
// CHECK-NEXT:       %10 = vector.transfer_write %9, %1[%8, %arg2] : vector<2xi8>, tensor<4x?xi8>
// CHECK-NEXT:       scf.yield %10 : tensor<4x?xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : tensor<4x?xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     %6 = arith.cmpi slt, %5, %c4 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (tensor<4x?xi8>) {
// CHECK-NEXT:       %8 = affine.apply #map1()[%arg2]
// CHECK-NEXT:       %9 = vector.extract %arg0[2] : vector<2xi8> from vector<3x2xi8>
// CHECK-NEXT:       %10 = vector.transfer_write %9, %4[%8, %arg2] : vector<2xi8>, tensor<4x?xi8>
// CHECK-NEXT:       scf.yield %10 : tensor<4x?xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : tensor<4x?xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %7 : tensor<4x?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
