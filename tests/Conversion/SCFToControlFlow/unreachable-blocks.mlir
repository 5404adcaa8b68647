// RUN: strata-opt %s --convert-scf-to-cf --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--convert-scf-to-cf
// The conversion visits the blocks reachable from each region's entry
// only: scf ops in unreachable blocks stay as they are. Found by
// utils/fuzz_passes.py.

func.func @unreachable(%arg0: i32, %arg1: index, %arg2: f32) -> f32 {
  return %arg2 : f32
^bb1(%0: f32):
  cf.switch %arg0 : i32, [
    default: ^bb1(%0 : f32),
    0: ^bb2
  ]
^bb2:
  %1 = scf.index_switch %arg1 -> f32
  case 3 {
    %cst = arith.constant 2.5 : f32
    %2 = arith.remf %0, %cst : f32
    scf.yield %2 : f32
  }
  default {
    scf.yield %arg2 : f32
  }
  return %1 : f32
}

// -----

func.func @reachable_after_branch(%arg0: i1, %arg1: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %0 = scf.if %arg0 -> (i32) {
    scf.yield %arg1 : i32
  } else {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return %0 : i32
^bb2:
  %1 = scf.if %arg0 -> (i32) {
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  } else {
    scf.yield %arg1 : i32
  }
  return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @unreachable(%arg0: i32, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     return %arg2 : f32
// CHECK-NEXT:   ^bb1(%0: f32):  // pred: ^bb1
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%0 : f32),
// CHECK-NEXT:       0: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %1 = scf.index_switch %arg1 -> f32 
// CHECK-NEXT:     case 3 {
// CHECK-NEXT:       %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:       %2 = arith.remf %0, %cst : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reachable_after_branch(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     cf.br ^bb5(%c2_i32 : i32)
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb5(%arg1 : i32)
// CHECK-NEXT:   ^bb5(%1: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
