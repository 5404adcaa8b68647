// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s --check-prefix=ANALYSIS
// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries" -split-input-file | FileCheck %s

// The loop reads its init %c; a view of %c itself (not of the iteration
// argument) written inside the loop would change what later iterations
// read through the argument: the view is a new buffer. Nothing reads the
// view before the fill overwrites it, so it is not copied.
// ANALYSIS-LABEL: func.func @view_of_init_written_in_loop
// ANALYSIS: tensor.extract_slice %arg0{{.*}} {__inplace_operands_attr__ = ["false", "none"]}
// ANALYSIS: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func.func @view_of_init_written_in_loop
// CHECK: scf.for
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins({{.*}}) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: %[[SV:.*]] = memref.subview
// CHECK-NEXT: memref.copy %[[ALLOC]], %[[SV]]
func.func @view_of_init_written_in_loop(%c: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %c) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %c[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %v = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.insert_slice %v into %acc[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %u : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// The same through the iteration argument: all in place.
// ANALYSIS-LABEL: func.func @view_of_iter_arg_written_in_loop
// ANALYSIS: tensor.extract_slice %arg{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func.func @view_of_iter_arg_written_in_loop
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @view_of_iter_arg_written_in_loop(%c: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %c) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %acc[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %v = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.insert_slice %v into %acc[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %u : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
