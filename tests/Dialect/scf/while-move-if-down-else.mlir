// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// WhileMoveIfDown leaves an scf.if whose else block computes values: they
// would not be available to the condition.

func.func private @g(i32) -> i32
func.func @f(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %v = scf.if %c -> i32 {
      %y = func.call @g(%x) : (i32) -> i32
      scf.yield %y : i32
    } else {
      %e = arith.addi %x, %x : i32
      scf.yield %e : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// With only a yield in the else block, the then block moves to the after
// region.

func.func private @g(i32) -> i32
func.func @moves(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %v = scf.if %c -> i32 {
      %y = func.call @g(%x) : (i32) -> i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @g(i32) -> i32
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:         %2 = func.call @g(%arg2) : (i32) -> i32
// CHECK-NEXT:         scf.yield %2 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:         scf.yield %2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.condition(%arg1) %1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @g(i32) -> i32
// CHECK-NEXT:   func.func @moves(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = func.call @g(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
