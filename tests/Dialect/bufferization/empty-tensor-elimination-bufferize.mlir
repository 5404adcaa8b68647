// RUN: strata-opt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// After empty-tensor elimination, the insertions bufferize in place.

func.func @two_uses(%dest: tensor<6xf32>, %v: f32) -> (tensor<6xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<3xf32>
  %r = tensor.insert_slice %w into %dest[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
  return %r, %w : tensor<6xf32>, tensor<3xf32>
}
func.func @direct(%dest: tensor<4x4xi8>, %i: index) -> tensor<4x4xi8> {
  %e = tensor.empty() : tensor<2x2xi8>
  %r = tensor.insert_slice %e into %dest[%i, %i] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<4x4xi8>
  return %r : tensor<4x4xi8>
}
func.func @chain_through_cast(%dest: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %w1 = tensor.insert %v into %e[%c1] : tensor<4xf32>
  %w2 = tensor.insert %v into %w1[%c1] : tensor<4xf32>
  %r = tensor.insert_slice %w2 into %dest[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @dest_defined_late(%v: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %e[%c0] : tensor<2xf32>
  %dest = tensor.empty(%n) : tensor<?xf32>
  %r = tensor.insert_slice %w into %dest[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_uses(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<6xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [3] [1] : memref<6xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %subview[%c0] : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[0] [3] [1] : memref<6xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0, %subview : memref<6xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @direct(%arg0: memref<4x4xi8, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<4x4xi8, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [2, 2] [1, 1] : memref<4x4xi8, strided<[?, ?], offset: ?>> to memref<2x2xi8, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[%arg1, %arg1] [2, 2] [1, 1] : memref<4x4xi8, strided<[?, ?], offset: ?>> to memref<2x2xi8, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<2x2xi8, strided<[?, ?], offset: ?>> to memref<2x2xi8, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4x4xi8, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chain_through_cast(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[4] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg1, %subview[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %arg1, %subview[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[4] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dest_defined_late(%arg0: f32, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     memref.store %arg0, %subview[%c0] : memref<2xf32, strided<[1]>>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
