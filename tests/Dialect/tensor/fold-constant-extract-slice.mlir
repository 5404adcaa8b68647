// RUN: strata-opt %s --test-tensor-transform-patterns=test-fold-constant-extract-slice | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-fold-constant-extract-slice

// A static slice of a dense constant used only there (of at most 1024
// elements) is a constant of the sliced elements, strides and rank
// reduction included; equal elements give a splat.

func.func @ints() -> tensor<2x2xi32> {
  %c = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %s = tensor.extract_slice %c[1, 0] [2, 2] [1, 2] : tensor<3x4xi32> to tensor<2x2xi32>
  return %s : tensor<2x2xi32>
}

func.func @rank_reducing() -> tensor<3xf64> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %s = tensor.extract_slice %c[1, 0] [1, 3] [1, 1] : tensor<2x3xf64> to tensor<3xf64>
  return %s : tensor<3xf64>
}

func.func @to_splat() -> tensor<2xi8> {
  %c = arith.constant dense<[7, 7, 7, 1]> : tensor<4xi8>
  %s = tensor.extract_slice %c[0] [2] [2] : tensor<4xi8> to tensor<2xi8>
  return %s : tensor<2xi8>
}

func.func @two_uses() -> (tensor<2xi32>, tensor<4xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = tensor.extract_slice %c[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s, %c : tensor<2xi32>, tensor<4xi32>
}

func.func @dynamic_offset(%i: index) -> tensor<2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = tensor.extract_slice %c[%i] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @ints() -> tensor<2x2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}5, 7], [9, 11]]> : tensor<2x2xi32>
// CHECK-NEXT:     return %cst : tensor<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank_reducing() -> tensor<3xf64> {
// CHECK-NEXT:     %cst = arith.constant dense<[4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<3xf64>
// CHECK-NEXT:     return %cst : tensor<3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_splat() -> tensor<2xi8> {
// CHECK-NEXT:     %cst = arith.constant dense<7> : tensor<2xi8>
// CHECK-NEXT:     return %cst : tensor<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_uses() -> (tensor<2xi32>, tensor<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cst[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK-NEXT:     return %extracted_slice, %cst : tensor<2xi32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_offset(%arg0: index) -> tensor<2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cst[%arg0] [2] [1] : tensor<4xi32> to tensor<2xi32>
// CHECK-NEXT:     return %extracted_slice : tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
