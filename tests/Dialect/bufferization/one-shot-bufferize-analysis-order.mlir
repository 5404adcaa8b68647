// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only bufferize-function-boundaries" | FileCheck %s

// Reads and writes of one alias set spread over the entry block, in loops
// and in branches: which writes a read can see depends on where each op
// is, and on the definitions the read sees.

func.func @order(%init: tensor<8xf32>, %x: f32, %y: f32, %n: index, %c: i1) -> (tensor<8xf32>, tensor<8xf32>, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = linalg.fill ins(%x : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %r0 = tensor.extract %init[%c0] : tensor<8xf32>
  %b = linalg.fill ins(%y : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %r1 = tensor.extract %a[%c1] : tensor<8xf32>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %u = linalg.fill ins(%x : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    %w = tensor.insert_slice %u into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  %r2 = tensor.extract %b[%c0] : tensor<8xf32>
  %z = scf.if %c -> (tensor<8xf32>) {
    %p = tensor.insert %x into %l[%c0] : tensor<8xf32>
    scf.yield %p : tensor<8xf32>
  } else {
    %q = tensor.extract %l[%c1] : tensor<8xf32>
    %p = tensor.insert %q into %l[%c1] : tensor<8xf32>
    scf.yield %p : tensor<8xf32>
  }
  %d = linalg.fill ins(%y : f32) outs(%l : tensor<8xf32>) -> tensor<8xf32>
  return %z, %d, %r0, %r1, %r2 : tensor<8xf32>, tensor<8xf32>, f32, f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @order(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: f32, %arg3: index, %arg4: i1) -> (tensor<8xf32>, tensor<8xf32>, f32, f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %0[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %2 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg6[%arg5] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       %5 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %5 into %arg6[%arg5] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %extracted_1 = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %3 = scf.if %arg4 -> (tensor<8xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_2 = tensor.extract %2[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:       %inserted = tensor.insert %extracted_2 into %2[%c1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "none", "none", "none"]} %3, %4, %extracted, %extracted_0, %extracted_1 : tensor<8xf32>, tensor<8xf32>, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
