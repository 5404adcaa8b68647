// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s
// CONFORMANCE: pipeline=--int-range-optimizations

// Ranges through control flow: loop induction variables, scf.if and
// cf branches, loop-carried values (widened), calls of private functions.

func.func @loop_iv(%m: memref<16xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %lt = arith.cmpi ult, %i, %c16 : index
    %ge = arith.cmpi sge, %i, %c0 : index
    %b = arith.andi %lt, %ge : i1
    memref.store %b, %m[%i] : memref<16xi1>
  }
  return
}

// -----

func.func @if_join(%c: i1) -> (i1, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c3 : i32
  } else {
    scf.yield %c5 : i32
  }
  %lt = arith.cmpi slt, %r, %c10 : i32
  %s = arith.addi %r, %c3 : i32
  return %lt, %s : i1, i32
}

// -----

func.func @branches(%c: i1, %a: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %c9 = arith.constant 9 : i8
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i8)
^bb2:
  cf.br ^bb3(%c2 : i8)
^bb3(%x: i8):
  %lt = arith.cmpi ult, %x, %c9 : i8
  return %lt : i1
}

// -----

func.func @decided_branch() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.cmpi slt, %c1, %c2 : i32
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c2 : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

func.func @loop_carried(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    %a1 = arith.addi %a, %c1 : index
    scf.yield %a1, %b : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}

func.func @caller() -> i32 {
  %c41 = arith.constant 41 : i32
  %r = call @callee(%c41) : (i32) -> i32
  return %r : i32
}

// -----

func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

func.func @negative_step() -> index {
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c10 to %c0 step %cm1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi slt, %i, %c100 : index
    %s = arith.select %lt, %i, %acc : index
    scf.yield %s : index
  }
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @loop_iv(%arg0: memref<16xi1>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c1 {
// CHECK-NEXT:       memref.store %true, %arg0[%arg1] : memref<16xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_join(%arg0: i1) -> (i1, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %c3_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c5_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:     return %true, %1 : i1, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: i8) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %true : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @decided_branch() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop_carried(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0, %arg3 = %c1) -> (index, index) {
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %1, %c1 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %c1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     return %c42_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller() -> i32 {
// CHECK-NEXT:     %c41_i32 = arith.constant 41 : i32
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %0 = call @callee(%c41_i32) : (i32) -> i32
// CHECK-NEXT:     return %c42_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:       scf.condition(%1) %arg1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @negative_step() -> index {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = scf.for %arg0 = %c10 to %c0 step %c-1 iter_args(%arg1 = %c0) -> (index) {
// CHECK-NEXT:       scf.yield %arg0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
