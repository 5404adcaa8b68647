// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// A cf.cond_br destination holding only ub.unreachable is never taken:
// the branch goes to the other destination.

func.func @false_unreachable(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  ub.unreachable
}

// -----

func.func @true_unreachable(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  ub.unreachable
^bb2(%y: i32):
  %0 = arith.addi %y, %a : i32
  return %0 : i32
}

// -----

func.func @both_unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable
}

// -----

func.func @not_only_unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  ub.unreachable
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @false_unreachable(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @true_unreachable(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @both_unreachable(%arg0: i1) {
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_only_unreachable(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
