// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// `mulsi_extended(x, 1)` becomes `x` and its sign, but not for i1: there
// the constant `true` is -1 when signed (and `extsi i1 -> i1` is no cast).

func.func @by_one_i1(%a: i1) -> (i1, i1) {
  %t = arith.constant true
  %lo, %hi = arith.mulsi_extended %a, %t : i1
  return %lo, %hi : i1, i1
}

// -----

func.func @by_one_splat_i1(%a: vector<2xi1>) -> (vector<2xi1>, vector<2xi1>) {
  %t = arith.constant dense<true> : vector<2xi1>
  %lo, %hi = arith.mulsi_extended %a, %t : vector<2xi1>
  return %lo, %hi : vector<2xi1>, vector<2xi1>
}

// -----

func.func @by_one_i8(%a: i8) -> (i8, i8) {
  %one = arith.constant 1 : i8
  %lo, %hi = arith.mulsi_extended %a, %one : i8
  return %lo, %hi : i8, i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @by_one_i1(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %true : i1
// CHECK-NEXT:     return %low, %high : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @by_one_splat_i1(%arg0: vector<2xi1>) -> (vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %cst : vector<2xi1>
// CHECK-NEXT:     return %low, %high : vector<2xi1>, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @by_one_i8(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT:     %1 = arith.extsi %0 : i1 to i8
// CHECK-NEXT:     return %arg0, %1 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
