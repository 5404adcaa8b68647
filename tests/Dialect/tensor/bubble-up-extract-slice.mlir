// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Slices contiguous in each reassociation group move above the reshape:
// through an expand_shape the group's offsets are linearized, through a
// collapse_shape the slice is spread over the group (whole inner
// dimensions, one sliced one, unit outer ones).
func.func @bubble(%a: tensor<6x35xi32>, %b: tensor<4x3x8xi32>, %i: index, %n: index) -> (tensor<1x3x5x7xi32>, tensor<1x5x7xi32>, tensor<6x?xi32>, tensor<12x?xi32>) {
  %e = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 5, 7] : tensor<6x35xi32> into tensor<2x3x5x7xi32>
  %s0 = tensor.extract_slice %e[%i, 0, 0, 0] [1, 3, 5, 7] [1, 1, 1, 1] : tensor<2x3x5x7xi32> to tensor<1x3x5x7xi32>
  %s1 = tensor.extract_slice %e[1, %i, 0, 0] [1, 1, 5, 7] [1, 1, 1, 1] : tensor<2x3x5x7xi32> to tensor<1x5x7xi32>
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<4x3x8xi32> into tensor<12x8xi32>
  %s2 = tensor.extract_slice %c[3, %i] [6, %n] [1, 1] : tensor<12x8xi32> to tensor<6x?xi32>
  %s3 = tensor.extract_slice %c[0, 2] [12, %n] [1, 1] : tensor<12x8xi32> to tensor<12x?xi32>
  return %s0, %s1, %s2, %s3 : tensor<1x3x5x7xi32>, tensor<1x5x7xi32>, tensor<6x?xi32>, tensor<12x?xi32>
}


// Slices that are not one contiguous run of a group stay.
func.func @stay(%a: tensor<6x35xi32>, %b: tensor<4x3x8xi32>) -> (tensor<2x2x5x7xi32>, tensor<1x1x2x7xi32>, tensor<5x8xi32>, tensor<3x8xi32>) {
  %e = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 5, 7] : tensor<6x35xi32> into tensor<2x3x5x7xi32>
  %s0 = tensor.extract_slice %e[0, 0, 0, 0] [2, 2, 5, 7] [1, 1, 1, 1] : tensor<2x3x5x7xi32> to tensor<2x2x5x7xi32>
  %s1 = tensor.extract_slice %e[0, 0, 0, 0] [1, 1, 2, 7] [1, 1, 2, 1] : tensor<2x3x5x7xi32> to tensor<1x1x2x7xi32>
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<4x3x8xi32> into tensor<12x8xi32>
  %s2 = tensor.extract_slice %c[1, 0] [5, 8] [1, 1] : tensor<12x8xi32> to tensor<5x8xi32>
  %s3 = tensor.extract_slice %c[1, 0] [3, 8] [1, 1] : tensor<12x8xi32> to tensor<3x8xi32>
  return %s0, %s1, %s2, %s3 : tensor<2x2x5x7xi32>, tensor<1x1x2x7xi32>, tensor<5x8xi32>, tensor<3x8xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.bubble_up_extract_slice
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @bubble(%arg0: tensor<6x35xi32>, %arg1: tensor<4x3x8xi32>, %arg2: index, %arg3: index) -> (tensor<1x3x5x7xi32>, tensor<1x5x7xi32>, tensor<6x?xi32>, tensor<12x?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 5, 7] : tensor<6x35xi32> into tensor<2x3x5x7xi32>
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg2, %c0] by (2, 3) : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%0, %c0] [3, 35] [1, 1] : tensor<6x35xi32> to tensor<3x35xi32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %extracted_slice {{\[\[}}0, 1], [2, 3]] output_shape [1, 3, 5, 7] : tensor<3x35xi32> into tensor<1x3x5x7xi32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %expanded[1, %arg2, 0, 0] [1, 1, 5, 7] [1, 1, 1, 1] : tensor<2x3x5x7xi32> to tensor<1x5x7xi32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg1[1, 0, %arg2] [2, 3, %arg3] [1, 1, 1] : tensor<4x3x8xi32> to tensor<2x3x?xi32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %extracted_slice_2 {{\[\[}}0, 1], [2]] : tensor<2x3x?xi32> into tensor<6x?xi32>
// CHECK-NEXT:     %extracted_slice_3 = tensor.extract_slice %arg1[0, 0, 2] [4, 3, %arg3] [1, 1, 1] : tensor<4x3x8xi32> to tensor<4x3x?xi32>
// CHECK-NEXT:     %collapsed_4 = tensor.collapse_shape %extracted_slice_3 {{\[\[}}0, 1], [2]] : tensor<4x3x?xi32> into tensor<12x?xi32>
// CHECK-NEXT:     return %expanded_0, %extracted_slice_1, %collapsed, %collapsed_4 : tensor<1x3x5x7xi32>, tensor<1x5x7xi32>, tensor<6x?xi32>, tensor<12x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @stay(%arg0: tensor<6x35xi32>, %arg1: tensor<4x3x8xi32>) -> (tensor<2x2x5x7xi32>, tensor<1x1x2x7xi32>, tensor<5x8xi32>, tensor<3x8xi32>) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 5, 7] : tensor<6x35xi32> into tensor<2x3x5x7xi32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 2, 5, 7] [1, 1, 1, 1] : tensor<2x3x5x7xi32> to tensor<2x2x5x7xi32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %expanded[0, 0, 0, 0] [1, 1, 2, 7] [1, 1, 2, 1] : tensor<2x3x5x7xi32> to tensor<1x1x2x7xi32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<4x3x8xi32> into tensor<12x8xi32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %collapsed[1, 0] [5, 8] [1, 1] : tensor<12x8xi32> to tensor<5x8xi32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %collapsed[1, 0] [3, 8] [1, 1] : tensor<12x8xi32> to tensor<3x8xi32>
// CHECK-NEXT:     return %extracted_slice, %extracted_slice_0, %extracted_slice_1, %extracted_slice_2 : tensor<2x2x5x7xi32>, tensor<1x1x2x7xi32>, tensor<5x8xi32>, tensor<3x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.bubble_up_extract_slice
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
