// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Iteration arguments that pass values around in a cycle with one init
// value always hold that value; arguments that always receive the same
// init and yielded values as an earlier one are merged into it.

func.func private @work(i64)

func.func @rotate(%lo: index, %hi: index, %s: index, %x: i64, %y: f32) -> (i64, i64, i64, f32) {
  %r:4 = scf.for %i = %lo to %hi step %s iter_args(%p = %x, %q = %x, %t = %x, %u = %y) -> (i64, i64, i64, f32) {
    func.call @work(%p) : (i64) -> ()
    scf.yield %q, %t, %p, %u : i64, i64, i64, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, f32
}

// -----

func.func private @work(i64)

// One argument joins the cycle from another init: only the cycle folds.
func.func @rotate_open(%lo: index, %hi: index, %s: index, %x: i64, %z: i64) -> (i64, i64, i64) {
  %r:3 = scf.for %i = %lo to %hi step %s iter_args(%p = %z, %q = %x, %t = %x) -> (i64, i64, i64) {
    func.call @work(%p) : (i64) -> ()
    scf.yield %t, %q, %q : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}

// -----

func.func @twins(%lo: index, %hi: index, %s: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lo to %hi step %s iter_args(%p = %a, %q = %b, %t = %b) -> (i32, i32, i32) {
    %0 = arith.muli %p, %q : i32
    %1 = arith.addi %t, %0 : i32
    scf.yield %0, %1, %1 : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

func.func @while_twins(%a: i32, %n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %r:3 = scf.while (%x = %c0, %y = %a, %z = %a) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %1 = arith.addi %x, %y : i32
    %2 = arith.addi %y, %z : i32
    scf.yield %1, %2, %2 : i32, i32, i32
  }
  return %r#0, %r#2 : i32, i32
}

// -----

// The upper bound is the lower bound plus one without signed wrap: one
// iteration, inlined.
func.func @one_more(%lo: index) {
  %c1 = arith.constant 1 : index
  %hi = arith.addi %lo, %c1 overflow<nsw> : index
  scf.for %i = %lo to %hi step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Without the flag the difference may wrap: the loop stays.
func.func @one_more_may_wrap(%lo: index) {
  %c1 = arith.constant 1 : index
  %hi = arith.addi %lo, %c1 : index
  scf.for %i = %lo to %hi step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func private @step(tensor<?xf32>) -> tensor<?xf32>

// A cast that loses static sizes moves into the loop.
func.func @cast_in(%t: tensor<8xf32>, %lo: index, %hi: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %lo to %hi step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %1 = func.call @step(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @work(i64)
// CHECK-NEXT:   func.func @rotate(%arg0: index, %arg1: index, %arg2: index, %arg3: i64, %arg4: f32) -> (i64, i64, i64, f32) {
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       func.call @work(%arg3) : (i64) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg3, %arg3, %arg3, %arg4 : i64, i64, i64, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @work(i64)
// CHECK-NEXT:   func.func @rotate_open(%arg0: index, %arg1: index, %arg2: index, %arg3: i64, %arg4: i64) -> (i64, i64, i64) {
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i64) {
// CHECK-NEXT:       func.call @work(%arg6) : (i64) -> ()
// CHECK-NEXT:       scf.yield %arg3 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg3, %arg3 : i64, i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @twins(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.muli %arg6, %arg7 : i32
// CHECK-NEXT:       %2 = arith.addi %arg7, %1 : i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1, %0#1 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_twins(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @one_more(%arg0: index) {
// CHECK-NEXT:     "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @one_more_may_wrap(%arg0: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     scf.for %arg1 = %arg0 to %0 step %c1 {
// CHECK-NEXT:       "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @step(tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:   func.func @cast_in(%arg0: tensor<8xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %cast_0 = tensor.cast %arg5 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:       %1 = func.call @step(%cast_0) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:       %cast_1 = tensor.cast %1 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT:       scf.yield %cast_1 : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
