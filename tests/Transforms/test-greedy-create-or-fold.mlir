// RUN: strata-opt %s --split-input-file -test-greedy-patterns=top-down=true | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns=top-down=true
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns=cse-constants=false
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns=fold=false
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns

// An op made through create-or-fold whose folder works in place stays,
// with the attribute its fold set; a constant operand it folds from is
// kept for the other users.

func.func @in_place(%a: i32) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %0 = "test.op_in_place_fold_anchor"(%c7) : (i32) -> i32
  %1 = "test.op_in_place_fold_anchor"(%a) : (i32) -> i32
  %2 = "test.op_in_place_fold"(%c7) <{attr = 3 : i32}> : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// Each rebuilt cast follows the constant created at the start of the
// block, so visiting the casts top-down leaves the later one first.

func.func @casts_top_down() -> (i32, i32, i32) {
  %0 = "test.cast"() {test_fold_before_previously_folded_op} : () -> i32
  %1 = "test.cast"() {test_fold_before_previously_folded_op} : () -> i32
  %2 = "test.cast"() {test_fold_before_previously_folded_op} : () -> i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @in_place(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = "test.op_in_place_fold"(%c7_i32) <{attr = 7 : i32}> : (i32) -> i32
// CHECK-NEXT:     %1 = "test.op_in_place_fold"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.op_in_place_fold"(%c7_i32) <{attr = 3 : i32}> : (i32) -> i32
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @casts_top_down() -> (i32, i32, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = "test.cast"(%true) : (i1) -> i32
// CHECK-NEXT:     %1 = "test.cast"(%true) : (i1) -> i32
// CHECK-NEXT:     %2 = "test.cast"(%true) : (i1) -> i32
// CHECK-NEXT:     return %2, %1, %0 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
