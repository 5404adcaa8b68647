// RUN: strata-opt %s --test-loop-unrolling=unroll-factor=-1 | FileCheck %s
// CONFORMANCE: pipeline=--test-loop-unrolling=unroll-factor=-1
// Full unrolling of loops with a known trip count; loops with unknown bounds stay.

func.func @dynamic_bounds(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @static_with_epilogue(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @single_iterations(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %x) -> (i32) {
    %t = arith.index_cast %i : index to i32
    %s = arith.addi %a, %t : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

func.func @i32_bounds(%lb: i32, %ub: i32, %x: f32) -> f32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) : i32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @never_runs(%x: f32) -> f32 {
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c6 to %c0 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @empty_body(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
  }
  return
}

func.func @runs_once(%x: f32) -> f32 {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c6 to %c7 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @fewer_iterations_than_factor(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @two_iter_args(%lb: index, %ub: index, %x: f32, %y: f32) -> (f32, f32) {
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %lb to %ub step %c4 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %b, %b : f32
    scf.yield %t, %s : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_with_epilogue(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10_0 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: %3 = arith.addf %2, %2 : f32
// CHECK-NEXT: %4 = arith.addf %3, %3 : f32
// CHECK-NEXT: %5 = arith.addf %4, %4 : f32
// CHECK-NEXT: %6 = arith.addf %5, %5 : f32
// CHECK-NEXT: %7 = arith.addf %6, %6 : f32
// CHECK-NEXT: %8 = arith.addf %7, %7 : f32
// CHECK-NEXT: %9 = arith.addf %8, %8 : f32
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_iterations(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.index_cast %c0 : index to i32
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.muli %c2, %c1 : index
// CHECK-NEXT: %3 = arith.addi %c0, %2 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.addi %1, %4 : i32
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %6 = arith.muli %c2, %c2_1 : index
// CHECK-NEXT: %7 = arith.addi %c0, %6 : index
// CHECK-NEXT: %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT: %9 = arith.addi %5, %8 : i32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %10 = arith.muli %c2, %c3 : index
// CHECK-NEXT: %11 = arith.addi %c0, %10 : index
// CHECK-NEXT: %12 = arith.index_cast %11 : index to i32
// CHECK-NEXT: %13 = arith.addi %9, %12 : i32
// CHECK-NEXT: return %13 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c5_0 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %8 = memref.load %arg0[%c0, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT: %1 = arith.addi %c0, %0 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %8 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %1] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %c1, %c2 : index
// CHECK-NEXT: %3 = arith.addi %c0, %2 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %8 = memref.load %arg0[%3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %4 = arith.muli %c1, %c3 : index
// CHECK-NEXT: %5 = arith.addi %c0, %4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %8 = memref.load %arg0[%5, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %6 = arith.muli %c1, %c4 : index
// CHECK-NEXT: %7 = arith.addi %c0, %6 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %8 = memref.load %arg0[%7, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %8, %arg0[%arg2, %7] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i32_bounds(%arg0: i32, %arg1: i32, %arg2: f32) -> f32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %c1_i32 iter_args(%arg4 = %arg2) -> (f32)  : i32 {
// CHECK-NEXT: %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @never_runs(%arg0: f32) -> f32 {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c6 to %c0 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_body(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @runs_once(%arg0: f32) -> f32 {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fewer_iterations_than_factor(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_iter_args(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %c4 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (f32, f32) {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: %2 = arith.mulf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %2, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
