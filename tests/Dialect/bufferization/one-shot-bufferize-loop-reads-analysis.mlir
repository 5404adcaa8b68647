// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// What an scf.for reads: a write in the body to the iteration argument
// conflicts with a later read of it in the same iteration (the yield), and
// a loop that may not run reads its inits (its results are then the inits).
// Our own inputs, expectations from mlir-opt 22.

func.func private @update(tensor<?xf32>) -> ()

func.func @write_then_yield(%a: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> (tensor<?xf32>) {
    func.call @update(%t) : (tensor<?xf32>) -> ()
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @dynamic_bounds(%a: tensor<4xf32>, %lb: index, %ub: index, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%t = %a) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @constant_bounds(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %a) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @empty_range(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c3 to %c1 step %c1 iter_args(%t = %a) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @update(tensor<?xf32> {bufferization.access = "read-write"})
// CHECK-NEXT:   func.func @write_then_yield(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT:       func.call @update(%arg3) {__inplace_operands_attr__ = ["false"]} : (tensor<?xf32>) -> ()
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg3 : tensor<?xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_bounds(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg1 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant_bounds(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_range(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c3 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
