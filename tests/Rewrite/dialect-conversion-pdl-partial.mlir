// RUN: strata-opt %s --allow-unregistered-dialect -test-dialect-conversion-pdll='partial=true' | FileCheck %s
// RUN: not strata-opt %s --allow-unregistered-dialect -test-dialect-conversion-pdll 2>&1 | FileCheck %s --check-prefix=FULL
// CONFORMANCE: skip (the options of test-dialect-conversion-pdll are Strata's: mlir-opt's pass has none)

// An op of no legality that no pattern converts: a partial conversion
// leaves it (and converts the rest, materializing the old type for it); a
// full conversion fails and leaves the IR unchanged.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT:    %[[A:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : f64 to i64
// CHECK-NEXT:    %[[B:.*]] = "other.op"(%[[C]]) : (i64) -> i64
// CHECK-NEXT:    return %[[B]] : i64
// FULL: error: failed to legalize operation 'other.op'
func.func @partial() -> i64 {
  %a = "test.cast"() : () -> i64
  %b = "other.op"(%a) : (i64) -> i64
  return %b : i64
}
