// RUN: strata-opt %s --split-input-file --normalize-memrefs | FileCheck %s
// CONFORMANCE: pipeline=--normalize-memrefs
// Memrefs of dynamic shape with a tiled layout, reinterpret casts with a
// layout, and results of the test dialect's normalizable op.

#tiled = affine_map<(d0, d1) -> (d0 floordiv 8, d1, d0 mod 8)>

// The dynamic dimension splits into two dynamic ones, sized by ceildiv
// and by the tile; the static one stays.
func.func @dynamic_tiled(%n: index, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?x5xf32, #tiled>
  affine.for %i = 0 to 5 {
    affine.store %v, %m[%i, %i] : memref<?x5xf32, #tiled>
  }
  %d = memref.dim %m, %c0 : memref<?x5xf32, #tiled>
  memref.dealloc %m : memref<?x5xf32, #tiled>
  return %d : index
}

// -----

#strided = affine_map<(d0, d1) -> (d0 * 6 + d1)>

// A reinterpret cast to a layout becomes one to the flat buffer it spans.
func.func @reinterpret(%src: memref<24xf32>, %out: memref<4x6xf32>) {
  %r = memref.reinterpret_cast %src to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32, #strided>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %x = affine.load %r[%i, %j] : memref<4x6xf32, #strided>
      affine.store %x, %out[%i, %j] : memref<4x6xf32>
    }
  }
  return
}

// -----

// A strided layout with an offset normalizes too; the memref returned twice
// is replaced in both places.
func.func @reinterpret_offset(%src: memref<3x10xf32>) -> (memref<2x4xf32, strided<[10, 1], offset: 3>>, memref<2x4xf32, strided<[10, 1], offset: 3>>) {
  %r = memref.reinterpret_cast %src to offset: [3], sizes: [2, 4], strides: [10, 1] : memref<3x10xf32> to memref<2x4xf32, strided<[10, 1], offset: 3>>
  return %r, %r : memref<2x4xf32, strided<[10, 1], offset: 3>>, memref<2x4xf32, strided<[10, 1], offset: 3>>
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>

// The results of an op with the MemRefsNormalizable trait are normalized,
// and the function's signature follows its returns.
func.func @op_results(%a: memref<16xf32, #tile>) -> memref<16xf32, #tile> {
  %y, %z = "test.op_norm_ret"(%a) : (memref<16xf32, #tile>) -> (memref<16xf32, #tile>, memref<8xf32>)
  "test.op_norm"(%y, %a) : (memref<16xf32, #tile>, memref<16xf32, #tile>) -> ()
  return %y : memref<16xf32, #tile>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 ceildiv 8)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (8)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_tiled(%arg0: index, %arg1: f32) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %0 = affine.apply #map(%arg0, %c5)
// CHECK-NEXT:     %1 = affine.apply #map1(%arg0, %c5)
// CHECK-NEXT:     %alloc = memref.alloc(%0, %1) : memref<?x5x?xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 5 {
// CHECK-NEXT:       %2 = affine.apply #map2(%arg2)
// CHECK-NEXT:       %3 = affine.apply #map2(%arg2)
// CHECK-NEXT:       affine.store %arg1, %alloc[%arg2 floordiv 8, %arg2, %arg2 mod 8] : memref<?x5x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?x5x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x5x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reinterpret(%arg0: memref<24xf32>, %arg1: memref<4x6xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [24], strides: [1] : memref<24xf32> to memref<24xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 6 {
// CHECK-NEXT:         %0 = affine.load %reinterpret_cast[%arg2 * 6 + %arg3] : memref<24xf32>
// CHECK-NEXT:         affine.store %0, %arg1[%arg2, %arg3] : memref<4x6xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reinterpret_offset(%arg0: memref<3x10xf32>) -> (memref<17xf32>, memref<17xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [17], strides: [1] : memref<3x10xf32> to memref<17xf32>
// CHECK-NEXT:     return %reinterpret_cast, %reinterpret_cast : memref<17xf32>, memref<17xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @op_results(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:     %Y, %Z = "test.op_norm_ret"(%arg0) : (memref<4x4xf32>) -> (memref<4x4xf32>, memref<8xf32>)
// CHECK-NEXT:     "test.op_norm"(%Y, %arg0) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT:     return %Y : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
