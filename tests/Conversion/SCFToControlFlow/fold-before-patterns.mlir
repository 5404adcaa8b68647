// RUN: strata-opt --convert-scf-to-cf %s | FileCheck %s

// The dialect conversion folds an op before its patterns: scf.if on a
// negated condition swaps its regions and branches on the condition.

func.func @f(%c: i1, %a: f32, %b: f32) -> f32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %n -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg2 : f32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : f32)
// CHECK-NEXT:   ^bb3(%1: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
