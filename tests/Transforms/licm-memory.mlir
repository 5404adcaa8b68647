// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s
// CONFORMANCE: pipeline=--loop-invariant-code-motion
// LICM with memory effects: only ops without effects that are
// speculatable leave the loop; loads, stores, allocations, calls and ops
// whose regions read stay; memref.dim and tensor.dim leave it when their
// index is a constant below the rank of a ranked source.

func.func @hoist(%m: memref<4xf32>, %lb: index, %ub: index, %s: index, %i: index) {
  scf.for %k = %lb to %ub step %s {
    %v = memref.load %m[%i] : memref<4xf32>
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    memref.store %v, %b[%i] : memref<4xf32>
    "test.use"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @hoist(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg4] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloca[%arg4] : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloca) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @load_store_loop(%m: memref<4xf32>, %lb: index, %ub: index, %s: index, %i: index) {
  scf.for %k = %lb to %ub step %s {
    %v = memref.load %m[%i] : memref<4xf32>
    memref.store %v, %m[%k] : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @load_store_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg5] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @only_load(%m: memref<4xf32>, %lb: index, %ub: index, %s: index, %i: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = scf.for %k = %lb to %ub step %s iter_args(%acc = %c0) -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @only_load(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %cst) -> (f32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %arg6, %1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32

// -----

func.func @call_in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    %x = func.call @g() : () -> index
    "test.use"(%x) : (index) -> ()
  }
  return
}
func.func private @g() -> index

// CHECK-LABEL: func.func @call_in_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = func.call @g() : () -> index
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @g() -> index

// -----

func.func @dealloc_in_loop(%m: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    %a = memref.alloc() : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @dealloc_in_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @copy_in_loop(%m: memref<4xf32>, %n: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @copy_in_loop(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @while_load(%m: memref<4xf32>, %i: index, %c: i1) {
  scf.while : () -> () {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.condition(%c)
  } do {
    %w = memref.load %m[%i] : memref<4xf32>
    "test.use"(%w) : (f32) -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @while_load(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return

// -----

func.func @hoist_pure(%lb: index, %ub: index, %s: index, %c: i1, %i: index) {
  scf.for %k = %lb to %ub step %s {
    %g = memref.get_global @gv : memref<4xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %g, %c0 : memref<4xf32>
    %v = memref.load %g[%i] : memref<4xf32>
    %r = scf.if %c -> f32 {
      %w = memref.load %g[%i] : memref<4xf32>
      scf.yield %w : f32
    } else {
      scf.yield %v : f32
    }
    "test.use"(%d, %r) : (index, f32) -> ()
  }
  return
}
memref.global "private" @gv : memref<4xf32> = uninitialized

// CHECK-LABEL: func.func @hoist_pure(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: index) {
// CHECK-NEXT: %0 = memref.get_global @gv : memref<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<4xf32>
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %1 = memref.load %0[%arg4] : memref<4xf32>
// CHECK-NEXT: %2 = scf.if %arg3 -> (f32) {
// CHECK-NEXT: %3 = memref.load %0[%arg4] : memref<4xf32>
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%dim, %2) : (index, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK: memref.global "private" @gv : memref<4xf32> = uninitialized

// -----

func.func @dims(%m: memref<?x4xf32>, %u: memref<*xf32>, %t: tensor<?xf32>, %lb: index, %ub: index, %s: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %ci = index.constant 1
  scf.for %k = %lb to %ub step %s {
    %a = memref.dim %m, %c0 : memref<?x4xf32>
    %b = memref.dim %m, %c5 : memref<?x4xf32>
    %c = memref.dim %m, %n : memref<?x4xf32>
    %d = memref.dim %u, %c0 : memref<*xf32>
    %e = memref.dim %m, %cm : memref<?x4xf32>
    %f = memref.dim %m, %ci : memref<?x4xf32>
    %g = tensor.dim %t, %c0 : tensor<?xf32>
    %h = tensor.dim %t, %c5 : tensor<?xf32>
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (index, index, index, index, index, index, index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @dims(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: tensor<?xf32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c-1 : memref<?x4xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %idx1 : memref<?x4xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg2, %c0 : tensor<?xf32>
// CHECK-NEXT: scf.for %arg7 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c5 : memref<?x4xf32>
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %arg6 : memref<?x4xf32>
// CHECK-NEXT: %dim_5 = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT: %dim_6 = tensor.dim %arg2, %c5 : tensor<?xf32>
// CHECK-NEXT: "test.use"(%dim, %dim_3, %dim_4, %dim_5, %dim_0, %dim_1, %dim_2, %dim_6) : (index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
