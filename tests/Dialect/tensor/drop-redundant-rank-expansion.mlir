// RUN: strata-opt %s --test-tensor-transform-patterns=test-drop-redundant-insert-slice-rank-expansion | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-drop-redundant-insert-slice-rank-expansion

// An insertion that only adds unit dimensions, next to a slice dropping
// them, is dropped: the extraction reads the inserted source, or the
// extraction keeps the unit dimensions the insertion added. An insertion
// with another use, one taking elements of its destination or one of a
// dynamic size stays.

func.func @extract_of_expansion(%src: tensor<4x8xf32>, %dest: tensor<1x4x1x8xf32>, %i: index) -> tensor<2x?xf32> {
  %0 = tensor.insert_slice %src into %dest[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %1 = tensor.extract_slice %0[0, 1, 0, 2] [1, 2, 1, %i] [1, 1, 1, 1] : tensor<1x4x1x8xf32> to tensor<2x?xf32>
  return %1 : tensor<2x?xf32>
}

func.func @extract_of_expansion_two_uses(%src: tensor<4x8xf32>, %dest: tensor<1x4x8xf32>) -> (tensor<2x8xf32>, tensor<1x4x8xf32>) {
  %0 = tensor.insert_slice %src into %dest[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<1x4x8xf32>
  %1 = tensor.extract_slice %0[0, 1, 0] [1, 2, 8] [1, 1, 1] : tensor<1x4x8xf32> to tensor<2x8xf32>
  return %1, %0 : tensor<2x8xf32>, tensor<1x4x8xf32>
}

func.func @expansion_of_extract(%in: tensor<3x1x4x1x6xf32>, %dest: tensor<1x4x6xf32>, %i: index) -> tensor<1x4x6xf32> {
  %0 = tensor.extract_slice %in[%i, 0, 0, 0, 0] [1, 1, 4, 1, 6] [1, 1, 1, 1, 1] : tensor<3x1x4x1x6xf32> to tensor<4x6xf32>
  %1 = tensor.insert_slice %0 into %dest[0, 0, 0] [1, 4, 6] [1, 1, 1] : tensor<4x6xf32> into tensor<1x4x6xf32>
  return %1 : tensor<1x4x6xf32>
}

func.func @expansion_of_dynamic_extract(%in: tensor<?x?xf32>, %dest: tensor<1x?xf32>, %n: index) -> tensor<1x?xf32> {
  %0 = tensor.extract_slice %in[0, 0] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %1 = tensor.insert_slice %0 into %dest[0, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<1x?xf32>
  return %1 : tensor<1x?xf32>
}

func.func @expansion_not_cast_like(%in: tensor<2x4xf32>, %dest: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tensor.extract_slice %in[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
  %1 = tensor.insert_slice %0 into %dest[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_of_expansion(%arg0: tensor<4x8xf32>, %arg1: tensor<1x4x1x8xf32>, %arg2: index) -> tensor<2x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 2] [2, %arg2] [1, 1] : tensor<4x8xf32> to tensor<2x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_expansion_two_uses(%arg0: tensor<4x8xf32>, %arg1: tensor<1x4x8xf32>) -> (tensor<2x8xf32>, tensor<1x4x8xf32>) {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<1x4x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %inserted_slice[0, 1, 0] [1, 2, 8] [1, 1, 1] : tensor<1x4x8xf32> to tensor<2x8xf32>
// CHECK-NEXT:     return %extracted_slice, %inserted_slice : tensor<2x8xf32>, tensor<1x4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expansion_of_extract(%arg0: tensor<3x1x4x1x6xf32>, %arg1: tensor<1x4x6xf32>, %arg2: index) -> tensor<1x4x6xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, 0, 0, 0, 0] [1, 1, 4, 1, 6] [1, 1, 1, 1, 1] : tensor<3x1x4x1x6xf32> to tensor<1x4x6xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<1x4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expansion_of_dynamic_extract(%arg0: tensor<?x?xf32>, %arg1: tensor<1x?xf32>, %arg2: index) -> tensor<1x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, %arg2] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[0, 0] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<1x?xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expansion_not_cast_like(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
