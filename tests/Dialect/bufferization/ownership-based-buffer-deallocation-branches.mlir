// RUN: strata-opt %s -allow-unregistered-dialect --ownership-based-buffer-deallocation --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--ownership-based-buffer-deallocation

// Ownership crosses `cf` branches as extra i1 block arguments; a
// conditional branch frees what neither successor keeps, depending on the
// branch taken.

func.func @diamond(%c: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @live_across(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^bb1(%b : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  memref.copy %a, %x : memref<?xf32> to memref<?xf32>
  return %x : memref<?xf32>
^bb2:
  return %a : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @diamond(%arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT:     %1 = arith.andi %false_0, %arg0 : i1
// CHECK-NEXT:     %2:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%0, %1) retain (%arg1, %arg2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %3 = arith.xori %true, %arg0 : i1
// CHECK-NEXT:     %4 = arith.andi %false, %3 : i1
// CHECK-NEXT:     %true_5 = arith.constant true
// CHECK-NEXT:     %5 = arith.xori %true_5, %arg0 : i1
// CHECK-NEXT:     %6 = arith.andi %false_0, %5 : i1
// CHECK-NEXT:     %7:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%4, %6) retain (%arg1, %arg2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     %8 = arith.select %arg0, %2#0, %7#0 : i1
// CHECK-NEXT:     %9 = arith.select %arg0, %2#1, %7#1 : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %true_6 = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %10:2 = bufferization.dealloc (%base_buffer_7, %base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>, memref<f32>) if (%8, %9, %true_6) retain (%alloc, %arg2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     cf.br ^bb3(%alloc, %10#0 : memref<4xf32>, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %arg2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %11:2 = bufferization.dealloc (%base_buffer_19, %base_buffer_23 : memref<f32>, memref<f32>) if (%8, %9) retain (%arg1, %arg2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     cf.br ^bb3(%arg1, %11#0 : memref<4xf32>, i1)
// CHECK-NEXT:   ^bb3(%12: memref<4xf32>, %13: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     memref.copy %12, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %base_buffer_27, %offset_28, %sizes_29, %strides_30 = memref.extract_strided_metadata %arg2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_31, %offset_32, %sizes_33, %strides_34 = memref.extract_strided_metadata %12 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer_27, %base_buffer_31 : memref<f32>, memref<f32>) if (%9, %13)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @live_across(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc_1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = arith.andi %true_0, %arg0 : i1
// CHECK-NEXT:     %1 = arith.andi %true, %arg0 : i1
// CHECK-NEXT:     %2:2 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%0, %1) retain (%alloc_1, %alloc : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT:     %true_6 = arith.constant true
// CHECK-NEXT:     %3 = arith.xori %true_6, %arg0 : i1
// CHECK-NEXT:     %4 = arith.andi %true_0, %3 : i1
// CHECK-NEXT:     %true_7 = arith.constant true
// CHECK-NEXT:     %5 = arith.xori %true_7, %arg0 : i1
// CHECK-NEXT:     %6 = arith.andi %true, %5 : i1
// CHECK-NEXT:     %7 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%4, %6) retain (%alloc : memref<?xf32>)
// CHECK-NEXT:     %8 = arith.select %arg0, %2#1, %7 : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%alloc_1, %2#0 : memref<?xf32>, i1), ^bb2
// CHECK-NEXT:   ^bb1(%9: memref<?xf32>, %10: i1):  // pred: ^bb0
// CHECK-NEXT:     memref.copy %alloc, %9 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %11 = scf.if %10 -> (memref<?xf32>) {
// CHECK-NEXT:       scf.yield %9 : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %15 = bufferization.clone %9 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:       scf.yield %15 : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_8 = arith.constant true
// CHECK-NEXT:     %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %9 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %11 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %12 = bufferization.dealloc (%base_buffer_9, %base_buffer_13, %base_buffer_17 : memref<f32>, memref<f32>, memref<f32>) if (%8, %10, %true_8) retain (%11 : memref<?xf32>)
// CHECK-NEXT:     return %11 : memref<?xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %13 = scf.if %8 -> (memref<?xf32>) {
// CHECK-NEXT:       scf.yield %alloc : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %15 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:       scf.yield %15 : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_21 = arith.constant true
// CHECK-NEXT:     %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_26, %offset_27, %sizes_28, %strides_29 = memref.extract_strided_metadata %13 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %14 = bufferization.dealloc (%base_buffer_22, %base_buffer_26 : memref<f32>, memref<f32>) if (%8, %true_21) retain (%13 : memref<?xf32>)
// CHECK-NEXT:     return %13 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
