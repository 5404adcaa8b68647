// RUN: strata-opt %s -allow-unregistered-dialect --ownership-based-buffer-deallocation --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--ownership-based-buffer-deallocation

// Straight-line code: allocations are owned, arguments and stack buffers
// are not; a public function returns a buffer it certainly owns, cloning
// it at run time otherwise.

func.func @straight(%arg: memref<4xf32>, %n: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %s : memref<4xf32> to memref<4xf32>
  %v = memref.subview %b[1][2][1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  %c = memref.alloc() : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

func.func @return_argument(%arg: memref<4xf32>) -> memref<4xf32> {
  return %arg : memref<4xf32>
}

func.func @return_view(%n: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %v : memref<2xf32, strided<[1], offset: 1>>
}

// -----

// Results of calls are owned by the caller; memrefs of unknown origin
// (globals, to_buffer) are not owned.

memref.global "private" constant @cst : memref<2xf32> = dense<1.0>

func.func private @produce(memref<2xf32>) -> memref<2xf32>

func.func @calls(%t: tensor<2xf32>) -> f32 {
  %g = memref.get_global @cst : memref<2xf32>
  %r = call @produce(%g) : (memref<2xf32>) -> memref<2xf32>
  %b = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  memref.copy %b, %r : memref<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}

// -----

// A select of memrefs with different ownerships gets a selected ownership
// where one is needed; a clone is owned.

func.func @select(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  %k = bufferization.clone %s : memref<2xf32> to memref<2xf32>
  return %s, %k : memref<2xf32>, memref<2xf32>
}

// -----

// Buffers under manual deallocation are not owned; their dealloc checks
// that at run time.

func.func @manual(%c: i1) {
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  memref.copy %s, %b : memref<2xf32> to memref<2xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// -----

// Unranked buffers are freed through a rank-0 view.

func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<2xf32>
  %c = memref.cast %a : memref<2xf32> to memref<*xf32>
  memref.copy %u, %c : memref<*xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @straight(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %false_2 = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_3 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc_3[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %alloc_3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %alloc_4 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer, %base_buffer_5, %base_buffer_9, %base_buffer_13 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_2, %true_1, %true_0, %true) retain (%alloc_4 : memref<4xf32>)
// CHECK-NEXT:     return %alloc_4 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @return_argument(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %2 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<4xf32>)
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @return_view(%arg0: index) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%subview : memref<2xf32, strided<[1], offset: 1>>)
// CHECK-NEXT:     return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @cst : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func private @produce(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:   func.func @calls(%arg0: tensor<2xf32>) -> f32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = call @produce(%0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<2xf32> to memref<2xf32>
// CHECK-NEXT:     memref.copy %2, %1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %3 = memref.load %1[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:     %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %2 = arith.select %arg0, %true_0, %false : i1
// CHECK-NEXT:     %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %5 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %4:2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false, %true_0, %true, %true_1) retain (%3, %1 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT:     return %3, %1 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @manual(%arg0: i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK-NEXT:     memref.copy %0, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %1 = arith.xori %false, %true_1 : i1
// CHECK-NEXT:     cf.assert %1, "expected that the block does not have ownership"
// CHECK-NEXT:     memref.dealloc %alloc {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc_0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
// CHECK-NEXT:     memref.copy %arg0, %cast : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:     %0 = scf.if %false -> (memref<*xf32>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<*xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:       scf.yield %2 : memref<*xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %reinterpret_cast_3 = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer_4, %offset_5 = memref.extract_strided_metadata %reinterpret_cast_3 : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_4 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%0 : memref<*xf32>)
// CHECK-NEXT:     return %0 : memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
