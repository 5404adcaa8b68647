// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// The analysis of scf.forall and tensor.parallel_insert_slice: shared
// outputs in place, and a write in the parallel body to a buffer defined
// outside of it out of place. Our own inputs, expectations from mlir-opt 22.

func.func @fill_rows(%t: tensor<8x4xf32>, %v: f32, %n: index) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}

func.func @two_outputs(%a: tensor<8xf32>, %b: tensor<16xi32>, %x: tensor<2xf32>, %y: tensor<4xi32>) -> (tensor<8xf32>, tensor<16xi32>) {
  %0:2 = scf.forall (%i, %j) = (0, 0) to (4, 2) step (1, 1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<16xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %y into %p[%j] [4] [1] : tensor<4xi32> into tensor<16xi32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %0#0, %0#1 : tensor<8xf32>, tensor<16xi32>
}

func.func @private_buffer(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    %e = tensor.extract_slice %f[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

func.func @single_iteration(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    %e = tensor.extract_slice %f[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

func.func @output_read_after(%t: tensor<8xf32>, %x: tensor<2xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @fill_rows(%arg0: tensor<8x4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<8x4xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [1, 4] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x4xf32> to tensor<4xf32>
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %1 into %arg4[%arg3, 0] [1, 4] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<4xf32> into tensor<8x4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_outputs(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<16xi32> {bufferization.access = "read-write"}, %arg2: tensor<2xf32> {bufferization.access = "read"}, %arg3: tensor<4xi32> {bufferization.access = "read"}) -> (tensor<8xf32>, tensor<16xi32>) {
// CHECK-NEXT:     %0:2 = scf.forall (%arg4, %arg5) in (4, 2) shared_outs(%arg6 = %arg0, %arg7 = %arg1) -> (tensor<8xf32>, tensor<16xi32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg2 into %arg6[%arg4] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:         tensor.parallel_insert_slice %arg3 into %arg7[%arg5] [4] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<4xi32> into tensor<16xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true", "true"], mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<8xf32>, tensor<16xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @private_buffer(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %1[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single_iteration(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "write"}, %arg2: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (1) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %1[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @output_read_after(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<2xf32> {bufferization.access = "read"}) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
