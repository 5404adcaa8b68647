// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
memref.global @u : memref<3xi32> = uninitialized
memref.global "public" @e : memref<4xi8>
memref.global "nested" constant @s : memref<2x2xi32> = dense<7>
memref.global @z : memref<i64> = dense<0> {foo = "bar"}

func.func @alloc(%n: index, %m: index) {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %1 = memref.alloc()[%n] {alignment = 16} : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %2 = memref.alloc(%n, %m)[%n, %m] : memref<?x?xf32, strided<[?, 1], offset: ?>, 1>
  %3 = memref.alloca(%n) : memref<?xf32>
  %4 = memref.alloca() {alignment = 8 : i64, other} : memref<2x2xi8>
  %5 = memref.realloc %3(%m) : memref<?xf32> to memref<?xf32>
  %6 = memref.realloc %5 {alignment = 4} : memref<?xf32> to memref<16xf32>
  memref.dealloc %0 : memref<?x4xf32>
  memref.alloca_scope {
    %x = memref.alloca() : memref<f32>
  }
  %7:2 = memref.alloca_scope -> (f32, index) {
    %y = memref.load %4[%n, %n] : memref<2x2xi8>
    %z = arith.constant 1.0 : f32
    memref.alloca_scope.return %z, %n : f32, index
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  } {tag}
  return
}

func.func @access(%n: index, %v: f32, %m: memref<?xf32>, %t: memref<4x?xf32>, %s: memref<f32>) {
  %0 = memref.load %t[%n, %n] {nontemporal = true} : memref<4x?xf32>
  %1 = memref.load %s[] {alignment = 16, nontemporal = false} : memref<f32>
  memref.store %v, %t[%n, %n] {alignment = 8} : memref<4x?xf32>
  memref.store %v, %s[] {nontemporal = true} : memref<f32>
  memref.copy %m, %m : memref<?xf32> to memref<?xf32>
  %2 = memref.atomic_rmw addf %v, %m[%n] : (f32, memref<?xf32>) -> f32
  %3 = memref.atomic_rmw maxnumf %v, %m[%n] {x} : (f32, memref<?xf32>) -> f32
  %4 = memref.generic_atomic_rmw %m[%n] : memref<?xf32> {
  ^bb0(%cur: f32):
    %a = arith.addf %cur, %v : f32
    memref.atomic_yield %a : f32
  }
  memref.prefetch %t[%n, %n], write, locality<0>, instr : memref<4x?xf32>
  memref.prefetch %s[], read, locality<3>, data : memref<f32>
  return
}

func.func @atomic_kinds(%i: i32, %m: memref<8xi32>, %n: index) {
  %0 = memref.atomic_rmw addi %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %1 = memref.atomic_rmw andi %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %2 = memref.atomic_rmw assign %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %3 = memref.atomic_rmw maxs %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %4 = memref.atomic_rmw maxu %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %5 = memref.atomic_rmw mins %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %6 = memref.atomic_rmw minu %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %7 = memref.atomic_rmw muli %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %8 = memref.atomic_rmw ori %i, %m[%n] : (i32, memref<8xi32>) -> i32
  %9 = memref.atomic_rmw xori %i, %m[%n] : (i32, memref<8xi32>) -> i32
  memref.dma_wait %m[%n], %n : memref<8xi32>
  return
}

