// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// A write into a slice does not conflict with the insertion of that slice
// back into its place, wherever the inserted value comes from: through
// further slices, or from either branch of an scf.if.

func.func @through_slices(%big: tensor<16x16xf32>, %a: tensor<4x4xf32>, %n: index, %m: index, %o: index) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %big[%o, %o] [%n, %m] [1, 1] : tensor<16x16xf32> to tensor<?x?xf32>
  %f = linalg.copy ins(%a : tensor<4x4xf32>) outs(%s : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = tensor.extract_slice %f[0, 0] [%n, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %t into %big[%o, %o] [%n, %m] [1, 1] : tensor<?x?xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

func.func @through_branches(%t: tensor<?xf32>, %i: index, %c: i1) -> tensor<?xf32> {
  %s = scf.if %c -> (tensor<?xf32>) {
    %a = tensor.extract_slice %t[%i] [%i] [1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  } else {
    %b = tensor.extract_slice %t[%i] [%i] [1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  %r = tensor.insert_slice %s into %t[%i] [%i] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A loop reading a slice of a buffer defined outside of it, then writing
// that slice: the next iteration reads what this one wrote.

func.func @loop_reads_outer_slice(%t: tensor<8xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %x = tensor.extract %s[%c1] : tensor<4xf32>
    %w = tensor.insert %v into %s[%c1] : tensor<4xf32>
    %y = tensor.extract %w[%c0] : tensor<4xf32>
    %a = arith.addf %x, %y : f32
    scf.yield %a : f32
  }
  return %sum : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @through_slices(%arg0: tensor<16x16xf32> {bufferization.access = "read-write"}, %arg1: tensor<4x4xf32> {bufferization.access = "read"}, %arg2: index, %arg3: index, %arg4: index) -> tensor<16x16xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg4, %arg4] [%arg2, %arg3] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]} : tensor<16x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %0 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg1 : tensor<4x4xf32>) outs(%extracted_slice : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %0[0, 0] [%arg2, %arg3] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg0[%arg4, %arg4] [%arg2, %arg3] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none", "none", "none", "none"]} : tensor<?x?xf32> into tensor<16x16xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @through_branches(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: i1) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (tensor<?xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg1] [%arg1] [1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg1] [%arg1] [1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[%arg1] [%arg1] [1] {__inplace_operands_attr__ = ["true", "true", "none", "none"]} : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop_reads_outer_slice(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:       %extracted = tensor.extract %extracted_slice[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %extracted_slice[%c1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %extracted_0 = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = arith.addf %extracted, %extracted_0 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
