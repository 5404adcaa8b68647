// RUN: strata-opt %s -test-vector-to-vector-lowering -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-to-vector-lowering -split-input-file

// A lane of a bitcast to more elements: the source element holding it,
// bitcast alone.
func.func @extract_lanes(%v: vector<3xi32>) -> (i8, i8) {
  %b = vector.bitcast %v : vector<3xi32> to vector<12xi8>
  %x = vector.extract %b[6] : i8 from vector<12xi8>
  %y = vector.extract %b[11] : i8 from vector<12xi8>
  return %x, %y : i8, i8
}

// -----

// Left alone: a dynamic lane, a bitcast to fewer elements.
func.func @extract_negative(%v: vector<4xi16>, %w: vector<4xi16>, %i: index) -> (i8, i32) {
  %b = vector.bitcast %v : vector<4xi16> to vector<8xi8>
  %x = vector.extract %b[%i] : i8 from vector<8xi8>
  %c = vector.bitcast %w : vector<4xi16> to vector<2xi32>
  %y = vector.extract %c[1] : i32 from vector<2xi32>
  return %x, %y : i8, i32
}

// -----

// A strided slice of a bitcast: the slice of the source, bitcast; the last
// dimension's offset and size scale down.
func.func @strided_extract(%v: vector<3x4xi64>) -> vector<2x4xi16> {
  %b = vector.bitcast %v : vector<3x4xi64> to vector<3x16xi16>
  %s = vector.extract_strided_slice %b {offsets = [1, 8], sizes = [2, 4], strides = [1, 1]} : vector<3x16xi16> to vector<2x4xi16>
  return %s : vector<2x4xi16>
}

// -----

// Left alone: an offset inside a source element.
func.func @strided_extract_negative(%v: vector<4xi64>) -> vector<4xi32> {
  %b = vector.bitcast %v : vector<4xi64> to vector<8xi32>
  %s = vector.extract_strided_slice %b {offsets = [1], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  return %s : vector<4xi32>
}

// -----

// A bitcast of an insert of a vector (at a dynamic position too): the
// value and the destination bitcast, then inserted.
func.func @insert(%v: vector<8xi16>, %d: vector<2x3x8xi16>, %i: index) -> vector<2x3x4xf32> {
  %0 = vector.insert %v, %d[1, %i] : vector<8xi16> into vector<2x3x8xi16>
  %1 = vector.bitcast %0 : vector<2x3x8xi16> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

// A bitcast of a strided-slice insert to fewer elements.
func.func @strided_insert(%v: vector<2x4xi8>, %d: vector<4x16xi8>) -> vector<4x4xi32> {
  %0 = vector.insert_strided_slice %v, %d {offsets = [1, 8], strides = [1, 1]} : vector<2x4xi8> into vector<4x16xi8>
  %1 = vector.bitcast %0 : vector<4x16xi8> to vector<4x4xi32>
  return %1 : vector<4x4xi32>
}

// -----

// Left alone: an insert of a lower rank, an inserted size inside an element.
func.func @strided_insert_negative(%v: vector<4xi8>, %d: vector<4x16xi8>, %w: vector<2xi8>, %e: vector<16xi8>) -> (vector<4x4xi32>, vector<4xi32>) {
  %0 = vector.insert_strided_slice %v, %d {offsets = [1, 8], strides = [1]} : vector<4xi8> into vector<4x16xi8>
  %1 = vector.bitcast %0 : vector<4x16xi8> to vector<4x4xi32>
  %2 = vector.insert_strided_slice %w, %e {offsets = [4], strides = [1]} : vector<2xi8> into vector<16xi8>
  %3 = vector.bitcast %2 : vector<16xi8> to vector<4xi32>
  return %1, %3 : vector<4x4xi32>, vector<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_lanes(%arg0: vector<3xi32>) -> (i8, i8) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<1xi32>
// CHECK-NEXT:     %0 = vector.extract %arg0[1] : i32 from vector<3xi32>
// CHECK-NEXT:     %1 = vector.insert %0, %cst [0] : i32 into vector<1xi32>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<1xi32> to vector<4xi8>
// CHECK-NEXT:     %3 = vector.extract %2[2] : i8 from vector<4xi8>
// CHECK-NEXT:     %4 = vector.extract %arg0[2] : i32 from vector<3xi32>
// CHECK-NEXT:     %5 = vector.insert %4, %cst [0] : i32 into vector<1xi32>
// CHECK-NEXT:     %6 = vector.bitcast %5 : vector<1xi32> to vector<4xi8>
// CHECK-NEXT:     %7 = vector.extract %6[3] : i8 from vector<4xi8>
// CHECK-NEXT:     return %3, %7 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_negative(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: index) -> (i8, i32) {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xi16> to vector<8xi8>
// CHECK-NEXT:     %1 = vector.extract %0[%arg2] : i8 from vector<8xi8>
// CHECK-NEXT:     %2 = vector.bitcast %arg1 : vector<4xi16> to vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %2[1] : i32 from vector<2xi32>
// CHECK-NEXT:     return %1, %3 : i8, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided_extract(%arg0: vector<3x4xi64>) -> vector<2x4xi16> {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 1], strides = [1, 1]} : vector<3x4xi64> to vector<2x1xi64>
// CHECK-NEXT:     %1 = vector.bitcast %0 : vector<2x1xi64> to vector<2x4xi16>
// CHECK-NEXT:     return %1 : vector<2x4xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided_extract_negative(%arg0: vector<4xi64>) -> vector<4xi32> {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xi64> to vector<8xi32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %0 {offsets = [1], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
// CHECK-NEXT:     return %1 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert(%arg0: vector<8xi16>, %arg1: vector<2x3x8xi16>, %arg2: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<8xi16> to vector<4xf32>
// CHECK-NEXT:     %1 = vector.bitcast %arg1 : vector<2x3x8xi16> to vector<2x3x4xf32>
// CHECK-NEXT:     %2 = vector.insert %0, %1 [1, %arg2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     return %2 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided_insert(%arg0: vector<2x4xi8>, %arg1: vector<4x16xi8>) -> vector<4x4xi32> {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<2x4xi8> to vector<2x1xi32>
// CHECK-NEXT:     %1 = vector.bitcast %arg1 : vector<4x16xi8> to vector<4x4xi32>
// CHECK-NEXT:     %2 = vector.insert_strided_slice %0, %1 {offsets = [1, 2], strides = [1, 1]} : vector<2x1xi32> into vector<4x4xi32>
// CHECK-NEXT:     return %2 : vector<4x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @strided_insert_negative(%arg0: vector<4xi8>, %arg1: vector<4x16xi8>, %arg2: vector<2xi8>, %arg3: vector<16xi8>) -> (vector<4x4xi32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [1, 8], strides = [1]} : vector<4xi8> into vector<4x16xi8>
// CHECK-NEXT:     %1 = vector.bitcast %0 : vector<4x16xi8> to vector<4x4xi32>
// CHECK-NEXT:     %2 = vector.insert_strided_slice %arg2, %arg3 {offsets = [4], strides = [1]} : vector<2xi8> into vector<16xi8>
// CHECK-NEXT:     %3 = vector.bitcast %2 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT:     return %1, %3 : vector<4x4xi32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
