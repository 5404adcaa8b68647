// RUN: strata-opt %s --one-shot-bufferize="dialect-filter=scf,bufferization allow-unknown-ops" | FileCheck %s

// Only the ops of the listed dialects bufferize; the others stay on
// tensors, their operands and results bridged with to_buffer/to_tensor.

func.func @only_some(%t: tensor<4xf32>, %c: i1, %v: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %w = tensor.insert %v into %t[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @only_some(%arg0: tensor<4xf32>, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] : tensor<4xf32>
// CHECK-NEXT:       %2 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %3 = linalg.fill ins(%arg2 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = bufferization.to_tensor %0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
