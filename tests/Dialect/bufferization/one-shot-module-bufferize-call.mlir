// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func private @update(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @user(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %r = call @update(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %r[%c1] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @update(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %0 = call @update(%arg0, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
