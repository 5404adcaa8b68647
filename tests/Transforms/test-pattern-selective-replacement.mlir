// RUN: strata-opt %s -split-input-file -test-pattern-selective-replacement | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-pattern-selective-replacement

// Terminators (at any depth) get the cast's first operand, other users
// its second.

// CHECK-LABEL: func @selective
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[B]], %[[B]] : i32
// CHECK-NEXT:    "test.ssacfg_region"() ({
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[B]], %[[M]] : i32
// CHECK-NEXT:      "test.return"(%[[A]], %[[S]]) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return %[[A]] : i32
func.func @selective(%arg0: i32, %arg1: i32) -> i32 {
  %cast = "test.cast"(%arg0, %arg1) : (i32, i32) -> i32
  %0 = arith.muli %cast, %cast : i32
  "test.ssacfg_region"() ({
    %1 = arith.addi %cast, %0 : i32
    "test.return"(%cast, %1) : (i32, i32) -> ()
  }) : () -> ()
  return %cast : i32
}

// -----

// Only casts of two operands are rewritten.

// CHECK-LABEL: func @other_arity
// CHECK-NEXT:    %[[A:.*]] = "test.cast"(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[B:.*]] = "test.cast"(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i32
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func @other_arity(%arg0: i32) -> (i32, i32) {
  %0 = "test.cast"(%arg0) : (i32) -> i32
  %1 = "test.cast"(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i32
  return %0, %1 : i32, i32
}
