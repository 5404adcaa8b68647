// RUN: strata-opt %s --test-tensor-transform-patterns=test-reassociative-reshape-folding | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-reassociative-reshape-folding

// Reshapes that only add or drop unit dimensions fold into the slice next
// to them: an expand restoring what a slice dropped, a collapse of unit
// dimensions of a slice used only there, an insertion of a collapse whose
// source has the insertion sizes, an insertion of a unit expand. Reshapes
// merging or splitting other dimensions stay.

func.func @expand_restores_slice(%t: tensor<8x8x8xf32>, %i: index) -> tensor<1x4x1xf32> {
  %0 = tensor.extract_slice %t[%i, 2, 3] [1, 4, 1] [1, 1, 1] : tensor<8x8x8xf32> to tensor<4xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
  return %1 : tensor<1x4x1xf32>
}

func.func @expand_not_restoring(%t: tensor<8x8xf32>) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

func.func @collapse_of_unit_dims(%t: tensor<8x8x8xf32>, %i: index) -> tensor<4x?xf32> {
  %0 = tensor.extract_slice %t[%i, 0, 0] [1, 4, %i] [1, 2, 1] : tensor<8x8x8xf32> to tensor<1x4x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x4x?xf32> into tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

func.func @collapse_merging(%t: tensor<8x8xf32>) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[0, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

func.func @insert_of_collapse(%t: tensor<1x4x1xf32>, %d: tensor<8x8x8xf32>, %i: index) -> tensor<8x8x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<1x4x1xf32> into tensor<4xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 0, 2] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<8x8x8xf32>
  return %1 : tensor<8x8x8xf32>
}

func.func @insert_of_collapse_other_sizes(%t: tensor<4x1xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  %1 = tensor.insert_slice %0 into %d[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

func.func @parallel_insert_of_unit_expand(%t: tensor<4xf32>, %d: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %r = scf.forall (%k) in (%n) shared_outs(%o = %d) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %o[%k, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @expand_restores_slice(%arg0: tensor<8x8x8xf32>, %arg1: index) -> tensor<1x4x1xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 2, 3] [1, 4, 1] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x4x1xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<1x4x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_not_restoring(%arg0: tensor<8x8xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
// CHECK-NEXT:     return %expanded : tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_of_unit_dims(%arg0: tensor<8x8x8xf32>, %arg1: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 4, %arg1] [1, 2, 1] : tensor<8x8x8xf32> to tensor<4x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_merging(%arg0: tensor<8x8xf32>) -> tensor<16xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1]] : tensor<2x8xf32> into tensor<16xf32>
// CHECK-NEXT:     return %collapsed : tensor<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_of_collapse(%arg0: tensor<1x4x1xf32>, %arg1: tensor<8x8x8xf32>, %arg2: index) -> tensor<8x8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, 0, 2] [1, 4, 1] [1, 1, 1] : tensor<1x4x1xf32> into tensor<8x8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_of_collapse_other_sizes(%arg0: tensor<4x1xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x1xf32> into tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %collapsed into %arg1[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_insert_of_unit_expand(%arg0: tensor<4xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
