// RUN: strata-opt %s --test-tensor-copy-insertion | FileCheck %s
// RUN: strata-opt %s --test-tensor-copy-insertion=bufferize-function-boundaries | FileCheck %s --check-prefix=FUNC
// CONFORMANCE: pipeline=--test-tensor-copy-insertion

// test-tensor-copy-insertion: the operands One-Shot Analysis cannot
// bufferize in place become `bufferization.alloc_tensor() copy(...)`, and
// nothing is bufferized. Function arguments are writable only with
// bufferize-function-boundaries.

func.func @read_after_write(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %w = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %w, %r : tensor<8xf32>, f32
}

func.func @slice_written_twice(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %w = tensor.insert %f into %s[%c0] : tensor<4xf32>
  %a = tensor.insert_slice %w into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %b = tensor.insert_slice %w into %t[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %a, %b : tensor<16xf32>, tensor<16xf32>
}

func.func @loop(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r, %t : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read_after_write(%arg0: tensor<8xf32>, %arg1: index, %arg2: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1] : tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<8xf32>
// CHECK-NEXT:     return %inserted, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_written_twice(%arg0: tensor<16xf32>, %arg1: f32) -> (tensor<16xf32>, tensor<16xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%extracted_slice) : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%c0] : tensor<4xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<16xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %1[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<16xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %inserted into %2[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT:     return %inserted_slice, %inserted_slice_0 : tensor<16xf32>, tensor<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%c0] : tensor<4xf32>
// CHECK-NEXT:       scf.yield %inserted : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// FUNC: module {
// FUNC-NEXT:   func.func @read_after_write(%arg0: tensor<8xf32>, %arg1: index, %arg2: f32) -> (tensor<8xf32>, f32) {
// FUNC-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// FUNC-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1] : tensor<8xf32>
// FUNC-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<8xf32>
// FUNC-NEXT:     return %inserted, %extracted : tensor<8xf32>, f32
// FUNC-NEXT:   }
// FUNC-NEXT:   func.func @slice_written_twice(%arg0: tensor<16xf32>, %arg1: f32) -> (tensor<16xf32>, tensor<16xf32>) {
// FUNC-NEXT:     %c0 = arith.constant 0 : index
// FUNC-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
// FUNC-NEXT:     %0 = bufferization.alloc_tensor() copy(%extracted_slice) : tensor<4xf32>
// FUNC-NEXT:     %inserted = tensor.insert %arg1 into %0[%c0] : tensor<4xf32>
// FUNC-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<16xf32>
// FUNC-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %1[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
// FUNC-NEXT:     %inserted_slice_0 = tensor.insert_slice %inserted into %arg0[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
// FUNC-NEXT:     return %inserted_slice, %inserted_slice_0 : tensor<16xf32>, tensor<16xf32>
// FUNC-NEXT:   }
// FUNC-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// FUNC-NEXT:     %c0 = arith.constant 0 : index
// FUNC-NEXT:     %c1 = arith.constant 1 : index
// FUNC-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// FUNC-NEXT:     %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %0) -> (tensor<4xf32>) {
// FUNC-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%c0] : tensor<4xf32>
// FUNC-NEXT:       scf.yield %inserted : tensor<4xf32>
// FUNC-NEXT:     }
// FUNC-NEXT:     return %1, %arg0 : tensor<4xf32>, tensor<4xf32>
// FUNC-NEXT:   }
// FUNC-NEXT: }
