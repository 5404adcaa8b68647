// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// A call whose result is a view of its argument: the caller's later
// write into the argument would change what it reads through the result,
// so the result is copied first.

func.func private @view(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[2] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

func.func @caller(%t: tensor<?xf32>, %n: index, %i: index, %x: f32) -> (f32, tensor<?xf32>) {
  %v = call @view(%t, %n) : (tensor<?xf32>, index) -> tensor<?xf32>
  %w = tensor.insert %x into %t[%i] : tensor<?xf32>
  %e = tensor.extract %v[%i] : tensor<?xf32>
  return %e, %w : f32, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @view(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [%arg1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: index, %arg3: f32) -> (f32, memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %0 = call @view(%arg0, %arg1) : (memref<?xf32, strided<[?], offset: ?>>, index) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     memref.store %arg3, %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT:     return %1, %arg0 : f32, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
