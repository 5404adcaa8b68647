// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// A branch to a block that only branches on is not forwarded when the
// chain of unconditional branches from its destination comes back to a
// block already on it (a cycle). Found by utils/fuzz_passes.py.

func.func @self_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb2
^bb3:
  return
}

func.func @longer_cycle(%c: i1, %m: memref<i32>, %v: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb4
^bb4:
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb2
^bb3:
  return
}

func.func @no_cycle(%c: i1, %m: memref<i32>, %v: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  return
}

func.func @loop_back(%arg0: i1) {
  cf.br ^bb3
^bb1:
  cf.br ^bb1
^bb2:
  cf.br ^bb1
^bb3:
  cf.cond_br %arg0, ^bb2, ^bb3
}

// CHECK: module {
// CHECK-NEXT:   func.func @self_loop(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @longer_cycle(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:     memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_cycle(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_back(%arg0: i1) {
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb2:  // pred: ^bb3
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
