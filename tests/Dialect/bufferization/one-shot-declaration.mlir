// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// A declaration without tensors keeps its type; its calls stay as they are.

func.func private @print(memref<*xf32>)

func.func @main(%m: memref<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @print(%u) : (memref<*xf32>) -> ()
  return %t : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @print(memref<*xf32>)
// CHECK-NEXT:   func.func @main(%arg0: memref<4xf32>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     call @print(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
