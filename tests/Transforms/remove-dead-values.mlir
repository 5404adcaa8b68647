// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values
// CONFORMANCE: pipeline=--remove-dead-values=canonicalize=false

// Private functions lose their dead arguments and the results no caller
// uses, with the matching call operands and results; public functions,
// declarations and their calls keep their signatures.

func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %d = arith.subi %x, %y : i32
  return %r#0 : i32
}

// CHECK-LABEL: func.func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @pub(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %b, %b : i32
  return %0, %0 : i32, i32
}

// CHECK-LABEL: func.func @pub(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }

// -----

// A result is kept when one caller uses it; a value the callee computes
// for a result nobody uses is not needed.
func.func private @q(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %b, %b : i32
  return %a, %0 : i32, i32
}
func.func @u(%m: memref<i32>) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i32
  %r:2 = call @q(%c, %d) : (i32, i32) -> (i32, i32)
  %s:2 = call @q(%d, %c) : (i32, i32) -> (i32, i32)
  memref.store %s#1, %m[] : memref<i32>
  return %r#0 : i32
}

// CHECK-LABEL: func.func private @q(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %arg0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @u(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0:2 = call @q(%c1_i32, %c2_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: %1:2 = call @q(%c2_i32, %c1_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: memref.store %1#1, %arg0[] : memref<i32>
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

// -----

func.func private @g(%m: memref<i32>, %a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  memref.store %0, %m[] : memref<i32>
  return %c0, %0 : i32, i32
}
func.func @h(%m: memref<i32>, %a: i32) -> i32 {
  %r:2 = call @g(%m, %a) : (memref<i32>, i32) -> (i32, i32)
  return %r#0 : i32
}

// CHECK-LABEL: func.func private @g(%arg0: memref<i32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg1, %c0_i32 : i32
// CHECK-NEXT: memref.store %0, %arg0[] : memref<i32>
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: memref<i32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @g(%arg0, %arg1) : (memref<i32>, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// A private function nobody calls never executes: everything in it is
// dead, effects included.
func.func private @dead(%m: memref<i32>, %a: i32) -> i32 {
  memref.store %a, %m[] : memref<i32>
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @live(%m: memref<i32>) {
  return
}

// CHECK-LABEL: func.func private @dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @live(%arg0: memref<i32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Nested modules are fine; argument and result attributes follow their
// arguments and results.
module @named {
  func.func private @g(%a: i32 {test.a}, %b: i32 {test.b}) -> (i32 {test.r0}, i32 {test.r1}) {
    return %b, %a : i32, i32
  }
  func.func @h(%a : i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %r:2 = call @g(%a, %a) : (i32, i32) -> (i32, i32)
    return %r#0 : i32
  }
}

// CHECK-LABEL: module @named {
// CHECK-NEXT: func.func private @g(%arg0: i32 {test.b}) -> (i32 {test.r0}) {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Calls to declarations keep everything they pass.
func.func private @ext(i32) -> i32
func.func @calls_ext(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = call @ext(%0) : (i32) -> i32
  %2 = call @ext(%1) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func private @ext(i32) -> i32
// CHECK-NEXT: func.func @calls_ext(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @ext(%0) : (i32) -> i32
// CHECK-NEXT: %2 = call @ext(%1) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

// A chain of private functions.
func.func private @leaf(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func private @mid(%a: i32, %b: i32) -> (i32, i32) {
  %0 = call @leaf(%a, %b) : (i32, i32) -> i32
  %1 = arith.addi %b, %b : i32
  return %0, %1 : i32, i32
}
func.func @top(%a: i32, %b: i32) -> i32 {
  %0:2 = call @mid(%a, %b) : (i32, i32) -> (i32, i32)
  return %0#0 : i32
}

// CHECK-LABEL: func.func private @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @mid(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @leaf(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @top(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @mid(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// Recursion.
func.func private @rec(%n: i32, %acc: i32, %unused: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %done -> (i32) {
    scf.yield %acc : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %a = arith.addi %acc, %n : i32
    %x = arith.muli %unused, %unused : i32
    %s = func.call @rec(%m, %a, %x) : (i32, i32, i32) -> i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @start(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @rec(%n, %c0, %n) : (i32, i32, i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func private @rec(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: %4 = func.call @rec(%2, %3) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @start(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = call @rec(%arg0, %c0_i32) : (i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
