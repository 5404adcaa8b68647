// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --cse | FileCheck %s
// CONFORMANCE: pipeline=--cse
// CSE with memory effects and regions: ops that only read merge with an
// equal op earlier in the same block when no op between them may write;
// ops with regions merge when their regions are equivalent; ops whose
// effects are only reads or allocations of unused results are dead, and
// are erased after the walk, as in MLIR (so they still count when regions
// are compared).

func.func @loads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @loads(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1, %1 : f32, f32, f32, f32

// -----

func.func @load_across_alloc(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @load_across_alloc(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %0, %0 : f32, f32

// -----

func.func @load_across_call(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  "test.unknown"() : () -> ()
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @load_across_call(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "test.unknown"() : () -> ()
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @load_across_copy(%m: memref<4xf32>, %n: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @load_across_copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @load_across_blocks(%m: memref<4xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
^bb2:
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  return %0, %2 : f32, f32
}

// CHECK-LABEL: func.func @load_across_blocks(%arg0: memref<4xf32>, %arg1: index, %arg2: i1, %arg3: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %2 : f32, f32

// -----

func.func @allocs_not_merged() -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloca() : memref<4xf32>
  %3 = memref.alloca() : memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func @allocs_not_merged() -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>

// -----

func.func @load_in_scf(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  %r = scf.if %c -> f32 {
    %1 = memref.load %m[%i] : memref<4xf32>
    scf.yield %1 : f32
  } else {
    scf.yield %0 : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @load_in_scf(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32

// -----

func.func @regions(%a: index, %b: index, %c: i1) -> (index, index, index) {
  %0 = scf.if %c -> index {
    %x = arith.addi %a, %b : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %x = arith.addi %a, %b : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  %2 = scf.if %c -> index {
    %x = arith.addi %b, %b : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @regions(%arg0: index, %arg1: index, %arg2: i1) -> (index, index, index) {
// CHECK-NEXT: %0 = scf.if %arg2 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %1 : index, index, index

// -----

func.func @region_with_load(%m: memref<4xf32>, %i: index, %c: i1) -> (f32, f32) {
  %0 = scf.if %c -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    scf.yield %x : f32
  } else {
    %y = arith.constant 0.0 : f32
    scf.yield %y : f32
  }
  %1 = scf.if %c -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    scf.yield %x : f32
  } else {
    %y = arith.constant 0.0 : f32
    scf.yield %y : f32
  }
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @region_with_load(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @atomic(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @atomic(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %2 : f32, f32

// -----

func.func @prefetch(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @prefetch(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @execute_region(%a: index) -> (index, index) {
  %0 = scf.execute_region -> index {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  %1 = scf.execute_region -> index {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @execute_region(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.execute_region -> index {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @nested_inner_values(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %r = scf.if %c -> index {
      %y = arith.addi %a, %a : index
      %z = arith.muli %y, %y : index
      scf.yield %z : index
    } else {
      scf.yield %a : index
    }
    scf.yield %r : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %r = scf.if %c -> index {
      %y = arith.addi %a, %a : index
      %z = arith.muli %y, %y : index
      scf.yield %z : index
    } else {
      scf.yield %a : index
    }
    scf.yield %r : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @nested_inner_values(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %3 = arith.muli %2, %2 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @for_loops(%lb: index, %ub: index, %s: index, %init: index) -> (index, index) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %1 = scf.for %j = %lb to %ub step %s iter_args(%acc = %init) -> index {
    %n = arith.addi %acc, %j : index
    scf.yield %n : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @for_commuted(%lb: index, %ub: index, %s: index, %init: index) -> (index, index) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %1 = scf.for %j = %lb to %ub step %s iter_args(%acc = %init) -> index {
    %n = arith.addi %j, %acc : index
    scf.yield %n : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @for_commuted(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @attr_differs(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %x = arith.addi %a, %a overflow<nsw> : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @attr_differs(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 overflow<nsw> : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @region_with_store(%m: memref<4xf32>, %i: index, %c: i1, %v: f32) -> (index, index) {
  %0 = scf.if %c -> index {
    memref.store %v, %m[%i] : memref<4xf32>
    scf.yield %i : index
  } else {
    scf.yield %i : index
  }
  %1 = scf.if %c -> index {
    memref.store %v, %m[%i] : memref<4xf32>
    scf.yield %i : index
  } else {
    scf.yield %i : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @region_with_store(%arg0: memref<4xf32>, %arg1: index, %arg2: i1, %arg3: f32) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg2 -> (index) {
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (index) {
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @load_across_region_store(%m: memref<4xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  scf.if %c {
    %x = memref.load %m[%i] : memref<4xf32>
  }
  %1 = memref.load %m[%i] : memref<4xf32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %2 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @load_across_region_store(%arg0: memref<4xf32>, %arg1: index, %arg2: i1, %arg3: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1 : f32, f32, f32

// -----

func.func @pure_no_results(%a: index, %c: i1) {
  scf.if %c {
    %x = arith.addi %a, %a : index
  }
  return
}

// CHECK-LABEL: func.func @pure_no_results(%arg0: index, %arg1: i1) {
// CHECK-NEXT: return

// -----

func.func @load_across_func_call(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  func.call @g() : () -> ()
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}
func.func private @g()

// CHECK-LABEL: func.func @load_across_func_call(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: call @g() : () -> ()
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-LABEL: func.func private @g()

// -----

func.func @load_across_assert(%m: memref<4xf32>, %i: index, %c: i1) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  cf.assert %c, "x"
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @load_across_assert(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: cf.assert %arg2, "x"
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @load_attr(%m: memref<4xf32>, %i: index) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  %2 = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @load_attr(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] {nontemporal = true} : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32

// -----

func.func @tensor_ops(%t: tensor<4xf32>, %i: index) -> (f32, f32, tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  %2 = tensor.empty() : tensor<4xf32>
  %3 = tensor.empty() : tensor<4xf32>
  return %0, %1, %2, %3 : f32, f32, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @tensor_ops(%arg0: tensor<4xf32>, %arg1: index) -> (f32, f32, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: return %extracted, %extracted, %0, %0 : f32, f32, tensor<4xf32>, tensor<4xf32>

// -----

func.func @realloc_dead(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %1 = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %2 = memref.load %m[%c0] : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @realloc_dead(%arg0: memref<4xf32>) {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return

// -----

func.func @dma(%m: memref<4xf32>, %n: memref<4xf32, 1>, %tag: memref<1xi32>, %i: index, %c4: index) -> (f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.dma_wait %tag[%i], %c4 : memref<1xi32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.dma_start %m[%i], %n[%i], %c4, %tag[%i] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  %4 = memref.load %m[%i] : memref<4xf32>
  return %1, %2, %3, %4 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @dma(%arg0: memref<4xf32>, %arg1: memref<4xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) -> (f32, f32, f32, f32) {
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg0[%arg3] : memref<4xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: memref.atomic_yield %arg5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, f32, f32

// -----

func.func @reshape(%m: memref<4xf32>, %s: memref<1xindex>, %i: index, %c: i1) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
  memref.store %i, %s[%i] : memref<1xindex>
  %1 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
  %2 = scf.if %c -> memref<?xf32> {
    %3 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
    scf.yield %3 : memref<?xf32>
  } else {
    scf.yield %0 : memref<?xf32>
  }
  return %0, %1, %2 : memref<?xf32>, memref<?xf32>, memref<?xf32>
}

// CHECK-LABEL: func.func @reshape(%arg0: memref<4xf32>, %arg1: memref<1xindex>, %arg2: index, %arg3: i1) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %arg1[%arg2] : memref<1xindex>
// CHECK-NEXT: %reshape_0 = memref.reshape %arg0(%arg1) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT: %0 = scf.if %arg3 -> (memref<?xf32>) {
// CHECK-NEXT: %reshape_1 = memref.reshape %arg0(%arg1) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT: scf.yield %reshape_1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %reshape : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %reshape, %reshape_0, %0 : memref<?xf32>, memref<?xf32>, memref<?xf32>

// -----

func.func @misc(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.alloca_scope {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %2 = memref.load %m[%i] : memref<4xf32>
  %g = memref.get_global @gv : memref<4xf32>
  %g2 = memref.get_global @gv : memref<4xf32>
  "test.use"(%g, %g2) : (memref<4xf32>, memref<4xf32>) -> ()
  return %0, %1, %2 : f32, f32, f32
}
memref.global "private" @gv : memref<4xf32> = uninitialized

// CHECK-LABEL: func.func @misc(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %3 = memref.get_global @gv : memref<4xf32>
// CHECK-NEXT: "test.use"(%3, %3) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK: memref.global "private" @gv : memref<4xf32> = uninitialized

// -----

func.func @cross_level(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %y = arith.addi %a, %a : index
    %r = scf.if %c -> index {
      %z = arith.muli %y, %y : index
      scf.yield %z : index
    } else {
      scf.yield %y : index
    }
    scf.yield %r : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %y = arith.addi %a, %a : index
    %r = scf.if %c -> index {
      %z = arith.muli %y, %y : index
      scf.yield %z : index
    } else {
      scf.yield %y : index
    }
    scf.yield %r : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @cross_level(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %2 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %3 = arith.muli %1, %1 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @multi_block(%a: index) -> (index, index) {
  %0 = scf.execute_region -> index {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : index
  }
  %1 = scf.execute_region -> index {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @multi_block(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.execute_region -> index {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> index {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @while(%a: index, %b: index) -> (index, index) {
  %0 = scf.while (%x = %a) : (index) -> index {
    %c = arith.cmpi slt, %x, %b : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %n = arith.addi %y, %y : index
    scf.yield %n : index
  }
  %1 = scf.while (%x = %a) : (index) -> index {
    %c = arith.cmpi slt, %x, %b : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %n = arith.addi %y, %y : index
    scf.yield %n : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @while(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @dominance(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  %x = arith.addi %a, %a : index
  %1 = scf.if %c -> index {
    %z = arith.addi %a, %a : index
    scf.yield %z : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @dominance(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @inner_merge_first(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %x = arith.addi %a, %a : index
    %y = arith.addi %a, %a : index
    %s = arith.muli %x, %y : index
    scf.yield %s : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %x = arith.addi %a, %a : index
    %s = arith.muli %x, %x : index
    scf.yield %s : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @inner_merge_first(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %3 = arith.muli %2, %2 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %3 = arith.muli %2, %2 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @index_switch(%i: index, %a: index) -> (index, index) {
  %0 = scf.index_switch %i -> index
  case 1 {
    scf.yield %a : index
  }
  default {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  %1 = scf.index_switch %i -> index
  case 1 {
    scf.yield %a : index
  }
  default {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> index
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @locs(%a: index, %c: i1) -> (index, index) {
  %0 = scf.if %c -> index {
    %x = arith.addi %a, %a : index loc("a")
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %x = arith.addi %a, %a : index loc("b")
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @locs(%arg0: index, %arg1: i1) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg1 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @assert_true(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %t = arith.constant true
  %0 = memref.load %m[%i] : memref<4xf32>
  cf.assert %t, "x"
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @assert_true(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: cf.assert %true, "x"
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

llvm.func @llvm_loads(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  %4 = llvm.load volatile %p : !llvm.ptr -> i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %5 = llvm.load %p : !llvm.ptr -> i32
  %6 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %7 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %s0 = llvm.add %0, %1 : i32
  %s1 = llvm.add %2, %3 : i32
  %s2 = llvm.add %4, %5 : i32
  %s3 = llvm.add %6, %7 : i32
  %s4 = llvm.add %s0, %s1 : i32
  %s5 = llvm.add %s2, %s3 : i32
  %s6 = llvm.add %s4, %s5 : i32
  llvm.return %s6 : i32
}

// CHECK: llvm.func @llvm_loads(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %2 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %3 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %5 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %7 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %8 = llvm.add %0, %0 : i32
// CHECK-NEXT: %9 = llvm.add %1, %2 : i32
// CHECK-NEXT: %10 = llvm.add %3, %5 : i32
// CHECK-NEXT: %11 = llvm.add %6, %7 : i32
// CHECK-NEXT: %12 = llvm.add %8, %9 : i32
// CHECK-NEXT: %13 = llvm.add %10, %11 : i32
// CHECK-NEXT: %14 = llvm.add %12, %13 : i32
// CHECK-NEXT: llvm.return %14 : i32

// -----

llvm.func @llvm_gep(%p: !llvm.ptr, %i: i64) -> (!llvm.ptr) {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.icmp "eq" %0, %1 : !llvm.ptr
  %3 = llvm.select %2, %0, %1 : i1, !llvm.ptr
  llvm.return %3 : !llvm.ptr
}

// CHECK: llvm.func @llvm_gep(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %1 = llvm.icmp "eq" %0, %0 : !llvm.ptr
// CHECK-NEXT: %2 = llvm.select %1, %0, %0 : i1, !llvm.ptr
// CHECK-NEXT: llvm.return %2 : !llvm.ptr

// -----

func.func @unreg(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %r = "test.region"() ({
    %1 = arith.addi %a, %a : index
    %2 = arith.addi %a, %a : index
    %d = arith.muli %a, %a : index
    "test.yield"(%1, %2) : (index, index) -> ()
  }) : () -> index
  return %r : index
}

// CHECK-LABEL: func.func @unreg(%arg0: index) -> index {
// CHECK-NEXT: %0 = "test.region"() ({
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: "test.yield"(%1, %1) : (index, index) -> ()
// CHECK-NEXT: }) : () -> index
// CHECK-NEXT: return %0 : index

// -----

func.func @read_region_op(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  %1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @read_region_op(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<4xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: memref.atomic_yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<4xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: memref.atomic_yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @alloca_scope_results(%a: index) -> (index, index) {
  %0 = memref.alloca_scope -> index {
    %x = arith.addi %a, %a : index
    memref.alloca_scope.return %x : index
  }
  %1 = memref.alloca_scope -> index {
    %x = arith.addi %a, %a : index
    memref.alloca_scope.return %x : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @alloca_scope_results(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: memref.alloca_scope.return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index

// -----

func.func @alloca_scope_load(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.alloca_scope -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %1 = memref.alloca_scope -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @alloca_scope_load(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32

// -----

func.func @graph_uses(%a: index) {
  "test.graph"() ({
    "test.use"(%1) : (index) -> ()
    %0 = arith.addi %a, %a : index
    %1 = arith.addi %a, %a : index
    "test.use"(%0, %1) : (index, index) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @graph_uses(%arg0: index) {
// CHECK-NEXT: "test.graph"() ({
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: "test.use"(%0, %0) : (index, index) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return

// -----

func.func @graph_known_user(%a: index) {
  "test.graph"() ({
    %2 = arith.muli %1, %1 : index
    %0 = arith.addi %a, %a : index
    %3 = arith.muli %0, %0 : index
    %1 = arith.addi %a, %a : index
    "test.use"(%2, %3) : (index, index) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @graph_known_user(%arg0: index) {
// CHECK-NEXT: "test.graph"() ({
// CHECK-NEXT: %0 = arith.muli %3, %3 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %2 = arith.muli %1, %1 : index
// CHECK-NEXT: %3 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: "test.use"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return

// -----

func.func @unreg_multi(%a: index) {
  "test.op"() ({
    %0 = arith.addi %a, %a : index
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    %1 = arith.addi %a, %a : index
    "test.use"(%0, %1) : (index, index) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @unreg_multi(%arg0: index) {
// CHECK-NEXT: "test.op"() ({
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%0, %0) : (index, index) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return

// -----

func.func @unreg_nested(%a: index, %c: i1) -> index {
  %0 = arith.addi %a, %a : index
  %r = "test.op"() ({
    %1 = arith.addi %a, %a : index
    %s = scf.if %c -> index {
      %2 = arith.addi %a, %a : index
      scf.yield %2 : index
    } else {
      scf.yield %1 : index
    }
    "test.yield"(%s) : (index) -> ()
  }) : () -> index
  return %r : index
}

// CHECK-LABEL: func.func @unreg_nested(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT: %0 = "test.op"() ({
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %2 = scf.if %arg1 -> (index) {
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: "test.yield"(%2) : (index) -> ()
// CHECK-NEXT: }) : () -> index
// CHECK-NEXT: return %0 : index

// -----

func.func @dead_alloca_scope(%m: memref<4xf32>, %i: index) {
  memref.alloca_scope {
    %x = memref.alloca() : memref<f32>
  }
  memref.alloca_scope {
    %y = memref.load %m[%i] : memref<4xf32>
    %z = memref.alloc() : memref<f32>
  }
  memref.alloca_scope {
    %z = memref.alloc() : memref<f32>
    memref.dealloc %z : memref<f32>
  }
  return
}

// CHECK-LABEL: func.func @dead_alloca_scope(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: memref.dealloc %alloc : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