func.func @casts(%n: index, %m: memref<?xf32>, %u: memref<*xf32>, %s: memref<1xindex>, %b: memref<64xi8>,
                 %st: memref<4x4xf32, strided<[8, 1], offset: 2>>) {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %1 = memref.cast %m : memref<?xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %3 = memref.cast %st : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %5 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, "shared">
  %6 = memref.dim %m, %n : memref<?xf32>
  %7 = memref.dim %u, %n : memref<*xf32>
  %8 = memref.rank %u : memref<*xf32>
  %9 = memref.rank %m : memref<?xf32>
  %10 = memref.get_global @c : memref<2xf32>
  %11 = memref.assume_alignment %m, 16 : memref<?xf32>
  %12:2 = memref.distinct_objects %m, %st : memref<?xf32>, memref<4x4xf32, strided<[8, 1], offset: 2>>
  %13 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %base, %off, %sz:2, %str:2 = memref.extract_strided_metadata %st : memref<4x4xf32, strided<[8, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  %14 = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  %15 = memref.reshape %m(%s) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  %16 = memref.view %b[%n][%n] : memref<64xi8> to memref<?xf32>
  %17 = memref.view %b[%n][] : memref<64xi8> to memref<2x4xi16>
  return
}

func.func @views(%n: index, %m: memref<?xf32>, %a: memref<8x16xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>,
                 %st: memref<4x4xf32, strided<[8, 1], offset: 2>>) {
  %0 = memref.subview %a[0, %n][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %a[2, 4][4, 4][1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 36>>
  %2 = memref.subview %a[1, 0][1, 16][1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %3 = memref.subview %d[%n, %n][%n, %n][%n, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %st[1, 1][2, 2][1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<2x2xf32, strided<[8, 1], offset: 11>>
  %5 = memref.subview %a[0, 0][8, 1][1, 1] : memref<8x16xf32> to memref<8xf32, strided<[16]>>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xf32>
  %7 = memref.reinterpret_cast %u to offset: [%n], sizes: [4], strides: [%n] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
  %8 = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %9 = memref.expand_shape %st [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32, strided<[8, 1], offset: 2>> into memref<2x2x4xf32, strided<[16, 8, 1], offset: 2>>
  %10 = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %11 = memref.collapse_shape %st [[0], [1]] : memref<4x4xf32, strided<[8, 1], offset: 2>> into memref<4x4xf32, strided<[8, 1], offset: 2>>
  %12 = memref.collapse_shape %9 [[0, 1], [2]] : memref<2x2x4xf32, strided<[16, 8, 1], offset: 2>> into memref<4x4xf32, strided<[8, 1], offset: 2>>
  %14 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %15 = memref.transpose %a (i, j) -> (j, i) {x} : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %16 = memref.transpose %a (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32>
  return
}

func.func @dma(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %n: index, %s: index) {
  memref.dma_start %a[%n, %n], %b[%n, %n], %n, %t[%n] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %a[%n, %n], %b[%n, %n], %n, %t[%n], %s, %s : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%n], %n : memref<1xi32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global @u : memref<3xi32> = uninitialized
// CHECK-NEXT:   memref.global "public" @e : memref<4xi8>
// CHECK-NEXT:   memref.global "nested" constant @s : memref<2x2xi32> = dense<7>
// CHECK-NEXT:   memref.global @z : memref<i64> = dense<0> {foo = "bar"}
// CHECK-NEXT:   func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc()[%arg0] {alignment = 16 : i64} : memref<4xf32, #map>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg0, %arg1)[%arg0, %arg1] : memref<?x?xf32, strided<[?, 1], offset: ?>, 1>
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:     %alloca_2 = memref.alloca() {alignment = 8 : i64, other} : memref<2x2xi8>
// CHECK-NEXT:     %0 = memref.realloc %alloca(%arg1) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %1 = memref.realloc %0 {alignment = 4 : i64} : memref<?xf32> to memref<16xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca_3 = memref.alloca() : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT:       %3 = memref.load %alloca_2[%arg0, %arg0] : memref<2x2xi8>
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       memref.alloca_scope.return %cst, %arg0 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @access(%arg0: index, %arg1: f32, %arg2: memref<?xf32>, %arg3: memref<4x?xf32>, %arg4: memref<f32>) {
// CHECK-NEXT:     %0 = memref.load %arg3[%arg0, %arg0] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:     %1 = memref.load %arg4[] {alignment = 16 : i64} : memref<f32>
// CHECK-NEXT:     memref.store %arg1, %arg3[%arg0, %arg0] {alignment = 8 : i64} : memref<4x?xf32>
// CHECK-NEXT:     memref.store %arg1, %arg4[] {nontemporal = true} : memref<f32>
// CHECK-NEXT:     memref.copy %arg2, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = memref.atomic_rmw addf %arg1, %arg2[%arg0] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT:     %3 = memref.atomic_rmw maxnumf %arg1, %arg2[%arg0] {x} : (f32, memref<?xf32>) -> f32
// CHECK-NEXT:     %4 = memref.generic_atomic_rmw %arg2[%arg0] : memref<?xf32> {
// CHECK-NEXT:     ^bb0(%arg5: f32):
// CHECK-NEXT:       %5 = arith.addf %arg5, %arg1 : f32
// CHECK-NEXT:       memref.atomic_yield %5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.prefetch %arg3[%arg0, %arg0], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT:     memref.prefetch %arg4[], read, locality<3>, data : memref<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @atomic_kinds(%arg0: i32, %arg1: memref<8xi32>, %arg2: index) {
// CHECK-NEXT:     %0 = memref.atomic_rmw addi %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %1 = memref.atomic_rmw andi %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %2 = memref.atomic_rmw assign %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %3 = memref.atomic_rmw maxs %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %4 = memref.atomic_rmw maxu %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %5 = memref.atomic_rmw mins %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %6 = memref.atomic_rmw minu %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %7 = memref.atomic_rmw muli %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %8 = memref.atomic_rmw ori %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %9 = memref.atomic_rmw xori %arg0, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     memref.dma_wait %arg1[%arg2], %arg2 : memref<8xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<*xf32>, %arg3: memref<1xindex>, %arg4: memref<64xi8>, %arg5: memref<4x4xf32, strided<[8, 1], offset: 2>>) {
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg1 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %arg2 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %arg5 : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg1 : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT:     %memspacecast_3 = memref.memory_space_cast %arg2 : memref<*xf32> to memref<*xf32, "shared">
// CHECK-NEXT:     %dim = memref.dim %arg1, %arg0 : memref<?xf32>
// CHECK-NEXT:     %dim_4 = memref.dim %arg2, %arg0 : memref<*xf32>
// CHECK-NEXT:     %0 = memref.rank %arg2 : memref<*xf32>
// CHECK-NEXT:     %1 = memref.rank %arg1 : memref<?xf32>
// CHECK-NEXT:     %2 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg1, 16 : memref<?xf32>
// CHECK-NEXT:     %3:2 = memref.distinct_objects %arg1, %arg5 : memref<?xf32>, memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<*xf32> -> index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg5 : memref<4x4xf32, strided<[8, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reshape = memref.reshape %arg2(%arg3) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT:     %reshape_5 = memref.reshape %arg1(%arg3) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT:     %view = memref.view %arg4[%arg0][%arg0] : memref<64xi8> to memref<?xf32>
// CHECK-NEXT:     %view_6 = memref.view %arg4[%arg0][] : memref<64xi8> to memref<2x4xi16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<8x16xf32>, %arg3: memref<?x?xf32>, %arg4: memref<*xf32>, %arg5: memref<4x4xf32, strided<[8, 1], offset: 2>>) {
// CHECK-NEXT:     %subview = memref.subview %arg2[0, %arg0] [2, 2] [1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg2[2, 4] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 36>>
// CHECK-NEXT:     %subview_1 = memref.subview %arg2[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT:     %subview_2 = memref.subview %arg3[%arg0, %arg0] [%arg0, %arg0] [%arg0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %subview_3 = memref.subview %arg5[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<2x2xf32, strided<[8, 1], offset: 11>>
// CHECK-NEXT:     %subview_4 = memref.subview %arg2[0, 0] [8, 1] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[16]>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg0, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xf32>
// CHECK-NEXT:     %reinterpret_cast_5 = memref.reinterpret_cast %arg4 to offset: [%arg0], sizes: [4], strides: [%arg0] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [%arg0, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT:     %expand_shape_6 = memref.expand_shape %arg5 {{\[\[}}0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32, strided<[8, 1], offset: 2>> into memref<2x2x4xf32, strided<[16, 8, 1], offset: 2>>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT:     %collapse_shape_7 = memref.collapse_shape %arg5 {{\[\[}}0], [1]] : memref<4x4xf32, strided<[8, 1], offset: 2>> into memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT:     %collapse_shape_8 = memref.collapse_shape %expand_shape_6 {{\[\[}}0, 1], [2]] : memref<2x2x4xf32, strided<[16, 8, 1], offset: 2>> into memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT:     %transpose = memref.transpose %arg3 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT:     %transpose_9 = memref.transpose %arg2 (d0, d1) -> (d1, d0) {x} : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
// CHECK-NEXT:     %transpose_10 = memref.transpose %arg2 (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:     memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg3, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:     memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg3, %arg2[%arg3], %arg4, %arg4 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:     memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
