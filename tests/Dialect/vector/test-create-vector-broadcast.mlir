// RUN: strata-opt %s -test-create-vector-broadcast -allow-unregistered-dialect -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-create-vector-broadcast -allow-unregistered-dialect -split-input-file

// Broadcast dimensions are created in front, then transposed into place;
// a broadcast to the operand's own type is the operand, and one of a
// constant folds.
func.func @bcast(%s: i8, %v: vector<3x2xf32>) -> (vector<4xi8>, vector<3x5x2x6xf32>, vector<3x2xf32>, vector<2x3xi16>) {
  %c = arith.constant 7 : i16
  %0 = "test_create_broadcast"(%s) {broadcast_dims = array<i64: 0>} : (i8) -> vector<4xi8>
  %1 = "test_create_broadcast"(%v) {broadcast_dims = array<i64: 3, 1>} : (vector<3x2xf32>) -> vector<3x5x2x6xf32>
  %2 = "test_create_broadcast"(%v) {broadcast_dims = array<i64>} : (vector<3x2xf32>) -> vector<3x2xf32>
  %3 = "test_create_broadcast"(%c) {broadcast_dims = array<i64: 0, 1>} : (i16) -> vector<2x3xi16>
  return %0, %1, %2, %3 : vector<4xi8>, vector<3x5x2x6xf32>, vector<3x2xf32>, vector<2x3xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @bcast(%arg0: i8, %arg1: vector<3x2xf32>) -> (vector<4xi8>, vector<3x5x2x6xf32>, vector<3x2xf32>, vector<2x3xi16>) {
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : i8 to vector<4xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<3x2xf32> to vector<5x6x3x2xf32>
// CHECK-NEXT:     %2 = vector.transpose %1, [2, 0, 3, 1] : vector<5x6x3x2xf32> to vector<3x5x2x6xf32>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<2x3xi16>
// CHECK-NEXT:     return %0, %2, %arg1, %cst : vector<4xi8>, vector<3x5x2x6xf32>, vector<3x2xf32>, vector<2x3xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
