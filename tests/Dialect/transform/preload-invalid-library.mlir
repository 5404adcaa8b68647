// RUN: strata-opt %s --verify-diagnostics \
// RUN:   --transform-preload-library=transform-library-paths=%p/Inputs/invalid-library \
// RUN:   --transform-interpreter=entry-point=helper
// RUN: not strata-opt %s \
// RUN:   --transform-preload-library=transform-library-paths=%p/Inputs/invalid-library \
// RUN:   --transform-interpreter=entry-point=helper 2>&1 | FileCheck %s

// A library that does not parse fails the preloading with the parser's
// error, located in the library. With --verify-diagnostics, the expected
// diagnostics of the library file itself are checked against it (read
// when a diagnostic located in that file arrives, as mlir-opt does), and
// every expectation being met, the run succeeds.

// CHECK: invalid-library/invalid.mlir:7:35: error: expected SSA operand
func.func @f() {
  return
}
