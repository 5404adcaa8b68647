// RUN: strata-opt %s --sccp --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// Cases found by utils/fuzz_passes.py: a callee whose body branches still
// returns its constants to the calls (only terminators without successors
// leave it); cf.switch on a constant makes only its matching destination
// executable; index casts of i1 constants fold.

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
