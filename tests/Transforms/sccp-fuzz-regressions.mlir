// RUN: strata-opt %s --sccp --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// Cases found by utils/fuzz_passes.py: a callee whose body branches still
// returns its constants to the calls (only terminators without successors
// leave it); cf.switch on a constant makes only its matching destination
// executable; index casts of i1 constants fold; a block reached by the
// taken successor of a branch joins the operands of every successor of that
// branch naming the same block (edges are pairs of blocks).

func.func @g(%a: i8) -> (i8, i1) {
  %0 = ub.poison : i1
  %1 = arith.constant 3 : i8
  cf.cond_br %0, ^bb1(%1 : i8), ^bb2
^bb2:
  cf.br ^bb1(%1 : i8)
^bb1(%2: i8):
  return %1, %0 : i8, i1
}
func.func @f(%m: memref<i8>, %a: i8) -> i8 {
  %0:2 = func.call @g(%a) : (i8) -> (i8, i1)
  return %0#0 : i8
}

// -----

func.func @f2() -> i1 {
  %c1_i8 = arith.constant 1 : i8
  %false = arith.constant false
  cf.switch %c1_i8 : i8, [
    default: ^bb2,
    3: ^bb4
  ]
^bb2:
  return %false : i1
^bb4:
  %7 = ub.poison : f64
  %8 = arith.constant 1.0 : f64
  return %false : i1
}
func.func @g() -> i1 {
  %c1_i8 = arith.constant 1 : i8
  %false = arith.constant false
  cf.cond_br %false, ^bb4, ^bb2
^bb2:
  return %false : i1
^bb4:
  %7 = ub.poison : f64
  %8 = arith.constant 1.0 : f64
  return %false : i1
}

// -----

func.func @f0(%arg0: f64) -> f32 {
  %true = index.bool.constant true
  %0 = index.casts %true : i1 to index
  %1 = ub.poison : f32
  return %1 : f32
}

// -----

func.func @same_block_cond_br(%m: memref<f32>) {
  %false = arith.constant false
  %p = ub.poison : f32
  %inf = arith.constant 0x7F800000 : f32
  cf.cond_br %false, ^bb1(%p : f32), ^bb1(%inf : f32)
^bb1(%a: f32):
  %n = arith.negf %a : f32
  memref.store %n, %m[] : memref<f32>
  return
}

// -----

func.func @same_block_switch(%m: memref<index>, %i: index) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  cf.switch %c3 : i32, [
    default: ^bb1(%c4 : index),
    1: ^bb2,
    3: ^bb1(%c5 : index)
  ]
^bb1(%a: index):
  %d = arith.addi %a, %a : index
  memref.store %d, %m[] : memref<index>
  return
^bb2:
  return
}

// -----

func.func @loop_switch(%i: index, %m: memref<index>) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : index
  %p = ub.poison : index
  cf.br ^bb1(%p : index)
^bb1(%a: index):
  memref.store %a, %m[] : memref<index>
  cf.switch %c3 : i32, [
    default: ^bb1(%c4 : index),
    1: ^bb2,
    3: ^bb1(%a : index)
  ]
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @g(%arg0: i8) -> (i8, i1) {
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     %0 = ub.poison : i1
// CHECK-NEXT:     cf.cond_br %0, ^bb2(%c3_i8 : i8), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c3_i8 : i8)
// CHECK-NEXT:   ^bb2(%1: i8):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c3_i8, %0 : i8, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: memref<i8>, %arg1: i8) -> i8 {
// CHECK-NEXT:     %0 = ub.poison : i1
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     %1:2 = call @g(%arg1) : (i8) -> (i8, i1)
// CHECK-NEXT:     return %c3_i8 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f2() -> i1 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     cf.switch %c1_i8 : i8, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = ub.poison : f64
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() -> i1 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     cf.cond_br %false, ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = ub.poison : f64
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f0(%arg0: f64) -> f32 {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_block_cond_br(%arg0: memref<f32>) {
// CHECK-NEXT:     %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %false, ^bb1(%0 : f32), ^bb1(%cst : f32)
// CHECK-NEXT:   ^bb1(%1: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %2 = arith.negf %1 : f32
// CHECK-NEXT:     memref.store %2, %arg0[] : memref<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_block_switch(%arg0: memref<index>, %arg1: index) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     cf.switch %c3_i32 : i32, [
// CHECK-NEXT:       default: ^bb1(%c4 : index),
// CHECK-NEXT:       1: ^bb2,
// CHECK-NEXT:       3: ^bb1(%c5 : index)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %0 : index
// CHECK-NEXT:     memref.store %1, %arg0[] : memref<index>
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop_switch(%arg0: index, %arg1: memref<index>) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     cf.br ^bb1(%0 : index)
// CHECK-NEXT:   ^bb1(%1: index):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     memref.store %1, %arg1[] : memref<index>
// CHECK-NEXT:     cf.switch %c3_i32 : i32, [
// CHECK-NEXT:       default: ^bb1(%c4 : index),
// CHECK-NEXT:       1: ^bb2,
// CHECK-NEXT:       3: ^bb1(%1 : index)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
