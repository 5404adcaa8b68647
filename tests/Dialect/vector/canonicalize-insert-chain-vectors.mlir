// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A chain of inserts of rows and scalars covering the whole vector is a
// from_elements of their elements; later inserts win.
func.func @rows_and_scalars(%d: vector<3x2xf16>, %r: vector<2xf16>, %s: vector<2xf16>, %x: f16) -> vector<3x2xf16> {
  %0 = vector.insert %r, %d[0] : vector<2xf16> into vector<3x2xf16>
  %1 = vector.insert %x, %0[2, 0] : f16 into vector<3x2xf16>
  %2 = vector.insert %s, %1[1] : vector<2xf16> into vector<3x2xf16>
  %3 = vector.insert %x, %2[2, 1] : f16 into vector<3x2xf16>
  %4 = vector.insert %s, %3[0] : vector<2xf16> into vector<3x2xf16>
  return %4 : vector<3x2xf16>
}

// -----

// A chain leaving an element unset, or with a dynamic position anywhere,
// stays.
func.func @not_covered(%d: vector<2x2xf16>, %r: vector<2xf16>, %x: f16, %i: index) -> (vector<2x2xf16>, vector<2x2xf16>) {
  %0 = vector.insert %r, %d[0] : vector<2xf16> into vector<2x2xf16>
  %1 = vector.insert %x, %0[1, 1] : f16 into vector<2x2xf16>
  %2 = vector.insert %x, %d[%i, 0] : f16 into vector<2x2xf16>
  %3 = vector.insert %r, %2[0] : vector<2xf16> into vector<2x2xf16>
  %4 = vector.insert %r, %3[1] : vector<2xf16> into vector<2x2xf16>
  return %1, %4 : vector<2x2xf16>, vector<2x2xf16>
}

// -----

// A transpose of a from_elements is a from_elements in transposed order.
func.func @transpose_of_from_elements(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> (vector<3x1x2xi8>, vector<2x3xi8>) {
  %v = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3x1xi8>
  %t = vector.transpose %v, [1, 2, 0] : vector<2x3x1xi8> to vector<3x1x2xi8>
  %w = vector.from_elements %a, %b, %c, %d, %e, %f : vector<3x2xi8>
  %u = vector.transpose %w, [1, 0] : vector<3x2xi8> to vector<2x3xi8>
  return %t, %u : vector<3x1x2xi8>, vector<2x3xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @rows_and_scalars(%arg0: vector<3x2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: f16) -> vector<3x2xf16> {
// CHECK-NEXT:     %0:2 = vector.to_elements %arg2 : vector<2xf16>
// CHECK-NEXT:     %1:2 = vector.to_elements %arg2 : vector<2xf16>
// CHECK-NEXT:     %2 = vector.from_elements %1#0, %1#1, %0#0, %0#1, %arg3, %arg3 : vector<3x2xf16>
// CHECK-NEXT:     return %2 : vector<3x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_covered(%arg0: vector<2x2xf16>, %arg1: vector<2xf16>, %arg2: f16, %arg3: index) -> (vector<2x2xf16>, vector<2x2xf16>) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [0] : vector<2xf16> into vector<2x2xf16>
// CHECK-NEXT:     %1 = vector.insert %arg2, %0 [1, 1] : f16 into vector<2x2xf16>
// CHECK-NEXT:     %2 = vector.insert %arg2, %arg0 [%arg3, 0] : f16 into vector<2x2xf16>
// CHECK-NEXT:     %3 = vector.insert %arg1, %2 [0] : vector<2xf16> into vector<2x2xf16>
// CHECK-NEXT:     %4 = vector.insert %arg1, %3 [1] : vector<2xf16> into vector<2x2xf16>
// CHECK-NEXT:     return %1, %4 : vector<2x2xf16>, vector<2x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_of_from_elements(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i8, %arg4: i8, %arg5: i8) -> (vector<3x1x2xi8>, vector<2x3xi8>) {
// CHECK-NEXT:     %0 = vector.from_elements %arg0, %arg3, %arg1, %arg4, %arg2, %arg5 : vector<3x1x2xi8>
// CHECK-NEXT:     %1 = vector.from_elements %arg0, %arg2, %arg4, %arg1, %arg3, %arg5 : vector<2x3xi8>
// CHECK-NEXT:     return %0, %1 : vector<3x1x2xi8>, vector<2x3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
