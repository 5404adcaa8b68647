// RUN: strata-opt %s -allow-unregistered-dialect --buffer-deallocation-pipeline --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--buffer-deallocation-pipeline
// CONFORMANCE: pipeline=--buffer-deallocation-pipeline=private-function-dynamic-ownership

// The whole pipeline: reallocs expanded, deallocs inserted, simplified and
// lowered to `memref.dealloc` (with a helper function where a dealloc
// frees several buffers that may alias).

func.func @straight(%arg: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

func.func @loop(%lb: index, %ub: index, %step: index, %init: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %init) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

func.func private @forward(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

func.func @caller(%c: i1) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %f = call @forward(%a) : (memref<2xf32>) -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %f[%c0] : memref<2xf32>
  return %x : f32
}

// -----

func.func @realloc(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @branches(%c: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%arg : memref<4xf32>)
^bb1:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  cf.br ^bb2(%a : memref<4xf32>)
^bb2(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @straight(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %alloc_0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       scf.if %arg6 {
// CHECK-NEXT:         memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %alloc, %true : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %4 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<2xf32> -> index
// CHECK-NEXT:     %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT:     %3 = arith.andi %2, %0#1 : i1
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @forward(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i1) -> f32 {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = call @forward(%alloc) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<0xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT:     memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT:     memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT:     memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT:     memref.store %true, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_4 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_5 = memref.cast %alloc_2 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_6 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_7 = memref.alloc() : memref<0xi1>
// CHECK-NEXT:     %cast_8 = memref.cast %alloc_6 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_9 = memref.cast %alloc_7 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_5, %cast_4, %cast_8, %cast_9) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %2 = memref.load %alloc_6[%c0] : memref<2xi1>
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = memref.load %alloc_6[%c1] : memref<2xi1>
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_2 : memref<0xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_6 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_7 : memref<0xi1>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:       memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:       %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:           memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:         }
// CHECK-NEXT:         %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:         scf.yield %8 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:         scf.yield %7 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:       memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @realloc(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %c2 : index
// CHECK-NEXT:     %1:2 = scf.if %0 -> (memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT:       %alloc_11 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc_11[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       memref.copy %alloc, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       scf.yield %alloc_11, %alloc_11 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%arg0], strides: [1] : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:       %4 = bufferization.clone %reinterpret_cast : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:       scf.yield %reinterpret_cast, %4 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<1xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT:     memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT:     memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT:     memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT:     memref.store %0, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT:     %intptr_4 = memref.extract_aligned_pointer_as_index %1#1 : memref<?xf32> -> index
// CHECK-NEXT:     memref.store %intptr_4, %alloc_2[%c0] : memref<1xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_5 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_6 = memref.cast %alloc_2 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_8 = memref.alloc() : memref<1xi1>
// CHECK-NEXT:     %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_10 = memref.cast %alloc_8 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_2 : memref<1xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_8 : memref<1xi1>
// CHECK-NEXT:     return %1#1 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:       memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:       %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:           memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:         }
// CHECK-NEXT:         %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:         scf.yield %8 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:         scf.yield %7 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:       memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %false : memref<4xf32>, i1)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     cf.br ^bb2(%alloc, %true : memref<4xf32>, i1)
// CHECK-NEXT:   ^bb2(%0: memref<4xf32>, %1: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     memref.copy %0, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
