// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// Calls are analyzed with what their callee does to its arguments.

func.func private @update(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @user(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %r = call @update(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %r[%c1] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @update(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = call @update(%arg0, %arg1) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, f32) -> tensor<4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted = tensor.extract %0[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
