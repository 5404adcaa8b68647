// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

func.func @collapse(%t: tensor<2x6xf32>, %d: tensor<?x4xi8>, %s: index) -> (tensor<12xf32>, tensor<?xi8>, tensor<8xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %e = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xi8> into tensor<?xi8>
  %a = bufferization.alloc_tensor() : tensor<2x4xf32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c, %e, %f : tensor<12xf32>, tensor<?xi8>, tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @collapse(%arg0: tensor<2x6xf32>, %arg1: tensor<?x4xi8>, %arg2: index) -> (tensor<12xf32>, tensor<?xi8>, tensor<8xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] {__inplace_operands_attr__ = ["false"]} : tensor<2x6xf32> into tensor<12xf32>
// CHECK-NEXT:     %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] {__inplace_operands_attr__ = ["false"]} : tensor<?x4xi8> into tensor<?xi8>
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2x4xf32>
// CHECK-NEXT:     %collapsed_1 = tensor.collapse_shape %0 {{\[\[}}0, 1]] {__inplace_operands_attr__ = ["true"]} : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "true"]} %collapsed, %collapsed_0, %collapsed_1 : tensor<12xf32>, tensor<?xi8>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
