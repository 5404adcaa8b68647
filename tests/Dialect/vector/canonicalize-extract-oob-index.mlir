// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A constant dynamic index outside the dimension it indexes stays an
// operand (folding it would make the op invalid); one inside is folded in.
func.func @extract_oob(%a: vector<4x5xf32>) -> f32 {
  %c = arith.constant -2 : index
  %0 = vector.extract %a[%c, 0] : f32 from vector<4x5xf32>
  return %0 : f32
}

// -----

func.func @insert_oob(%a: vector<4x5xf32>, %s: f32) -> vector<4x5xf32> {
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %0 = vector.insert %s, %a[%c2, %c7] : f32 into vector<4x5xf32>
  return %0 : vector<4x5xf32>
}

// -----

func.func @extract_in_bounds(%a: vector<4x5xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %0 = vector.extract %a[%c3, 1] : f32 from vector<4x5xf32>
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_oob(%arg0: vector<4x5xf32>) -> f32 {
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %0 = vector.extract %arg0[%c-2, 0] : f32 from vector<4x5xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_oob(%arg0: vector<4x5xf32>, %arg1: f32) -> vector<4x5xf32> {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [2, %c7] : f32 into vector<4x5xf32>
// CHECK-NEXT:     return %0 : vector<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_in_bounds(%arg0: vector<4x5xf32>) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[3, 1] : f32 from vector<4x5xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
