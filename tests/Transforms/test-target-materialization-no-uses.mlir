// RUN: strata-opt %s -split-input-file -test-target-materialization-with-no-uses | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-target-materialization-with-no-uses

// The second changer's operand (an i16, converted to i64) is
// materialized from the first changer's i32 replacement, though that
// value has no use yet; the producer keeps its other user.

// CHECK-LABEL: func @chain
// CHECK-NEXT:    %[[P:.*]] = "test.type_producer"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.cast"(%[[P]]) : (i32) -> i64
// CHECK-NEXT:    "test.type_consumer"(%[[C]]) : (i64) -> ()
// CHECK-NEXT:    "test.type_consumer"(%[[P]]) : (i32) -> ()
// CHECK-NEXT:    return
func.func @chain() {
  %0 = "test.type_producer"() : () -> i32
  %1 = "test.type_changer"(%0) : (i32) -> i16
  %2 = "test.type_changer"(%1) : (i16) -> i64
  "test.type_consumer"(%2) : (i64) -> ()
  "test.type_consumer"(%0) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func @forward_arg
// CHECK-NEXT:    return %arg0 : i16
func.func @forward_arg(%arg0 : i16) -> i16 {
  %0 = "test.type_changer"(%arg0) : (i16) -> i16
  return %0 : i16
}

// -----

// CHECK-LABEL: func @same_type
// CHECK-NEXT:    return %arg0 : i32
func.func @same_type(%arg0 : i32) -> i32 {
  %0 = "test.type_changer"(%arg0) : (i32) -> i32
  %1 = "test.type_changer"(%0) : (i32) -> i32
  return %1 : i32
}
