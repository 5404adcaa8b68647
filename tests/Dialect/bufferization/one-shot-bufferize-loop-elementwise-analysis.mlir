// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// An elementwise op reading one tensor and writing another of the same
// buffer in place conflicts with itself inside a loop that does not define
// what it reads: the next iteration would read what this one wrote. Tensor
// arguments of function declarations are annotated as read and written,
// unless they say otherwise. Our own inputs, expectations from mlir-opt 22.

func.func private @consume(tensor<16xf32>, tensor<16xf32> {bufferization.access = "read"}, index)

func.func @scaled_in_loop(%n: index, %x: tensor<16xf32>, %y: tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    %m = linalg.map { arith.mulf } ins(%init, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>)
    func.call @consume(%m, %y, %i) : (tensor<16xf32>, tensor<16xf32>, index) -> ()
  }
  return
}

func.func @scaled_once(%x: tensor<16xf32>, %y: tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.map { arith.mulf } ins(%init, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>)
  func.call @consume(%m, %y, %c0) : (tensor<16xf32>, tensor<16xf32>, index) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @consume(tensor<16xf32> {bufferization.access = "read-write"}, tensor<16xf32> {bufferization.access = "read"}, index)
// CHECK-NEXT:   func.func @scaled_in_loop(%arg0: index, %arg1: tensor<16xf32> {bufferization.access = "read"}, %arg2: tensor<16xf32> {bufferization.access = "read"}) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %mapped = linalg.map { arith.mulf } ins(%1, %arg1 : tensor<16xf32>, tensor<16xf32>) outs(%0 : tensor<16xf32>) {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK-NEXT:       func.call @consume(%mapped, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<16xf32>, tensor<16xf32>, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scaled_once(%arg0: tensor<16xf32> {bufferization.access = "read"}, %arg1: tensor<16xf32> {bufferization.access = "read"}) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:     %mapped = linalg.map { arith.mulf } ins(%1, %arg0 : tensor<16xf32>, tensor<16xf32>) outs(%0 : tensor<16xf32>) {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK-NEXT:     call @consume(%mapped, %arg1, %c0) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<16xf32>, tensor<16xf32>, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
