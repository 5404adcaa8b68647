// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// An extract of a strided slice reads the slice's source at the shifted
// position.
func.func @extract_of_slice(%v: vector<9x7x5xi32>) -> (vector<5xi32>, i32) {
  %s = vector.extract_strided_slice %v {offsets = [3, 2], sizes = [4, 3], strides = [1, 1]} : vector<9x7x5xi32> to vector<4x3x5xi32>
  %e0 = vector.extract %s[1, 2] : vector<5xi32> from vector<4x3x5xi32>
  %e1 = vector.extract %s[0, 1, 4] : i32 from vector<4x3x5xi32>
  return %e0, %e1 : vector<5xi32>, i32
}

// -----

// Extracts of a chain of inserted slices read the inserted vector holding
// the extracted part, past disjoint ones; partly inserted parts stay.
func.func @extract_of_inserts(%a: vector<3x4xf32>, %b: vector<2xf32>, %d: vector<6x8xf32>) -> (f32, vector<8xf32>, f32, f32) {
  %0 = vector.insert_strided_slice %a, %d {offsets = [1, 2], strides = [1, 1]} : vector<3x4xf32> into vector<6x8xf32>
  %1 = vector.insert_strided_slice %b, %0 {offsets = [5, 0], strides = [1]} : vector<2xf32> into vector<6x8xf32>
  %e0 = vector.extract %1[3, 5] : f32 from vector<6x8xf32>
  %e1 = vector.extract %1[2] : vector<8xf32> from vector<6x8xf32>
  %e2 = vector.extract %1[5, 1] : f32 from vector<6x8xf32>
  %e3 = vector.extract %1[0, 0] : f32 from vector<6x8xf32>
  return %e0, %e1, %e2, %e3 : f32, vector<8xf32>, f32, f32
}

// -----

// A strided slice of inserted slices of the same rank is a slice of the
// inserted vector that holds it; one straddling an edge stays.
func.func @slice_of_inserts(%a: vector<2x4xi8>, %b: vector<2x4xi8>, %d: vector<4x8xi8>) -> (vector<2x2xi8>, vector<2x4xi8>, vector<2x3xi8>) {
  %0 = vector.insert_strided_slice %a, %d {offsets = [0, 4], strides = [1, 1]} : vector<2x4xi8> into vector<4x8xi8>
  %1 = vector.insert_strided_slice %b, %0 {offsets = [2, 0], strides = [1, 1]} : vector<2x4xi8> into vector<4x8xi8>
  %s0 = vector.extract_strided_slice %1 {offsets = [0, 5], sizes = [2, 2], strides = [1, 1]} : vector<4x8xi8> to vector<2x2xi8>
  %s1 = vector.extract_strided_slice %1 {offsets = [2, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi8> to vector<2x4xi8>
  %s2 = vector.extract_strided_slice %1 {offsets = [2, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xi8> to vector<2x3xi8>
  return %s0, %s1, %s2 : vector<2x2xi8>, vector<2x4xi8>, vector<2x3xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_of_slice(%arg0: vector<9x7x5xi32>) -> (vector<5xi32>, i32) {
// CHECK-NEXT:     %0 = vector.extract %arg0[4, 4] : vector<5xi32> from vector<9x7x5xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[3, 3, 4] : i32 from vector<9x7x5xi32>
// CHECK-NEXT:     return %0, %1 : vector<5xi32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_inserts(%arg0: vector<3x4xf32>, %arg1: vector<2xf32>, %arg2: vector<6x8xf32>) -> (f32, vector<8xf32>, f32, f32) {
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg0, %arg2 {offsets = [1, 2], strides = [1, 1]} : vector<3x4xf32> into vector<6x8xf32>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %arg1, %0 {offsets = [5, 0], strides = [1]} : vector<2xf32> into vector<6x8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[2, 3] : f32 from vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.extract %1[2] : vector<8xf32> from vector<6x8xf32>
// CHECK-NEXT:     %4 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT:     %5 = vector.extract %1[0, 0] : f32 from vector<6x8xf32>
// CHECK-NEXT:     return %2, %3, %4, %5 : f32, vector<8xf32>, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_of_inserts(%arg0: vector<2x4xi8>, %arg1: vector<2x4xi8>, %arg2: vector<4x8xi8>) -> (vector<2x2xi8>, vector<2x4xi8>, vector<2x3xi8>) {
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg0, %arg2 {offsets = [0, 4], strides = [1, 1]} : vector<2x4xi8> into vector<4x8xi8>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %arg1, %0 {offsets = [2, 0], strides = [1, 1]} : vector<2x4xi8> into vector<4x8xi8>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi8> to vector<2x2xi8>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %1 {offsets = [2, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xi8> to vector<2x3xi8>
// CHECK-NEXT:     return %2, %arg1, %3 : vector<2x2xi8>, vector<2x4xi8>, vector<2x3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
