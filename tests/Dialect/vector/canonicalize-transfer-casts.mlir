// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// Transfers through a memref.cast that only erased static sizes use the
// cast's source (and then learn they are in bounds).
func.func @memref_cast(%m: memref<2x6xi32>, %i: index) -> vector<2x3xi32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %c = memref.cast %m : memref<2x6xi32> to memref<?x?xi32>
  %v = vector.transfer_read %c[%c0, %i], %z : memref<?x?xi32>, vector<2x3xi32>
  vector.transfer_write %v, %c[%c0, %c0] : vector<2x3xi32>, memref<?x?xi32>
  return %v : vector<2x3xi32>
}

// -----

// So do reads through such a tensor.cast; one adding static sizes stays.
func.func @tensor_cast(%t: tensor<3x5xi32>, %u: tensor<?x?xi32>) -> (vector<3x5xi32>, vector<3x5xi32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %c = tensor.cast %t : tensor<3x5xi32> to tensor<?x5xi32>
  %v = vector.transfer_read %c[%c0, %c0], %z : tensor<?x5xi32>, vector<3x5xi32>
  %d = tensor.cast %u : tensor<?x?xi32> to tensor<3x5xi32>
  %w = vector.transfer_read %d[%c0, %c0], %z : tensor<3x5xi32>, vector<3x5xi32>
  return %v, %w : vector<3x5xi32>, vector<3x5xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @memref_cast(%arg0: memref<2x6xi32>, %arg1: index) -> vector<2x3xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %arg1], %c0_i32 {in_bounds = [true, false]} : memref<2x6xi32>, vector<2x3xi32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xi32>, memref<2x6xi32>
// CHECK-NEXT:     return %0 : vector<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tensor_cast(%arg0: tensor<3x5xi32>, %arg1: tensor<?x?xi32>) -> (vector<3x5xi32>, vector<3x5xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : tensor<3x5xi32>, vector<3x5xi32>
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xi32> to tensor<3x5xi32>
// CHECK-NEXT:     %1 = vector.transfer_read %cast[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : tensor<3x5xi32>, vector<3x5xi32>
// CHECK-NEXT:     return %0, %1 : vector<3x5xi32>, vector<3x5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
