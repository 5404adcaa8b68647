// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s

// CONFORMANCE: pipeline="--one-shot-bufferize=bufferize-function-boundaries test-analysis-only"

// A transfer_write reads its destination unless it overwrites all of it
// (a masked write: tests/Dialect/vector/deviations).

func.func @covers_all(%t: tensor<4x6xf32>, %v: vector<4x8xf32>) -> tensor<4x6xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4x8xf32>, tensor<4x6xf32>
  return %w : tensor<4x6xf32>
}

// -----

func.func @leading_unit_dim(%t: tensor<1x6xf32>, %v: vector<6xf32>) -> tensor<1x6xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<6xf32>, tensor<1x6xf32>
  return %w : tensor<1x6xf32>
}

// -----

func.func @partial(%t: tensor<4x6xf32>, %v: vector<3x6xf32>) -> tensor<4x6xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<3x6xf32>, tensor<4x6xf32>
  return %w : tensor<4x6xf32>
}

// -----

func.func @offset(%t: tensor<4xf32>, %v: vector<4xf32>, %i: index) -> tensor<4xf32> {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @covers_all(%arg0: tensor<4x6xf32> {bufferization.access = "write"}, %arg1: vector<4x8xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<4x8xf32>, tensor<4x6xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @leading_unit_dim(%arg0: tensor<1x6xf32> {bufferization.access = "write"}, %arg1: vector<6xf32>) -> tensor<1x6xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<6xf32>, tensor<1x6xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<1x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @partial(%arg0: tensor<4x6xf32> {bufferization.access = "read-write"}, %arg1: vector<3x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<3x6xf32>, tensor<4x6xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @offset(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: vector<4xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
