// RUN: strata-opt %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-pass-pipeline=builtin.module(func.func(sccp))

// affine.for with a known trip count: one iteration never branches back to
// its body, so the result is the body's value; zero iterations never enter
// it. A loop whose trip count is unknown joins both.
func.func @one_iteration() -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %r = affine.for %i = 4 to 5 iter_args(%acc = %c0) -> (i32) {
    %n = arith.addi %acc, %c3 : i32
    affine.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @zero_iterations() -> i32 {
  %c7 = arith.constant 7 : i32
  %r = affine.for %i = 8 to 2 iter_args(%acc = %c7) -> (i32) {
    %n = arith.muli %acc, %acc : i32
    affine.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @three_iterations(%n: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = affine.for %i = 0 to 3 step 2 iter_args(%acc = %c0) -> (i32) {
    %m = arith.addi %acc, %c1 : i32
    affine.yield %m : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @one_iteration() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero_iterations() -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @three_iterations(%arg0: index) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 3 step 2 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT:       affine.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
