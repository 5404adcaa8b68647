// RUN: strata-opt %s --memref-expand | FileCheck %s
// CONFORMANCE: pipeline=--memref-expand

// A reshape by a shape of static size becomes a reinterpret_cast with the
// sizes loaded from the shape (cast to index) and the strides of the
// identity layout computed from them; nothing is folded. A reshape by a
// shape of dynamic size stays, and so do atomics.

func.func @reshape(%m: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x4x?xf32> {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x4x?xf32>
  return %r : memref<?x4x?xf32>
}

func.func @reshape_index(%m: memref<6xf32>, %shape: memref<2xindex>) -> (memref<2x?xf32>, memref<2x3xf32>) {
  %r = memref.reshape %m(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x?xf32>
  %s = memref.reshape %m(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  return %r, %s : memref<2x?xf32>, memref<2x3xf32>
}

func.func @kept(%m: memref<*xf32>, %shape: memref<?xindex>, %f: f32, %i: index, %b: memref<4xf32>) -> (memref<*xf32>, f32) {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %x = memref.atomic_rmw maximumf %f, %b[%i] : (f32, memref<4xf32>) -> f32
  return %r, %x : memref<*xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @reshape(%arg0: memref<*xf32>, %arg1: memref<3xi32>) -> memref<?x4x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c2] : memref<3xi32>
// CHECK-NEXT:     %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.muli %c1, %1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %3 = arith.muli %2, %c4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %4 = memref.load %arg1[%c0] : memref<3xi32>
// CHECK-NEXT:     %5 = arith.index_cast %4 : i32 to index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%5, 4, %1], strides: [%3, %2, 1] : memref<*xf32> to memref<?x4x?xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape_index(%arg0: memref<6xf32>, %arg1: memref<2xindex>) -> (memref<2x?xf32>, memref<2x3xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.muli %c1_0, %0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, %0], strides: [%1, 1] : memref<6xf32> to memref<2x?xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2_1 = arith.constant 2 : index
// CHECK-NEXT:     %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
// CHECK-NEXT:     return %reinterpret_cast, %reinterpret_cast_2 : memref<2x?xf32>, memref<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: f32, %arg3: index, %arg4: memref<4xf32>) -> (memref<*xf32>, f32) {
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     %0 = memref.atomic_rmw maximumf %arg2, %arg4[%arg3] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     return %reshape, %0 : memref<*xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
