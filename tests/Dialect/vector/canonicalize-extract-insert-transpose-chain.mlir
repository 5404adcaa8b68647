// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// An extract reads through transposes (the position permuted back) and
// inserts at other positions, to the value an insert stored there.
func.func @through_transposes(%m: vector<4x2xi32>, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = vector.insert %a, %m[3, 1] : i32 into vector<4x2xi32>
  %1 = vector.transpose %0, [1, 0] : vector<4x2xi32> to vector<2x4xi32>
  %2 = vector.insert %b, %1[0, 2] : i32 into vector<2x4xi32>
  %3 = vector.transpose %2, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %r0 = vector.extract %2[1, 3] : i32 from vector<2x4xi32>
  %r1 = vector.extract %3[2, 0] : i32 from vector<4x2xi32>
  %r2 = vector.extract %3[0, 0] : i32 from vector<4x2xi32>
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

// An insert covering the extracted part gives a part of its value; a
// part only partly inserted stays.
func.func @covering_insert(%big: vector<2x3x5xf16>, %row: vector<3x5xf16>, %v: vector<5xf16>) -> (vector<5xf16>, vector<3x5xf16>) {
  %0 = vector.insert %row, %big[1] : vector<3x5xf16> into vector<2x3x5xf16>
  %1 = vector.insert %v, %0[1, 2] : vector<5xf16> into vector<2x3x5xf16>
  %r0 = vector.extract %0[1, 2] : vector<5xf16> from vector<2x3x5xf16>
  %r1 = vector.extract %1[1] : vector<3x5xf16> from vector<2x3x5xf16>
  return %r0, %r1 : vector<5xf16>, vector<3x5xf16>
}

// -----

// Transposes keeping the extracted trailing dimensions in place fold;
// one moving them does not.
func.func @extract_of_transpose(%x: vector<2x3x4x7xi8>) -> (vector<7xi8>, vector<4xi8>) {
  %0 = vector.transpose %x, [2, 0, 1, 3] : vector<2x3x4x7xi8> to vector<4x2x3x7xi8>
  %r0 = vector.extract %0[3, 1, 2] : vector<7xi8> from vector<4x2x3x7xi8>
  %1 = vector.transpose %x, [0, 1, 3, 2] : vector<2x3x4x7xi8> to vector<2x3x7x4xi8>
  %r1 = vector.extract %1[1, 0, 5] : vector<4xi8> from vector<2x3x7x4xi8>
  return %r0, %r1 : vector<7xi8>, vector<4xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @through_transposes(%arg0: vector<4x2xi32>, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : i32 from vector<4x2xi32>
// CHECK-NEXT:     return %arg1, %arg2, %0 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @covering_insert(%arg0: vector<2x3x5xf16>, %arg1: vector<3x5xf16>, %arg2: vector<5xf16>) -> (vector<5xf16>, vector<3x5xf16>) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [1] : vector<3x5xf16> into vector<2x3x5xf16>
// CHECK-NEXT:     %1 = vector.insert %arg2, %0 [1, 2] : vector<5xf16> into vector<2x3x5xf16>
// CHECK-NEXT:     %2 = vector.extract %arg1[2] : vector<5xf16> from vector<3x5xf16>
// CHECK-NEXT:     %3 = vector.extract %1[1] : vector<3x5xf16> from vector<2x3x5xf16>
// CHECK-NEXT:     return %2, %3 : vector<5xf16>, vector<3x5xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_transpose(%arg0: vector<2x3x4x7xi8>) -> (vector<7xi8>, vector<4xi8>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 2, 3] : vector<7xi8> from vector<2x3x4x7xi8>
// CHECK-NEXT:     %1 = vector.transpose %arg0, [0, 1, 3, 2] : vector<2x3x4x7xi8> to vector<2x3x7x4xi8>
// CHECK-NEXT:     %2 = vector.extract %1[1, 0, 5] : vector<4xi8> from vector<2x3x7x4xi8>
// CHECK-NEXT:     return %0, %2 : vector<7xi8>, vector<4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
