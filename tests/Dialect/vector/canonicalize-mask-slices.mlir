// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// A transposed mask is the mask with permuted sizes.
func.func @transpose_masks(%a: index, %b: index, %c: index) -> (vector<5x2x3xi1>, vector<3x2xi1>) {
  %m = vector.create_mask %a, %b, %c : vector<2x3x5xi1>
  %t = vector.transpose %m, [2, 0, 1] : vector<2x3x5xi1> to vector<5x2x3xi1>
  %k = vector.constant_mask [1, 3] : vector<2x3xi1>
  %u = vector.transpose %k, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  return %t, %u : vector<5x2x3xi1>, vector<3x2xi1>
}

// -----

// A row inside the set rows of a create_mask is a create_mask of the
// trailing sizes; one past them is all clear.
func.func @extract_rows(%n: index) -> (vector<6xi1>, vector<6xi1>) {
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %n : vector<5x6xi1>
  %in = vector.extract %m[2] : vector<6xi1> from vector<5x6xi1>
  %out = vector.extract %m[4] : vector<6xi1> from vector<5x6xi1>
  return %in, %out : vector<6xi1>, vector<6xi1>
}

// -----

// A dynamic row is known inside only when the leading size covers the
// dimension; a dynamic leading size leaves the extract.
func.func @extract_dynamic_rows(%n: index, %i: index) -> (vector<[2]xi1>, vector<[2]xi1>, vector<[2]xi1>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %full = vector.create_mask %c4, %n : vector<4x[2]xi1>
  %a = vector.extract %full[%i] : vector<[2]xi1> from vector<4x[2]xi1>
  %part = vector.create_mask %c2, %n : vector<4x[2]xi1>
  %b = vector.extract %part[%i] : vector<[2]xi1> from vector<4x[2]xi1>
  %dyn = vector.create_mask %n, %n : vector<4x[2]xi1>
  %c = vector.extract %dyn[1] : vector<[2]xi1> from vector<4x[2]xi1>
  return %a, %b, %c : vector<[2]xi1>, vector<[2]xi1>, vector<[2]xi1>
}

// -----

// A unit-stride slice of a create_mask subtracts the offsets from the
// sizes.
func.func @slice_create_mask(%a: index, %b: index) -> vector<3x2x4xi1> {
  %m = vector.create_mask %a, %b, %a : vector<6x5x4xi1>
  %s = vector.extract_strided_slice %m {offsets = [3, 0], sizes = [3, 2], strides = [1, 1]} : vector<6x5x4xi1> to vector<3x2x4xi1>
  return %s : vector<3x2x4xi1>
}

// -----

// A unit-stride slice of a constant_mask keeps the part of the set region
// inside the slice.
func.func @slice_constant_mask() -> (vector<3x4xi1>, vector<2x4xi1>, vector<2x2xi1>) {
  %m = vector.constant_mask [4, 3] : vector<6x4xi1>
  %a = vector.extract_strided_slice %m {offsets = [2], sizes = [3], strides = [1]} : vector<6x4xi1> to vector<3x4xi1>
  %b = vector.extract_strided_slice %m {offsets = [4], sizes = [2], strides = [1]} : vector<6x4xi1> to vector<2x4xi1>
  %c = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<6x4xi1> to vector<2x2xi1>
  return %a, %b, %c : vector<3x4xi1>, vector<2x4xi1>, vector<2x2xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @transpose_masks(%arg0: index, %arg1: index, %arg2: index) -> (vector<5x2x3xi1>, vector<3x2xi1>) {
// CHECK-NEXT:     %0 = vector.create_mask %arg2, %arg0, %arg1 : vector<5x2x3xi1>
// CHECK-NEXT:     %1 = vector.constant_mask [3, 1] : vector<3x2xi1>
// CHECK-NEXT:     return %0, %1 : vector<5x2x3xi1>, vector<3x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_rows(%arg0: index) -> (vector<6xi1>, vector<6xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<6xi1>
// CHECK-NEXT:     %0 = vector.create_mask %arg0 : vector<6xi1>
// CHECK-NEXT:     return %0, %cst : vector<6xi1>, vector<6xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_dynamic_rows(%arg0: index, %arg1: index) -> (vector<[2]xi1>, vector<[2]xi1>, vector<[2]xi1>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = vector.create_mask %arg0 : vector<[2]xi1>
// CHECK-NEXT:     %1 = vector.create_mask %c2, %arg0 : vector<4x[2]xi1>
// CHECK-NEXT:     %2 = vector.extract %1[%arg1] : vector<[2]xi1> from vector<4x[2]xi1>
// CHECK-NEXT:     %3 = vector.create_mask %arg0, %arg0 : vector<4x[2]xi1>
// CHECK-NEXT:     %4 = vector.extract %3[1] : vector<[2]xi1> from vector<4x[2]xi1>
// CHECK-NEXT:     return %0, %2, %4 : vector<[2]xi1>, vector<[2]xi1>, vector<[2]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_create_mask(%arg0: index, %arg1: index) -> vector<3x2x4xi1> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.subi %arg0, %c3 : index
// CHECK-NEXT:     %1 = vector.create_mask %0, %arg1, %arg0 : vector<3x2x4xi1>
// CHECK-NEXT:     return %1 : vector<3x2x4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_constant_mask() -> (vector<3x4xi1>, vector<2x4xi1>, vector<2x2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2x2xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:     %0 = vector.constant_mask [2, 3] : vector<3x4xi1>
// CHECK-NEXT:     return %0, %cst_0, %cst : vector<3x4xi1>, vector<2x4xi1>, vector<2x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
