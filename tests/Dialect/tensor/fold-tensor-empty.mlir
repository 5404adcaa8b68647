// RUN: strata-opt %s --split-input-file --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.tensor.fold_tensor_empty: reshapes and slices
// of an empty tensor, and concatenations of empty tensors, become empty
// tensors of their result's shape.

func.func @reshapes(%n: index, %m: index) -> (tensor<3x?x4xf32>, tensor<?x8xf32>) {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %x = tensor.expand_shape %e [[0, 1], [2]] output_shape [3, %m, 4] : tensor<?x4xf32> into tensor<3x?x4xf32>
  %f = tensor.empty(%m) : tensor<?x2x8xf32>
  %c = tensor.collapse_shape %f [[0, 1], [2]] : tensor<?x2x8xf32> into tensor<?x8xf32>
  return %x, %c : tensor<3x?x4xf32>, tensor<?x8xf32>
}

func.func @slice(%n: index, %m: index, %i: index) -> (tensor<?x3xf32>, tensor<5xf32>) {
  %e = tensor.empty(%n) : tensor<?x6x7xf32>
  %s = tensor.extract_slice %e[%i, 0, 1] [%m, 3, 1] [1, 2, 1] : tensor<?x6x7xf32> to tensor<?x3xf32>
  %t = tensor.extract_slice %e[0, 1, 2] [1, 1, 5] [1, 1, 1] : tensor<?x6x7xf32> to tensor<5xf32>
  return %s, %t : tensor<?x3xf32>, tensor<5xf32>
}

func.func @concat(%n: index) -> tensor<?x4xf32> {
  %a = tensor.empty() : tensor<2x4xf32>
  %b = tensor.empty(%n) : tensor<?x4xf32>
  %c = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_empty
    } : !transform.any_op
    transform.yield
  }
}

// -----

// With fold_single_use_only, an empty tensor with two uses stays.

func.func @shared(%n: index) -> (tensor<2x?xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %x = tensor.expand_shape %e [[0, 1]] output_shape [2, %n] : tensor<?xf32> into tensor<2x?xf32>
  %s = tensor.extract_slice %e[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %f = tensor.empty() : tensor<8xf32>
  %t = tensor.extract_slice %f[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %x, %s, %t : tensor<2x?xf32>, tensor<4xf32>, tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_empty {fold_single_use_only = true}
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reshapes(%arg0: index, %arg1: index) -> (tensor<3x?x4xf32>, tensor<?x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty(%arg1) : tensor<3x?x4xf32>
// CHECK-NEXT:     %1 = tensor.empty(%arg1) : tensor<?x2x8xf32>
// CHECK-NEXT:     %dim = tensor.dim %1, %c0 : tensor<?x2x8xf32>
// CHECK-NEXT:     %2 = affine.apply #map()[%dim]
// CHECK-NEXT:     %3 = tensor.empty(%2) : tensor<?x8xf32>
// CHECK-NEXT:     return %0, %3 : tensor<3x?x4xf32>, tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice(%arg0: index, %arg1: index, %arg2: index) -> (tensor<?x3xf32>, tensor<5xf32>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg1) : tensor<?x3xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     return %0, %1 : tensor<?x3xf32>, tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concat(%arg0: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim]
// CHECK-NEXT:     %2 = tensor.empty(%1) : tensor<?x4xf32>
// CHECK-NEXT:     return %2 : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_empty
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shared(%arg0: index) -> (tensor<2x?xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [2, %arg0] : tensor<?xf32> into tensor<2x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     return %expanded, %extracted_slice, %1 : tensor<2x?xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_empty {fold_single_use_only = true}
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
