// RUN: strata-opt %s -test-vector-shuffle-lowering -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-shuffle-lowering -split-input-file

// The smaller operand is widened by a shuffle with itself (new lanes
// poison) and the mask's indices into the second operand move; poison
// indices stay.
func.func @mixed(%a: vector<3xi32>, %b: vector<6xi32>, %c: vector<1xi32>) -> (vector<4xi32>, vector<3xi32>) {
  %0 = vector.shuffle %a, %b [5, -1, 0, 8] : vector<3xi32>, vector<6xi32>
  %1 = vector.shuffle %b, %c [6, 5, -1] : vector<6xi32>, vector<1xi32>
  return %0, %1 : vector<4xi32>, vector<3xi32>
}

// -----

func.func @same_sizes(%a: vector<2xf16>, %b: vector<2xf16>) -> vector<3xf16> {
  %0 = vector.shuffle %a, %b [3, 0, 2] : vector<2xf16>, vector<2xf16>
  return %0 : vector<3xf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @mixed(%arg0: vector<3xi32>, %arg1: vector<6xi32>, %arg2: vector<1xi32>) -> (vector<4xi32>, vector<3xi32>) {
// CHECK-NEXT:     %0 = vector.shuffle %arg0, %arg0 [0, 1, 2, -1, -1, -1] : vector<3xi32>, vector<3xi32>
// CHECK-NEXT:     %1 = vector.shuffle %0, %arg1 [8, -1, 0, 11] : vector<6xi32>, vector<6xi32>
// CHECK-NEXT:     %2 = vector.shuffle %arg2, %arg2 [0, -1, -1, -1, -1, -1] : vector<1xi32>, vector<1xi32>
// CHECK-NEXT:     %3 = vector.shuffle %arg1, %2 [6, 5, -1] : vector<6xi32>, vector<6xi32>
// CHECK-NEXT:     return %1, %3 : vector<4xi32>, vector<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_sizes(%arg0: vector<2xf16>, %arg1: vector<2xf16>) -> vector<3xf16> {
// CHECK-NEXT:     %0 = vector.shuffle %arg0, %arg1 [3, 0, 2] : vector<2xf16>, vector<2xf16>
// CHECK-NEXT:     return %0 : vector<3xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
