// RUN: strata-opt %s -allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(ownership-based-buffer-deallocation))" | FileCheck %s
// Run on single functions, private functions keep the function boundary
// ABI even with dynamic ownership, since their callers are out of reach
// (mlir-opt changes them and their callers as on the whole module).
// RUN: strata-opt %s -allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(ownership-based-buffer-deallocation{private-function-dynamic-ownership}))" | FileCheck %s
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(ownership-based-buffer-deallocation))

func.func private @forward(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

func.func @caller() -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %f = call @forward(%a) : (memref<2xf32>) -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %f[%c0] : memref<2xf32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @forward(%arg0: memref<2xf32>) -> memref<2xf32> {
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
// CHECK-NEXT:   func.func @caller() -> f32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %0 = call @forward(%alloc) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0)
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
