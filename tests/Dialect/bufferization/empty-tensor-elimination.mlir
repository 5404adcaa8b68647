// RUN: strata-opt %s --eliminate-empty-tensors | FileCheck %s

// tensor.empty values inserted into a destination become subsets of it.

func.func @fill_slice(%dest: tensor<8x8xf32>, %v: f32, %i: index) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<4xf32>
  %r = tensor.insert_slice %w into %dest[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @materialize(%dest: tensor<5xi32>, %v: i32) -> tensor<5xi32> {
  %e = tensor.empty() : tensor<5xi32>
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %e[%c1] : tensor<5xi32>
  %r = bufferization.materialize_in_destination %w in %dest : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %r : tensor<5xi32>
}
func.func @late_offset(%dest: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<2xf32>
  %k = arith.constant 3 : index
  %r = tensor.insert_slice %w into %dest[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @two_uses(%dest: tensor<6xf32>, %v: f32) -> (tensor<6xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<3xf32>
  %r = tensor.insert_slice %w into %dest[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
  return %r, %w : tensor<6xf32>, tensor<3xf32>
}
func.func @direct(%dest: tensor<4x4xi8>, %i: index) -> tensor<4x4xi8> {
  %e = tensor.empty() : tensor<2x2xi8>
  %r = tensor.insert_slice %e into %dest[%i, %i] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<4x4xi8>
  return %r : tensor<4x4xi8>
}
func.func @chain_through_cast(%dest: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %w1 = tensor.insert %v into %e[%c1] : tensor<4xf32>
  %w2 = tensor.insert %v into %w1[%c1] : tensor<4xf32>
  %r = tensor.insert_slice %w2 into %dest[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @dest_defined_late(%v: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<2xf32>
  %dest = tensor.empty(%n) : tensor<?xf32>
  %r = tensor.insert_slice %w into %dest[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @fill_slice(%arg0: tensor<8x8xf32>, %arg1: f32, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%c0] : tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[%arg2, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @materialize(%arg0: tensor<5xi32>, %arg1: i32) -> tensor<5xi32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xi32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c1] : tensor<5xi32>
// CHECK-NEXT:     %1 = bufferization.materialize_in_destination %inserted in %arg0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
// CHECK-NEXT:     return %1 : tensor<5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @late_offset(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c3] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%c0] : tensor<2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[%c3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_uses(%arg0: tensor<6xf32>, %arg1: f32) -> (tensor<6xf32>, tensor<3xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [3] [1] : tensor<6xf32> to tensor<3xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%c0] : tensor<3xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
// CHECK-NEXT:     return %inserted_slice, %inserted : tensor<6xf32>, tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @direct(%arg0: tensor<4x4xi8>, %arg1: index) -> tensor<4x4xi8> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [2, 2] [1, 1] : tensor<4x4xi8> to tensor<2x2xi8>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x2xi8>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[%arg1, %arg1] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<4x4xi8>
// CHECK-NEXT:     return %inserted_slice : tensor<4x4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chain_through_cast(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%c1] : tensor<4xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg1 into %inserted[%c1] : tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted_0 into %arg0[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dest_defined_late(%arg0: f32, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = tensor.empty(%arg1) : tensor<?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %1[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg0 into %extracted_slice[%c0] : tensor<2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %1[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
