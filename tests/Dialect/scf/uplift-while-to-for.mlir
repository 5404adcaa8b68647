// RUN: strata-opt %s --allow-unregistered-dialect --test-scf-uplift-while-to-for | FileCheck %s
// Counting scf.while loops become scf.for; the counter's final value is
// computed after the loop.

func.func @reordered(%lb: i32, %ub: i32, %step: i32, %f: f32, %v: vector<2xf32>) -> (f32, i32, vector<2xf32>) {
  %r:3 = scf.while (%a = %f, %b = %v, %i = %lb) : (f32, vector<2xf32>, i32) -> (vector<2xf32>, i32, f32) {
    %c = arith.cmpi sgt, %ub, %i : i32
    scf.condition(%c) %b, %i, %a : vector<2xf32>, i32, f32
  } do {
  ^bb0(%b: vector<2xf32>, %i: i32, %a: f32):
    %a2 = "test.step"(%a, %i) : (f32, i32) -> f32
    %next = arith.addi %step, %i : i32
    scf.yield %a2, %b, %next : f32, vector<2xf32>, i32
  }
  return %r#2, %r#1, %r#0 : f32, i32, vector<2xf32>
}

// The step is computed in the loop: not a counting loop.
func.func @not_counting(%lb: index, %ub: index) -> index {
  %r = scf.while (%i = %lb) : (index) -> index {
    %c = arith.cmpi slt, %i, %ub : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    %s = "test.step"() : () -> index
    %next = arith.addi %i, %s : index
    scf.yield %next : index
  }
  return %r : index
}

func.func @nested(%n: index, %s: index) {
  %c0 = arith.constant 0 : index
  scf.for %k = %c0 to %n step %s {
    %r = scf.while (%i = %k) : (index) -> index {
      %c = arith.cmpi slt, %i, %n : index
      scf.condition(%c) %i : index
    } do {
    ^bb0(%i: index):
      "test.use"(%i) : (index) -> ()
      %next = arith.addi %i, %s : index
      scf.yield %next : index
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @reordered(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: vector<2xf32>) -> (f32, i32, vector<2xf32>) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, vector<2xf32>)  : i32 {
// CHECK-NEXT:       %8 = "test.step"(%arg6, %arg5) : (f32, i32) -> f32
// CHECK-NEXT:       scf.yield %8, %arg7 : f32, vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.subi %arg2, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %1 : i32
// CHECK-NEXT:     %4 = arith.divsi %3, %arg2 : i32
// CHECK-NEXT:     %5 = arith.subi %4, %c1_i32 : i32
// CHECK-NEXT:     %6 = arith.muli %5, %arg2 : i32
// CHECK-NEXT:     %7 = arith.addi %arg0, %6 : i32
// CHECK-NEXT:     return %0#0, %7, %0#1 : f32, i32, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_counting(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg2 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %1 = "test.step"() : () -> index
// CHECK-NEXT:       %2 = arith.addi %arg2, %1 : index
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %arg1 {
// CHECK-NEXT:       scf.for %arg3 = %arg2 to %arg0 step %arg1 {
// CHECK-NEXT:         "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
