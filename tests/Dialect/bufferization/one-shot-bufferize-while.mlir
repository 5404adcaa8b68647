// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// scf.while: the `before` arguments take their inits' buffers, the
// `after` arguments and the results the buffers the condition passes on.

// Each iteration updates its argument in place.
func.func @count_up(%t: tensor<?xi32>, %n: index) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<?xi32>, index) -> (tensor<?xi32>, index) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %a, %i : tensor<?xi32>, index
  } do {
  ^bb0(%b: tensor<?xi32>, %j: index):
    %v = arith.index_cast %j : index to i32
    %w = tensor.insert %v into %b[%j] : tensor<?xi32>
    %k = arith.addi %j, %c1 : index
    scf.yield %w, %k : tensor<?xi32>, index
  }
  return %r#0 : tensor<?xi32>
}

// -----

// The original is read after the loop: the loop works on a copy.
func.func @read_after(%t: tensor<4xf32>, %x: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.extract %a[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %e, %x : f32
    scf.condition(%go) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %w = tensor.insert %x into %b[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %old : tensor<4xf32>, f32
}


// CHECK: module {
// CHECK-NEXT:   func.func @count_up(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (memref<?xi32, strided<[?], offset: ?>>, index) -> (memref<?xi32, strided<[?], offset: ?>>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : memref<?xi32, strided<[?], offset: ?>>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<?xi32, strided<[?], offset: ?>>, %arg3: index):
// CHECK-NEXT:       %1 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield %arg2, %2 : memref<?xi32, strided<[?], offset: ?>>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = scf.while (%arg2 = %alloc) : (memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:       %2 = memref.load %arg2[%c0] : memref<4xf32>
// CHECK-NEXT:       %3 = arith.cmpf olt, %2, %arg1 : f32
// CHECK-NEXT:       scf.condition(%3) %arg2 : memref<4xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<4xf32>):
// CHECK-NEXT:       memref.store %arg1, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg2 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
