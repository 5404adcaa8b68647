// RUN: not strata-opt %s --one-shot-bufferize 2>&1 | FileCheck %s
// CONFORMANCE: skip (rejected input; the diagnostic is checked here)

// Branches of an scf.if yielding buffers in different memory spaces
// cannot be given one result type.

// CHECK: :[[@LINE+4]]:8: error: inconsistent memory space on then/else branches
func.func @branches(%c: i1) -> tensor<4xi8> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xi8>
  %1 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xi8>
  %r = scf.if %c -> tensor<4xi8> {
    scf.yield %0 : tensor<4xi8>
  } else {
    scf.yield %1 : tensor<4xi8>
  }
  return %r : tensor<4xi8>
}
