// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A slice of a broadcast is a broadcast, of the source sliced where it is
// neither broadcast nor already the slice's size.
func.func @slice_of_broadcast(%s: vector<3xi16>, %u: vector<4x1xi16>, %x: i16) -> (vector<2x2xi16>, vector<3x3xi16>, vector<2x2xi16>, vector<2x1xi16>) {
  %b = vector.broadcast %s : vector<3xi16> to vector<5x3xi16>
  %a = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<5x3xi16> to vector<2x2xi16>
  %c = vector.extract_strided_slice %b {offsets = [2], sizes = [3], strides = [1]} : vector<5x3xi16> to vector<3x3xi16>
  %bu = vector.broadcast %u : vector<4x1xi16> to vector<4x6xi16>
  %d = vector.extract_strided_slice %bu {offsets = [1, 3], sizes = [2, 2], strides = [1, 1]} : vector<4x6xi16> to vector<2x2xi16>
  %bx = vector.broadcast %x : i16 to vector<3x4xi16>
  %e = vector.extract_strided_slice %bx {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<3x4xi16> to vector<2x1xi16>
  return %a, %c, %d, %e : vector<2x2xi16>, vector<3x3xi16>, vector<2x2xi16>, vector<2x1xi16>
}

// -----

// Inserting a splat into a splat of the same scalar changes nothing; of
// another scalar, the insert stays.
func.func @insert_splat_into_splat(%x: f64, %y: f64) -> (vector<3x2xf64>, vector<4x4xf64>, vector<3x2xf64>) {
  %row = vector.broadcast %x : f64 to vector<2xf64>
  %all = vector.broadcast %x : f64 to vector<3x2xf64>
  %a = vector.insert %row, %all [1] : vector<2xf64> into vector<3x2xf64>
  %sq = vector.broadcast %x : f64 to vector<2x2xf64>
  %big = vector.broadcast %x : f64 to vector<4x4xf64>
  %b = vector.insert_strided_slice %sq, %big {offsets = [1, 1], strides = [1, 1]} : vector<2x2xf64> into vector<4x4xf64>
  %other = vector.broadcast %y : f64 to vector<2xf64>
  %c = vector.insert %other, %all [0] : vector<2xf64> into vector<3x2xf64>
  return %a, %b, %c : vector<3x2xf64>, vector<4x4xf64>, vector<3x2xf64>
}

// -----

// A reduction of a 0-d vector is its element, combined with the
// accumulator.
func.func @reduction_0d(%v: vector<i32>, %acc: i32) -> (i32, i32) {
  %a = vector.reduction <maxui>, %v : vector<i32> into i32
  %b = vector.reduction <mul>, %v, %acc : vector<i32> into i32
  return %a, %b : i32, i32
}

// -----

// A one-element shuffle of 0-d vectors broadcasts the picked one.
func.func @shuffle_0d(%a: vector<i8>, %b: vector<i8>) -> (vector<1xi8>, vector<1xi8>) {
  %x = vector.shuffle %a, %b [0] : vector<i8>, vector<i8>
  %y = vector.shuffle %a, %b [1] : vector<i8>, vector<i8>
  return %x, %y : vector<1xi8>, vector<1xi8>
}

// -----

// Taking the elements of two vectors alternately interleaves them.
func.func @shuffle_interleave(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<f32>, %d: vector<f32>) -> (vector<6xf32>, vector<6xf32>, vector<2xf32>) {
  %x = vector.shuffle %a, %b [0, 3, 1, 4, 2, 5] : vector<3xf32>, vector<3xf32>
  %y = vector.shuffle %a, %b [3, 0, 4, 1, 5, 2] : vector<3xf32>, vector<3xf32>
  %z = vector.shuffle %c, %d [0, 1] : vector<f32>, vector<f32>
  return %x, %y, %z : vector<6xf32>, vector<6xf32>, vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @slice_of_broadcast(%arg0: vector<3xi16>, %arg1: vector<4x1xi16>, %arg2: i16) -> (vector<2x2xi16>, vector<3x3xi16>, vector<2x2xi16>, vector<2x1xi16>) {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [2], strides = [1]} : vector<3xi16> to vector<2xi16>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<2xi16> to vector<2x2xi16>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : vector<3xi16> to vector<3x3xi16>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg1 {offsets = [1, 0], sizes = [2, 1], strides = [1, 1]} : vector<4x1xi16> to vector<2x1xi16>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<2x1xi16> to vector<2x2xi16>
// CHECK-NEXT:     %5 = vector.broadcast %arg2 : i16 to vector<2x1xi16>
// CHECK-NEXT:     return %1, %2, %4, %5 : vector<2x2xi16>, vector<3x3xi16>, vector<2x2xi16>, vector<2x1xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_splat_into_splat(%arg0: f64, %arg1: f64) -> (vector<3x2xf64>, vector<4x4xf64>, vector<3x2xf64>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f64 to vector<3x2xf64>
// CHECK-NEXT:     %1 = vector.broadcast %arg0 : f64 to vector<3x2xf64>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : f64 to vector<4x4xf64>
// CHECK-NEXT:     %3 = vector.broadcast %arg1 : f64 to vector<2xf64>
// CHECK-NEXT:     %4 = vector.insert %3, %0 [0] : vector<2xf64> into vector<3x2xf64>
// CHECK-NEXT:     return %1, %2, %4 : vector<3x2xf64>, vector<4x4xf64>, vector<3x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction_0d(%arg0: vector<i32>, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[] : i32 from vector<i32>
// CHECK-NEXT:     %1 = vector.extract %arg0[] : i32 from vector<i32>
// CHECK-NEXT:     %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT:     return %0, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_0d(%arg0: vector<i8>, %arg1: vector<i8>) -> (vector<1xi8>, vector<1xi8>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<i8> to vector<1xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<i8> to vector<1xi8>
// CHECK-NEXT:     return %0, %1 : vector<1xi8>, vector<1xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_interleave(%arg0: vector<3xf32>, %arg1: vector<3xf32>, %arg2: vector<f32>, %arg3: vector<f32>) -> (vector<6xf32>, vector<6xf32>, vector<2xf32>) {
// CHECK-NEXT:     %0 = vector.interleave %arg0, %arg1 : vector<3xf32> -> vector<6xf32>
// CHECK-NEXT:     %1 = vector.shuffle %arg0, %arg1 [3, 0, 4, 1, 5, 2] : vector<3xf32>, vector<3xf32>
// CHECK-NEXT:     %2 = vector.interleave %arg2, %arg3 : vector<f32> -> vector<2xf32>
// CHECK-NEXT:     return %0, %1, %2 : vector<6xf32>, vector<6xf32>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
