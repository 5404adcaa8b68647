// RUN: strata-opt %s --sccp | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(sccp))
// Values flow from calls into private callees and back out of their
// returns; public callees, callees referenced other than by calls and
// declarations keep unknown values.

func.func private @add_one(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %arg0, %c1 : i32
  return %r : i32
}

func.func @calls_add_one() -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %a = call @add_one(%c2) : (i32) -> i32
  %b = call @add_one(%c2) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func private @two_callers(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @different_arguments() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = call @two_callers(%c1) : (i32) -> i32
  %b = call @two_callers(%c2) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func @public_constant() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

func.func @calls_public() -> i32 {
  %r = call @public_constant() : () -> i32
  return %r : i32
}

func.func private @referenced(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @reference_and_call() -> i32 {
  %f = func.constant @referenced : (i32) -> i32
  %c3 = arith.constant 3 : i32
  %r = call @referenced(%c3) : (i32) -> i32
  %s = call_indirect %f(%r) : (i32) -> i32
  return %s : i32
}

func.func private @never_called(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = arith.addi %c1, %c2 : i32
  return %r : i32
}

func.func private @branches(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  return %arg1 : i32
^bb2:
  %c4 = arith.constant 4 : i32
  return %c4 : i32
}

func.func @calls_branches() -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %a = call @branches(%true, %c4) : (i1, i32) -> i32
  %b = call @branches(%false, %c5) : (i1, i32) -> i32
  return %a, %b : i32, i32
}

func.func private @recursive(%arg0: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %done -> i32 {
    scf.yield %arg0 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %x = func.call @recursive(%arg0, %m) : (i32, i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @calls_recursive(%n: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %r = call @recursive(%c9, %n) : (i32, i32) -> i32
  return %r : i32
}

func.func private @dead_caller_target(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @call_in_dead_block(%arg0: i32) -> i32 {
  %false = arith.constant false
  %c6 = arith.constant 6 : i32
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %r = call @dead_caller_target(%arg0) : (i32) -> i32
  return %r : i32
^bb2:
  %s = call @dead_caller_target(%c6) : (i32) -> i32
  return %s : i32
}

func.func private @declared(i32) -> i32

func.func @calls_declaration() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @declared(%c1) : (i32) -> i32
  return %r : i32
}

module @inner {
  func.func private @nested(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @nested_caller() -> i32 {
    %c8 = arith.constant 8 : i32
    %r = call @nested(%c8) : (i32) -> i32
    return %r : i32
  }
}

func.func private @unused_result(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  return %arg0, %c1 : i32, i32
}

func.func @partially_constant(%x: i32) -> (i32, i32) {
  %a:2 = call @unused_result(%x) : (i32) -> (i32, i32)
  return %a#0, %a#1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @add_one(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_add_one() -> (i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = call @add_one(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call @add_one(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     return %c3_i32, %c3_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @two_callers(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @different_arguments() -> (i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @two_callers(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call @two_callers(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @public_constant() -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_public() -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = call @public_constant() : () -> i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @referenced(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reference_and_call() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %f = constant @referenced : (i32) -> i32
// CHECK-NEXT:     %0 = call @referenced(%c3_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call_indirect %f(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @never_called(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %c4_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_branches() -> (i32, i32) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = call @branches(%true, %c4_i32) : (i1, i32) -> i32
// CHECK-NEXT:     %1 = call @branches(%false, %c5_i32) : (i1, i32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @recursive(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT:     %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %c9_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1_i32 : i32
// CHECK-NEXT:       %3 = func.call @recursive(%c9_i32, %2) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %c9_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c9_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_recursive(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %0 = call @recursive(%c9_i32, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     return %c9_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dead_caller_target(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     return %c6_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_dead_block(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = call @dead_caller_target(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = call @dead_caller_target(%c6_i32) : (i32) -> i32
// CHECK-NEXT:     return %c6_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @declared(i32) -> i32
// CHECK-NEXT:   func.func @calls_declaration() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @declared(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:       return %c8_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @nested_caller() -> i32 {
// CHECK-NEXT:       %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:       %0 = call @nested(%c8_i32) : (i32) -> i32
// CHECK-NEXT:       return %c8_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @unused_result(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %arg0, %c1_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @partially_constant(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:2 = call @unused_result(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:     return %0#0, %c1_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
