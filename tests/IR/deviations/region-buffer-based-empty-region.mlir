// CONFORMANCE: skip (mlir-opt 22 crashes on this input; see docs/deviations.md)
// RUN: not strata-opt %s 2>&1 | FileCheck %s
// An empty region of test.region_buffer_based gets its implicit
// test.region_yield, which needs an operand: a diagnostic, not a crash.

func.func @empty(%a: memref<2xf32>) {
  // CHECK: error: 'test.region_yield' op requires a single operand
  test.region_buffer_based in(%a: memref<2xf32>) out(%a: memref<2xf32>) {
  }
  return
}
