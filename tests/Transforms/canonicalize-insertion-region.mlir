// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false
// Folded constants are hoisted to the entry of the nearest isolated region,
// except into ops that keep their constants (the test dialect's
// `test.one_region_op`); `test.manual_cpp_op_with_fold` folds to its
// operand's constant.

func.func @hoisted(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    "t.use"(%1) : (i32) -> ()
  }
  return
}

// -----

func.func @kept() {
  "test.one_region_op"() ({
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    "t.use"(%1) : (i32) -> ()
    "t.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @manual_fold() -> (i32, i32) {
  %c = "test.constant"() {value = 7 : i32} : () -> i32
  %0 = "test.manual_cpp_op_with_fold"(%c) : (i32) -> i32
  %1 = "test.manual_cpp_op_with_fold"() : () -> i32
  return %0, %1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @hoisted(%arg0: i1) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "t.use"(%c2_i32) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept() {
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       "t.use"(%c2_i32) : (i32) -> ()
// CHECK-NEXT:       "t.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @manual_fold() -> (i32, i32) {
// CHECK-NEXT:     %0 = "test.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:     %1 = "test.manual_cpp_op_with_fold"() : () -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
