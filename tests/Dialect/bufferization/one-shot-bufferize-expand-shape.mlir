// RUN: strata-opt %s --one-shot-bufferize --split-input-file | FileCheck %s

// tensor.expand_shape bufferizes to a memref.expand_shape view.

func.func @expand(%u: tensor<12xf32>, %v: tensor<?xf32>, %n: index, %x: f32) -> (tensor<3x4xf32>, tensor<?x2xf32>) {
  %e = tensor.expand_shape %u [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %d = tensor.expand_shape %v [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %d[%c0, %c0] : tensor<?x2xf32>
  return %e, %w : tensor<3x4xf32>, tensor<?x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @expand(%arg0: tensor<12xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: f32) -> (tensor<3x4xf32>, tensor<?x2xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %1 {{\[\[}}0, 1]] output_shape [3, 4] : memref<12xf32, strided<[?], offset: ?>> into memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
// CHECK-NEXT:     memref.copy %expand_shape, %alloc : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %alloc : memref<3x4xf32> to tensor<3x4xf32>
// CHECK-NEXT:     %expand_shape_0 = memref.expand_shape %0 {{\[\[}}0, 1]] output_shape [%arg2, 2] : memref<?xf32, strided<[?], offset: ?>> into memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %expand_shape_0, %c0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK-NEXT:     memref.copy %expand_shape_0, %alloc_1 : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_1[%c0_2, %c0_2] : memref<?x2xf32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc_1 : memref<?x2xf32> to tensor<?x2xf32>
// CHECK-NEXT:     return %2, %3 : tensor<3x4xf32>, tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
