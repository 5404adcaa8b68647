// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// Reading back what was written, with a leading broadcast dimension.
func.func @leading_broadcast(%t: tensor<8xi16>, %v: vector<8xi16>) -> vector<3x8xi16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i16
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<8xi16>, tensor<8xi16>
  %r = vector.transfer_read %w[%c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : tensor<8xi16>, vector<3x8xi16>
  return %r : vector<3x8xi16>
}

// -----

// A broadcast in the middle and swapped dimensions: broadcast, then
// transpose.
func.func @middle_broadcast_swapped(%t: tensor<2x5xf32>, %v: vector<2x5xf32>) -> vector<5x7x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x5xf32>, tensor<2x5xf32>
  %r = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (d1, 0, d0)>} : tensor<2x5xf32>, vector<5x7x2xf32>
  return %r : vector<5x7x2xf32>
}

// -----

// Unit dimensions the write does not walk read as broadcast ones.
func.func @unit_dims(%t: tensor<1x3x4xf32>, %v: vector<3x4xf32>) -> vector<1x3x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, tensor<1x3x4xf32>
  %r = vector.transfer_read %w[%c0, %c0, %c0], %p {in_bounds = [true, true, true]} : tensor<1x3x4xf32>, vector<1x3x4xf32>
  return %r : vector<1x3x4xf32>
}

// -----

// Different indices: the read stays.
func.func @shifted(%t: tensor<16xf32>, %v: vector<4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %r = vector.transfer_read %w[%c1], %p {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : tensor<16xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// A possibly out-of-bounds write: the read stays.
func.func @out_of_bounds(%t: tensor<?xf32>, %v: vector<4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<?xf32>
  %r = vector.transfer_read %w[%c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : tensor<?xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// Reading fewer elements than were written: the read stays.
func.func @smaller_read(%t: tensor<8xf32>, %v: vector<8xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
  %r = vector.transfer_read %w[%c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : tensor<8xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @leading_broadcast(%arg0: tensor<8xi16>, %arg1: vector<8xi16>) -> vector<3x8xi16> {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : vector<8xi16> to vector<3x8xi16>
// CHECK-NEXT:     return %0 : vector<3x8xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @middle_broadcast_swapped(%arg0: tensor<2x5xf32>, %arg1: vector<2x5xf32>) -> vector<5x7x2xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : vector<2x5xf32> to vector<7x2x5xf32>
// CHECK-NEXT:     %1 = vector.transpose %0, [2, 0, 1] : vector<7x2x5xf32> to vector<5x7x2xf32>
// CHECK-NEXT:     return %1 : vector<5x7x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unit_dims(%arg0: tensor<1x3x4xf32>, %arg1: vector<3x4xf32>) -> vector<1x3x4xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : vector<3x4xf32> to vector<1x3x4xf32>
// CHECK-NEXT:     return %0 : vector<1x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shifted(%arg0: tensor<16xf32>, %arg1: vector<4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %0[%c1], %cst {in_bounds = [true, true], permutation_map = #map} : tensor<16xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %1 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @out_of_bounds(%arg0: tensor<?xf32>, %arg1: vector<4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0] : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %0[%c0], %cst {in_bounds = [true, true], permutation_map = #map} : tensor<?xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %1 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @smaller_read(%arg0: tensor<8xf32>, %arg1: vector<8xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %0[%c0], %cst {in_bounds = [true, true], permutation_map = #map} : tensor<8xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %1 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
