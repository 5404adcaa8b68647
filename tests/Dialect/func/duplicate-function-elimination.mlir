// RUN: strata-opt %s --split-input-file --duplicate-function-elimination | FileCheck %s
// CONFORMANCE: pipeline=--duplicate-function-elimination

// Equal bodies up to names and locations, with blocks, branches and a
// nested region: the first function stays.
func.func private @clamp(%x: i32, %lo: i32) -> i32 {
  %c = arith.cmpi slt, %x, %lo : i32
  cf.cond_br %c, ^low, ^done(%x : i32)
^low:
  cf.br ^done(%lo : i32)
^done(%r: i32):
  %s = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    %d = arith.addi %r, %r : i32
    scf.yield %d : i32
  }
  return %s : i32
}

func.func private @clamp_copy(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi slt, %a, %b : i32 loc("elsewhere")
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%b : i32)
^bb2(%r: i32):
  %s = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    %d = arith.addi %r, %r : i32
    scf.yield %d : i32
  }
  return %s : i32
}

// Not equal: the operands of the comparison are swapped.
func.func private @clamp_swapped(%x: i32, %lo: i32) -> i32 {
  %c = arith.cmpi slt, %lo, %x : i32
  cf.cond_br %c, ^low, ^done(%x : i32)
^low:
  cf.br ^done(%lo : i32)
^done(%r: i32):
  %s = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    %d = arith.addi %r, %r : i32
    scf.yield %d : i32
  }
  return %s : i32
}

func.func @user(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = call @clamp(%x, %y) : (i32, i32) -> i32
  %b = call @clamp_copy(%x, %y) : (i32, i32) -> i32
  %c = call @clamp_swapped(%x, %y) : (i32, i32) -> i32
  return %a, %b, %c : i32, i32, i32
}

// -----

// Visibility and discardable attributes are part of what must be equal;
// symbol uses other than calls are redirected too.
func.func private @one() -> index {
  %c = arith.constant 1 : index
  return %c : index
}

func.func @one_public() -> index {
  %c = arith.constant 1 : index
  return %c : index
}

func.func private @one_tagged() -> index attributes {tag} {
  %c = arith.constant 1 : index
  return %c : index
}

func.func private @one_again() -> index {
  %c = arith.constant 1 : index
  return %c : index
}

func.func @refs() -> (() -> index, index) {
  %f = func.constant @one_again : () -> index
  %v = call @one_tagged() : () -> index
  return %f, %v : () -> index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func private @clamp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.addi %1, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @clamp_swapped(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.addi %1, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = call @clamp(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = call @clamp(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = call @clamp_swapped(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @one() -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_public() -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @one_tagged() -> index attributes {tag} {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @refs() -> (() -> index, index) {
// CHECK-NEXT:     %f = constant @one : () -> index
// CHECK-NEXT:     %0 = call @one_tagged() : () -> index
// CHECK-NEXT:     return %f, %0 : () -> index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
