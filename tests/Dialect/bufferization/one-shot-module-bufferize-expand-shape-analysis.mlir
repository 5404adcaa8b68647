// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

func.func @expand(%u: tensor<12xf32>, %v: tensor<?xf32>, %n: index, %x: f32) -> (tensor<3x4xf32>, tensor<?x2xf32>) {
  %e = tensor.expand_shape %u [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %d = tensor.expand_shape %v [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %d[%c0, %c0] : tensor<?x2xf32>
  return %e, %w : tensor<3x4xf32>, tensor<?x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @expand(%arg0: tensor<12xf32> {bufferization.access = "read"}, %arg1: tensor<?xf32> {bufferization.access = "read-write"}, %arg2: index, %arg3: f32) -> (tensor<3x4xf32>, tensor<?x2xf32>) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [3, 4] {__inplace_operands_attr__ = ["true"]} : tensor<12xf32> into tensor<3x4xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [%arg2, 2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32> into tensor<?x2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %expanded_0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<?x2xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %expanded, %inserted : tensor<3x4xf32>, tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
