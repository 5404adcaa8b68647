// RUN: strata-opt %s -allow-unregistered-dialect --ownership-based-buffer-deallocation=private-function-dynamic-ownership --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--ownership-based-buffer-deallocation=private-function-dynamic-ownership

// Private functions with a body return the ownership of their memref
// results; their callers free what they are given. Public functions and
// declarations keep the function boundary ABI.

func.func private @forward(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

func.func private @fresh(%n: index) -> (memref<?xf32>, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a, %n : memref<?xf32>, index
}

func.func private @external() -> memref<2xf32>

func.func @caller(%c: i1, %n: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %f = call @forward(%a) : (memref<2xf32>) -> memref<2xf32>
  %g:2 = call @fresh(%n) : (index) -> (memref<?xf32>, index)
  %e = call @external() : () -> memref<2xf32>
  %s = arith.select %c, %f, %e : memref<2xf32>
  return %s : memref<2xf32>
}

// -----

func.func @public_forward(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @forward(%arg0: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%false) retain (%arg0 : memref<2xf32>)
// CHECK-NEXT:     return %arg0, %0 : memref<2xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @fresh(%arg0: index) -> (memref<?xf32>, index, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// CHECK-NEXT:     return %alloc, %arg0, %0 : memref<?xf32>, index, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @external() -> memref<2xf32>
// CHECK-NEXT:   func.func @caller(%arg0: i1, %arg1: index) -> memref<2xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0:2 = call @forward(%alloc) : (memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK-NEXT:     %1:3 = call @fresh(%arg1) : (index) -> (memref<?xf32>, index, i1)
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %2 = call @external() : () -> memref<2xf32>
// CHECK-NEXT:     %3 = arith.select %arg0, %0#0, %2 : memref<2xf32>
// CHECK-NEXT:     %4 = arith.select %arg0, %0#1, %true_0 : i1
// CHECK-NEXT:     %5 = scf.if %4 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %7 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %7 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %6 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %1#2, %true_0, %true_1) retain (%5 : memref<2xf32>)
// CHECK-NEXT:     return %5 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @public_forward(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.if %false -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %2 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
