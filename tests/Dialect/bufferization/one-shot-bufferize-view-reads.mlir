// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// A view whose contents are read later reads what it views: writes to the
// viewed buffer between the view and the read conflict with it.

// The loop's init is viewed inside the loop: the loop writes the init's
// buffer, so the init is copied and the view stays in place.
// CHECK-LABEL: func.func @view_read_in_loop
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
func.func @view_read_in_loop(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %init = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<8xf32> {
    %v = tensor.extract_slice %init[%c2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %x = tensor.extract %v[%c0] : tensor<4xf32>
    %y = tensor.insert %x into %acc[%i] : tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The fill overwrites the argument before the view is read: the view is
// a copy.
// CHECK-LABEL: func.func @view_written_before_read
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
func.func @view_written_before_read(%t: tensor<8xf32> {bufferization.writable = true}) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %v = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %v[%c0] : tensor<4xf32>
  return %w, %x : tensor<8xf32>, f32
}
