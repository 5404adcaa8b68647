// RUN: strata-opt %s --one-shot-bufferize="allow-return-allocs-from-loops" | FileCheck %s

func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %2:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc, %arg5 = %alloc_0) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg4, %alloc_2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc_1, %alloc_2 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = bufferization.to_tensor %2#1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %4, %3 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
