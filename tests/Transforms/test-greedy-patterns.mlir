// RUN: strata-opt %s --split-input-file -test-greedy-patterns -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns -allow-unregistered-dialect
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns=top-down=false -allow-unregistered-dialect
// CONFORMANCE: pipeline=--split-input-file -test-greedy-patterns=fold=false -allow-unregistered-dialect

// The test patterns of the greedy driver: an op updated in place is
// visited again (the attribute reaches 3).

func.func @bump() {
  "test.any_attr_of_i32_str"() {attr = 1 : i32} : () -> ()
  "test.any_attr_of_i32_str"() {attr = "text"} : () -> ()
  return
}

// -----

// An op made eligible in place puts its ancestors back on the worklist:
// the region op then hoists it.

func.func @hoist() {
  "test.one_region_op"() ({
    %0 = "foo.maybe_eligible_op"() : () -> index
    "foo.yield"(%0) : (index) -> ()
  }) : () -> ()
  return
}

// -----

// Dead ops whose operand repeats are erased, and then what fed them.

func.func @dead(%c: i1, %x: i32) {
  %0 = arith.constant 7 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.select %c, %1, %1 : i32
  %3 = "test.op_commutative2"(%2, %2) : (i32, i32) -> i32
  return
}

// -----

// The constant of a commutative op moves to the right; the pattern then
// folds the outer op to it.

func.func @commutative(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = "test.op_commutative2"(%c, %a) : (i32, i32) -> i32
  %1 = "test.op_commutative2"(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}

// -----

// Two casts rebuilt on constants created at the start of the block share
// one constant that dominates both.

func.func @casts() -> (i32, i32) {
  %0 = "test.cast"() {test_fold_before_previously_folded_op} : () -> i32
  %1 = "test.cast"() {test_fold_before_previously_folded_op} : () -> i32
  return %0, %1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @bump() {
// CHECK-NEXT:     "test.any_attr_of_i32_str"() <{attr = 3 : i32}> : () -> ()
// CHECK-NEXT:     "test.any_attr_of_i32_str"() <{attr = "text"}> : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @hoist() {
// CHECK-NEXT:     %0 = "foo.maybe_eligible_op"() {eligible} : () -> index
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       "foo.yield"(%0) : (index) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dead(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.addi %arg1, %c7_i32 : i32
// CHECK-NEXT:     %1 = "test.op_commutative2"(%0, %0) : (i32, i32) -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @commutative(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = "test.op_commutative2"(%arg0, %c5_i32) : (i32, i32) -> i32
// CHECK-NEXT:     return %c5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @casts() -> (i32, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = "test.cast"(%true) : (i1) -> i32
// CHECK-NEXT:     %1 = "test.cast"(%true) : (i1) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
