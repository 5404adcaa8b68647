// RUN: strata-opt %s --scf-for-loop-peeling | FileCheck %s
// CONFORMANCE: pipeline=--scf-for-loop-peeling
// CONFORMANCE: pipeline=--scf-for-loop-peeling=peel-front=true
// CONFORMANCE: pipeline=--scf-for-loop-peeling,canonicalize

// Loops over i32 and i64: the split bound is computed in index and cast
// back to the loop's type (here folded to a constant).
func.func @static_i32(%m: memref<32xi32>) -> i32 {
  %zero = arith.constant 0 : i32
  %lb = arith.constant 3 : i32
  %ub = arith.constant 25 : i32
  %step = arith.constant 5 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> i32 : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @static_i64() -> i64 {
  %zero = arith.constant 0 : i64
  %lb = arith.constant -7 : i64
  %ub = arith.constant 40 : i64
  %step = arith.constant 6 : i64
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> i64 : i64 {
    %s = arith.muli %acc, %i : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @static_i32(%arg0: memref<32xi32>) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c25_i32 = arith.constant 25 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:     %0 = scf.for %arg1 = %c3_i32 to %c23_i32 step %c5_i32 iter_args(%arg2 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg1 = %c23_i32 to %c25_i32 step %c5_i32 iter_args(%arg2 = %0) -> (i32)  : i32 {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_i64() -> i64 {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT:     %c40_i64 = arith.constant 40 : i64
// CHECK-NEXT:     %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT:     %c35_i64 = arith.constant 35 : i64
// CHECK-NEXT:     %0 = scf.for %arg0 = %c-7_i64 to %c35_i64 step %c6_i64 iter_args(%arg1 = %c0_i64) -> (i64)  : i64 {
// CHECK-NEXT:       %2 = arith.muli %arg1, %arg0 : i64
// CHECK-NEXT:       scf.yield %2 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg0 = %c35_i64 to %c40_i64 step %c6_i64 iter_args(%arg1 = %0) -> (i64)  : i64 {
// CHECK-NEXT:       %2 = arith.muli %arg1, %arg0 : i64
// CHECK-NEXT:       scf.yield %2 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
