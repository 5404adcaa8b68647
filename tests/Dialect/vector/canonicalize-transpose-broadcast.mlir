// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A transpose of a broadcast that only permutes dimensions holding the
// same values in the same order is a broadcast.
func.func @scalar(%s: f16) -> vector<4x2x3xf16> {
  %0 = vector.broadcast %s : f16 to vector<2x3x4xf16>
  %1 = vector.transpose %0, [2, 0, 1] : vector<2x3x4xf16> to vector<4x2x3xf16>
  return %1 : vector<4x2x3xf16>
}

// CHECK-LABEL: func.func @scalar(%arg0: f16) -> vector<4x2x3xf16> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f16 to vector<4x2x3xf16>
// CHECK-NEXT: return %0 : vector<4x2x3xf16>

// -----

func.func @leading_group(%v: vector<5xi32>) -> vector<3x2x5xi32> {
  %0 = vector.broadcast %v : vector<5xi32> to vector<2x3x5xi32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<2x3x5xi32> to vector<3x2x5xi32>
  return %1 : vector<3x2x5xi32>
}

// CHECK-LABEL: func.func @leading_group(%arg0: vector<5xi32>) -> vector<3x2x5xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<5xi32> to vector<3x2x5xi32>
// CHECK-NEXT: return %0 : vector<3x2x5xi32>

// -----

func.func @unit_groups(%v: vector<6x1x1x2xf32>) -> vector<6x4x3x2xf32> {
  %0 = vector.broadcast %v : vector<6x1x1x2xf32> to vector<6x3x4x2xf32>
  %1 = vector.transpose %0, [0, 2, 1, 3] : vector<6x3x4x2xf32> to vector<6x4x3x2xf32>
  return %1 : vector<6x4x3x2xf32>
}

// CHECK-LABEL: func.func @unit_groups(%arg0: vector<6x1x1x2xf32>) -> vector<6x4x3x2xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<6x1x1x2xf32> to vector<6x4x3x2xf32>
// CHECK-NEXT: return %0 : vector<6x4x3x2xf32>

// -----

// Moving a dimension the source has across a group is a real transpose.
func.func @across_groups(%v: vector<5xi32>) -> vector<5x2xi32> {
  %0 = vector.broadcast %v : vector<5xi32> to vector<2x5xi32>
  %1 = vector.transpose %0, [1, 0] : vector<2x5xi32> to vector<5x2xi32>
  return %1 : vector<5x2xi32>
}

// CHECK-LABEL: func.func @across_groups(%arg0: vector<5xi32>) -> vector<5x2xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<5xi32> to vector<2x5xi32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<2x5xi32> to vector<5x2xi32>
// CHECK-NEXT: return %1 : vector<5x2xi32>

// -----

func.func @two_real_dims(%v: vector<3x4xi32>) -> vector<4x3xi32> {
  %0 = vector.broadcast %v : vector<3x4xi32> to vector<3x4xi32>
  %1 = vector.transpose %v, [1, 0] : vector<3x4xi32> to vector<4x3xi32>
  return %1 : vector<4x3xi32>
}

// CHECK-LABEL: func.func @two_real_dims(%arg0: vector<3x4xi32>) -> vector<4x3xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<3x4xi32> to vector<4x3xi32>
// CHECK-NEXT: return %0 : vector<4x3xi32>

// -----

// A shape_cast of a transpose that keeps the elements in order reads the
// transpose's source.
func.func @shape_cast_of_unit_transpose(%v: vector<1x3x1x4xi8>) -> vector<12xi8> {
  %0 = vector.transpose %v, [2, 1, 0, 3] : vector<1x3x1x4xi8> to vector<1x3x1x4xi8>
  %1 = vector.transpose %v, [1, 0, 3, 2] : vector<1x3x1x4xi8> to vector<3x1x4x1xi8>
  %2 = vector.shape_cast %1 : vector<3x1x4x1xi8> to vector<12xi8>
  return %2 : vector<12xi8>
}

// CHECK-LABEL: func.func @shape_cast_of_unit_transpose(%arg0: vector<1x3x1x4xi8>) -> vector<12xi8> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x3x1x4xi8> to vector<12xi8>
// CHECK-NEXT: return %0 : vector<12xi8>

// -----

func.func @shape_cast_of_unit_transpose_same_type(%v: vector<2x1xi8>) -> vector<2x1xi8> {
  %0 = vector.transpose %v, [1, 0] : vector<2x1xi8> to vector<1x2xi8>
  %1 = vector.shape_cast %0 : vector<1x2xi8> to vector<2x1xi8>
  return %1 : vector<2x1xi8>
}

// CHECK-LABEL: func.func @shape_cast_of_unit_transpose_same_type(%arg0: vector<2x1xi8>) -> vector<2x1xi8> {
// CHECK-NEXT: return %arg0 : vector<2x1xi8>

// -----

func.func @shape_cast_of_real_transpose(%v: vector<2x3xi8>) -> vector<6xi8> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %1 = vector.shape_cast %0 : vector<3x2xi8> to vector<6xi8>
  return %1 : vector<6xi8>
}

// CHECK-LABEL: func.func @shape_cast_of_real_transpose(%arg0: vector<2x3xi8>) -> vector<6xi8> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<3x2xi8> to vector<6xi8>
// CHECK-NEXT: return %1 : vector<6xi8>
