// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Dead ops with memory effects: unused loads and allocations go (an
// allocation only stored into or freed goes with its users, realloc
// included); stores, frees and atomics stay.
// memref.alloca_scope is inlined when nothing in it may allocate on the
// stack, or when it is the last op of a single-block allocation scope.

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

// -----

func.func @no_alloca(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  memref.alloca_scope {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %r = memref.alloca_scope -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @no_alloca(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32

// -----

func.func @alloca_not_last(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    "test.use"(%a) : (memref<f32>) -> ()
  }
  "test.other"() : () -> ()
  return
}

// CHECK-LABEL: func.func @alloca_not_last(%arg0: f32) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return

// -----

func.func @alloca_last_in_func(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<f32>
    "test.use"(%a) : (memref<f32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @alloca_last_in_func(%arg0: f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: return

// -----

func.func @alloca_last_in_for(%v: f32, %lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    memref.alloca_scope {
      %a = memref.alloca() : memref<f32>
      "test.use"(%a) : (memref<f32>) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @alloca_last_in_for(%arg0: f32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @nested_scope(%v: f32) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<f32>
      "test.use"(%a) : (memref<f32>) -> ()
    }
    "test.other"() : () -> ()
  }
  "test.other"() : () -> ()
  return
}

// CHECK-LABEL: func.func @nested_scope(%arg0: f32) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return

// -----

func.func @nested_scope_last(%v: f32) {
  memref.alloca_scope {
    "test.other"() : () -> ()
    memref.alloca_scope {
      %a = memref.alloca() : memref<f32>
      "test.use"(%a) : (memref<f32>) -> ()
    }
  }
  "test.other"() : () -> ()
  return
}

// CHECK-LABEL: func.func @nested_scope_last(%arg0: f32) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
