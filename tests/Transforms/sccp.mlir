// RUN: strata-opt %s --sccp | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// Straight-line folding, cf diamonds and loops, scf.if and scf.for with
// constant-valued results.

func.func @straight() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}

func.func @diamond(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
^bb1:
  %c5 = arith.constant 5 : i32
  cf.br ^bb2(%c5 : i32)
^bb2(%x: i32):
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c1 : i32, i32)
^bb1(%i: i32, %v: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %v2 = arith.muli %v, %c1 : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^bb1(%i2, %v2 : i32, i32)
^bb3:
  return %v : i32
}
func.func @ifop(%a: i32) -> i32 {
  %true = arith.constant true
  %c3 = arith.constant 3 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c3 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @forop(%a: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %k = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %k) -> i32 {
    %y = arith.addi %x, %x : i32
    %z = arith.subi %y, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @if_unknown(%a: i1, %b: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.if %a -> i32 {
    scf.yield %c3 : i32
  } else {
    %s = arith.addi %c3, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @dead_false(%a: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  %c = arith.constant 9 : i32
  %y = arith.muli %c, %c : i32
  return %y : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @straight() -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c6_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @diamond(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c5_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c6_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     cf.br ^bb1(%3, %c1_i32 : i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ifop(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forop(%arg0: index) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_unknown(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %c3_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.addi %c3_i32, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_false(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %c81_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
