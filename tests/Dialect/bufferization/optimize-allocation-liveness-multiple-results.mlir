// RUN: strata-opt %s --optimize-allocation-liveness | FileCheck %s
// CONFORMANCE: pipeline=--optimize-allocation-liveness

// An allocation that is not its op's first result: each dealloc still
// moves right after the last use of its buffer.

func.func private @second_result(%i: index) -> f32 {
  %n1, %a = test.alloc_with_multiple_results : index, memref<16xf32>
  %x = memref.load %a[%i] : memref<16xf32>
  %n2, %b = test.alloc_with_multiple_results : index, memref<16xf32>
  memref.store %x, %b[%n1] : memref<16xf32>
  %y = memref.load %b[%n2] : memref<16xf32>
  %z = arith.addf %x, %y : f32
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return %z : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @second_result(%arg0: index) -> f32 {
// CHECK-NEXT:     %index, %memref = test.alloc_with_multiple_results : index, memref<16xf32>
// CHECK-NEXT:     %0 = memref.load %memref[%arg0] : memref<16xf32>
// CHECK-NEXT:     memref.dealloc %memref : memref<16xf32>
// CHECK-NEXT:     %index_0, %memref_1 = test.alloc_with_multiple_results : index, memref<16xf32>
// CHECK-NEXT:     memref.store %0, %memref_1[%index] : memref<16xf32>
// CHECK-NEXT:     %1 = memref.load %memref_1[%index_0] : memref<16xf32>
// CHECK-NEXT:     memref.dealloc %memref_1 : memref<16xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
