// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// A collapse of an expansion whose groups line up is one reshape of the
// source; groups that do not line up stay.
func.func @collapse_of_expand(%t: tensor<6xf32>, %v: tensor<24xf32>, %w: tensor<?x4xf32>, %n: index, %u: tensor<4x6xf32>) -> (tensor<6x1xf32>, tensor<6x4xf32>, tensor<?xf32>, tensor<3x8xf32>) {
  %e = tensor.expand_shape %t [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xf32> into tensor<6x1x1xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<6x1x1xf32> into tensor<6x1xf32>
  %e2 = tensor.expand_shape %v [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  %c2 = tensor.collapse_shape %e2 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e5 = tensor.expand_shape %w [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %c5 = tensor.collapse_shape %e5 [[0, 1, 2]] : tensor<?x2x2xf32> into tensor<?xf32>
  %e6 = tensor.expand_shape %u [[0, 1], [2, 3]] output_shape [2, 2, 3, 2] : tensor<4x6xf32> into tensor<2x2x3x2xf32>
  %c6 = tensor.collapse_shape %e6 [[0, 1, 2], [3]] : tensor<2x2x3x2xf32> into tensor<12x2xf32>
  %c7 = tensor.collapse_shape %e2 [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %r = tensor.expand_shape %c7 [[0], [1, 2]] output_shape [2, 3, 4] : tensor<2x12xf32> into tensor<2x3x4xf32>
  %r2 = tensor.collapse_shape %r [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %c8 = tensor.collapse_shape %e6 [[0], [1, 2, 3]] : tensor<2x2x3x2xf32> into tensor<2x12xf32>
  %e8 = tensor.expand_shape %c8 [[0], [1, 2]] output_shape [2, 3, 4] : tensor<2x12xf32> into tensor<2x3x4xf32>
  %c9 = tensor.collapse_shape %e8 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %x = tensor.collapse_shape %c9 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %y = tensor.expand_shape %x [[0, 1]] output_shape [3, 8] : tensor<24xf32> into tensor<3x8xf32>
  return %c, %c2, %c5, %y : tensor<6x1xf32>, tensor<6x4xf32>, tensor<?xf32>, tensor<3x8xf32>
}

// An expansion of a collapse that re-expands the collapsed groups into
// other groupings is one reshape; non-aligned sizes stay.
func.func @expand_of_collapse(%u: tensor<2x3x4xf32>, %m: tensor<?x6xf32>, %n: index) -> (tensor<2x12xf32>, tensor<4x6xf32>, tensor<?x2x3xf32>, tensor<6x4xf32>) {
  %c3 = tensor.collapse_shape %u [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %e3 = tensor.expand_shape %c3 [[0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
  %e4 = tensor.expand_shape %c3 [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  %mc = tensor.collapse_shape %m [[0, 1]] : tensor<?x6xf32> into tensor<?xf32>
  %me = tensor.expand_shape %mc [[0, 1, 2]] output_shape [%n, 2, 3] : tensor<?xf32> into tensor<?x2x3xf32>
  %c4 = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e5 = tensor.expand_shape %c4 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %c5 = tensor.collapse_shape %e5 [[0], [1, 2]] : tensor<6x2x2xf32> into tensor<6x4xf32>
  return %e3, %e4, %me, %c5 : tensor<2x12xf32>, tensor<4x6xf32>, tensor<?x2x3xf32>, tensor<6x4xf32>
}

// A collapse of a cast that loses static information collapses the
// source; casts to more static types stay.
func.func @collapse_of_cast(%t: tensor<2x3x4xf32>, %u: tensor<?x?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x3x4xf32>
  %a = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %d = tensor.cast %u : tensor<?x?x4xf32> to tensor<2x?x4xf32>
  %b = tensor.collapse_shape %d [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @collapse_of_expand(%arg0: tensor<6xf32>, %arg1: tensor<24xf32>, %arg2: tensor<?x4xf32>, %arg3: index, %arg4: tensor<4x6xf32>) -> (tensor<6x1xf32>, tensor<6x4xf32>, tensor<?xf32>, tensor<3x8xf32>) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg2 {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT:     %collapsed_1 = tensor.collapse_shape %arg4 {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
// CHECK-NEXT:     %expanded_2 = tensor.expand_shape %collapsed_1 {{\[\[}}0, 1]] output_shape [3, 8] : tensor<24xf32> into tensor<3x8xf32>
// CHECK-NEXT:     return %expanded, %expanded_0, %collapsed, %expanded_2 : tensor<6x1xf32>, tensor<6x4xf32>, tensor<?xf32>, tensor<3x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x6xf32>, %arg2: index) -> (tensor<2x12xf32>, tensor<4x6xf32>, tensor<?x2x3xf32>, tensor<6x4xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT:     %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK-NEXT:     %expanded_1 = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [%arg2, 2, 3] : tensor<?x6xf32> into tensor<?x2x3xf32>
// CHECK-NEXT:     %collapsed_2 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed_0, %expanded, %expanded_1, %collapsed_2 : tensor<2x12xf32>, tensor<4x6xf32>, tensor<?x2x3xf32>, tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_of_cast(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %collapsed : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<?x?x4xf32> to tensor<2x?x4xf32>
// CHECK-NEXT:     %collapsed_1 = tensor.collapse_shape %cast_0 {{\[\[}}0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %cast, %collapsed_1 : tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
