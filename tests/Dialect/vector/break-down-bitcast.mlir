// RUN: strata-opt %s -test-vector-break-down-bitcast -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-break-down-bitcast -split-input-file

// A 1-D bitcast to fewer elements: slices of as many source elements as
// the result has, each bitcast and inserted.
func.func @i16_to_i64(%v: vector<16xi16>) -> vector<4xi64> {
  %0 = vector.bitcast %v : vector<16xi16> to vector<4xi64>
  return %0 : vector<4xi64>
}

// -----

func.func @bf16_to_f32(%v: vector<16xbf16>) -> vector<8xf32> {
  %0 = vector.bitcast %v : vector<16xbf16> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Left alone: at most four source elements, more result elements, one
// result element.
func.func @negative(%a: vector<4xi8>, %b: vector<8xi32>, %c: vector<8xi8>) -> (vector<1xi32>, vector<16xi16>, vector<1xi64>) {
  %0 = vector.bitcast %a : vector<4xi8> to vector<1xi32>
  %1 = vector.bitcast %b : vector<8xi32> to vector<16xi16>
  %2 = vector.bitcast %c : vector<8xi8> to vector<1xi64>
  return %0, %1, %2 : vector<1xi32>, vector<16xi16>, vector<1xi64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @i16_to_i64(%arg0: vector<16xi16>) -> vector<4xi64> {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<4xi64>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [4], strides = [1]} : vector<16xi16> to vector<4xi16>
// CHECK-NEXT:     %1 = vector.bitcast %0 : vector<4xi16> to vector<1xi64>
// CHECK-NEXT:     %2 = vector.insert_strided_slice %1, %cst {offsets = [0], strides = [1]} : vector<1xi64> into vector<4xi64>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg0 {offsets = [4], sizes = [4], strides = [1]} : vector<16xi16> to vector<4xi16>
// CHECK-NEXT:     %4 = vector.bitcast %3 : vector<4xi16> to vector<1xi64>
// CHECK-NEXT:     %5 = vector.insert_strided_slice %4, %2 {offsets = [1], strides = [1]} : vector<1xi64> into vector<4xi64>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg0 {offsets = [8], sizes = [4], strides = [1]} : vector<16xi16> to vector<4xi16>
// CHECK-NEXT:     %7 = vector.bitcast %6 : vector<4xi16> to vector<1xi64>
// CHECK-NEXT:     %8 = vector.insert_strided_slice %7, %5 {offsets = [2], strides = [1]} : vector<1xi64> into vector<4xi64>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg0 {offsets = [12], sizes = [4], strides = [1]} : vector<16xi16> to vector<4xi16>
// CHECK-NEXT:     %10 = vector.bitcast %9 : vector<4xi16> to vector<1xi64>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %10, %8 {offsets = [3], strides = [1]} : vector<1xi64> into vector<4xi64>
// CHECK-NEXT:     return %11 : vector<4xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bf16_to_f32(%arg0: vector<16xbf16>) -> vector<8xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [8], strides = [1]} : vector<16xbf16> to vector<8xbf16>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %0 {offsets = [0], sizes = [4], strides = [1]} : vector<8xbf16> to vector<4xbf16>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<4xbf16> to vector<2xf32>
// CHECK-NEXT:     %3 = vector.insert_strided_slice %2, %cst {offsets = [0], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [4], sizes = [4], strides = [1]} : vector<8xbf16> to vector<4xbf16>
// CHECK-NEXT:     %5 = vector.bitcast %4 : vector<4xbf16> to vector<2xf32>
// CHECK-NEXT:     %6 = vector.insert_strided_slice %5, %3 {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %6, %cst_0 {offsets = [0], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK-NEXT:     %8 = vector.extract_strided_slice %arg0 {offsets = [8], sizes = [8], strides = [1]} : vector<16xbf16> to vector<8xbf16>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %8 {offsets = [0], sizes = [4], strides = [1]} : vector<8xbf16> to vector<4xbf16>
// CHECK-NEXT:     %10 = vector.bitcast %9 : vector<4xbf16> to vector<2xf32>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %10, %cst {offsets = [0], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT:     %12 = vector.extract_strided_slice %8 {offsets = [4], sizes = [4], strides = [1]} : vector<8xbf16> to vector<4xbf16>
// CHECK-NEXT:     %13 = vector.bitcast %12 : vector<4xbf16> to vector<2xf32>
// CHECK-NEXT:     %14 = vector.insert_strided_slice %13, %11 {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT:     %15 = vector.insert_strided_slice %14, %7 {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK-NEXT:     return %15 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @negative(%arg0: vector<4xi8>, %arg1: vector<8xi32>, %arg2: vector<8xi8>) -> (vector<1xi32>, vector<16xi16>, vector<1xi64>) {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xi8> to vector<1xi32>
// CHECK-NEXT:     %1 = vector.bitcast %arg1 : vector<8xi32> to vector<16xi16>
// CHECK-NEXT:     %2 = vector.bitcast %arg2 : vector<8xi8> to vector<1xi64>
// CHECK-NEXT:     return %0, %1, %2 : vector<1xi32>, vector<16xi16>, vector<1xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
