// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// An allocation that a dealloc both frees and retains is not an unused
// allocation: the dealloc keeps it.
func.func @freed_and_retained(%x: memref<4xf32>, %c0: i1, %c1: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %0:2 = bufferization.dealloc (%x, %a : memref<4xf32>, memref<4xf32>) if (%c0, %c1) retain (%x, %a : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @freed_and_retained(%arg0: memref<4xf32>, %arg1: i1, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0, %alloc : memref<4xf32>, memref<4xf32>) if (%arg1, %arg2) retain (%arg0, %alloc : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     return %0#0, %0#1 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
