// RUN: strata-opt %s --sccp --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--sccp
// Region successors chosen by constant operands: a constant index enters
// only the matching case of scf.index_switch (or the default region), and
// scf.condition on a constant either leaves the loop or enters the after
// region. The regions not entered are not executable, so the ops in them
// are left alone. Found by utils/fuzz_passes.py.

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

// -----

func.func @while_false(%arg0: index, %arg1: memref<i32>) -> index {
  %0 = scf.while (%arg2 = %arg0) : (index) -> index {
    %false = arith.constant false
    scf.condition(%false) %arg2 : index
  } do {
  ^bb0(%arg3: index):
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %1 = arith.addi %c1, %c2 : i32
    memref.store %1, %arg1[] : memref<i32>
    %2 = ub.poison : i8
    scf.yield %arg3 : index
  }
  return %0 : index
}

// -----

func.func @while_true_once(%arg0: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = scf.while (%arg1 = %c0) : (i32) -> i32 {
    %true = arith.constant true
    scf.condition(%true) %arg1 : i32
  } do {
  ^bb0(%arg2: i32):
    %c1 = arith.constant 1 : i32
    %1 = arith.addi %arg2, %c1 : i32
    memref.store %1, %arg0[] : memref<i32>
    scf.yield %1 : i32
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
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_false(%arg0: index, %arg1: memref<i32>) -> index {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:       scf.condition(%false) %arg2 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       %1 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:       memref.store %1, %arg1[] : memref<i32>
// CHECK-NEXT:       %2 = ub.poison : i8
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_true_once(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%true) %arg1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:       memref.store %1, %arg0[] : memref<i32>
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
