// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Comparisons of vector.step with a splat that hold or fail for every
// index fold to constant splats; the others stay.

func.func @all_below(%x: index) -> (vector<5xi1>, vector<5xi1>, vector<5xi1>) {
  %c5 = arith.constant dense<5> : vector<5xindex>
  %c4 = arith.constant dense<4> : vector<5xindex>
  %s = vector.step : vector<5xindex>
  %a = arith.cmpi ult, %s, %c5 : vector<5xindex>
  %b = arith.cmpi ugt, %s, %c4 : vector<5xindex>
  %c = arith.cmpi ne, %s, %c5 : vector<5xindex>
  return %a, %b, %c : vector<5xi1>, vector<5xi1>, vector<5xi1>
}

// -----

func.func @constant_first() -> vector<4xi1> {
  %c9 = arith.constant dense<9> : vector<4xindex>
  %s = vector.step : vector<4xindex>
  %a = arith.cmpi ule, %c9, %s : vector<4xindex>
  return %a : vector<4xi1>
}

// -----

func.func @mixed() -> (vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant dense<2> : vector<4xindex>
  %s = vector.step : vector<4xindex>
  %a = arith.cmpi uge, %s, %c2 : vector<4xindex>
  %b = arith.cmpi eq, %s, %c2 : vector<4xindex>
  return %a, %b : vector<4xi1>, vector<4xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @all_below(%arg0: index) -> (vector<5xi1>, vector<5xi1>, vector<5xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<5xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<5xi1>
// CHECK-NEXT:     return %cst, %cst_0, %cst : vector<5xi1>, vector<5xi1>, vector<5xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_first() -> vector<4xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:     return %cst : vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mixed() -> (vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<2> : vector<4xindex>
// CHECK-NEXT:     %0 = vector.step : vector<4xindex>
// CHECK-NEXT:     %1 = arith.cmpi uge, %0, %cst : vector<4xindex>
// CHECK-NEXT:     %2 = arith.cmpi eq, %0, %cst : vector<4xindex>
// CHECK-NEXT:     return %1, %2 : vector<4xi1>, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
