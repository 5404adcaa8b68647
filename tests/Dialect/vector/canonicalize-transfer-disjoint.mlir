// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A read sees the vector written at its indices even when a write to
// other rows (a different leading index) came in between.
func.func @raw_past_other_row(%t: tensor<3x8xi32>, %a: vector<8xi32>, %b: vector<8xi32>) -> vector<8xi32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0 : i32
  %w0 = vector.transfer_write %a, %t[%c2, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w1 = vector.transfer_write %b, %w0[%c0, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %r = vector.transfer_read %w1[%c2, %c0], %p {in_bounds = [true]} : tensor<3x8xi32>, vector<8xi32>
  return %r : vector<8xi32>
}

// -----

// Offsets in a vector dimension at least the vector size apart are
// disjoint too.
func.func @raw_past_far_columns(%t: tensor<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %p = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c1] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %w1 = vector.transfer_write %b, %w0[%c5] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %r = vector.transfer_read %w1[%c1], %p {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// Overlapping columns: the read stays.
func.func @raw_overlap(%t: tensor<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c1] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %w1 = vector.transfer_write %b, %w0[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %r = vector.transfer_read %w1[%c1], %p {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// A dynamic index proves nothing: the read stays.
func.func @raw_dynamic(%t: tensor<3x8xi32>, %a: vector<8xi32>, %b: vector<8xi32>, %i: index) -> vector<8xi32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0 : i32
  %w0 = vector.transfer_write %a, %t[%c2, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w1 = vector.transfer_write %b, %w0[%i, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %r = vector.transfer_read %w1[%c2, %c0], %p {in_bounds = [true]} : tensor<3x8xi32>, vector<8xi32>
  return %r : vector<8xi32>
}

// -----

// A write overwritten later, with a disjoint write in between, is skipped.
func.func @waw_past_other_row(%t: tensor<3x8xi32>, %a: vector<8xi32>, %b: vector<8xi32>) -> tensor<3x8xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w0 = vector.transfer_write %a, %t[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w1 = vector.transfer_write %b, %w0[%c0, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w2 = vector.transfer_write %b, %w1[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  return %w2 : tensor<3x8xi32>
}

// -----

// The intermediate write has another use: nothing is skipped.
func.func @waw_shared(%t: tensor<3x8xi32>, %a: vector<8xi32>, %b: vector<8xi32>) -> (tensor<3x8xi32>, tensor<3x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w0 = vector.transfer_write %a, %t[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w1 = vector.transfer_write %b, %w0[%c0, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  %w2 = vector.transfer_write %b, %w1[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
  return %w1, %w2 : tensor<3x8xi32>, tensor<3x8xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @raw_past_other_row(%arg0: tensor<3x8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>) -> vector<8xi32> {
// CHECK-NEXT:     return %arg1 : vector<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @raw_past_far_columns(%arg0: tensor<16xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     return %arg1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @raw_overlap(%arg0: tensor<16xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c1] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %0[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %1[%c1], %cst {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
// CHECK-NEXT:     return %2 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @raw_dynamic(%arg0: tensor<3x8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>, %arg3: index) -> vector<8xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c2, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %0[%arg3, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     %2 = vector.transfer_read %1[%c2, %c0], %c0_i32 {in_bounds = [true]} : tensor<3x8xi32>, vector<8xi32>
// CHECK-NEXT:     return %2 : vector<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @waw_past_other_row(%arg0: tensor<3x8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>) -> tensor<3x8xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg2, %arg0[%c0, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %0[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     return %1 : tensor<3x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @waw_shared(%arg0: tensor<3x8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>) -> (tensor<3x8xi32>, tensor<3x8xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %0[%c0, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     %2 = vector.transfer_write %arg2, %1[%c1, %c0] {in_bounds = [true]} : vector<8xi32>, tensor<3x8xi32>
// CHECK-NEXT:     return %1, %2 : tensor<3x8xi32>, tensor<3x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
