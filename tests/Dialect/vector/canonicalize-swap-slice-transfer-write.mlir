// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A slice from 0 of a write filling a whole tensor, inserted with the same
// sizes, becomes the write into the slice of the destination.
func.func @swap(%v: vector<3x6xf32>, %t: tensor<3x6xf32>, %dest: tensor<10x20xf32>, %i: index, %n: index) -> tensor<10x20xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] : vector<3x6xf32>, tensor<3x6xf32>
  %1 = tensor.extract_slice %0[0, 0] [3, %n] [1, 1] : tensor<3x6xf32> to tensor<3x?xf32>
  %2 = tensor.insert_slice %1 into %dest[%i, 4] [3, %n] [1, 1] : tensor<3x?xf32> into tensor<10x20xf32>
  return %2 : tensor<10x20xf32>
}

// -----

// Not swapped: a write that may not fill the tensor (a vector smaller
// than it), a slice not from 0, or sizes that differ.
func.func @no_swap(%v: vector<2x6xf32>, %w: vector<3x6xf32>, %t: tensor<3x6xf32>, %dest: tensor<10x20xf32>, %i: index) -> (tensor<10x20xf32>, tensor<10x20xf32>, tensor<10x20xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] : vector<2x6xf32>, tensor<3x6xf32>
  %1 = tensor.extract_slice %0[0, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
  %2 = tensor.insert_slice %1 into %dest[%i, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<10x20xf32>
  %3 = vector.transfer_write %w, %t[%c0, %c0] : vector<3x6xf32>, tensor<3x6xf32>
  %4 = tensor.extract_slice %3[1, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
  %5 = tensor.insert_slice %4 into %dest[%i, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<10x20xf32>
  %6 = vector.transfer_write %w, %t[%c0, %c0] : vector<3x6xf32>, tensor<3x6xf32>
  %7 = tensor.extract_slice %6[0, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
  %8 = tensor.insert_slice %7 into %dest[%i, 0] [2, 6] [1, 2] : tensor<2x6xf32> into tensor<10x20xf32>
  return %2, %5, %8 : tensor<10x20xf32>, tensor<10x20xf32>, tensor<10x20xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @swap(%arg0: vector<3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<10x20xf32>, %arg3: index, %arg4: index) -> tensor<10x20xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg2[%arg3, 4] [3, %arg4] [1, 1] : tensor<10x20xf32> to tensor<3x?xf32>
// CHECK-NEXT:     %0 = vector.transfer_write %arg0, %extracted_slice[%c0, %c0] {in_bounds = [true, false]} : vector<3x6xf32>, tensor<3x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[%arg3, 4] [3, %arg4] [1, 1] : tensor<3x?xf32> into tensor<10x20xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_swap(%arg0: vector<2x6xf32>, %arg1: vector<3x6xf32>, %arg2: tensor<3x6xf32>, %arg3: tensor<10x20xf32>, %arg4: index) -> (tensor<10x20xf32>, tensor<10x20xf32>, tensor<10x20xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg0, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<2x6xf32>, tensor<3x6xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[%arg4, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<10x20xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg1, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<3x6xf32>, tensor<3x6xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %1[1, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %arg3[%arg4, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<10x20xf32>
// CHECK-NEXT:     %2 = vector.transfer_write %arg1, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<3x6xf32>, tensor<3x6xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %2[0, 0] [2, 6] [1, 1] : tensor<3x6xf32> to tensor<2x6xf32>
// CHECK-NEXT:     %inserted_slice_3 = tensor.insert_slice %extracted_slice_2 into %arg3[%arg4, 0] [2, 6] [1, 2] : tensor<2x6xf32> into tensor<10x20xf32>
// CHECK-NEXT:     return %inserted_slice, %inserted_slice_1, %inserted_slice_3 : tensor<10x20xf32>, tensor<10x20xf32>, tensor<10x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
