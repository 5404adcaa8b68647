// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A splat bitcast to wider integers, or from f16 to f32, repeats its bit
// pattern; narrowing or other float kinds stay bitcasts.
func.func @bitcast_splats() -> (vector<2xi32>, vector<2xf32>, vector<8xi8>, vector<2xf32>) {
  %a = arith.constant dense<7> : vector<8xi8>
  %b = arith.constant dense<-1.5> : vector<4xf16>
  %c = arith.constant dense<258> : vector<4xi16>
  %d = arith.constant dense<1.0> : vector<4xbf16>
  %0 = vector.bitcast %a : vector<8xi8> to vector<2xi32>
  %1 = vector.bitcast %b : vector<4xf16> to vector<2xf32>
  %2 = vector.bitcast %c : vector<4xi16> to vector<8xi8>
  %3 = vector.bitcast %d : vector<4xbf16> to vector<2xf32>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2xf32>, vector<8xi8>, vector<2xf32>
}

// -----

// An element of a shuffle is read from the operand it was picked from.
func.func @extract_of_shuffle(%a: vector<3xi8>, %b: vector<5xi8>) -> (i8, i8) {
  %s = vector.shuffle %a, %b [6, 2, 4] : vector<3xi8>, vector<5xi8>
  %e0 = vector.extract %s[0] : i8 from vector<3xi8>
  %e1 = vector.extract %s[1] : i8 from vector<3xi8>
  return %e0, %e1 : i8, i8
}

// -----

// A strided slice taking one position of the leading dimensions and all
// of the trailing ones is an extract (shape_cast back to the slice type).
func.func @contiguous_slices(%v: vector<4x1x3x6xf32>) -> (vector<1x1x1x6xf32>, vector<6xf32>, vector<1x3x6xf32>, vector<2x1x3x6xf32>, vector<1x1x1x4xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2, 0, 1], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<4x1x3x6xf32> to vector<1x1x1x6xf32>
  %1 = vector.shape_cast %0 : vector<1x1x1x6xf32> to vector<6xf32>
  %2 = vector.extract_strided_slice %v {offsets = [3], sizes = [1], strides = [1]} : vector<4x1x3x6xf32> to vector<1x1x3x6xf32>
  %3 = vector.shape_cast %2 : vector<1x1x3x6xf32> to vector<1x3x6xf32>
  %4 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x1x3x6xf32> to vector<2x1x3x6xf32>
  %5 = vector.extract_strided_slice %v {offsets = [0, 0, 0, 2], sizes = [1, 1, 1, 4], strides = [1, 1, 1, 1]} : vector<4x1x3x6xf32> to vector<1x1x1x4xf32>
  return %0, %1, %3, %4, %5 : vector<1x1x1x6xf32>, vector<6xf32>, vector<1x3x6xf32>, vector<2x1x3x6xf32>, vector<1x1x1x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @bitcast_splats() -> (vector<2xi32>, vector<2xf32>, vector<8xi8>, vector<2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<258> : vector<4xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : vector<4xbf16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<117901063> : vector<2xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<-0.125724792> : vector<2xf32>
// CHECK-NEXT:     %0 = vector.bitcast %cst : vector<4xi16> to vector<8xi8>
// CHECK-NEXT:     %1 = vector.bitcast %cst_0 : vector<4xbf16> to vector<2xf32>
// CHECK-NEXT:     return %cst_1, %cst_2, %0, %1 : vector<2xi32>, vector<2xf32>, vector<8xi8>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_shuffle(%arg0: vector<3xi8>, %arg1: vector<5xi8>) -> (i8, i8) {
// CHECK-NEXT:     %0 = vector.extract %arg1[3] : i8 from vector<5xi8>
// CHECK-NEXT:     %1 = vector.extract %arg0[2] : i8 from vector<3xi8>
// CHECK-NEXT:     return %0, %1 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contiguous_slices(%arg0: vector<4x1x3x6xf32>) -> (vector<1x1x1x6xf32>, vector<6xf32>, vector<1x3x6xf32>, vector<2x1x3x6xf32>, vector<1x1x1x4xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[2, 0, 1] : vector<6xf32> from vector<4x1x3x6xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<6xf32> to vector<1x1x1x6xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[3] : vector<1x3x6xf32> from vector<4x1x3x6xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [2], strides = [1]} : vector<4x1x3x6xf32> to vector<2x1x3x6xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0, 2], sizes = [1, 1, 1, 4], strides = [1, 1, 1, 1]} : vector<4x1x3x6xf32> to vector<1x1x1x4xf32>
// CHECK-NEXT:     return %1, %0, %2, %3, %4 : vector<1x1x1x6xf32>, vector<6xf32>, vector<1x3x6xf32>, vector<2x1x3x6xf32>, vector<1x1x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
