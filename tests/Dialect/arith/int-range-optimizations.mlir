// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s
// CONFORMANCE: pipeline=--int-range-optimizations

// Ranges of arith ops from bounded operands; a single-valued range becomes
// a constant, a comparison decided by the ranges folds.

func.func @masked_add(%a: i32, %b: i32) -> (i1, i32) {
  %c15 = arith.constant 15 : i32
  %c100 = arith.constant 100 : i32
  %x = arith.andi %a, %c15 : i32
  %y = arith.andi %b, %c15 : i32
  %s = arith.addi %x, %y : i32
  %lt = arith.cmpi ult, %s, %c100 : i32
  %r = arith.remui %s, %c100 : i32
  return %lt, %r : i1, i32
}

// -----

func.func @shifts_and_casts(%a: i8) -> (i1, i1, i64) {
  %c4 = arith.constant 4 : i8
  %c0 = arith.constant 0 : i8
  %sh = arith.shrui %a, %c4 : i8
  %ge = arith.cmpi sge, %sh, %c0 : i8
  %ext = arith.extui %sh : i8 to i32
  %c16 = arith.constant 16 : i32
  %lt = arith.cmpi slt, %ext, %c16 : i32
  %sx = arith.extsi %a : i8 to i64
  %ix = arith.index_cast %sx : i64 to index
  %back = arith.index_castui %ix : index to i64
  return %ge, %lt, %back : i1, i1, i64
}

// -----

func.func @division(%a: i16, %b: i16) -> (i16, i16, i1) {
  %c7 = arith.constant 7 : i16
  %c3 = arith.constant 3 : i16
  %c1000 = arith.constant 1000 : i16
  %x = arith.remsi %a, %c7 : i16
  %q = arith.divsi %x, %c3 : i16
  %cq = arith.ceildivsi %c1000, %c7 : i16
  %fq = arith.floordivsi %x, %c3 : i16
  %mx = arith.maxsi %fq, %q : i16
  %mn = arith.minui %b, %c3 : i16
  %le = arith.cmpi ule, %mn, %c3 : i16
  return %mx, %cq, %le : i16, i16, i1
}

// -----

func.func @select_and_overflow(%c: i1, %a: i8) -> (i8, i1, i8) {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %c127 = arith.constant 127 : i8
  %s = arith.select %c, %c1, %c2 : i8
  %t = arith.subi %c2, %s : i8
  %ok = arith.cmpi ne, %t, %c2 : i8
  %m = arith.minsi %a, %c127 : i8
  %w = arith.addi %m, %c1 overflow<nsw> : i8
  return %t, %ok, %w : i8, i1, i8
}

// -----

func.func @trivial_rems(%a: index) -> (index, index) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %x = arith.remui %a, %c8 : index
  %y = arith.remui %x, %c16 : index
  %z = arith.remsi %x, %c8 : index
  return %y, %z : index, index
}

// -----

func.func @vectors(%v: vector<4xi32>) -> vector<4xi1> {
  %m = arith.constant dense<255> : vector<4xi32>
  %lim = arith.constant dense<[300, 400, 500, 600]> : vector<4xi32>
  %x = arith.andi %v, %m : vector<4xi32>
  %lt = arith.cmpi ult, %x, %lim : vector<4xi32>
  return %lt : vector<4xi1>
}

// -----

func.func @wide(%a: i128) -> i1 {
  %c = arith.constant 1000 : i128
  %x = arith.minui %a, %c : i128
  %y = arith.muli %x, %x : i128
  %big = arith.constant 1000001 : i128
  %lt = arith.cmpi ult, %y, %big : i128
  return %lt : i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @masked_add(%arg0: i32, %arg1: i32) -> (i1, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:     %0 = arith.andi %arg0, %c15_i32 : i32
// CHECK-NEXT:     %1 = arith.andi %arg1, %c15_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     return %true, %2 : i1, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shifts_and_casts(%arg0: i8) -> (i1, i1, i64) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:     %1 = arith.index_cast %0 : i64 to index
// CHECK-NEXT:     %2 = arith.index_castui %1 : index to i64
// CHECK-NEXT:     return %true, %true, %2 : i1, i1, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @division(%arg0: i16, %arg1: i16) -> (i16, i16, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c143_i16 = arith.constant 143 : i16
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:     %0 = arith.remsi %arg0, %c7_i16 : i16
// CHECK-NEXT:     %1 = arith.divsi %0, %c3_i16 : i16
// CHECK-NEXT:     %2 = arith.floordivsi %0, %c3_i16 : i16
// CHECK-NEXT:     %3 = arith.maxsi %2, %1 : i16
// CHECK-NEXT:     return %3, %c143_i16, %true : i16, i16, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select_and_overflow(%arg0: i1, %arg1: i8) -> (i8, i1, i8) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %0 = arith.select %arg0, %c1_i8, %c2_i8 : i8
// CHECK-NEXT:     %1 = arith.subi %c2_i8, %0 : i8
// CHECK-NEXT:     %2 = arith.addi %arg1, %c1_i8 overflow<nsw> : i8
// CHECK-NEXT:     return %1, %true, %2 : i8, i1, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @trivial_rems(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.remui %arg0, %c8 : index
// CHECK-NEXT:     return %0, %0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vectors(%arg0: vector<4xi32>) -> vector<4xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:     return %cst : vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @wide(%arg0: i128) -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     return %true : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
