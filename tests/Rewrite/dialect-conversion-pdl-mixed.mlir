// RUN: strata-opt %s -test-dialect-conversion-pdll='rust-pattern=true' | FileCheck %s
// CONFORMANCE: skip (the options of test-dialect-conversion-pdll are Strata's: mlir-opt's pass has none)

// A Rust pattern and the PDL patterns in one set: the Rust pattern turns
// `test.rust_source` into a `test.cast` of the same (illegal) type, which
// the PDL pattern then converts.
// CHECK-LABEL: func.func @mixed
// CHECK-NEXT:    %[[A:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    %[[B:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    "test.return"(%[[A]], %[[B]]) : (f64, f64) -> ()
func.func @mixed() {
  %a = "test.rust_source"() : () -> i64
  %b = "test.cast"() : () -> i64
  "test.return"(%a, %b) : (i64, i64) -> ()
}
