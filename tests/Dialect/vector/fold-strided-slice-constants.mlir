// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A unit-stride slice of a constant is the constant of its elements.
func.func @slice_constant() -> (vector<2xf32>, vector<1x2xi8>, vector<2x1x1xi8>) {
  %f = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
  %a = vector.extract_strided_slice %f {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %i = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi8>
  %b = vector.extract_strided_slice %i {offsets = [1, 0], sizes = [1, 1], strides = [1, 1]} : vector<2x2x2xi8> to vector<1x1x2xi8>
  %bs = vector.shape_cast %b : vector<1x1x2xi8> to vector<1x2xi8>
  %c = vector.extract_strided_slice %i {offsets = [0, 1, 1], sizes = [2, 1, 1], strides = [1, 1, 1]} : vector<2x2x2xi8> to vector<2x1x1xi8>
  return %a, %bs, %c : vector<2xf32>, vector<1x2xi8>, vector<2x1x1xi8>
}

// -----

// A constant inserted into a constant (splat or not) gives the combined
// constant.
func.func @insert_constant() -> (vector<2x3xi32>, vector<4xf16>) {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %v = arith.constant dense<[7, 8]> : vector<2xi32>
  %a = vector.insert_strided_slice %v, %d {offsets = [1, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  %z = arith.constant dense<0.0> : vector<4xf16>
  %o = arith.constant dense<1.0> : vector<2xf16>
  %b = vector.insert_strided_slice %o, %z {offsets = [1], strides = [1]} : vector<2xf16> into vector<4xf16>
  return %a, %b : vector<2x3xi32>, vector<4xf16>
}

// -----

// Large destinations fold too.
func.func @insert_constant_large() -> vector<300xi8> {
  %d = arith.constant dense<0> : vector<300xi8>
  %v = arith.constant dense<[1, 2]> : vector<2xi8>
  %a = vector.insert_strided_slice %v, %d {offsets = [5], strides = [1]} : vector<2xi8> into vector<300xi8>
  return %a : vector<300xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @slice_constant() -> (vector<2xf32>, vector<1x2xi8>, vector<2x1x1xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<[2.500000e+00, 3.500000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<{{\[\[}}5, 6]]> : vector<1x2xi8>
// CHECK-NEXT:     %cst_1 = arith.constant dense<{{\[\[}}[4]], {{\[\[}}8]]]> : vector<2x1x1xi8>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<2xf32>, vector<1x2xi8>, vector<2x1x1xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_constant() -> (vector<2x3xi32>, vector<4xf16>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 7, 8]]> : vector<2x3xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]> : vector<4xf16>
// CHECK-NEXT:     return %cst, %cst_0 : vector<2x3xi32>, vector<4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_constant_large() -> vector<300xi8> {
// CHECK-NEXT:     %cst = arith.constant dense<"0x000000000001020000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : vector<300xi8>
// CHECK-NEXT:     return %cst : vector<300xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
