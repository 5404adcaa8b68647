// RUN: strata-opt %s -split-input-file -test-remapped-value | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-remapped-value

// Each op reads its operand's latest replacement and doubles it.

// CHECK-LABEL: func @chain
// CHECK-SAME:    (%[[ARG:.*]]: i32)
// CHECK-NEXT:    %[[A:.*]] = "test.one_variadic_out_one_variadic_in1"(%[[ARG]], %[[ARG]]) : (i32, i32) -> i32
// CHECK-NEXT:    %[[B:.*]] = "test.one_variadic_out_one_variadic_in1"(%[[A]], %[[A]]) : (i32, i32) -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.one_variadic_out_one_variadic_in1"(%[[B]], %[[B]]) : (i32, i32) -> i32
// CHECK-NEXT:    "test.return"(%[[C]]) : (i32) -> ()
func.func @chain(%arg0: i32) -> i32 {
  %0 = "test.one_variadic_out_one_variadic_in1"(%arg0) : (i32) -> i32
  %1 = "test.one_variadic_out_one_variadic_in1"(%0) : (i32) -> i32
  %2 = "test.one_variadic_out_one_variadic_in1"(%1) : (i32) -> i32
  "test.return"(%2) : (i32) -> ()
}

// -----

// The region is inlined before its producers are converted: its results
// are the remapped terminator operands, one converted later, one legal.

// CHECK-LABEL: func @region_two_results
// CHECK-NEXT:    %[[A:.*]] = "test.type_producer"() : () -> f64
// CHECK-NEXT:    %[[B:.*]] = "test.type_producer"() : () -> f64
// CHECK-NEXT:    "test.type_consumer"(%[[A]]) : (f64) -> ()
// CHECK-NEXT:    "test.type_consumer"(%[[B]]) : (f64) -> ()
// CHECK-NEXT:    "test.return"() : () -> ()
func.func @region_two_results() {
  %r:2 = "test.remapped_value_region"() ({
    %a = "test.type_producer"() : () -> f32
    %b = "test.type_producer"() : () -> f64
    "test.return"(%a, %b) : (f32, f64) -> ()
  }) : () -> (f32, f64)
  "test.type_consumer"(%r#0) : (f32) -> ()
  "test.type_consumer"(%r#1) : (f64) -> ()
  "test.return"() : () -> ()
}

// -----

// CHECK-LABEL: func @producer_consumer
// CHECK-NEXT:    %[[A:.*]] = "test.type_producer"() : () -> f64
// CHECK-NEXT:    "test.type_consumer"(%[[A]]) : (f64) -> ()
// CHECK-NEXT:    "test.type_consumer"(%[[A]]) : (f64) -> ()
func.func @producer_consumer() {
  %0 = "test.type_producer"() : () -> f32
  "test.type_consumer"(%0) : (f32) -> ()
  "test.type_consumer"(%0) : (f32) -> ()
  "test.return"() : () -> ()
}
