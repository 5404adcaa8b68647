// RUN: strata-opt %s -test-vector-sink-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-sink-patterns -split-input-file

// An extract of a load used only there loads the extracted part: the
// indices move by the position, a scalar is a memref.load.
func.func @extract_scalar_of_load(%m: memref<8x?xi16>, %i: index, %j: index) -> i16 {
  %v = vector.load %m[%i, %j] : memref<8x?xi16>, vector<8xi16>
  %e = vector.extract %v[3] : i16 from vector<8xi16>
  return %e : i16
}

// -----

// Leading positions of a 3-D load; the position 0 leaves its index alone;
// a dynamic position is added as it is.
func.func @extract_vector_of_load(%m: memref<?x?x?x?xf64>, %a: index, %b: index, %c: index, %d: index, %p: index) -> vector<2xf64> {
  %v = vector.load %m[%a, %b, %c, %d] : memref<?x?x?x?xf64>, vector<3x4x2xf64>
  %e = vector.extract %v[0, %p] : vector<2xf64> from vector<3x4x2xf64>
  return %e : vector<2xf64>
}

// -----

// A store between the load and the extract: the new load stays before it.
func.func @store_between(%m: memref<16xf32>, %i: index, %x: f32) -> f32 {
  %v = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  memref.store %x, %m[%i] : memref<16xf32>
  %e = vector.extract %v[2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// Left alone: a load with another use, elements of 4 bits, a scalable load.
func.func @negative_loads(%m: memref<?xf32>, %n: memref<?xi4>, %i: index) -> (f32, vector<4xf32>, i4, f32) {
  %v = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  %w = vector.load %n[%i] : memref<?xi4>, vector<8xi4>
  %f = vector.extract %w[1] : i4 from vector<8xi4>
  %s = vector.load %m[%i] : memref<?xf32>, vector<[4]xf32>
  %g = vector.extract %s[0] : f32 from vector<[4]xf32>
  return %e, %v, %f, %g : f32, vector<4xf32>, i4, f32
}

// -----

// A store of a one-element broadcast stores its source.
func.func @store_of_broadcast(%m: memref<4x4xi8>, %i: index, %j: index, %x: i8, %y: vector<1xi8>) {
  %b = vector.broadcast %x : i8 to vector<1x1xi8>
  vector.store %b, %m[%i, %j] : memref<4x4xi8>, vector<1x1xi8>
  %c = vector.broadcast %y : vector<1xi8> to vector<1x1xi8>
  vector.store %c, %m[%i, %j] : memref<4x4xi8>, vector<1x1xi8>
  return
}

// -----

// Left alone: more than one element, a broadcast with another use.
func.func @negative_stores(%m: memref<8xi8>, %i: index, %x: i8) -> vector<1xi8> {
  %b = vector.broadcast %x : i8 to vector<2xi8>
  vector.store %b, %m[%i] : memref<8xi8>, vector<2xi8>
  %c = vector.broadcast %x : i8 to vector<1xi8>
  vector.store %c, %m[%i] : memref<8xi8>, vector<1xi8>
  return %c : vector<1xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_scalar_of_load(%arg0: memref<8x?xi16>, %arg1: index, %arg2: index) -> i16 {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.addi %arg2, %c3 overflow<nsw> : index
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1, %0] : memref<8x?xi16>
// CHECK-NEXT:     return %1 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_vector_of_load(%arg0: memref<?x?x?x?xf64>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> vector<2xf64> {
// CHECK-NEXT:     %0 = arith.addi %arg3, %arg5 overflow<nsw> : index
// CHECK-NEXT:     %1 = vector.load %arg0[%arg1, %arg2, %0, %arg4] : memref<?x?x?x?xf64>, vector<2xf64>
// CHECK-NEXT:     return %1 : vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @store_between(%arg0: memref<16xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT:     %1 = memref.load %arg0[%0] : memref<16xf32>
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @negative_loads(%arg0: memref<?xf32>, %arg1: memref<?xi4>, %arg2: index) -> (f32, vector<4xf32>, i4, f32) {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg2] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[1] : f32 from vector<4xf32>
// CHECK-NEXT:     %2 = vector.load %arg1[%arg2] : memref<?xi4>, vector<8xi4>
// CHECK-NEXT:     %3 = vector.extract %2[1] : i4 from vector<8xi4>
// CHECK-NEXT:     %4 = vector.load %arg0[%arg2] : memref<?xf32>, vector<[4]xf32>
// CHECK-NEXT:     %5 = vector.extract %4[0] : f32 from vector<[4]xf32>
// CHECK-NEXT:     return %1, %0, %3, %5 : f32, vector<4xf32>, i4, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @store_of_broadcast(%arg0: memref<4x4xi8>, %arg1: index, %arg2: index, %arg3: i8, %arg4: vector<1xi8>) {
// CHECK-NEXT:     memref.store %arg3, %arg0[%arg1, %arg2] : memref<4x4xi8>
// CHECK-NEXT:     vector.store %arg4, %arg0[%arg1, %arg2] : memref<4x4xi8>, vector<1xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @negative_stores(%arg0: memref<8xi8>, %arg1: index, %arg2: i8) -> vector<1xi8> {
// CHECK-NEXT:     %0 = vector.broadcast %arg2 : i8 to vector<2xi8>
// CHECK-NEXT:     vector.store %0, %arg0[%arg1] : memref<8xi8>, vector<2xi8>
// CHECK-NEXT:     %1 = vector.broadcast %arg2 : i8 to vector<1xi8>
// CHECK-NEXT:     vector.store %1, %arg0[%arg1] : memref<8xi8>, vector<1xi8>
// CHECK-NEXT:     return %1 : vector<1xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
