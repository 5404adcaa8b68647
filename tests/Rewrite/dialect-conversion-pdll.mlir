// RUN: strata-opt %s -split-input-file -test-dialect-conversion-pdll | FileCheck %s
// CONFORMANCE: pipeline=-split-input-file -test-dialect-conversion-pdll

// PDL patterns run by the dialect-conversion driver (a full conversion),
// converting types through the conversion's type converter (i64 to f64):
// `convertTypes` gives a cast's new result types, `convertValues` the
// values a return's operands stand for after their producers converted.

// CHECK-LABEL: func.func @results_and_uses
// CHECK-NEXT:    %[[A:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    %[[B:.*]] = "test.cast"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    "test.return"(%[[B]], %[[A]], %[[C]], %[[A]]) : (i32, f64, f64, f64) -> ()
func.func @results_and_uses() {
  %a = "test.cast"() : () -> i64
  %b = "test.cast"() : () -> i32
  %c = "test.cast"() {note = "kept"} : () -> i64
  "test.return"(%b, %a, %c, %a) : (i32, i64, i64, i64) -> ()
}

// -----

// Uses the patterns do not convert (the legal func.return) keep the
// original type through a source materialization.
// CHECK-LABEL: func.func @materialized
// CHECK-NEXT:    %[[A:.*]] = "test.cast"() : () -> f64
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : f64 to i64
// CHECK-NEXT:    %[[B:.*]] = "test.cast"() : () -> f32
// CHECK-NEXT:    return %[[C]], %[[B]], %[[C]] : i64, f32, i64
func.func @materialized() -> (i64, f32, i64) {
  %a = "test.cast"() : () -> i64
  %b = "test.cast"() : () -> f32
  return %a, %b, %a : i64, f32, i64
}

// -----

// Ops whose types are legal are left alone.
// CHECK-LABEL: func.func @legal
// CHECK-NEXT:    "test.cast"() : () -> f32
// CHECK-NEXT:    "test.return"() : () -> ()
func.func @legal() {
  %a = "test.cast"() : () -> f32
  "test.return"() : () -> ()
}
