// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Dims of static sizes, of allocations and of casts; the rank.
func.func @dims(%m: memref<4x?xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %a = memref.alloc(%n) : memref<?x8xf32>
  %d1 = memref.dim %a, %c0 : memref<?x8xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d2 = memref.dim %c, %c1 : memref<?x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  memref.dealloc %a : memref<?x8xf32>
  return %d0, %d1, %d2, %r : index, index, index, index
}

// Out-of-bounds and unranked dims stay.
func.func @dims_kept(%m: memref<4xf32>, %u: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %d0 = memref.dim %m, %c5 : memref<4xf32>
  %d1 = memref.dim %u, %c0 : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  return %d0, %d1, %r : index, index, index
}

// Dims of views and subviews.
func.func @view_dims(%buf: memref<64xi8>, %n: index, %s: memref<?x?xf32>, %o: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?x4xf32>
  %d0 = memref.dim %v, %c0 : memref<?x4xf32>
  %sv = memref.subview %s[%o, 0] [%n, 3] [1, 1] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %sv, %c0 : memref<?x3xf32, strided<[?, 1], offset: ?>>
  %d2 = memref.dim %sv, %c1 : memref<?x3xf32, strided<[?, 1], offset: ?>>
  %rr = memref.subview %s[0, %o] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d3 = memref.dim %rr, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// Casts fold into loads, stores and other casts.
func.func @casts(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c = memref.cast %b : memref<?xf32> to memref<4xf32>
  %x = memref.load %b[%c0] : memref<?xf32>
  memref.store %v, %b[%c0] : memref<?xf32>
  memref.store %x, %c[%c0] : memref<4xf32>
  return %x : f32
}

func.func @cast_chains(%t: memref<4xf32>, %u: memref<?x?xf32>) -> (memref<4xf32>, memref<?x4xf32>, memref<4x?xf32>, memref<*xf32>) {
  %a = memref.cast %t : memref<4xf32> to memref<4xf32>
  %b = memref.cast %u : memref<?x?xf32> to memref<?x4xf32>
  %c = memref.cast %b : memref<?x4xf32> to memref<4x?xf32>
  %d = memref.cast %u : memref<?x?xf32> to memref<*xf32>
  %e = memref.cast %d : memref<*xf32> to memref<?x4xf32>
  return %a, %e, %c, %d : memref<4xf32>, memref<?x4xf32>, memref<4x?xf32>, memref<*xf32>
}

// Copies take only casts that lose no static information; other users
// take any cast of a ranked memref.
func.func @cast_users(%m: memref<?xf32>, %s: memref<4xf32>, %f: f32, %i: index) -> f32 {
  %a = memref.cast %m : memref<?xf32> to memref<4xf32>
  %b = memref.cast %s : memref<4xf32> to memref<?xf32>
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  memref.copy %b, %a : memref<?xf32> to memref<4xf32>
  memref.prefetch %b[%i], read, locality<3>, data : memref<?xf32>
  %x = memref.atomic_rmw addf %f, %b[%i] : (f32, memref<?xf32>) -> f32
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  %d = memref.cast %c : memref<*xf32> to memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %x : f32
}

// Allocations only stored into and deallocated are dead; a copy onto
// itself does nothing.
func.func @dead(%f: f32, %i: index, %m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %f, %b[%i] : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.store %f, %c[%i] : memref<4xf32>
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

func.func @escaping(%i: index, %m: memref<4xmemref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<4xmemref<4xf32>>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.dealloc %v : memref<?xf32>
  return
}

// Constant dynamic sizes become static, behind a cast.
func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<?x?xf32, 1>, memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<?xf32>) {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) : memref<?x?xf32>
  %b = memref.alloca(%n, %c3) {alignment = 16 : i64} : memref<?x?xf32, 1>
  %c = memref.alloc(%c3)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %cm = arith.constant -1 : index
  %d = memref.alloc(%cm) : memref<?xf32>
  return %a, %b, %c, %d : memref<?x?xf32>, memref<?x?xf32, 1>, memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<?xf32>
}

