// RUN: strata-opt %s --one-shot-bufferize | FileCheck %s

// tensor.pad with static shapes bufferizes to a new allocation filled by
// a linalg.map of its body, the source copied into the view at the low
// padding.

func.func @pad(%t: tensor<4x10xf32>, %f: f32) -> tensor<7x13xf32> {
  %0 = tensor.pad %t low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x10xf32> to tensor<7x13xf32>
  return %0 : tensor<7x13xf32>
}

// Padding computed from the indices, of a source computed before it; the
// padded tensor is then updated in place.
func.func @computed(%t: tensor<3xi32>, %v: i32) -> tensor<6xi32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<3xi32>
  %0 = tensor.pad %s low[1] high[2] {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i32
    tensor.yield %x : i32
  } : tensor<3xi32> to tensor<6xi32>
  %1 = tensor.insert %v into %0[%c0] : tensor<6xi32>
  return %1 : tensor<6xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @pad(%arg0: tensor<4x10xf32>, %arg1: f32) -> tensor<7x13xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4x10xf32> to memref<4x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<7x13xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<7x13xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %2 = linalg.index 0 : index
// CHECK-NEXT:         %3 = linalg.index 1 : index
// CHECK-NEXT:         linalg.yield %arg1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %subview = memref.subview %alloc[2, 1] [4, 10] [1, 1] : memref<7x13xf32> to memref<4x10xf32, strided<[13, 1], offset: 27>>
// CHECK-NEXT:     memref.copy %0, %subview : memref<4x10xf32, strided<[?, ?], offset: ?>> to memref<4x10xf32, strided<[13, 1], offset: 27>>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<7x13xf32> to tensor<7x13xf32>
// CHECK-NEXT:     return %1 : tensor<7x13xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @computed(%arg0: tensor<3xi32>, %arg1: i32) -> tensor<6xi32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<3xi32> to memref<3xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<3xi32, strided<[?], offset: ?>> to memref<3xi32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<3xi32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xi32>
// CHECK-NEXT:     linalg.map outs(%alloc_0 : memref<6xi32>)
// CHECK-NEXT:       (%init: i32) {
// CHECK-NEXT:         %2 = linalg.index 0 : index
// CHECK-NEXT:         %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:         linalg.yield %3 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     %subview = memref.subview %alloc_0[1] [3] [1] : memref<6xi32> to memref<3xi32, strided<[1], offset: 1>>
// CHECK-NEXT:     memref.copy %alloc, %subview : memref<3xi32> to memref<3xi32, strided<[1], offset: 1>>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<6xi32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<6xi32> to tensor<6xi32>
// CHECK-NEXT:     return %1 : tensor<6xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
