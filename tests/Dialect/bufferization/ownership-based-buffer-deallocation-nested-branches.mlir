// RUN: strata-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// CONFORMANCE: pipeline=--ownership-based-buffer-deallocation --buffer-deallocation-simplification

// Through the whole deallocation: a buffer made in one branch reaches a
// join block from two predecessors, then meets a function argument. The
// join's dealloc goes (its argument is that buffer, retained); the
// second join's stays.

func.func @nested_branches(%c: i1, %arg: memref<?xf32>, %out: memref<?xf32>, %n: index) -> f32 {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%arg : memref<?xf32>)
^bb2(%k: index):
  %alloc = memref.alloc(%k) : memref<?xf32>
  memref.copy %arg, %alloc : memref<?xf32> to memref<?xf32>
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%alloc : memref<?xf32>)
^bb4:
  cf.br ^bb5(%alloc : memref<?xf32>)
^bb5(%j: memref<?xf32>):
  cf.br ^bb6(%j : memref<?xf32>)
^bb6(%r: memref<?xf32>):
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  %v = memref.load %r[%i] : memref<?xf32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested_branches(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) -> f32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb6(%arg1, %false : memref<?xf32>, i1)
// CHECK-NEXT:   ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %2 = arith.select %arg0, %arg0, %1 : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb5(%alloc, %2 : memref<?xf32>, i1)
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb5(%alloc, %2 : memref<?xf32>, i1)
// CHECK-NEXT:   ^bb5(%3: memref<?xf32>, %4: i1):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     cf.br ^bb6(%3, %4 : memref<?xf32>, i1)
// CHECK-NEXT:   ^bb6(%5: memref<?xf32>, %6: i1):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT:     memref.copy %5, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %7 = memref.load %5[%c0] : memref<?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %5 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%6)
// CHECK-NEXT:     return %7 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
