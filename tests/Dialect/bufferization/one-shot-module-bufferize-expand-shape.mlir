// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @expand(%u: tensor<12xf32>, %v: tensor<?xf32>, %n: index, %x: f32) -> (tensor<3x4xf32>, tensor<?x2xf32>) {
  %e = tensor.expand_shape %u [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %d = tensor.expand_shape %v [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %d[%c0, %c0] : tensor<?x2xf32>
  return %e, %w : tensor<3x4xf32>, tensor<?x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @expand(%arg0: memref<12xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> (memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<?x2xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [3, 4] : memref<12xf32, strided<[?], offset: ?>> into memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [%arg2, 2] : memref<?xf32, strided<[?], offset: ?>> into memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg3, %expand_shape_0[%c0, %c0] : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape, %expand_shape_0 : memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
