// RUN: strata-opt %s --test-tensor-transform-patterns=test-fold-extract-from-collapse-shape | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-fold-extract-from-collapse-shape

// An element of a collapse of a static tensor is read from the source:
// the index of each collapsed group delinearized over its sizes. A
// dynamic source stays; a rank-0 collapse reads index 0 of every
// dimension.

func.func @dyn(%t: tensor<?x4x?xf32>, %i: index, %j: index) -> f32 {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = tensor.extract %0[%i, %j] : tensor<?x?xf32>
  return %1 : f32
}
func.func @dyn2(%t: tensor<3x?x5xf32>, %i: index) -> f32 {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<3x?x5xf32> into tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}
func.func @rank0(%t: tensor<1x1xf32>) -> f32 {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.extract %0[] : tensor<f32>
  return %1 : f32
}
func.func @st(%t: tensor<2x3x4x5xf32>, %i: index, %j: index) -> f32 {
  %0 = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<2x60xf32>
  %1 = tensor.extract %0[%i, %j] : tensor<2x60xf32>
  return %1 : f32
}
func.func @dynouter(%t: tensor<?x4x5xf32>, %i: index, %j: index) -> f32 {
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
  %1 = tensor.extract %0[%i, %j] : tensor<?x20xf32>
  return %1 : f32
}
func.func @unitmix(%t: tensor<1x6x1xf32>, %i: index) -> f32 {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
  %1 = tensor.extract %0[%i] : tensor<6xf32>
  return %1 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?x4x?xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %collapsed[%arg1, %arg2] : tensor<?x?xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn2(%arg0: tensor<3x?x5xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<3x?x5xf32> into tensor<?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %collapsed[%arg1] : tensor<?xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank0(%arg0: tensor<1x1xf32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0, %c0] : tensor<1x1xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @st(%arg0: tensor<2x3x4x5xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg2 into (3, 4, 5) : index, index, index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1, %0#0, %0#1, %0#2] : tensor<2x3x4x5xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynouter(%arg0: tensor<?x4x5xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
// CHECK-NEXT:     %extracted = tensor.extract %collapsed[%arg1, %arg2] : tensor<?x20xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unitmix(%arg0: tensor<1x6x1xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg1 into (1, 6, 1) : index, index, index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%0#0, %0#1, %0#2] : tensor<1x6x1xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
