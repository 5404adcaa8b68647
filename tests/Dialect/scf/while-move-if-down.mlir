// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// An scf.if on the loop condition, right before scf.condition, runs in the
// after region: the condition passes the else values and the before
// region's values the then region reads.

func.func @moved(%n: i64, %m: memref<8xi64>) -> i64 {
  %z = arith.constant 0 : i64
  %r = scf.while (%i = %z) : (i64) -> i64 {
    %k = "test.pick"(%i) : (i64) -> i64
    %c = arith.cmpi slt, %i, %n : i64
    %v = scf.if %c -> (i64) {
      %idx = arith.index_cast %k : i64 to index
      memref.store %i, %m[%idx] : memref<8xi64>
      %next = arith.addi %i, %k : i64
      scf.yield %next : i64
    } else {
      scf.yield %i : i64
    }
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%x: i64):
    scf.yield %x : i64
  }
  return %r : i64
}

// -----

// The if's result is used outside the condition: nothing moves.
func.func @kept(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %r = scf.while (%i = %z) : (i64) -> i64 {
    %c = arith.cmpi slt, %i, %n : i64
    %v = scf.if %c -> (i64) {
      %one = arith.constant 1 : i64
      %next = arith.addi %i, %one : i64
      scf.yield %next : i64
    } else {
      scf.yield %i : i64
    }
    "test.use"(%v) : (i64) -> ()
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%x: i64):
    scf.yield %x : i64
  }
  return %r : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @moved(%arg0: i64, %arg1: memref<8xi64>) -> i64 {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %c0_i64) : (i64) -> (i64, i64) {
// CHECK-NEXT:       %1 = "test.pick"(%arg2) : (i64) -> i64
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT:       scf.condition(%2) %arg2, %1 : i64, i64
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT:       %1 = arith.index_cast %arg3 : i64 to index
// CHECK-NEXT:       memref.store %arg2, %arg1[%1] : memref<8xi64>
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT:       scf.yield %2 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept(%arg0: i64) -> i64 {
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i64) : (i64) -> i64 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg1, %arg0 : i64
// CHECK-NEXT:       %2 = scf.if %1 -> (i64) {
// CHECK-NEXT:         %3 = arith.addi %arg1, %c1_i64 : i64
// CHECK-NEXT:         scf.yield %3 : i64
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg1 : i64
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%2) : (i64) -> ()
// CHECK-NEXT:       scf.condition(%1) %2 : i64
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i64):
// CHECK-NEXT:       scf.yield %arg1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
