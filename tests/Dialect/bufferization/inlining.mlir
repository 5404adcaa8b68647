// RUN: strata-opt %s --inline | FileCheck %s

// Bufferization ops are legal to inline.
func.func @caller(%m: memref<16xf32>, %c: i1) -> (memref<16xf32>, i1) {
  %0:2 = call @callee(%m, %c) : (memref<16xf32>, i1) -> (memref<16xf32>, i1)
  return %0#0, %0#1 : memref<16xf32>, i1
}
func.func private @callee(%m: memref<16xf32>, %c: i1) -> (memref<16xf32>, i1) {
  %copy = bufferization.clone %m : memref<16xf32> to memref<16xf32>
  %t = bufferization.to_tensor %copy : memref<16xf32> to tensor<16xf32>
  %b = bufferization.to_buffer %t : tensor<16xf32> to memref<16xf32>
  %r = bufferization.dealloc (%m : memref<16xf32>) if (%c) retain (%b : memref<16xf32>)
  return %b, %r : memref<16xf32>, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @caller(%arg0: memref<16xf32>, %arg1: i1) -> (memref<16xf32>, i1) {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<16xf32> to memref<16xf32>
// CHECK-NEXT:     %1 = bufferization.dealloc (%arg0 : memref<16xf32>) if (%arg1) retain (%0 : memref<16xf32>)
// CHECK-NEXT:     return %0, %1 : memref<16xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
