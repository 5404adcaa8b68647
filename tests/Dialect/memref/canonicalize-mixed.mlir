// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// A mix of memref canonicalizations (allocations, copies, loads and
// stores, dims, subviews, views, reinterpret_casts, reshapes, casts,
// atomics, metadata), positive and negative, compared with mlir-opt.
func.func @alloc_const(%n: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4, %n) : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @alloca_const() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloca(%c4) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @alloc_neg() -> memref<?xf32> {
  %c4 = arith.constant -4 : index
  %0 = memref.alloc(%c4) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @dead_alloc(%v: f32) {
  %0 = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %0[%c0] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @dead_alloca() {
  %0 = memref.alloca() : memref<4xf32>
  return
}
func.func @copy_self(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}
func.func @copy_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %n : memref<4xf32> to memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}
func.func @load_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %a[%i] : memref<?xf32>
  memref.store %v, %a[%i] : memref<?xf32>
  return %v : f32
}
func.func @dim_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  %e = memref.dim %a, %c1 : memref<?x4xf32>
  return %d, %e : index, index
}
func.func @dim_subview(%m: memref<?x?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[0, 0] [%n, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1]>>
  %d = memref.dim %s, %c0 : memref<?x4xf32, strided<[?, 1]>>
  return %d : index
}
func.func @subview_const(%m: memref<16x16xf32>, %i: index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, %i] [%c4, %c4] [1, 1] : memref<16x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_cast(%m: memref<16x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %s : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %d : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_of_subview(%m: memref<16x16xf32>, %i: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %m[%i, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %t = memref.subview %s[1, %i] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %t : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_identity(%m: memref<16x16xf32>) -> memref<16x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [16, 16] [1, 1] : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
  return %s : memref<16x16xf32, strided<[16, 1]>>
}
func.func @rc_of_rc(%m: memref<?xf32>, %n: index) -> memref<4x4xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}
func.func @rc_of_cast(%m: memref<16xf32>) -> memref<4x4xf32> {
  %a = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}
func.func @rc_of_subview(%m: memref<16x16xf32>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %m[%i, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.reinterpret_cast %s to offset: [%i], sizes: [4, 4], strides: [16, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %b : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @esm_rc(%m: memref<?xf32>, %n: index, %o: index) -> (index, index, index) {
  %a = memref.reinterpret_cast %m to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %t#0 : index, index, index
}
func.func @atomic(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}
func.func @generic_atomic(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.generic_atomic_rmw %a[%i] : memref<?xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return %r : f32
}
func.func @prefetch(%m: memref<4xf32>, %i: index) {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %a[%i], read, locality<3>, data : memref<?xf32>
  return
}
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}
func.func @alloca_scope() -> f32 {
  %r = memref.alloca_scope -> f32 {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}
func.func @dealloc_cast(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  memref.dealloc %b : memref<*xf32>
  return
}
func.func @transpose(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %a = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %b = memref.transpose %a (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  return %b : memref<4x8xf32, strided<[8, 1]>>
}
func.func @msc_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 1>
  return %b : memref<4xf32, 1>
}
func.func @collapse_strided(%m: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<32xf32, strided<[1], offset: ?>> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
  return %a : memref<32xf32, strided<[1], offset: ?>>
}
func.func @collapse_cast_strided(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.cast %m : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %a : memref<?xf32, strided<[?], offset: ?>>
}
func.func @expand_strided(%m: memref<32xf32, strided<[2], offset: ?>>) -> memref<4x8xf32, strided<[16, 2], offset: ?>> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: ?>> into memref<4x8xf32, strided<[16, 2], offset: ?>>
  return %a : memref<4x8xf32, strided<[16, 2], offset: ?>>
}
func.func @expand_collapse_strided(%m: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
  %b = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[1], offset: ?>> into memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %b : memref<4x8xf32, strided<[8, 1], offset: ?>>
}
func.func @expand_collapse_strided2(%m: memref<2x4x8xf32, strided<[32, 8, 1], offset: ?>>) -> memref<8x8xf32, strided<[8, 1], offset: ?>> {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<2x4x8xf32, strided<[32, 8, 1], offset: ?>> into memref<64xf32, strided<[1], offset: ?>>
  %b = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32, strided<[1], offset: ?>> into memref<8x8xf32, strided<[8, 1], offset: ?>>
  return %b : memref<8x8xf32, strided<[8, 1], offset: ?>>
}
func.func @dim_reshape(%m: memref<?xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %a, %c1 : memref<?x?xf32>
  return %d : index
}
func.func @assume(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @dead_copy() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}
func.func @alloc_align() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4) {alignment = 64 : i64} : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @alloc_symbol(%n: index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %0 : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}
func.func @subview_rank_reduce(%m: memref<16x1x16xf32>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x1x16xf32> to memref<?x?x?xf32>
  %s = memref.subview %c[%i, 0, %i] [4, 1, 4] [1, 1, 1] : memref<?x?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %s : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %d : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_zero(%m: memref<16xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%i] [%c0] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @subview_oob(%m: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c20 = arith.constant 20 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c20] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @cast_unranked(%m: memref<4xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<*xf32>
  %b = memref.cast %a : memref<*xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
func.func @cast_layout(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %b = memref.cast %a : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return %b : memref<4xf32>
}
func.func @load_after_store(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  memref.store %v, %m[%i] : memref<4xf32>
  %r = memref.load %m[%i] : memref<4xf32>
  return %r : f32
}
func.func @global_load() -> f32 {
  %g = memref.get_global @g : memref<2xf32>
  %c0 = arith.constant 0 : index
  %r = memref.load %g[%c0] : memref<2xf32>
  return %r : f32
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @eap(%m: memref<4xf32>) -> index {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  return %p : index
}
func.func @expand_const(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %a = memref.expand_shape %m [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @expand_cast(%m: memref<8xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %a = memref.expand_shape %c [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @realloc(%m: memref<4xf32>) -> memref<8xf32> {
  %a = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %a : memref<8xf32>
}
func.func @realloc_same(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.realloc %m : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}
func.func @subview_dyn_stride(%m: memref<?x?xf32>, %s: index, %i: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %a = memref.subview %m[%i, %i] [4, 4] [%c2, %s] : memref<?x?xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %a : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
func.func @store_dead_alloca(%v: f32) {
  %a = memref.alloca() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %c[%c0] : memref<?xf32>
  return
}
func.func @alloc_used_by_view(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %v = memref.view %a[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @rc_const(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %a = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %a : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @dim_rc(%m: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  return %d : index
}
func.func @esm_subview(%m: memref<8x8xf32>, %i: index) -> (index, index, index) {
  %s = memref.subview %m[%i, 1] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2], offset: ?>>
  %b, %o, %sz:2, %t:2 = memref.extract_strided_metadata %s : memref<4x4xf32, strided<[8, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %sz#0, %t#1 : index, index, index
}
func.func @esm_cast(%m: memref<?x8xf32>) -> (index, index) {
  %c = memref.cast %m : memref<?x8xf32> to memref<?x?xf32>
  %b, %o, %sz:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %sz#1 : index, index
}
func.func @copy_to_same_through_casts(%m: memref<4xf32>) {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %a, %m : memref<?xf32> to memref<4xf32>
  return
}
func.func @dealloc_alloc_store(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %r = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_const(%arg0: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     return %cast : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloca_const() -> memref<?xf32> {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_neg() -> memref<?xf32> {
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %alloc = memref.alloc(%c-4) : memref<?xf32>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_alloc(%arg0: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_alloca() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy_self(%arg0: memref<4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy_cast(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_cast(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_alloc(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     return %arg0, %c4 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_subview(%arg0: memref<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_const(%arg0: memref<16x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2, %arg1] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_cast(%arg0: memref<16x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_of_subview(%arg0: memref<16x16xf32>, %arg1: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %subview[1, %arg1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     return %subview_0 : memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_identity(%arg0: memref<16x16xf32>) -> memref<16x16xf32, strided<[16, 1]>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
// CHECK-NEXT:     return %cast : memref<16x16xf32, strided<[16, 1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc_of_rc(%arg0: memref<?xf32>, %arg1: index) -> memref<4x4xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc_of_cast(%arg0: memref<16xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc_of_subview(%arg0: memref<16x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %subview to offset: [%arg1], sizes: [4, 4], strides: [16, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm_rc(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %offset, %sizes#0, %c4 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @atomic(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic_atomic(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %cast[%arg1] : memref<?xf32> {
// CHECK-NEXT:     ^bb0(%arg2: f32):
// CHECK-NEXT:       memref.atomic_yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @prefetch(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT:     memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     return %c2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloca_scope() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_cast(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transpose(%arg0: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:     return %transpose : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @msc_chain(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, 1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_strided(%arg0: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<32xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32, strided<[8, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @collapse_cast_strided(%arg0: memref<4x8xf32, strided<[8, 1], offset: 2>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 2>> into memref<32xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<32xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_strided(%arg0: memref<32xf32, strided<[2], offset: ?>>) -> memref<4x8xf32, strided<[16, 2], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: ?>> into memref<4x8xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<4x8xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_collapse_strided(%arg0: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_collapse_strided2(%arg0: memref<2x4x8xf32, strided<[32, 8, 1], offset: ?>>) -> memref<8x8xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x4x8xf32, strided<[32, 8, 1], offset: ?>> into memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [8, 8] : memref<64xf32, strided<[1], offset: ?>> into memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_reshape(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assume(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:     return %assume_align : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead_copy() {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_align() -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_symbol(%arg0: index) -> memref<?xf32, #map> {
// CHECK-NEXT:     %alloc = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32, #map> to memref<?xf32, #map>
// CHECK-NEXT:     return %cast : memref<?xf32, #map>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_rank_reduce(%arg0: memref<16x1x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0, %arg1] [4, 1, 4] [1, 1, 1] : memref<16x1x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_zero(%arg0: memref<16xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [0] [1] : memref<16xf32> to memref<0xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<0xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_oob(%arg0: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%c20] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_unranked(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_layout(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_after_store(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @global_load() -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:   func.func @eap(%arg0: memref<4xf32>) -> index {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %cast : memref<?xf32> -> index
// CHECK-NEXT:     return %intptr : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_const(%arg0: memref<?xf32>) -> memref<?x4xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_cast(%arg0: memref<8xf32>) -> memref<?x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:     %cast = memref.cast %expand_shape : memref<2x4xf32> to memref<?x4xf32>
// CHECK-NEXT:     return %cast : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @realloc(%arg0: memref<4xf32>) -> memref<8xf32> {
// CHECK-NEXT:     %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT:     return %0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @realloc_same(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %0 = memref.realloc %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subview_dyn_stride(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg2, %arg2] [4, 4] [2, %arg1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @store_dead_alloca(%arg0: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_used_by_view(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:     %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     return %view : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc_const(%arg0: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<4x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_rc(%arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT:     %dim = memref.dim %reinterpret_cast, %c0 : memref<?x4xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm_subview(%arg0: memref<8x8xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 1] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2], offset: ?>>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x4xf32, strided<[8, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %offset, %c4, %c2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm_cast(%arg0: memref<?x8xf32>) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy_to_same_through_casts(%arg0: memref<4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_alloc_store(%arg0: f32, %arg1: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
