// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// `bufferization.buffer_layout` on an argument gives its buffer's layout
// (an identity map is no layout); the attribute goes with the tensors.

func.func @layouts(%a: tensor<4x8xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>},
                   %b: tensor<4x8xf32> {bufferization.buffer_layout = strided<[16, 1], offset: ?>, bufferization.writable = false},
                   %c: tensor<4x8xf32>, %i: index) -> (f32, tensor<4x8xf32>) {
  %x = tensor.extract %a[%i, %i] : tensor<4x8xf32>
  %y = tensor.extract %b[%i, %i] : tensor<4x8xf32>
  %s = arith.addf %x, %y : f32
  %w = tensor.insert %s into %a[%i, %i] : tensor<4x8xf32>
  return %s, %w : f32, tensor<4x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @layouts(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32, strided<[16, 1], offset: ?>>, %arg2: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg3: index) -> (f32, memref<4x8xf32>) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg3] : memref<4x8xf32>
// CHECK-NEXT:     %1 = memref.load %arg1[%arg3, %arg3] : memref<4x8xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     memref.store %2, %arg0[%arg3, %arg3] : memref<4x8xf32>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %2, %arg0 : f32, memref<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
