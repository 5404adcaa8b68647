// RUN: strata-opt %s -allow-unregistered-dialect --ownership-based-buffer-deallocation --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--ownership-based-buffer-deallocation

// Region branch ops pass ownership through extra iteration arguments and
// results; buffers from enclosing regions are never owned inside.

func.func @for(%lb: index, %ub: index, %step: index, %init: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %init) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

func.func @if(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  scf.if %c {
    %t = memref.alloc() : memref<2xf32>
    memref.copy %r, %t : memref<2xf32> to memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

func.func @while(%arg: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%m = %arg, %i = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %m, %i : memref<2xf32>, index
  } do {
  ^bb0(%m2: memref<2xf32>, %i2: index):
    %a = memref.alloc() : memref<2xf32>
    memref.copy %m2, %a : memref<2xf32> to memref<2xf32>
    %c1 = arith.constant 1 : index
    %next = arith.addi %i2, %c1 : index
    scf.yield %a, %next : memref<2xf32>, index
  }
  return %r#0 : memref<2xf32>
}

// -----

func.func @execute_region(%arg: memref<2xf32>) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

func.func @nested(%lb: index, %ub: index, %step: index, %c: i1, %init: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %init) -> memref<2xf32> {
    %x = scf.if %c -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      scf.yield %a : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @for(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %false_1 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_10 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_10) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %false_10 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %true_10 = arith.constant true
// CHECK-NEXT:       %false_11 = arith.constant false
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %0#0, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       bufferization.dealloc (%base_buffer_12 : memref<f32>) if (%true_10)
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%false_1, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while(%arg0: memref<2xf32>, %arg1: index) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:3 = scf.while (%arg2 = %arg0, %arg3 = %c0, %arg4 = %false) : (memref<2xf32>, index, i1) -> (memref<2xf32>, index, i1) {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:       %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %4 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg4) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT:       scf.condition(%3) %arg2, %arg3, %4 : memref<2xf32>, index, i1
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<2xf32>, %arg3: index, %arg4: i1):
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg2, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %3 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg4, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3, %4 : memref<2xf32>, index, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#2 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#2, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @execute_region(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.execute_region -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %false_10 = arith.constant false
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4, %arg7 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %false_9 = arith.constant false
// CHECK-NEXT:       %3:2 = scf.if %arg3 -> (memref<2xf32>, i1) {
// CHECK-NEXT:         %true_18 = arith.constant true
// CHECK-NEXT:         %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:         %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:         %5 = bufferization.dealloc (%base_buffer_19 : memref<f32>) if (%true_18) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:         scf.yield %alloc, %5 : memref<2xf32>, i1
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %false_18 = arith.constant false
// CHECK-NEXT:         %5 = bufferization.dealloc retain (%arg6 : memref<2xf32>)
// CHECK-NEXT:         scf.yield %arg6, %5 : memref<2xf32>, i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %3#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg7, %3#1) retain (%3#0 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %3#0, %4 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg4 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
