// RUN: strata-opt %s --split-input-file --fold-memref-alias-ops | FileCheck %s
// CONFORMANCE: pipeline=--fold-memref-alias-ops

// memref.load and memref.store through subviews (nested ones too),
// expand_shape and collapse_shape access the source with rewritten
// indices; nontemporal is kept.

func.func @nested_subviews(%m: memref<64x64xf32>, %a: index, %b: index, %c: index) -> f32 {
  %s = memref.subview %m[%a, 8] [32, 32] [2, %b] : memref<64x64xf32> to memref<32x32xf32, strided<[128, ?], offset: ?>>
  %t = memref.subview %s[1, %c] [8, 8] [1, 1] : memref<32x32xf32, strided<[128, ?], offset: ?>> to memref<8x8xf32, strided<[128, ?], offset: ?>>
  %v = memref.load %t[%c, %a] {nontemporal = true} : memref<8x8xf32, strided<[128, ?], offset: ?>>
  memref.store %v, %s[%a, %a] : memref<32x32xf32, strided<[128, ?], offset: ?>>
  return %v : f32
}

// -----

func.func @reshapes(%m: memref<6x8xf32>, %n: memref<?x4x5xf32>, %i: index, %j: index, %k: index, %sz: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 8] : memref<6x8xf32> into memref<2x3x8xf32>
  %v = memref.load %e[%i, %j, %k] : memref<2x3x8xf32>
  %c = memref.collapse_shape %n [[0, 1, 2]] : memref<?x4x5xf32> into memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %d = memref.expand_shape %c [[0, 1]] output_shape [%sz, 10] : memref<?xf32> into memref<?x10xf32>
  memref.store %v, %d[%j, %k] : memref<?x10xf32>
  return %v : f32
}

// -----

func.func @zero_d(%m: memref<4x4xf32>, %u: memref<1x1xf32>, %a: index) -> f32 {
  %s = memref.subview %m[%a, 1] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: ?>>
  %v = memref.load %s[] : memref<f32, strided<[], offset: ?>>
  %c = memref.collapse_shape %u [] : memref<1x1xf32> into memref<f32>
  memref.store %v, %c[] : memref<f32>
  return %v : f32
}

// -----

// A subview of a subview with unit strides is one subview; rank-reducing
// ones take the dropped sizes from the first.
func.func @subview_of_subview(%m: memref<4x64x64xf32>, %a: index, %b: index, %n: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[64, 1], offset: ?>>) {
  %s = memref.subview %m[1, %a, 0] [1, 32, 64] [1, 1, 1] : memref<4x64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
  %t = memref.subview %s[2, %b] [1, %n] [1, 1] : memref<32x64xf32, strided<[64, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %u = memref.subview %s[%b, 8] [8, 8] [1, 1] : memref<32x64xf32, strided<[64, 1], offset: ?>> to memref<8x8xf32, strided<[64, 1], offset: ?>>
  return %t, %u : memref<?xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[64, 1], offset: ?>>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2] -> ((s1 + s2) * s0 + 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 * s1 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_subviews(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2, %arg3, %arg1]
// CHECK-NEXT:     %2 = memref.load %arg0[%0, %1] {nontemporal = true} : memref<64x64xf32>
// CHECK-NEXT:     %3 = affine.apply #map2()[%arg1]
// CHECK-NEXT:     %4 = affine.apply #map3()[%arg1, %arg2]
// CHECK-NEXT:     memref.store %2, %arg0[%3, %4] : memref<64x64xf32>
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reshapes(%arg0: memref<6x8xf32>, %arg1: memref<?x4x5xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> f32 {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg2, %arg3] by (2, 3) : index
// CHECK-NEXT:     %1 = memref.load %arg0[%0, %arg4] : memref<6x8xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<?x4x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %2:3 = affine.delinearize_index %arg2 into (%sizes#0, 4, 5) : index, index, index
// CHECK-NEXT:     memref.store %1, %arg1[%2#0, %2#1, %2#2] : memref<?x4x5xf32>
// CHECK-NEXT:     %3 = affine.linearize_index disjoint [%arg3, %arg4] by (%arg5, 10) : index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<?x4x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %4:3 = affine.delinearize_index %3 into (%sizes_2#0, 4, 5) : index, index, index
// CHECK-NEXT:     memref.store %1, %arg1[%4#0, %4#1, %4#2] : memref<?x4x5xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero_d(%arg0: memref<4x4xf32>, %arg1: memref<1x1xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2, %c1] : memref<4x4xf32>
// CHECK-NEXT:     memref.store %0, %arg1[%c0, %c0] : memref<1x1xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @subview_of_subview(%arg0: memref<4x64x64xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[64, 1], offset: ?>>) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %subview = memref.subview %arg0[1, %0, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<4x64x64xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[1, %1, 8] [1, 8, 8] [1, 1, 1] : memref<4x64x64xf32> to memref<8x8xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:     return %subview, %subview_0 : memref<?xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
