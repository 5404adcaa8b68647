// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A shuffle of constants is the constant of the picked elements; a poison
// pick takes the first element of the first constant operand.
func.func @shuffle_constants() -> (vector<3xi16>, vector<4xi16>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi16>
  %b = arith.constant dense<7> : vector<2xi16>
  %x = vector.shuffle %a, %b [3, 0, 1] : vector<2xi16>, vector<2xi16>
  %y = vector.shuffle %b, %a [-1, 2, 3, 0] : vector<2xi16>, vector<2xi16>
  return %x, %y : vector<3xi16>, vector<4xi16>
}

// -----

// With a poison operand, its picks take the other's first element; two
// poison operands give poison.
func.func @shuffle_poison() -> (vector<3xf32>, vector<2xf32>) {
  %p = ub.poison : vector<2xf32>
  %c = arith.constant dense<[4.0, 5.0]> : vector<2xf32>
  %x = vector.shuffle %p, %c [3, 0, 2] : vector<2xf32>, vector<2xf32>
  %y = vector.shuffle %p, %p [1, 2] : vector<2xf32>, vector<2xf32>
  return %x, %y : vector<3xf32>, vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @shuffle_constants() -> (vector<3xi16>, vector<4xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense<[7, 1, 2]> : vector<3xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[7, 1, 2, 7]> : vector<4xi16>
// CHECK-NEXT:     return %cst, %cst_0 : vector<3xi16>, vector<4xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_poison() -> (vector<3xf32>, vector<2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[5.000000e+00, 4.000000e+00, 4.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %0 = ub.poison : vector<2xf32>
// CHECK-NEXT:     return %cst, %0 : vector<3xf32>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
