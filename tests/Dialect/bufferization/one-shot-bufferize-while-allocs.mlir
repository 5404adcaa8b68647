// RUN: strata-opt %s --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops

// With allow-return-allocs-from-loops, a value the condition passes on
// that is not its iteration argument's buffer (or whose `after` argument
// is not yielded back) is a new buffer each iteration.

func.func @swapped(%t0: tensor<4xf32>, %t1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = "test.cond"() : () -> i1
  %r:2 = scf.while (%a = %t0, %b = %t1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The init is a subview and each iteration passes on a new buffer: the
// iteration argument takes the fully dynamic layout.
func.func @layout_mismatch(%n: index, %m: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %s = tensor.extract_slice %t[2] [%m] [1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.while (%a = %s) : (tensor<?xf32>) -> tensor<?xf32> {
    %c = "test.cond"() : () -> i1
    %k = "test.size"() : () -> index
    %e = tensor.extract_slice %a[1] [%k] [1] : tensor<?xf32> to tensor<?xf32>
    scf.condition(%c) %e : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %w = tensor.insert %x into %b[%c0] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<?xf32>
  return %v : f32
}

// -----

// The yielded value is a reshape of a new buffer.
func.func @yield_reshape(%t: tensor<f32>, %c: i1) {
  %r = scf.while (%a = %t) : (tensor<f32>) -> tensor<f32> {
    scf.condition(%c) %a : tensor<f32>
  } do {
  ^bb0(%b: tensor<f32>):
    %n = bufferization.alloc_tensor() : tensor<1xf32>
    %s = tensor.collapse_shape %n [] : tensor<1xf32> into tensor<f32>
    scf.yield %s : tensor<f32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @swapped(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %0 = "test.cond"() : () -> i1
// CHECK-NEXT:     %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg2, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       scf.condition(%0) %alloc, %alloc_1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<4xf32>, %arg3: memref<4xf32>):
// CHECK-NEXT:       %cast_1 = memref.cast %arg2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast_2 = memref.cast %arg3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast_1, %cast_2 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %1#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %1#1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1#0, %1#1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @layout_mismatch(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[2] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = scf.while (%arg3 = %cast) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT:       %2 = "test.cond"() : () -> i1
// CHECK-NEXT:       %3 = "test.size"() : () -> index
// CHECK-NEXT:       %subview_0 = memref.subview %arg3[1] [%3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %dim = memref.dim %subview_0, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %alloc_2 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:       memref.copy %subview_0, %alloc_2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:       scf.condition(%2) %alloc_2 : memref<?xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<?xf32>):
// CHECK-NEXT:       memref.store %arg2, %arg3[%c0] : memref<?xf32>
// CHECK-NEXT:       %cast_0 = memref.cast %arg3 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<?xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @yield_reshape(%arg0: memref<f32, strided<[], offset: ?>>, %arg1: i1) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (memref<f32, strided<[], offset: ?>>) -> memref<f32> {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT:       memref.copy %arg2, %alloc : memref<f32, strided<[], offset: ?>> to memref<f32>
// CHECK-NEXT:       scf.condition(%arg1) %alloc : memref<f32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<f32>):
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK-NEXT:       %collapse_shape = memref.collapse_shape %alloc [] : memref<1xf32> into memref<f32>
// CHECK-NEXT:       %cast = memref.cast %collapse_shape : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
