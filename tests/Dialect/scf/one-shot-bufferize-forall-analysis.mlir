// RUN: strata-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s

// The insertions of a forall's terminator read their sources before any
// of them writes: inserting %x into the slice that %v was filled in does
// not change what the second insertion reads, so the slice stays in place.
// CHECK-LABEL: func.func @insertions_read_before_writing
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.parallel_insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: tensor.parallel_insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
func.func @insertions_read_before_writing(%a: tensor<64xf32> {bufferization.writable = true},
                                          %b: tensor<64xf32> {bufferization.writable = true},
                                          %x: tensor<1xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %cst = arith.constant 0.0 : f32
  %c64 = arith.constant 64 : index
  %r:2 = scf.forall (%i) in (%c64) shared_outs(%o1 = %a, %o2 = %b) -> (tensor<64xf32>, tensor<64xf32>) {
    %s = tensor.extract_slice %o2[%i] [1] [1] : tensor<64xf32> to tensor<1xf32>
    %v = linalg.fill ins(%cst : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o2[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
      tensor.parallel_insert_slice %v into %o1[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}

// -----

// A buffer that may be one allocated outside the forall (an scf.if of
// either) must be private to each thread before it is written.
// CHECK-LABEL: func.func @select_outside_buffer
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
func.func @select_outside_buffer(%c: i1, %f: f32) -> tensor<64xf32> {
  %out = bufferization.alloc_tensor() : tensor<64xf32>
  %outside = bufferization.alloc_tensor() : tensor<1xf32>
  %c64 = arith.constant 64 : index
  %r = scf.forall (%i) in (%c64) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %inside = bufferization.alloc_tensor() : tensor<1xf32>
    %sel = scf.if %c -> tensor<1xf32> {
      scf.yield %outside : tensor<1xf32>
    } else {
      scf.yield %inside : tensor<1xf32>
    }
    %v = linalg.fill ins(%f : f32) outs(%sel : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
