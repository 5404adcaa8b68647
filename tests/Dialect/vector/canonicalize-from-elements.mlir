// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// The element of a 0-d from_elements is its only operand.
func.func @extract_0d(%x: i32) -> i32 {
  %0 = vector.from_elements %x : vector<i32>
  %1 = vector.extract %0[] : i32 from vector<i32>
  return %1 : i32
}

// CHECK-LABEL: func.func @extract_0d(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32

// -----

// A row of a from_elements is a from_elements of that row's elements.
func.func @extract_row(%a: i16, %b: i16, %c: i16, %d: i16, %e: i16, %f: i16) -> vector<2xi16> {
  %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<3x2xi16>
  %1 = vector.extract %0[2] : vector<2xi16> from vector<3x2xi16>
  return %1 : vector<2xi16>
}

// CHECK-LABEL: func.func @extract_row(%arg0: i16, %arg1: i16, %arg2: i16, %arg3: i16, %arg4: i16, %arg5: i16) -> vector<2xi16> {
// CHECK-NEXT: %0 = vector.from_elements %arg4, %arg5 : vector<2xi16>
// CHECK-NEXT: return %0 : vector<2xi16>

// -----

func.func @extract_plane(%a: f64, %b: f64) -> vector<2x2xf64> {
  %0 = vector.from_elements %a, %b, %b, %a, %b, %b, %a, %a : vector<2x2x2xf64>
  %1 = vector.extract %0[1] : vector<2x2xf64> from vector<2x2x2xf64>
  return %1 : vector<2x2xf64>
}

// CHECK-LABEL: func.func @extract_plane(%arg0: f64, %arg1: f64) -> vector<2x2xf64> {
// CHECK-NEXT: %0 = vector.from_elements %arg1, %arg1, %arg0, %arg0 : vector<2x2xf64>
// CHECK-NEXT: return %0 : vector<2x2xf64>

// -----

// One element, or the same element everywhere, is a broadcast.
func.func @single_and_splat(%a: index) -> (vector<1x1xindex>, vector<index>, vector<3xindex>) {
  %0 = vector.from_elements %a : vector<1x1xindex>
  %1 = vector.from_elements %a : vector<index>
  %2 = vector.from_elements %a, %a, %a : vector<3xindex>
  return %0, %1, %2 : vector<1x1xindex>, vector<index>, vector<3xindex>
}

// CHECK-LABEL: func.func @single_and_splat(%arg0: index) -> (vector<1x1xindex>, vector<index>, vector<3xindex>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : index to vector<1x1xindex>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : index to vector<index>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : index to vector<3xindex>
// CHECK-NEXT: return %0, %1, %2 : vector<1x1xindex>, vector<index>, vector<3xindex>

// -----

// Elements extracted in order from a trailing block of one vector are a
// shape_cast of that block.
func.func @trailing_block(%v: vector<3x2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.extract %v[2, 0, 0] : f32 from vector<3x2x2xf32>
  %1 = vector.extract %v[2, 0, 1] : f32 from vector<3x2x2xf32>
  %2 = vector.extract %v[2, 1, 0] : f32 from vector<3x2x2xf32>
  %3 = vector.extract %v[2, 1, 1] : f32 from vector<3x2x2xf32>
  %4 = vector.from_elements %0, %1, %2, %3 : vector<2x2xf32>
  return %4 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @trailing_block(%arg0: vector<3x2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : vector<2x2xf32> from vector<3x2x2xf32>
// CHECK-NEXT: return %0 : vector<2x2xf32>

// -----

func.func @whole_source_reshaped(%v: vector<2x3xi8>) -> vector<3x2xi8> {
  %0 = vector.extract %v[0, 0] : i8 from vector<2x3xi8>
  %1 = vector.extract %v[0, 1] : i8 from vector<2x3xi8>
  %2 = vector.extract %v[0, 2] : i8 from vector<2x3xi8>
  %3 = vector.extract %v[1, 0] : i8 from vector<2x3xi8>
  %4 = vector.extract %v[1, 1] : i8 from vector<2x3xi8>
  %5 = vector.extract %v[1, 2] : i8 from vector<2x3xi8>
  %6 = vector.from_elements %0, %1, %2, %3, %4, %5 : vector<3x2xi8>
  return %6 : vector<3x2xi8>
}

// CHECK-LABEL: func.func @whole_source_reshaped(%arg0: vector<2x3xi8>) -> vector<3x2xi8> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xi8> to vector<3x2xi8>
// CHECK-NEXT: return %0 : vector<3x2xi8>

// -----

func.func @partial_row(%v: vector<2x4xi8>) -> vector<2xi8> {
  %0 = vector.extract %v[1, 0] : i8 from vector<2x4xi8>
  %1 = vector.extract %v[1, 1] : i8 from vector<2x4xi8>
  %2 = vector.from_elements %0, %1 : vector<2xi8>
  return %2 : vector<2xi8>
}

// CHECK-LABEL: func.func @partial_row(%arg0: vector<2x4xi8>) -> vector<2xi8> {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
// CHECK-NEXT: %2 = vector.from_elements %0, %1 : vector<2xi8>
// CHECK-NEXT: return %2 : vector<2xi8>

// -----

// Not a shape_cast: the block does not start at a zero trailing position,
// the elements are out of order, or they come from two vectors.
func.func @not_a_block(%v: vector<2x4xi8>, %w: vector<2x4xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %0 = vector.extract %v[0, 1] : i8 from vector<2x4xi8>
  %1 = vector.extract %v[0, 2] : i8 from vector<2x4xi8>
  %2 = vector.from_elements %0, %1 : vector<2xi8>
  %3 = vector.extract %v[1, 1] : i8 from vector<2x4xi8>
  %4 = vector.extract %v[1, 0] : i8 from vector<2x4xi8>
  %5 = vector.from_elements %4, %3 : vector<2xi8>
  %6 = vector.from_elements %3, %4 : vector<2xi8>
  %7 = vector.extract %w[0, 1] : i8 from vector<2x4xi8>
  %8 = vector.extract %v[0, 0] : i8 from vector<2x4xi8>
  %9 = vector.from_elements %8, %7 : vector<2xi8>
  return %2, %6, %9 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @not_a_block(%arg0: vector<2x4xi8>, %arg1: vector<2x4xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 1] : i8 from vector<2x4xi8>
// CHECK-NEXT: %1 = vector.extract %arg0[0, 2] : i8 from vector<2x4xi8>
// CHECK-NEXT: %2 = vector.from_elements %0, %1 : vector<2xi8>
// CHECK-NEXT: %3 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
// CHECK-NEXT: %4 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
// CHECK-NEXT: %5 = vector.from_elements %3, %4 : vector<2xi8>
// CHECK-NEXT: %6 = vector.extract %arg1[0, 1] : i8 from vector<2x4xi8>
// CHECK-NEXT: %7 = vector.extract %arg0[0, 0] : i8 from vector<2x4xi8>
// CHECK-NEXT: %8 = vector.from_elements %7, %6 : vector<2xi8>
// CHECK-NEXT: return %2, %5, %8 : vector<2xi8>, vector<2xi8>, vector<2xi8>
