// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// Functions are bufferized callees first, whatever their order in the
// module; calls to functions without tensors are not waited for, so such
// calls may form cycles.

func.func @caller(%t: tensor<4xf32>, %i: index) -> f32 {
  %r = call @callee(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}

func.func private @callee(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %c = arith.constant 1.0 : f32
  %w = tensor.insert %c into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

func.func @ping(%m: memref<3xf32>, %x: f32) -> memref<3xf32> {
  %t = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%x : f32) outs(%t : tensor<3xf32>) -> tensor<3xf32>
  %r = func.call @pong(%f, %m) : (tensor<3xf32>, memref<3xf32>) -> memref<3xf32>
  return %r : memref<3xf32>
}

func.func @pong(%t: tensor<3xf32>, %m: memref<3xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xf32>
  %r = func.call @ping(%m, %x) : (memref<3xf32>, f32) -> memref<3xf32>
  return %r : memref<3xf32>
}

// -----

// A declaration's tensors become buffers of the fully dynamic layout.
func.func private @external(tensor<?xf32>, index) -> (tensor<2x?xf32>, i1)

func.func @use(%t: tensor<?xf32>, %n: index) -> tensor<2x?xf32> {
  %r:2 = call @external(%t, %n) : (tensor<?xf32>, index) -> (tensor<2x?xf32>, i1)
  return %r#0 : tensor<2x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @caller(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = call @callee(%arg0, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.store %cst, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @ping(%arg0: memref<3xf32>, %arg1: f32) -> memref<3xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<3xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @pong(%cast, %arg0) : (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32>) -> memref<3xf32>
// CHECK-NEXT:     return %0 : memref<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pong(%arg0: memref<3xf32, strided<[?], offset: ?>>, %arg1: memref<3xf32>) -> memref<3xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = call @ping(%arg1, %0) : (memref<3xf32>, f32) -> memref<3xf32>
// CHECK-NEXT:     return %1 : memref<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @external(memref<?xf32, strided<[?], offset: ?>>, index) -> (memref<2x?xf32, strided<[?, ?], offset: ?>>, i1)
// CHECK-NEXT:   func.func @use(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<2x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %0:2 = call @external(%arg0, %arg1) : (memref<?xf32, strided<[?], offset: ?>>, index) -> (memref<2x?xf32, strided<[?, ?], offset: ?>>, i1)
// CHECK-NEXT:     return %0#0 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
