// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// An element (or row) of a broadcast is read from the broadcast's source,
// at a position without the broadcast dimensions; dynamic indices too.
func.func @extract_through_broadcast(%v: vector<3x1xi16>, %s: vector<i16>, %i: index, %j: index) -> (i16, vector<1xi16>, i16) {
  %b = vector.broadcast %v : vector<3x1xi16> to vector<5x3x7xi16>
  %e0 = vector.extract %b[%i, %j, 4] : i16 from vector<5x3x7xi16>
  %b2 = vector.broadcast %v : vector<3x1xi16> to vector<2x3x1xi16>
  %e1 = vector.extract %b2[1, %j] : vector<1xi16> from vector<2x3x1xi16>
  %b3 = vector.broadcast %s : vector<i16> to vector<6x2xi16>
  %e2 = vector.extract %b3[%i, %j] : i16 from vector<6x2xi16>
  return %e0, %e1, %e2 : i16, vector<1xi16>, i16
}

// -----

// A shape_cast that only prepends unit dimensions acts as a broadcast.
func.func @extract_through_unit_shape_cast(%v: vector<5x2xi8>, %w: vector<2xi8>, %i: index) -> (vector<2xi8>, vector<1x2xi8>) {
  %c = vector.shape_cast %v : vector<5x2xi8> to vector<1x5x2xi8>
  %e = vector.extract %c[0, %i] : vector<2xi8> from vector<1x5x2xi8>
  %c2 = vector.shape_cast %w : vector<2xi8> to vector<1x1x2xi8>
  %e2 = vector.extract %c2[%i] : vector<1x2xi8> from vector<1x1x2xi8>
  return %e, %e2 : vector<2xi8>, vector<1x2xi8>
}

// -----

// Extracting all the elements a shape_cast had is a shape_cast.
func.func @extract_all_of_shape_cast(%v: vector<2x6xf16>) -> vector<12xf16> {
  %c = vector.shape_cast %v : vector<2x6xf16> to vector<1x1x12xf16>
  %e = vector.extract %c[0, 0] : vector<12xf16> from vector<1x1x12xf16>
  return %e : vector<12xf16>
}

// -----

// A shape_cast of a broadcast: the identity, a shape_cast of the source
// (same element count), or a broadcast of the source.
func.func @shape_cast_of_broadcast(%v: vector<6xf32>, %w: vector<3xf32>, %x: f32) -> (vector<6xf32>, vector<2x3xf32>, vector<4x3xf32>, vector<2x1xf32>) {
  %b0 = vector.broadcast %v : vector<6xf32> to vector<1x1x6xf32>
  %c0 = vector.shape_cast %b0 : vector<1x1x6xf32> to vector<6xf32>
  %c1 = vector.shape_cast %b0 : vector<1x1x6xf32> to vector<2x3xf32>
  %b2 = vector.broadcast %w : vector<3xf32> to vector<2x2x3xf32>
  %c2 = vector.shape_cast %b2 : vector<2x2x3xf32> to vector<4x3xf32>
  %b3 = vector.broadcast %x : f32 to vector<2xf32>
  %c3 = vector.shape_cast %b3 : vector<2xf32> to vector<2x1xf32>
  return %c0, %c1, %c2, %c3 : vector<6xf32>, vector<2x3xf32>, vector<4x3xf32>, vector<2x1xf32>
}

// -----

// A broadcast of a shape_cast that only changed leading unit dimensions
// broadcasts the cast's source; one that reshaped does not.
func.func @broadcast_of_shape_cast(%v: vector<4xi32>, %w: vector<1x4x1xi32>, %u: vector<2x2xi32>) -> (vector<3x4xi32>, vector<5x4x2xi32>, vector<3x4xi32>) {
  %c0 = vector.shape_cast %v : vector<4xi32> to vector<1x4xi32>
  %b0 = vector.broadcast %c0 : vector<1x4xi32> to vector<3x4xi32>
  %c1 = vector.shape_cast %w : vector<1x4x1xi32> to vector<4x1xi32>
  %b1 = vector.broadcast %c1 : vector<4x1xi32> to vector<5x4x2xi32>
  %c2 = vector.shape_cast %u : vector<2x2xi32> to vector<1x4xi32>
  %b2 = vector.broadcast %c2 : vector<1x4xi32> to vector<3x4xi32>
  return %b0, %b1, %b2 : vector<3x4xi32>, vector<5x4x2xi32>, vector<3x4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_through_broadcast(%arg0: vector<3x1xi16>, %arg1: vector<i16>, %arg2: index, %arg3: index) -> (i16, vector<1xi16>, i16) {
// CHECK-NEXT:     %0 = vector.extract %arg0[%arg3, 0] : i16 from vector<3x1xi16>
// CHECK-NEXT:     %1 = vector.extract %arg0[%arg3] : vector<1xi16> from vector<3x1xi16>
// CHECK-NEXT:     %2 = vector.extract %arg1[] : i16 from vector<i16>
// CHECK-NEXT:     return %0, %1, %2 : i16, vector<1xi16>, i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_through_unit_shape_cast(%arg0: vector<5x2xi8>, %arg1: vector<2xi8>, %arg2: index) -> (vector<2xi8>, vector<1x2xi8>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[%arg2] : vector<2xi8> from vector<5x2xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<2xi8> to vector<1x2xi8>
// CHECK-NEXT:     return %0, %1 : vector<2xi8>, vector<1x2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_all_of_shape_cast(%arg0: vector<2x6xf16>) -> vector<12xf16> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x6xf16> to vector<12xf16>
// CHECK-NEXT:     return %0 : vector<12xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shape_cast_of_broadcast(%arg0: vector<6xf32>, %arg1: vector<3xf32>, %arg2: f32) -> (vector<6xf32>, vector<2x3xf32>, vector<4x3xf32>, vector<2x1xf32>) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<6xf32> to vector<2x3xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<3xf32> to vector<4x3xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg2 : f32 to vector<2x1xf32>
// CHECK-NEXT:     return %arg0, %0, %1, %2 : vector<6xf32>, vector<2x3xf32>, vector<4x3xf32>, vector<2x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @broadcast_of_shape_cast(%arg0: vector<4xi32>, %arg1: vector<1x4x1xi32>, %arg2: vector<2x2xi32>) -> (vector<3x4xi32>, vector<5x4x2xi32>, vector<3x4xi32>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xi32> to vector<3x4xi32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<1x4x1xi32> to vector<5x4x2xi32>
// CHECK-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x2xi32> to vector<1x4xi32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<1x4xi32> to vector<3x4xi32>
// CHECK-NEXT:     return %0, %1, %3 : vector<3x4xi32>, vector<5x4x2xi32>, vector<3x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
