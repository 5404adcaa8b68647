// RUN: strata-opt %s -one-shot-bufferize="allow-return-allocs-from-loops bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// A loop that yields a buffer from outside it: the yield stays in place
// (the copy is made when bufferizing) and the loop's result is not its
// init's buffer, so the function's result is not equivalent to %a.
// CHECK-LABEL: func.func @yield_outside_buffer
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @yield_outside_buffer(%a: tensor<4xf32>, %lb: index, %ub: index, %step: index) -> tensor<4xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %a) -> (tensor<4xf32>) {
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A loop that yields its argument's buffer: the result is the init's.
// CHECK-LABEL: func.func @yield_own_buffer
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @yield_own_buffer(%a: tensor<4xf32>, %lb: index, %ub: index, %step: index) -> tensor<4xf32> {
  %cst = arith.constant 1.0 : f32
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %a) -> (tensor<4xf32>) {
    %1 = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
