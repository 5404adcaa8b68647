// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// A tensor.insert_slice that overwrites all of its destination (zero
// offsets, unit strides, constant sizes equal to the shape) does not read
// it, so a write of the destination before it is no conflict. Our own
// inputs, expectations from mlir-opt 22.

func.func @overwrite_all(%t: tensor<4xf32>, %s: tensor<4xf32>, %v: f32, %i: index) -> (f32, tensor<4xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %f[%i] : tensor<4xf32>
  %r = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %x, %r : f32, tensor<4xf32>
}

func.func @overwrite_part(%t: tensor<4xf32>, %s: tensor<2xf32>, %v: f32, %i: index) -> (f32, tensor<4xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %f[%i] : tensor<4xf32>
  %r = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %x, %r : f32, tensor<4xf32>
}

func.func @overwrite_all_dynamic(%t: tensor<?xf32>, %s: tensor<?xf32>, %v: f32, %i: index, %n: index) -> (f32, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %x = tensor.extract %f[%i] : tensor<?xf32>
  %r = tensor.insert_slice %s into %t[%c0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %x, %r : f32, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @overwrite_all(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index) -> (f32, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted_slice : f32, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @overwrite_part(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<2xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index) -> (f32, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[0] [2] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted_slice : f32, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @overwrite_all_dynamic(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: tensor<?xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: index) -> (f32, tensor<?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%c0] [%arg4] [1] {__inplace_operands_attr__ = ["true", "true", "none", "none"]} : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted_slice : f32, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
