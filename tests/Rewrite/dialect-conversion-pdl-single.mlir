// RUN: strata-opt %s -test-dialect-conversion-pdll='file=%S/Inputs/conversion-single.pdll' | FileCheck %s
// CONFORMANCE: skip (the options of test-dialect-conversion-pdll are Strata's: mlir-opt's pass has none)

// `convertType` and `convertValue` (patterns of a PDLL file): the unary op
// takes the value its operand stands for once the cast converted.
// CHECK-LABEL: func.func @single
// CHECK-NEXT:    %[[A:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    %[[U:.*]] = "test.unary"(%[[A]]) : (f64) -> f64
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[U]] : f64 to i64
// CHECK-NEXT:    return %[[C]] : i64
func.func @single() -> i64 {
  %a = "test.cast"() : () -> i64
  %u = "test.unary"(%a) : (i64) -> i64
  return %u : i64
}
