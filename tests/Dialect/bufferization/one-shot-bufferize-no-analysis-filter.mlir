// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=unanalyzed,other" | FileCheck %s
// CONFORMANCE: pipeline="--one-shot-bufferize=bufferize-function-boundaries no-analysis-func-filter=unanalyzed,other"

// The functions named in no-analysis-func-filter are bufferized as with
// copy-before-write: every write gets its own copy, and a to_buffer
// without `restrict` is allowed. A to_buffer of an argument's buffer with
// another layout is a copy when a cast could fail.

func.func @analyzed(%t: tensor<?xf32>, %x: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %t[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}

func.func @unanalyzed(%t: tensor<?xf32>, %x: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %t[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}

func.func @other(%t: tensor<?x4xf32>, %i: index) -> (f32, f32) {
  %m = bufferization.to_buffer %t : tensor<?x4xf32> to memref<?x4xf32>
  %a = memref.load %m[%i, %i] : memref<?x4xf32>
  %s = bufferization.to_buffer %t : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %b = memref.load %s[%i, %i] : memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %a, %b : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @analyzed(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unanalyzed(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg1, %arg1] : memref<?x4xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1, %arg1] : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
