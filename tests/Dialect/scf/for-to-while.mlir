// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(scf-for-to-while))' --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(scf-for-to-while))

// Loops whose body yields the induction variable, an iteration argument
// unchanged, and a new value; the loop's attributes move to the while.
func.func @carried(%lo: index, %hi: index, %s: index, %x: f64) -> (index, f64, f64) {
  %r:3 = scf.for %i = %lo to %hi step %s iter_args(%a = %lo, %b = %x, %c = %x) -> (index, f64, f64) {
    %d = arith.mulf %b, %c : f64
    scf.yield %i, %b, %d : index, f64, f64
  } {tag = "outer"}
  return %r#0, %r#1, %r#2 : index, f64, f64
}

// -----

// An unsigned loop on i16 bounds compares with `ult`.
func.func @unsigned(%lo: i16, %hi: i16, %s: i16) -> i16 {
  %z = arith.constant 0 : i16
  %r = scf.for unsigned %i = %lo to %hi step %s iter_args(%acc = %z) -> (i16) : i16 {
    %n = arith.addi %acc, %i : i16
    scf.yield %n : i16
  }
  return %r : i16
}

// -----

// Nested loops, the inner one using both induction variables.
func.func @nested(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c2 {
    scf.for %j = %i to %n step %c2 {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
    "test.after_inner"(%i) : (index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @carried(%arg0: index, %arg1: index, %arg2: index, %arg3: f64) -> (index, f64, f64) {
// CHECK-NEXT:     %0:4 = scf.while (%arg4 = %arg0, %arg5 = %arg0, %arg6 = %arg3, %arg7 = %arg3) : (index, index, f64, f64) -> (index, index, f64, f64) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg4, %arg5, %arg6, %arg7 : index, index, f64, f64
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index, %arg6: f64, %arg7: f64):
// CHECK-NEXT:       %1 = arith.addi %arg4, %arg2 : index
// CHECK-NEXT:       %2 = arith.mulf %arg6, %arg7 : f64
// CHECK-NEXT:       scf.yield %1, %arg4, %arg6, %2 : index, index, f64, f64
// CHECK-NEXT:     } attributes {tag = "outer"}
// CHECK-NEXT:     return %0#1, %0#2, %0#3 : index, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unsigned(%arg0: i16, %arg1: i16, %arg2: i16) -> i16 {
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0_i16) : (i16, i16) -> (i16, i16) {
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg3, %arg1 : i16
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg4 : i16, i16
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i16, %arg4: i16):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg2 : i16
// CHECK-NEXT:       %2 = arith.addi %arg4, %arg3 : i16
// CHECK-NEXT:       scf.yield %1, %2 : i16, i16
// CHECK-NEXT:     } attributes {unsignedCmp}
// CHECK-NEXT:     return %0#1 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT:       scf.condition(%1) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.addi %arg3, %c2 : index
// CHECK-NEXT:       %2 = scf.while (%arg4 = %arg3) : (index) -> index {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg4, %arg0 : index
// CHECK-NEXT:         scf.condition(%3) %arg4 : index
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg4: index):
// CHECK-NEXT:         %3 = arith.addi %arg4, %c2 : index
// CHECK-NEXT:         memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         scf.yield %3 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.after_inner"(%arg3) : (index) -> ()
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
