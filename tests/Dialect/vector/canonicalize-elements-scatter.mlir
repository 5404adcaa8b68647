// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize -split-input-file

// Rebuilding a vector from all its elements, in order, is the vector; out
// of order or into another shape, it is not.
func.func @rebuild(%v: vector<2x2xi16>) -> (vector<2x2xi16>, vector<2x2xi16>, vector<4xi16>) {
  %e:4 = vector.to_elements %v : vector<2x2xi16>
  %same = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<2x2xi16>
  %swap = vector.from_elements %e#1, %e#0, %e#2, %e#3 : vector<2x2xi16>
  %flat = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xi16>
  return %same, %swap, %flat : vector<2x2xi16>, vector<2x2xi16>, vector<4xi16>
}

// -----

// The elements of a broadcast scalar are the scalar.
func.func @elements_of_splat(%x: i1) -> (i1, i1, i1) {
  %b = vector.broadcast %x : i1 to vector<3xi1>
  %e:3 = vector.to_elements %b : vector<3xi1>
  return %e#0, %e#1, %e#2 : i1, i1, i1
}

// -----

// The elements of a broadcast vector repeat its source's elements.
func.func @elements_of_broadcast(%v: vector<2x1xf16>) -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %b = vector.broadcast %v : vector<2x1xf16> to vector<2x2x3xf16>
  %e:12 = vector.to_elements %b : vector<2x2x3xf16>
  return %e#0, %e#1, %e#2, %e#3, %e#4, %e#5, %e#6, %e#7, %e#8, %e#9, %e#10, %e#11 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

// A scatter with an all-clear mask stores nothing.
func.func @scatter_nothing(%m: memref<8xi32>, %t: tensor<8xi32>, %idx: vector<4xindex>, %v: vector<4xi32>, %n: index) -> (tensor<8xi32>, tensor<8xi32>) {
  %c0 = arith.constant 0 : index
  %none = vector.constant_mask [0] : vector<4xi1>
  vector.scatter %m[%c0] [%idx], %none, %v : memref<8xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  %r = vector.scatter %t[%c0] [%idx], %none, %v : tensor<8xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32> -> tensor<8xi32>
  %some = vector.create_mask %n : vector<4xi1>
  %s = vector.scatter %t[%c0] [%idx], %some, %v : tensor<8xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32> -> tensor<8xi32>
  return %r, %s : tensor<8xi32>, tensor<8xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @rebuild(%arg0: vector<2x2xi16>) -> (vector<2x2xi16>, vector<2x2xi16>, vector<4xi16>) {
// CHECK-NEXT:     %0:4 = vector.to_elements %arg0 : vector<2x2xi16>
// CHECK-NEXT:     %1 = vector.from_elements %0#1, %0#0, %0#2, %0#3 : vector<2x2xi16>
// CHECK-NEXT:     %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xi16>
// CHECK-NEXT:     return %arg0, %1, %2 : vector<2x2xi16>, vector<2x2xi16>, vector<4xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elements_of_splat(%arg0: i1) -> (i1, i1, i1) {
// CHECK-NEXT:     return %arg0, %arg0, %arg0 : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elements_of_broadcast(%arg0: vector<2x1xf16>) -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
// CHECK-NEXT:     %0:2 = vector.to_elements %arg0 : vector<2x1xf16>
// CHECK-NEXT:     return %0#0, %0#0, %0#0, %0#1, %0#1, %0#1, %0#0, %0#0, %0#0, %0#1, %0#1, %0#1 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scatter_nothing(%arg0: memref<8xi32>, %arg1: tensor<8xi32>, %arg2: vector<4xindex>, %arg3: vector<4xi32>, %arg4: index) -> (tensor<8xi32>, tensor<8xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.create_mask %arg4 : vector<4xi1>
// CHECK-NEXT:     %1 = vector.scatter %arg1[%c0] [%arg2], %0, %arg3 : tensor<8xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32> -> tensor<8xi32>
// CHECK-NEXT:     return %arg1, %1 : tensor<8xi32>, tensor<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
