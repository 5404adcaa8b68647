// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s
// CONFORMANCE: pipeline=--expand-strided-metadata

// The strides of an allocation with dynamic sizes: each the product of
// the sizes after it, over those sizes in order. The aligned pointer of
// a subview is its source's, not through a memref.view (its byte shift
// moves the pointer).

func.func @alloca_strides(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %m = memref.alloca(%a, %b, %c) : memref<3x?x?x6x?xf64>
  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %m : memref<3x?x?x6x?xf64> -> memref<f64>, index, index, index, index, index, index, index, index, index, index, index
  return %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : index, index, index, index, index
}

func.func @aligned_pointers(%buf: memref<?xi8>, %m: memref<16x16xf32>, %i: index) -> (index, index) {
  %v = memref.view %buf[%i][] : memref<?xi8> to memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %v : memref<4xf32> -> index
  %s = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %q = memref.extract_aligned_pointer_as_index %s : memref<4x4xf32, strided<[16, 1], offset: ?>> -> index
  return %p, %q : index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 6)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 6)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2] -> (((s0 * s1) * s2) * 6)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloca_strides(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     return %2, %1, %0, %arg2, %c1 : index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aligned_pointers(%arg0: memref<?xi8>, %arg1: memref<16x16xf32>, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %view = memref.view %arg0[%arg2][] : memref<?xi8> to memref<4xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %view : memref<4xf32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x16xf32> -> index
// CHECK-NEXT:     return %intptr, %intptr_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
