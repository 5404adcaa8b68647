// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --cse | FileCheck %s
// CSE on arith: equal pure ops merge, commutative operands in any order,
// different attributes (flags) keep ops apart, dead ops go.

func.func @f(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.muli %2, %c1 : i32
  %4 = arith.muli %2, %c1_0 : i32
  %5 = arith.addi %b, %a : i32
  %6 = arith.addi %a, %b overflow<nsw> : i32
  %s = arith.subi %a, %b : i32
  %s2 = arith.subi %b, %a : i32
  %r = arith.addi %3, %4 : i32
  %r2 = arith.addi %r, %5 : i32
  %r3 = arith.addi %r2, %6 : i32
  %r4 = arith.addi %r3, %s : i32
  %r5 = arith.addi %r4, %s2 : i32
  %unused = arith.subi %a, %b : i32
  return %r5 : i32
}

// -----

func.func @branches(%c: i1, %x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  "u.br"()[^bb1] : () -> ()
^bb1:
  %1 = arith.mulf %x, %x : f32
  %2 = arith.mulf %x, %x fastmath<fast> : f32
  %3 = arith.addf %1, %2 : f32
  %4 = arith.addf %0, %3 : f32
  return %4 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %c1_i32 : i32
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %4 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:     %6 = arith.addi %2, %2 : i32
// CHECK-NEXT:     %7 = arith.addi %6, %0 : i32
// CHECK-NEXT:     %8 = arith.addi %7, %3 : i32
// CHECK-NEXT:     %9 = arith.addi %8, %4 : i32
// CHECK-NEXT:     %10 = arith.addi %9, %5 : i32
// CHECK-NEXT:     return %10 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:     "u.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.mulf %arg1, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     %3 = arith.addf %0, %2 : f32
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
