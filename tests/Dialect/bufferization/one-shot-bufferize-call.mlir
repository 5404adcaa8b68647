// RUN: strata-opt %s --one-shot-bufferize | FileCheck %s

// Without function boundaries calls stay on tensors.

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
// CHECK-NEXT:   func.func private @update(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: tensor<4xf32>, %arg1: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = call @update(%arg0, %arg1) : (tensor<4xf32>, f32) -> tensor<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = memref.load %1[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %2 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
