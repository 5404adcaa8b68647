// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// Inserting a vector with all the destination's elements is a broadcast.
func.func @insert_everything(%d: vector<1x3xi64>, %v: vector<3xi64>) -> vector<1x3xi64> {
  %0 = vector.insert %v, %d[0] : vector<3xi64> into vector<1x3xi64>
  return %0 : vector<1x3xi64>
}

// -----

// An insert at the same (dynamic) position as the insert it writes into
// skips that one.
func.func @overwrite(%d: vector<3x2xi64>, %x: i64, %y: i64, %i: index) -> vector<3x2xi64> {
  %0 = vector.insert %x, %d[%i, 1] : i64 into vector<3x2xi64>
  %1 = vector.insert %y, %0[%i, 1] : i64 into vector<3x2xi64>
  %2 = vector.insert %x, %1[%i, 0] : i64 into vector<3x2xi64>
  return %2 : vector<3x2xi64>
}

// -----

// A slice put back where it was taken from leaves the vector; elsewhere it
// does not.
func.func @slice_round_trip(%v: vector<4x6xi64>) -> (vector<4x6xi64>, vector<4x6xi64>) {
  %s = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x6xi64> to vector<2x3xi64>
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x3xi64> into vector<4x6xi64>
  %1 = vector.insert_strided_slice %s, %v {offsets = [2, 2], strides = [1, 1]} : vector<2x3xi64> into vector<4x6xi64>
  return %0, %1 : vector<4x6xi64>, vector<4x6xi64>
}

// -----

// A shuffle of two broadcasts of one scalar is a broadcast.
func.func @shuffle_splats(%x: i64, %y: i64) -> (vector<3xi64>, vector<2xi64>) {
  %a = vector.broadcast %x : i64 to vector<2xi64>
  %b = vector.broadcast %x : i64 to vector<5xi64>
  %c = vector.broadcast %y : i64 to vector<5xi64>
  %0 = vector.shuffle %a, %b [0, 6, 3] : vector<2xi64>, vector<5xi64>
  %1 = vector.shuffle %a, %c [0, 6] : vector<2xi64>, vector<5xi64>
  return %0, %1 : vector<3xi64>, vector<2xi64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @insert_everything(%arg0: vector<1x3xi64>, %arg1: vector<3xi64>) -> vector<1x3xi64> {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : vector<3xi64> to vector<1x3xi64>
// CHECK-NEXT:     return %0 : vector<1x3xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @overwrite(%arg0: vector<3x2xi64>, %arg1: i64, %arg2: i64, %arg3: index) -> vector<3x2xi64> {
// CHECK-NEXT:     %0 = vector.insert %arg2, %arg0 [%arg3, 1] : i64 into vector<3x2xi64>
// CHECK-NEXT:     %1 = vector.insert %arg1, %0 [%arg3, 0] : i64 into vector<3x2xi64>
// CHECK-NEXT:     return %1 : vector<3x2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_round_trip(%arg0: vector<4x6xi64>) -> (vector<4x6xi64>, vector<4x6xi64>) {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x6xi64> to vector<2x3xi64>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %0, %arg0 {offsets = [2, 2], strides = [1, 1]} : vector<2x3xi64> into vector<4x6xi64>
// CHECK-NEXT:     return %arg0, %1 : vector<4x6xi64>, vector<4x6xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffle_splats(%arg0: i64, %arg1: i64) -> (vector<3xi64>, vector<2xi64>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : i64 to vector<2xi64>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : i64 to vector<5xi64>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : i64 to vector<3xi64>
// CHECK-NEXT:     %3 = vector.shuffle %0, %1 [0, 6] : vector<2xi64>, vector<5xi64>
// CHECK-NEXT:     return %2, %3 : vector<3xi64>, vector<2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
