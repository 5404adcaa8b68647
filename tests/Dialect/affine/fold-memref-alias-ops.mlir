// RUN: strata-opt %s --split-input-file --affine-fold-memref-alias-ops | FileCheck %s
// CONFORMANCE: pipeline=--affine-fold-memref-alias-ops

// affine.load and affine.store through subviews, expand_shape and
// collapse_shape access the source: the access map is applied first,
// then subview offsets and strides (composed, the loop induction
// variables as dims), a linearization of expanded groups or a
// delinearization of collapsed ones.

func.func @subview_in_loops(%m: memref<64x64xf32>, %o: index, %p: index) {
  %s = memref.subview %m[%o, 4] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %v = affine.load %s[%i, %j * 2 + 1] : memref<16x16xf32, strided<[128, 1], offset: ?>>
      affine.store %v, %s[%j, symbol(%p)] : memref<16x16xf32, strided<[128, 1], offset: ?>>
    }
  }
  return
}

// -----

func.func @rank_reducing_subview(%m: memref<8x16x4xf32>, %a: index, %b: index) -> f32 {
  %s = memref.subview %m[%a, 0, 2] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  %v = affine.load %s[%b] : memref<16xf32, strided<[4], offset: ?>>
  return %v : f32
}

// -----

func.func @expand_and_collapse(%m: memref<6x8xf32>, %n: memref<?x4x5xf32>, %i: index, %j: index, %k: index) -> (f32, f32) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 8] : memref<6x8xf32> into memref<2x3x8xf32>
  %v = affine.load %e[%i, %j, %k] : memref<2x3x8xf32>
  %c = memref.collapse_shape %n [[0, 1], [2]] : memref<?x4x5xf32> into memref<?x5xf32>
  %w = affine.load %c[%i + 1, %k] : memref<?x5xf32>
  affine.store %v, %c[%j, 0] : memref<?x5xf32>
  return %v, %w : f32, f32
}

// -----

// memref.load is the other pass's business.
func.func @memref_load_untouched(%m: memref<12x32xf32>, %a: index) -> f32 {
  %s = memref.subview %m[%a, 0] [4, 4] [1, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %v = memref.load %s[%a, %a] : memref<4x4xf32, strided<[32, 1], offset: ?>>
  return %v : f32
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2 + 5)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @subview_in_loops(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 8 {
// CHECK-NEXT:         %0 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %1 = affine.apply #map1(%arg4)
// CHECK-NEXT:         %2 = affine.load %arg0[%0, %1] : memref<64x64xf32>
// CHECK-NEXT:         %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT:         %4 = affine.apply #map2()[%arg2]
// CHECK-NEXT:         affine.store %2, %arg0[%3, %4] : memref<64x64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rank_reducing_subview(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = affine.load %arg0[%arg1, %arg2, %c2] : memref<8x16x4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand_and_collapse(%arg0: memref<6x8xf32>, %arg1: memref<?x4x5xf32>, %arg2: index, %arg3: index, %arg4: index) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg2, %arg3] by (2, 3) : index
// CHECK-NEXT:     %1 = affine.load %arg0[%0, %arg4] : memref<6x8xf32>
// CHECK-NEXT:     %2 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<?x4x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %3:2 = affine.delinearize_index %2 into (%sizes#0, 4) : index, index
// CHECK-NEXT:     %4 = affine.load %arg1[%3#0, %3#1, %arg4] : memref<?x4x5xf32>
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<?x4x5xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %5:2 = affine.delinearize_index %arg3 into (%sizes_2#0, 4) : index, index
// CHECK-NEXT:     affine.store %1, %arg1[%5#0, %5#1, %c0] : memref<?x4x5xf32>
// CHECK-NEXT:     return %1, %4 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @memref_load_untouched(%arg0: memref<12x32xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:     %0 = memref.load %subview[%arg1, %arg1] : memref<4x4xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
