// RUN: strata-opt %s -allow-unregistered-dialect --bubble-down-memory-space-casts | FileCheck %s

// A chain of views: each takes the source's memory space and the cast
// moves to the end, where a non-consumer still sees the old type.
func.func @chain(%m: memref<8x8xf32, 3>, %i: index) -> f32 {
  %c = memref.memory_space_cast %m : memref<8x8xf32, 3> to memref<8x8xf32>
  %s = memref.subview %c[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %f = memref.collapse_shape %s [[0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32, strided<[1]>>
  %v = memref.load %f[%i] : memref<32xf32, strided<[1]>>
  "test.use"(%f) : (memref<32xf32, strided<[1]>>) -> ()
  return %v : f32
}

// Casts into a non-default space, or of values that are not casts, stay.
func.func @not_promotable(%m: memref<4xf32, 1>, %n: memref<4xf32>, %i: index) {
  %c = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 2>
  %v = memref.load %c[%i] : memref<4xf32, 2>
  memref.store %v, %n[%i] : memref<4xf32>
  return
}

// A cast of a cast becomes one cast; unranked memrefs and vector accesses
// are handled alike.
func.func @casts(%m: memref<4xf32, 1>, %i: index) -> (memref<4xf32, 2>, memref<*xf32>, vector<2xf32>) {
  %c = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %d = memref.memory_space_cast %c : memref<4xf32> to memref<4xf32, 2>
  %u = memref.cast %c : memref<4xf32> to memref<*xf32>
  %v = vector.load %c[%i] : memref<4xf32>, vector<2xf32>
  vector.store %v, %c[%i] : memref<4xf32>, vector<2xf32>
  return %d, %u, %v : memref<4xf32, 2>, memref<*xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @chain(%arg0: memref<8x8xf32, 3>, %arg1: index) -> f32 {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 8] [1, 1] : memref<8x8xf32, 3> to memref<4x8xf32, strided<[8, 1]>, 3>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %subview {{\[\[}}0, 1]] : memref<4x8xf32, strided<[8, 1]>, 3> into memref<32xf32, strided<[1]>, 3>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %collapse_shape : memref<32xf32, strided<[1]>, 3> to memref<32xf32, strided<[1]>>
// CHECK-NEXT: %0 = memref.load %collapse_shape[%arg1] : memref<32xf32, strided<[1]>, 3>
// CHECK-NEXT: "test.use"(%memspacecast) : (memref<32xf32, strided<[1]>>) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @not_promotable(%arg0: memref<4xf32, 1>, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: %0 = memref.load %memspacecast[%arg2] : memref<4xf32, 2>
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @casts(%arg0: memref<4xf32, 1>, %arg1: index) -> (memref<4xf32, 2>, memref<*xf32>, vector<2xf32>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32, 1> to memref<*xf32, 1>
// CHECK-NEXT: %memspacecast_0 = memref.memory_space_cast %cast : memref<*xf32, 1> to memref<*xf32>
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<4xf32, 1>, vector<2xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg1] : memref<4xf32, 1>, vector<2xf32>
// CHECK-NEXT: return %memspacecast, %memspacecast_0, %0 : memref<4xf32, 2>, memref<*xf32>, vector<2xf32>
