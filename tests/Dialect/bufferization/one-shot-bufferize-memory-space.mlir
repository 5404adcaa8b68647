// RUN: strata-opt %s --one-shot-bufferize=must-infer-memory-space | FileCheck %s
// CONFORMANCE: pipeline=--one-shot-bufferize=must-infer-memory-space

// With must-infer-memory-space, a copy is in the memory space of what it
// copies.
func.func @copy_space(%i: index, %x: f32) -> (f32, f32) {
  %a = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4xf32>
  %w = tensor.insert %x into %a[%i] : tensor<4xf32>
  %c = bufferization.alloc_tensor() copy(%w) : tensor<4xf32>
  %v = tensor.insert %x into %c[%i] : tensor<4xf32>
  %e = tensor.extract %v[%i] : tensor<4xf32>
  %f = tensor.extract %w[%i] : tensor<4xf32>
  return %e, %f : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @copy_space(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg0] : memref<4xf32, 3>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32, 3> to memref<4xf32, 3>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%arg0] : memref<4xf32, 3>
// CHECK-NEXT:     %0 = memref.load %alloc_0[%arg0] : memref<4xf32, 3>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg0] : memref<4xf32, 3>
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
