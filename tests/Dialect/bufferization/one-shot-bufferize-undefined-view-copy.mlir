// RUN: strata-opt %s --one-shot-bufferize="allow-return-allocs-from-loops bufferize-function-boundaries" | FileCheck %s

// A view (a cast) of a new buffer that must not be written in place is
// copied as a new buffer of the view's sizes, without a copy: nothing
// defined the contents. Our own input, expectations from mlir-opt 22.

func.func @cast_view(%v: index, %stop: i1) -> tensor<3xindex> {
  %c1 = arith.constant 1 : index
  %0 = bufferization.alloc_tensor() : tensor<3xindex>
  %r = scf.while (%a = %0) : (tensor<3xindex>) -> tensor<3xindex> {
    scf.condition(%stop) %a : tensor<3xindex>
  } do {
  ^bb0(%a: tensor<3xindex>):
    %c = tensor.cast %0 : tensor<3xindex> to tensor<?xindex>
    %w = tensor.insert %v into %c[%c1] : tensor<?xindex>
    %b = tensor.cast %w : tensor<?xindex> to tensor<3xindex>
    scf.yield %b : tensor<3xindex>
  }
  return %r : tensor<3xindex>
}

// CHECK: module {
// CHECK-NEXT:   func.func @cast_view(%arg0: index, %arg1: i1) -> memref<3xindex> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xindex>
// CHECK-NEXT:     %0 = scf.while (%arg2 = %alloc) : (memref<3xindex>) -> memref<3xindex> {
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xindex>
// CHECK-NEXT:       memref.copy %arg2, %alloc_0 : memref<3xindex> to memref<3xindex>
// CHECK-NEXT:       scf.condition(%arg1) %alloc_0 : memref<3xindex>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<3xindex>):
// CHECK-NEXT:       %cast_0 = memref.cast %alloc : memref<3xindex> to memref<?xindex>
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %dim = memref.dim %cast_0, %c0 : memref<?xindex>
// CHECK-NEXT:       %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xindex>
// CHECK-NEXT:       memref.store %arg0, %alloc_1[%c1] : memref<?xindex>
// CHECK-NEXT:       %cast_2 = memref.cast %alloc_1 : memref<?xindex> to memref<3xindex>
// CHECK-NEXT:       scf.yield %cast_2 : memref<3xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0 : memref<3xindex> to memref<3xindex, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<3xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
