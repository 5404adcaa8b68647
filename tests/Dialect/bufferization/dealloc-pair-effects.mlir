// RUN: strata-opt %s --buffer-deallocation-simplification --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-deallocation-simplification

// A dealloc and the op defining its memref cancel out only when that op
// does nothing to the memref but allocate it: a clone also writes its
// result, so an unused clone and its dealloc both stay.

func.func @unused_clone(%arg0: memref<?xf64>) {
  %true = arith.constant true
  %0 = bufferization.clone %arg0 : memref<?xf64> to memref<?xf64>
  bufferization.dealloc (%0 : memref<?xf64>) if (%true)
  return
}

// -----

// A plain allocation with no other user goes, with its dealloc, also
// when it is made in another block than the dealloc.

func.func @alloc_other_block(%c: i1, %arg0: memref<2xf32>) {
  %alloc = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  bufferization.dealloc (%alloc, %arg0 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

// An allocation with another user stays.

func.func @alloc_used(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %alloc = memref.alloc() : memref<2xf32>
  %v = memref.load %alloc[%i] : memref<2xf32>
  bufferization.dealloc (%alloc : memref<2xf32>) if (%c)
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @unused_clone(%arg0: memref<?xf64>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<?xf64> to memref<?xf64>
// CHECK-NEXT:     bufferization.dealloc (%0 : memref<?xf64>) if (%true)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_other_block(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg0)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_used(%arg0: i1) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT:     bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0)
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
