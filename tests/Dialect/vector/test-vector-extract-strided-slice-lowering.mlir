// RUN: strata-opt %s -test-vector-extract-strided-slice-lowering -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-extract-strided-slice-lowering -split-input-file

// A slice along the leading dimension is its elements (or rows)
// extracted and inserted into a zero vector; slices
// along more dimensions stay.
func.func @chain(%v: vector<9xi8>) -> (vector<3xi8>, vector<2xi8>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<9xi8> to vector<3xi8>
  %1 = vector.extract_strided_slice %v {offsets = [7], sizes = [2], strides = [1]} : vector<9xi8> to vector<2xi8>
  return %0, %1 : vector<3xi8>, vector<2xi8>
}

// -----

func.func @rows(%v: vector<3x4xf32>, %s: vector<4x[8]xf32>) -> (vector<2x4xf32>, vector<2x[8]xf32>, vector<1x2xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xf32> to vector<2x4xf32>
  %1 = vector.extract_strided_slice %s {offsets = [0], sizes = [2], strides = [1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  %2 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<3x4xf32> to vector<1x2xf32>
  return %0, %1, %2 : vector<2x4xf32>, vector<2x[8]xf32>, vector<1x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: vector<9xi8>) -> (vector<3xi8>, vector<2xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<3xi8>
// CHECK-NEXT:     %0 = vector.extract %arg0[2] : i8 from vector<9xi8>
// CHECK-NEXT:     %1 = vector.extract %arg0[3] : i8 from vector<9xi8>
// CHECK-NEXT:     %2 = vector.extract %arg0[4] : i8 from vector<9xi8>
// CHECK-NEXT:     %3 = vector.insert %0, %cst_0 [0] : i8 into vector<3xi8>
// CHECK-NEXT:     %4 = vector.insert %1, %3 [1] : i8 into vector<3xi8>
// CHECK-NEXT:     %5 = vector.insert %2, %4 [2] : i8 into vector<3xi8>
// CHECK-NEXT:     %6 = vector.extract %arg0[7] : i8 from vector<9xi8>
// CHECK-NEXT:     %7 = vector.extract %arg0[8] : i8 from vector<9xi8>
// CHECK-NEXT:     %8 = vector.insert %6, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT:     %9 = vector.insert %7, %8 [1] : i8 into vector<2xi8>
// CHECK-NEXT:     return %5, %9 : vector<3xi8>, vector<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rows(%arg0: vector<3x4xf32>, %arg1: vector<4x[8]xf32>) -> (vector<2x4xf32>, vector<2x[8]xf32>, vector<1x2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x[8]xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %0 = vector.extract %arg0[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %2 = vector.insert %0, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.insert %1, %2 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.extract %arg1[0] : vector<[8]xf32> from vector<4x[8]xf32>
// CHECK-NEXT:     %5 = vector.extract %arg1[1] : vector<[8]xf32> from vector<4x[8]xf32>
// CHECK-NEXT:     %6 = vector.insert %4, %cst [0] : vector<[8]xf32> into vector<2x[8]xf32>
// CHECK-NEXT:     %7 = vector.insert %5, %6 [1] : vector<[8]xf32> into vector<2x[8]xf32>
// CHECK-NEXT:     %8 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<3x4xf32> to vector<1x2xf32>
// CHECK-NEXT:     return %3, %7, %8 : vector<2x4xf32>, vector<2x[8]xf32>, vector<1x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
