// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// An out-of-place operand whose contents nothing defined (a new buffer,
// or a branch of new buffers) gets a new buffer without a copy. Our own
// inputs, expectations from mlir-opt 22.

func.func @two_inserts(%a: f32, %b: f32, %i: index) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<3xf32>
  %1 = tensor.insert %a into %0[%i] : tensor<3xf32>
  %2 = tensor.insert %b into %0[%i] : tensor<3xf32>
  return %1, %2 : tensor<3xf32>, tensor<3xf32>
}

func.func @branches(%c: i1, %a: f32, %i: index) -> (tensor<3xf32>, f32) {
  %r = scf.if %c -> tensor<3xf32> {
    %x = bufferization.alloc_tensor() : tensor<3xf32>
    scf.yield %x : tensor<3xf32>
  } else {
    %y = bufferization.alloc_tensor() : tensor<3xf32>
    scf.yield %y : tensor<3xf32>
  }
  %w = tensor.insert %a into %r[%i] : tensor<3xf32>
  %e = tensor.extract %r[%i] : tensor<3xf32>
  return %w, %e : tensor<3xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_inserts(%arg0: f32, %arg1: f32, %arg2: index) -> (memref<3xf32>, memref<3xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc_0[%arg2] : memref<3xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<3xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_0, %alloc : memref<3xf32>, memref<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: f32, %arg2: index) -> (memref<3xf32>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<3xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<3xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg1, %0[%arg2] : memref<3xf32>
// CHECK-NEXT:     %1 = memref.load %0[%arg2] : memref<3xf32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<3xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
