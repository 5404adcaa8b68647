// RUN: strata-opt %s --test-tensor-transform-patterns=test-expand-shape-bubbling | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-expand-shape-bubbling

// An expand_shape of a collapse_shape whose groups do not intersect moves
// before it (each dynamic size of a collapsed group read with tensor.dim);
// a no-op expand or collapse is left out. Equal groups that may change
// sizes stay.

func.func @static_parallel(%t: tensor<2x3x4x5xf32>) -> tensor<2x12x5x1xf32> {
  %0 = tensor.collapse_shape %t [[0], [1, 2], [3]] : tensor<2x3x4x5xf32> into tensor<2x12x5xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2, 3]] output_shape [2, 12, 5, 1] : tensor<2x12x5xf32> into tensor<2x12x5x1xf32>
  return %1 : tensor<2x12x5x1xf32>
}

func.func @dynamic_collapsed(%t: tensor<?x?x8xf32>, %a: index, %b: index) -> tensor<?x2x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x8xf32> into tensor<?x8xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%a, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
  return %1 : tensor<?x2x4xf32>
}

func.func @same_groups_differ(%t: tensor<2x6xf32>) -> tensor<3x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

func.func @same_groups_same_sizes(%t: tensor<2x?xf32>, %n: index) -> tensor<2x?x3xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %0 [[0, 1]] output_shape [2, %n] : tensor<?xf32> into tensor<2x?xf32>
  %1 = tensor.expand_shape %e [[0], [1, 2]] output_shape [2, %n, 3] : tensor<2x?xf32> into tensor<2x?x3xf32>
  return %1 : tensor<2x?x3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @static_parallel(%arg0: tensor<2x3x4x5xf32>) -> tensor<2x12x5x1xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2], [3, 4]] output_shape [2, 3, 4, 5, 1] : tensor<2x3x4x5xf32> into tensor<2x3x4x5x1xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2], [3], [4]] : tensor<2x3x4x5x1xf32> into tensor<2x12x5x1xf32>
// CHECK-NEXT:     return %collapsed : tensor<2x12x5x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_collapsed(%arg0: tensor<?x?x8xf32>, %arg1: index, %arg2: index) -> tensor<?x2x4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?x8xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x8xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [%dim, %dim_0, 2, 4] : tensor<?x?x8xf32> into tensor<?x?x2x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2], [3]] : tensor<?x?x2x4xf32> into tensor<?x2x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_groups_differ(%arg0: tensor<2x6xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x6xf32> into tensor<12xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
// CHECK-NEXT:     return %expanded : tensor<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_groups_same_sizes(%arg0: tensor<2x?xf32>, %arg1: index) -> tensor<2x?x3xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [2, %arg1, 3] : tensor<2x?xf32> into tensor<2x?x3xf32>
// CHECK-NEXT:     return %expanded : tensor<2x?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
