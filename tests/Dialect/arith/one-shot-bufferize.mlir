// RUN: strata-opt %s --one-shot-bufferize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize

// arith.index_cast of a tensor casts the elements of its buffer; the
// result is that buffer, not a copy.

func.func @index_cast(%t: tensor<?x3xi64>, %i: index, %j: index) -> index {
  %c = arith.index_cast %t : tensor<?x3xi64> to tensor<?x3xindex>
  %e = tensor.extract %c[%i, %j] : tensor<?x3xindex>
  return %e : index
}

// -----

func.func @index_cast_written(%t: tensor<4xindex>, %x: i32) -> (tensor<4xi32>, index) {
  %c0 = arith.constant 0 : index
  %c = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  %w = tensor.insert %x into %c[%c0] : tensor<4xi32>
  %e = tensor.extract %t[%c0] : tensor<4xindex>
  return %w, %e : tensor<4xi32>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @index_cast(%arg0: tensor<?x3xi64>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?x3xi64> to memref<?x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %1 = arith.index_cast %0 : memref<?x3xi64, strided<[?, ?], offset: ?>> to memref<?x3xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %2 = memref.load %1[%arg1, %arg2] : memref<?x3xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_cast_written(%arg0: tensor<4xindex>, %arg1: i32) -> (tensor<4xi32>, index) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xindex> to memref<4xindex, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xindex> to memref<4xindex, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = arith.index_cast %1 : memref<4xindex, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     memref.copy %2, %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<4xi32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT:     %4 = memref.load %0[%c0] : memref<4xindex, strided<[?], offset: ?>>
// CHECK-NEXT:     return %3, %4 : tensor<4xi32>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
