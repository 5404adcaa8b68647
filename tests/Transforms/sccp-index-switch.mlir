// RUN: strata-opt %s --sccp --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// A constant index enters only the matching case of scf.index_switch (or
// the default region): the other regions are not executable, so the ops in
// them are left alone. Found by utils/fuzz_passes.py.

func.func @matching_case(%arg0: f32) -> i32 {
  %c3 = arith.constant 3 : index
  %0 = scf.index_switch %c3 -> i32
  case 0 {
    %c3_0 = arith.constant 3 : index
    %cst = arith.constant 1.0 : f32
    %1 = arith.addf %cst, %cst : f32
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  case 3 {
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %2 = arith.addi %c2, %c5 : i32
    scf.yield %2 : i32
  }
  default {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  return %0 : i32
}

// -----

func.func @default_region(%arg0: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> i32
  case 0 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %1 = arith.muli %c1, %c2 : i32
    scf.yield %1 : i32
  }
  default {
    %c4 = arith.constant 4 : i32
    %2 = arith.addi %c4, %c4 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @matching_case(%arg0: f32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @default_region(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     return %c8_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
