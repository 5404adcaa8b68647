// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(remove-dead-values))' | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces invalid IR: docs/deviations.md)
// Run on a function, remove-dead-values cannot see the function's calls:
// mlir-opt still erases the function's dead arguments and results, leaving
// the calls with the wrong number of operands (its verifier then fails).
// Strata keeps the signature of the function it runs on; its dead values
// inside are removed.

func.func private @f(%a: i32, %b: i32) -> i32 {
  %d = arith.muli %b, %b : i32
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  return %x : i32
}

func.func @g(%a: i32) -> i32 {
  %r = func.call @f(%a, %a) : (i32, i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func private @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @f(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:    return %0 : i32
