// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// A tensor.parallel_insert_slice does not read its destination, so a
// write into the shared output before it stays in place; an scf.forall
// reads its shared outputs even when its body does not. Our own inputs,
// expectations from mlir-opt 22.

func.func @single_thread_fill(%t: tensor<6xf32>, %v: f32) -> tensor<6xf32> {
  %0 = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<6xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%o : tensor<6xf32>) -> tensor<6xf32>
    %s = tensor.extract_slice %f[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[1] [3] [1] : tensor<3xf32> into tensor<6xf32>
    }
  }
  return %0 : tensor<6xf32>
}

func.func @unused_shared_out(%t: tensor<6xf32>) -> tensor<6xf32> {
  %0 = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<6xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %0 : tensor<6xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @single_thread_fill(%arg0: tensor<6xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<6xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (1) shared_outs(%arg3 = %arg0) -> (tensor<6xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %1[1] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<6xf32> to tensor<3xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg3[1] [3] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<3xf32> into tensor<6xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_shared_out(%arg0: tensor<6xf32> {bufferization.access = "read-write"}) -> tensor<6xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg1) in (3) shared_outs(%arg2 = %arg0) -> (tensor<6xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
