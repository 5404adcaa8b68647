// RUN: strata-opt %s --split-input-file --arith-int-range-narrowing="int-bitwidths-supported=8,16,32" | FileCheck %s
// CONFORMANCE: pipeline=--arith-int-range-narrowing=int-bitwidths-supported=8,16,32

// Elementwise ops and comparisons on values that fit a narrower width are
// computed at that width.

func.func @narrow_index(%a: index) -> (index, i1) {
  %c100 = arith.constant 100 : index
  %x = arith.remui %a, %c100 : index
  %y = arith.addi %x, %x : index
  %lt = arith.cmpi ult, %y, %c100 : index
  return %y, %lt : index, i1
}

// -----

func.func @narrow_i64(%a: i8, %b: i8) -> i64 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i8 to i64
  %m = arith.muli %x, %y : i64
  return %m : i64
}

// -----

func.func @no_narrowing(%a: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %s = arith.addi %a, %c1 : i64
  return %s : i64
}

// -----

func.func @cast_chain(%a: i16) -> i16 {
  %i = arith.index_castui %a : i16 to index
  %b = arith.index_castui %i : index to i16
  return %b : i16
}

// -----

func.func @unsigned_vector(%a: vector<2xi32>) -> vector<2xi32> {
  %m = arith.constant dense<1000> : vector<2xi32>
  %x = arith.minui %a, %m : vector<2xi32>
  %y = arith.subi %m, %x : vector<2xi32>
  return %y : vector<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @narrow_index(%arg0: index) -> (index, i1) {
// CHECK-NEXT:     %c100_i8 = arith.constant 100 : i8
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %0 = arith.remui %arg0, %c100 : index
// CHECK-NEXT:     %1 = arith.index_castui %0 : index to i8
// CHECK-NEXT:     %2 = arith.addi %1, %1 : i8
// CHECK-NEXT:     %3 = arith.index_castui %2 : i8 to index
// CHECK-NEXT:     %4 = arith.cmpi ult, %2, %c100_i8 : i8
// CHECK-NEXT:     return %3, %4 : index, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @narrow_i64(%arg0: i8, %arg1: i8) -> i64 {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     %2 = arith.trunci %0 : i64 to i16
// CHECK-NEXT:     %3 = arith.trunci %1 : i64 to i16
// CHECK-NEXT:     %4 = arith.muli %2, %3 : i16
// CHECK-NEXT:     %5 = arith.extsi %4 : i16 to i64
// CHECK-NEXT:     return %5 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_narrowing(%arg0: i64) -> i64 {
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i64 : i64
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cast_chain(%arg0: i16) -> i16 {
// CHECK-NEXT:     return %arg0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unsigned_vector(%arg0: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<1000> : vector<2xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1000> : vector<2xi32>
// CHECK-NEXT:     %0 = arith.minui %arg0, %cst_0 : vector<2xi32>
// CHECK-NEXT:     %1 = arith.trunci %0 : vector<2xi32> to vector<2xi16>
// CHECK-NEXT:     %2 = arith.subi %cst, %1 : vector<2xi16>
// CHECK-NEXT:     %3 = arith.extui %2 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:     return %3 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
