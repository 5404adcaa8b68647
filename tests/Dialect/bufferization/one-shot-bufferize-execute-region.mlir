// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// scf.execute_region returns the buffers its yield gives.

func.func @in_place(%t: tensor<?xf32>, %i: index, %x: f32) -> (tensor<?xf32>, i32) {
  %r:2 = scf.execute_region -> (tensor<?xf32>, i32) {
    %w = tensor.insert %x into %t[%i] : tensor<?xf32>
    %c = arith.constant 7 : i32
    scf.yield %w, %c : tensor<?xf32>, i32
  }
  return %r#0, %r#1 : tensor<?xf32>, i32
}

// -----

// The original is read after the region: the region writes a copy.
func.func @copy(%t: tensor<8xf32>, %i: index, %x: f32) -> (tensor<8xf32>, f32) {
  %r = scf.execute_region -> tensor<8xf32> {
    %w = tensor.insert %x into %t[%i] : tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  %e = tensor.extract %t[%i] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @in_place(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<?xf32, strided<[?], offset: ?>>, i32) {
// CHECK-NEXT:     %0:2 = scf.execute_region -> (memref<?xf32, strided<[?], offset: ?>>, i32) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       scf.yield %arg0, %c7_i32 : memref<?xf32, strided<[?], offset: ?>>, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<?xf32, strided<[?], offset: ?>>, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @copy(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %0 = scf.execute_region -> memref<8xf32> {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
