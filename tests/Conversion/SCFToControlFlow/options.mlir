// RUN: strata-opt %s --convert-scf-to-cf=allow-pattern-rollback=false --dump-pass-pipeline 2>&1 | FileCheck %s
// CONFORMANCE: pipeline=--convert-scf-to-cf=allow-pattern-rollback=false
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(convert-scf-to-cf))
// The pass accepts MLIR's allow-pattern-rollback option, runs on any op
// and nests in pipelines.

func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK: Pass Manager with 1 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   convert-scf-to-cf{allow-pattern-rollback=false}
// CHECK-NEXT: )
// CHECK-EMPTY:
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     cf.br ^bb3(%c2_i32 : i32)
// CHECK-NEXT:   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
