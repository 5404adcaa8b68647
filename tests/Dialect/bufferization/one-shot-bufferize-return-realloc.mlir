// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// CONFORMANCE: pipeline="--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"

// A returned view whose layout a cast to the identity layout could not
// guarantee is copied into a new buffer.

func.func @f(%t: tensor<4x5xf32>, %i: index) -> tensor<2x5xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
func.func @g(%t: tensor<?x5xf32>, %i: index, %n: index) -> tensor<?x5xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [%n, 5] [1, 1] : tensor<?x5xf32> to tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4x5xf32>, %arg1: index) -> memref<2x5xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [2, 5] [1, 1] : memref<4x5xf32> to memref<2x5xf32, strided<[5, 1], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<2x5xf32, strided<[5, 1], offset: ?>> to memref<2x5xf32>
// CHECK-NEXT:     return %alloc : memref<2x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index) -> memref<?x5xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [%arg2, 5] [1, 1] : memref<?x5xf32> to memref<?x5xf32, strided<[5, 1], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %subview, %c0 : memref<?x5xf32, strided<[5, 1], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x5xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<?x5xf32, strided<[5, 1], offset: ?>> to memref<?x5xf32>
// CHECK-NEXT:     return %alloc : memref<?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
