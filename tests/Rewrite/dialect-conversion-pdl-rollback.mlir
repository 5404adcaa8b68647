// RUN: strata-opt %s --allow-unregistered-dialect -test-dialect-conversion-pdll='file=%S/Inputs/conversion-unconverted.pdl.mlir partial=true' | FileCheck %s
// RUN: not strata-opt %s --allow-unregistered-dialect -test-dialect-conversion-pdll='file=%S/Inputs/conversion-unconverted.pdl.mlir' 2>&1 | FileCheck %s --check-prefix=FULL
// CONFORMANCE: skip (the options of test-dialect-conversion-pdll are Strata's: mlir-opt's pass has none)

// A PDL pattern whose result cannot be legalized is rolled back: the
// marker it created goes too, and the op stays as it was.
// CHECK-LABEL: func.func @rollback
// CHECK-NEXT:    %[[A:.*]] = "other.cast"() : () -> i64
// CHECK-NEXT:    return %[[A]] : i64
// CHECK-NOT:     test.marker
// FULL: error: failed to legalize operation 'other.cast'
func.func @rollback() -> i64 {
  %a = "other.cast"() : () -> i64
  return %a : i64
}
