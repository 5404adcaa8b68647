// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// Our own inputs for one-shot-bufferize (tensor, arith, bufferization and
// func ops); expectations from mlir-opt 22.

func.func @write_then_read(%buf: tensor<?xi32>, %at: index, %x: i32) -> (tensor<?xi32>, i32) {
  %w = tensor.insert %x into %buf[%at] : tensor<?xi32>
  %r = tensor.extract %buf[%at] : tensor<?xi32>
  return %w, %r : tensor<?xi32>, i32
}

func.func @read_then_write(%buf: tensor<6xi32>, %at: index, %x: i32) -> (tensor<6xi32>, i32) {
  %r = tensor.extract %buf[%at] : tensor<6xi32>
  %w = tensor.insert %x into %buf[%at] : tensor<6xi32>
  return %w, %r : tensor<6xi32>, i32
}

func.func @fresh_tensor(%n: index, %x: f64) -> (tensor<?x3xf64>, index) {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x3xf64>
  %w = tensor.insert %x into %e[%c1, %c1] : tensor<?x3xf64>
  %w2 = tensor.insert %x into %w[%c1, %c1] : tensor<?x3xf64>
  %d = tensor.dim %w2, %c1 : tensor<?x3xf64>
  return %w2, %d : tensor<?x3xf64>, index
}

func.func @slices(%big: tensor<10x10xf32>, %small: tensor<2x5xf32>, %i: index) -> (tensor<10x10xf32>, tensor<5xf32>) {
  %s = tensor.extract_slice %big[%i, 0] [1, 5] [1, 2] : tensor<10x10xf32> to tensor<5xf32>
  %t = tensor.insert_slice %small into %big[3, %i] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<10x10xf32>
  return %t, %s : tensor<10x10xf32>, tensor<5xf32>
}

func.func @slice_of_fresh(%i: index, %v: f32) -> tensor<4x4xf32> {
  %e = bufferization.alloc_tensor() : tensor<4x4xf32>
  %s = tensor.extract_slice %e[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %w = tensor.insert %v into %s[%i, %i] : tensor<2x2xf32>
  %r = tensor.insert_slice %w into %e[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @constants_and_casts(%c: i1, %t: tensor<3xi8>) -> (tensor<3xi8>, tensor<?xi8>, tensor<2xi8>) {
  %k = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  %l = arith.constant dense<7> : tensor<2xi8>
  %s = arith.select %c, %k, %t : tensor<3xi8>
  %d = tensor.cast %s : tensor<3xi8> to tensor<?xi8>
  return %s, %d, %l : tensor<3xi8>, tensor<?xi8>, tensor<2xi8>
}

func.func @elements(%a: f16, %b: f16) -> tensor<2x2xf16> {
  %t = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf16>
  return %t : tensor<2x2xf16>
}

func.func @materialize(%src: tensor<5xf32>, %m: memref<5xf32>, %n: index) -> tensor<?xf32> {
  bufferization.materialize_in_destination %src in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  %dest = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %cast = tensor.cast %src : tensor<5xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %cast in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @to_tensor_writable(%m: memref<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @dealloc(%n: index) {
  %a = bufferization.alloc_tensor(%n) {memory_space = 3 : i64} : tensor<?xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @write_then_read(%arg0: tensor<?xi32> {bufferization.access = "read"}, %arg1: index, %arg2: i32) -> (tensor<?xi32>, i32) {
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xi32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xi32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<?xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_then_write(%arg0: tensor<6xi32> {bufferization.access = "read-write"}, %arg1: index, %arg2: i32) -> (tensor<6xi32>, i32) {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<6xi32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<6xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<6xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fresh_tensor(%arg0: index, %arg1: f64) -> (tensor<?x3xf64>, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x3xf64>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%c1, %c1] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<?x3xf64>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg1 into %inserted[%c1, %c1] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<?x3xf64>
// CHECK-NEXT:     %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %inserted_0, %c1 : tensor<?x3xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_0, %dim : tensor<?x3xf64>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: tensor<10x10xf32> {bufferization.access = "read-write"}, %arg1: tensor<2x5xf32> {bufferization.access = "read"}, %arg2: index) -> (tensor<10x10xf32>, tensor<5xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [1, 5] [1, 2] {__inplace_operands_attr__ = ["false", "none"]} : tensor<10x10xf32> to tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[3, %arg2] [2, 5] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x5xf32> into tensor<10x10xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %inserted_slice, %extracted_slice : tensor<10x10xf32>, tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_fresh(%arg0: index, %arg1: f32) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4x4xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0, 0] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true"]} : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%arg0, %arg0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %0[0, 0] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<2x2xf32> into tensor<4x4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants_and_casts(%arg0: i1, %arg1: tensor<3xi8> {bufferization.access = "read"}) -> (tensor<3xi8>, tensor<?xi8>, tensor<2xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<7> : tensor<2xi8>
// CHECK-NEXT:     %0 = arith.select %arg0, %cst, %arg1 {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<3xi8>
// CHECK-NEXT:     %cast = tensor.cast %0 {__inplace_operands_attr__ = ["true"]} : tensor<3xi8> to tensor<?xi8>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "true"]} %0, %cast, %cst_0 : tensor<3xi8>, tensor<?xi8>, tensor<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @elements(%arg0: f16, %arg1: f16) -> tensor<2x2xf16> {
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<2x2xf16>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @materialize(%arg0: tensor<5xf32> {bufferization.access = "read"}, %arg1: memref<5xf32>, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in restrict writable %arg1 {__inplace_operands_attr__ = ["true", "none"]} : (tensor<5xf32>, memref<5xf32>) -> ()
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %cast = tensor.cast %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT:     %1 = bufferization.materialize_in_destination %cast in %0 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_tensor_writable(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc(%arg0: index) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) {memory_space = 3 : i64} : tensor<?xf32>
// CHECK-NEXT:     bufferization.dealloc_tensor %0 {__inplace_operands_attr__ = ["true"]} : tensor<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
