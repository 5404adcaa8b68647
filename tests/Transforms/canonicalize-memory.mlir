// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Dead ops with memory effects: unused loads and allocations go (an
// allocation only stored into or freed goes with its users, realloc
// included); stores, frees and atomics stay.

func.func @dealloc_in_loop(%m: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    %a = memref.alloc() : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @dealloc_in_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: return

// -----

func.func @dead_ops(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloca() : memref<4xf32>
  %3 = memref.alloc() : memref<4xf32>
  memref.store %v, %3[%i] : memref<4xf32>
  %4 = memref.alloc() : memref<4xf32>
  memref.dealloc %4 : memref<4xf32>
  %5 = memref.get_global @gv : memref<4xf32>
  %6 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %7 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}
memref.global "private" @gv : memref<4xf32> = uninitialized

// CHECK-LABEL: func.func @dead_ops(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: return
// CHECK: memref.global "private" @gv : memref<4xf32> = uninitialized

// -----

func.func @realloc_stored(%m: memref<4xf32>, %v: f32, %i: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.store %v, %0[%i] : memref<8xf32>
  memref.dealloc %0 : memref<8xf32>
  return
}

// CHECK-LABEL: func.func @realloc_stored(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: return
