// RUN: strata-opt %s --test-scf-pipelining --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--test-scf-pipelining
// Schedules the pipeliner rejects: an op without a stage, an op scheduled before its operands.

func.func @missing_stage(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 0} : memref<?xf32>
    // expected-error @below {{'memref.store' op not assigned a pipeline stage}}
    memref.store %v, %dst[%i] : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// -----

func.func @too_early(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0} : memref<?xf32>
    // expected-error @below {{operation scheduled before its operands}}
    memref.store %v, %dst[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}
