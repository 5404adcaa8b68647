// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Overflow and exact flags carried by rewrites, folds that need flags
// (`(a * b) / b` with nuw/nsw, `x * 0` with nnan and nsz), and no folding
// of constants whose type is not the result's.

func.func @sub_sub(%a: index, %b: index) -> (index, index) {
  %0 = arith.subi %a, %b overflow<nsw, nuw> : index
  %1 = arith.subi %0, %a overflow<nsw, nuw> : index
  %2 = arith.subi %a, %b overflow<nsw> : index
  %3 = arith.subi %2, %a overflow<nuw> : index
  return %1, %3 : index, index
}

// -----

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.muli %a, %b overflow<nuw> : i32
  %1 = arith.divui %0, %a : i32
  %2 = arith.muli %a, %b overflow<nsw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.muli %a, %b overflow<nsw> : i32
  %5 = arith.divui %4, %b : i32
  %6 = arith.muli %a, %b : i32
  %7 = arith.divsi %6, %a : i32
  %8 = arith.divsi %0, %a : i32
  return %1, %3, %5, %7, %8 : i32, i32, i32, i32, i32
}

// -----

func.func @mul_zero(%x: f32) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.mulf %z, %x fastmath<nnan,nsz> : f32
  %1 = arith.mulf %x, %nz fastmath<fast> : f32
  %2 = arith.mulf %x, %z fastmath<nnan> : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func @shrsi_exact(%a: i64) -> (i32, i32) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 exact : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c32 : i64
  %3 = arith.trunci %2 : i64 to i32
  return %1, %3 : i32, i32
}

// -----

func.func @mismatched_constants() -> (i32, i32) {
  %0 = "test.constant"() {value = 7 : i64} : () -> i32
  %1 = "test.constant"() {value = 5 : i64} : () -> i32
  %2 = arith.addi %0, %1 : i32
  %c3 = arith.constant 3 : i32
  %3 = arith.muli %0, %c3 : i32
  %4 = arith.muli %3, %c3 : i32
  return %2, %4 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @sub_sub(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.subi %c0, %arg1 overflow<nsw, nuw> : index
// CHECK-NEXT:     %1 = arith.subi %c0, %arg1 : index
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @div_of_mul(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %2 = arith.divui %1, %arg1 : i32
// CHECK-NEXT:     %3 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.divsi %3, %arg0 : i32
// CHECK-NEXT:     %5 = arith.divsi %0, %arg0 : i32
// CHECK-NEXT:     return %arg1, %arg0, %2, %4, %5 : i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mul_zero(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.mulf %arg0, %cst fastmath<nnan> : f32
// CHECK-NEXT:     return %cst, %cst_0, %0 : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shrsi_exact(%arg0: i64) -> (i32, i32) {
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.shrui %arg0, %c32_i64 exact : i64
// CHECK-NEXT:     %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:     %2 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT:     %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT:     return %1, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mismatched_constants() -> (i32, i32) {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %0 = "test.constant"() <{value = 7 : i64}> : () -> i32
// CHECK-NEXT:     %1 = "test.constant"() <{value = 5 : i64}> : () -> i32
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     %3 = arith.muli %0, %c9_i32 : i32
// CHECK-NEXT:     return %2, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
