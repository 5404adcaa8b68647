// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// tensor.collapse_shape: a view, or a view of a contiguous copy when the
// source layout may not collapse.

func.func @collapse(%t: tensor<2x6xf32>, %d: tensor<?x4xi8>, %s: index) -> (tensor<12xf32>, tensor<?xi8>, tensor<8xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %e = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xi8> into tensor<?xi8>
  %a = bufferization.alloc_tensor() : tensor<2x4xf32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c, %e, %f : tensor<12xf32>, tensor<?xi8>, tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @collapse(%arg0: memref<2x6xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x4xi8, strided<[?, ?], offset: ?>>, %arg2: index) -> (memref<12xf32>, memref<?xi8>, memref<8xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x6xf32> into memref<12xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0 : memref<?x4xi8, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xi8>
// CHECK-NEXT:     memref.copy %arg1, %alloc_0 : memref<?x4xi8, strided<[?, ?], offset: ?>> to memref<?x4xi8>
// CHECK-NEXT:     %collapse_shape_1 = memref.collapse_shape %alloc_0 {{\[\[}}0, 1]] : memref<?x4xi8> into memref<?xi8>
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT:     %collapse_shape_3 = memref.collapse_shape %alloc_2 {{\[\[}}0, 1]] : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_4 = memref.cast %collapse_shape_1 : memref<?xi8> to memref<?xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_5 = memref.cast %collapse_shape_3 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape, %collapse_shape_1, %collapse_shape_3 : memref<12xf32>, memref<?xi8>, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
