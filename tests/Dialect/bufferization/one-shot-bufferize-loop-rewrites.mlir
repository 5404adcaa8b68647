// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// A buffer from outside a loop written on every iteration: the write of
// one iteration changes what the next reads, so it is a new buffer.
// CHECK-LABEL: func.func @argument_written_every_iteration
// CHECK-SAME: %{{.*}}: tensor<?xf32> {bufferization.access = "read", bufferization.writable = true}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @argument_written_every_iteration(%a: tensor<?xf32> {bufferization.writable = true},
                                            %b: tensor<?xf32> {bufferization.writable = true},
                                            %lb: index, %ub: index, %step: index, %sz: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %a) -> (tensor<?xf32>) {
    %f = arith.constant 1.0 : f32
    %b2 = tensor.insert %f into %b[%i] : tensor<?xf32>
    %a2 = tensor.insert_slice %b2 into %t[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %a2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// The same with a new buffer of undefined contents: nothing to protect.
// CHECK-LABEL: func.func @allocation_written_every_iteration
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
func.func @allocation_written_every_iteration(%a: tensor<?xf32> {bufferization.writable = true},
                                              %lb: index, %ub: index, %step: index, %sz: index) -> tensor<?xf32> {
  %b = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %a) -> (tensor<?xf32>) {
    %f = arith.constant 1.0 : f32
    %b2 = tensor.insert %f into %b[%i] : tensor<?xf32>
    %a2 = tensor.insert_slice %b2 into %t[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %a2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// A select of a copy and an argument is not equivalent to the argument.
// CHECK-LABEL: func.func @select_of_copy
// CHECK: arith.select {{.*}} {__inplace_operands_attr__ = ["none", "false", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["none", "true"]}
func.func @select_of_copy(%x: tensor<?xf32> {bufferization.writable = true},
                          %y: tensor<?xf32> {bufferization.writable = true}, %c: i1) -> (f32, tensor<?xf32>) {
  %cst = arith.constant 0.0 : f32
  %i = arith.constant 0 : index
  %s = arith.select %c, %x, %y : tensor<?xf32>
  %w = tensor.insert %cst into %s[%i] : tensor<?xf32>
  %e = tensor.extract %x[%i] : tensor<?xf32>
  return %e, %w : f32, tensor<?xf32>
}