// Constant offsets, sizes and strides of subviews become static, behind a
// cast; a subview of the whole source is the source.
func.func @subviews(%t: memref<8x8xf32>, %u: memref<?x8xf32, strided<[?, 1], offset: ?>>, %i: index) -> (memref<?x?xf32, strided<[8, ?], offset: ?>>, memref<8x8xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = memref.subview %t[%c0, %i] [%c2, %c4] [1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, ?], offset: ?>>
  %b = memref.subview %t[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  %c = memref.subview %t[%c0, 0] [%c2, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %d = memref.subview %u[%c2, %i] [%c2, %i] [1, %c2] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %e = memref.subview %t[%c1, %i] [1, %c2] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %a, %b, %c, %d, %e : memref<?x?xf32, strided<[8, ?], offset: ?>>, memref<8x8xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:     return %c4, %arg1, %dim, %c2 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dims_kept(%arg0: memref<4xf32>, %arg1: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c5 : memref<4xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:     return %dim, %dim_0, %0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_dims(%arg0: memref<64xi8>, %arg1: index, %arg2: memref<?x?xf32>, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %arg1, %arg1, %c3, %arg1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_chains(%arg0: memref<4xf32>, %arg1: memref<?x?xf32>) -> (memref<4xf32>, memref<?x4xf32>, memref<4x?xf32>, memref<*xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg1 : memref<?x?xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %arg1 : memref<?x?xf32> to memref<?x4xf32>
// CHECK-NEXT:     return %arg0, %cast_1, %cast, %cast_0 : memref<4xf32>, memref<?x4xf32>, memref<4x?xf32>, memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_users(%arg0: memref<?xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: index) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %cast : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.prefetch %arg1[%arg3], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg2, %arg1[%arg3] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead(%arg0: f32, %arg1: index, %arg2: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @escaping(%arg0: index, %arg1: memref<4xmemref<4xf32>>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.store %alloc, %arg1[%arg0] : memref<4xmemref<4xf32>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_const(%arg0: index) -> (memref<?x?xf32>, memref<?x?xf32, 1>, memref<?xf32, #map>, memref<?xf32>) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<3x?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?x3xf32, 1>
// CHECK-NEXT:     %cast_0 = memref.cast %alloca : memref<?x3xf32, 1> to memref<?x?xf32, 1>
// CHECK-NEXT:     %alloc_1 = memref.alloc()[%arg0] : memref<3xf32, #map>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc_1 : memref<3xf32, #map> to memref<?xf32, #map>
// CHECK-NEXT:     %alloc_3 = memref.alloc(%c-1) : memref<?xf32>
// CHECK-NEXT:     return %cast, %cast_0, %cast_2, %alloc_3 : memref<?x?xf32>, memref<?x?xf32, 1>, memref<?xf32, #map>, memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subviews(%arg0: memref<8x8xf32>, %arg1: memref<?x8xf32, strided<[?, 1], offset: ?>>, %arg2: index) -> (memref<?x?xf32, strided<[8, ?], offset: ?>>, memref<8x8xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, %arg2] [2, 4] [1, 1] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<2x4xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[8, ?], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[0, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1]>>
// CHECK-NEXT:     %cast_1 = memref.cast %subview_0 : memref<2x8xf32, strided<[8, 1]>> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     %subview_2 = memref.subview %arg1[2, %arg2] [2, %arg2] [1, 2] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT:     %cast_3 = memref.cast %subview_2 : memref<2x?xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview_4 = memref.subview %arg0[1, %arg2] [1, 2] [1, 1] : memref<8x8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %cast_5 = memref.cast %subview_4 : memref<2xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %cast, %arg0, %cast_1, %cast_3, %cast_5 : memref<?x?xf32, strided<[8, ?], offset: ?>>, memref<8x8xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
