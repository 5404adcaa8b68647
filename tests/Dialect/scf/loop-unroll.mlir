// RUN: strata-opt %s --test-loop-unrolling=unroll-factor=3 | FileCheck %s --check-prefix=UNROLL3
// RUN: strata-opt %s --test-loop-unrolling=unroll-factor=2 | FileCheck %s --check-prefix=UNROLL2
// RUN: strata-opt %s --test-loop-unrolling | FileCheck %s --check-prefix=UNROLL1
// RUN: strata-opt %s --test-loop-unrolling='unroll-factor=2 loop-depth=1 annotate=true' | FileCheck %s --check-prefix=INNER
// CONFORMANCE: pipeline=--test-loop-unrolling=unroll-factor=3
// CONFORMANCE: pipeline=--test-loop-unrolling=unroll-factor=2
// CONFORMANCE: pipeline=--test-loop-unrolling
// CONFORMANCE: pipeline=--test-loop-unrolling=unroll-factor=2 loop-depth=1 annotate=true
// Unrolling scf.for by a factor: static and dynamic bounds, epilogue loops, iteration arguments, promotion of loops that run once or never.

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

func.func @unsigned(%x: f32) -> f32 {
  %c6 = arith.constant -6 : index
  %c7 = arith.constant 7 : index
  %c1 = arith.constant 1 : index
  %r = scf.for unsigned %i = %c7 to %c6 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// UNROLL3-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// UNROLL3-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %1 = arith.subi %arg2, %c1 : index
// UNROLL3-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL3-NEXT: %3 = arith.divui %2, %arg2 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %4 = arith.remsi %3, %c3 : index
// UNROLL3-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL3-NEXT: %6 = arith.muli %5, %arg2 : index
// UNROLL3-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL3-NEXT: %8 = arith.muli %arg2, %c3 : index
// UNROLL3-NEXT: scf.for %arg4 = %arg0 to %7 step %8 {
// UNROLL3-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL3-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL3-NEXT: %c1_0 = arith.constant 1 : index
// UNROLL3-NEXT: %10 = arith.muli %arg2, %c1_0 : index
// UNROLL3-NEXT: %11 = arith.addi %arg4, %10 : index
// UNROLL3-NEXT: %12 = memref.load %arg3[%11] : memref<?xf32>
// UNROLL3-NEXT: memref.store %12, %arg3[%11] : memref<?xf32>
// UNROLL3-NEXT: %c2 = arith.constant 2 : index
// UNROLL3-NEXT: %13 = arith.muli %arg2, %c2 : index
// UNROLL3-NEXT: %14 = arith.addi %arg4, %13 : index
// UNROLL3-NEXT: %15 = memref.load %arg3[%14] : memref<?xf32>
// UNROLL3-NEXT: memref.store %15, %arg3[%14] : memref<?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: scf.for %arg4 = %7 to %arg1 step %arg2 {
// UNROLL3-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL3-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @static_with_epilogue(%arg0: f32) -> f32 {
// UNROLL3-NEXT: %c0 = arith.constant 0 : index
// UNROLL3-NEXT: %c10 = arith.constant 10 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %c9 = arith.constant 9 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %0 = scf.for %arg1 = %c0 to %c9 step %c3 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL3-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// UNROLL3-NEXT: %3 = arith.addf %2, %2 : f32
// UNROLL3-NEXT: %4 = arith.addf %3, %3 : f32
// UNROLL3-NEXT: scf.yield %4 : f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: %1 = arith.addf %0, %0 : f32
// UNROLL3-NEXT: return %1 : f32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @single_iterations(%arg0: i32) -> i32 {
// UNROLL3-NEXT: %c0 = arith.constant 0 : index
// UNROLL3-NEXT: %c8 = arith.constant 8 : index
// UNROLL3-NEXT: %c2 = arith.constant 2 : index
// UNROLL3-NEXT: %c6 = arith.constant 6 : index
// UNROLL3-NEXT: %c6_0 = arith.constant 6 : index
// UNROLL3-NEXT: %0 = arith.index_cast %c0 : index to i32
// UNROLL3-NEXT: %1 = arith.addi %arg0, %0 : i32
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %2 = arith.muli %c2, %c1 : index
// UNROLL3-NEXT: %3 = arith.addi %c0, %2 : index
// UNROLL3-NEXT: %4 = arith.index_cast %3 : index to i32
// UNROLL3-NEXT: %5 = arith.addi %1, %4 : i32
// UNROLL3-NEXT: %c2_1 = arith.constant 2 : index
// UNROLL3-NEXT: %6 = arith.muli %c2, %c2_1 : index
// UNROLL3-NEXT: %7 = arith.addi %c0, %6 : index
// UNROLL3-NEXT: %8 = arith.index_cast %7 : index to i32
// UNROLL3-NEXT: %9 = arith.addi %5, %8 : i32
// UNROLL3-NEXT: %10 = arith.index_cast %c6 : index to i32
// UNROLL3-NEXT: %11 = arith.addi %9, %10 : i32
// UNROLL3-NEXT: return %11 : i32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// UNROLL3-NEXT: %c0 = arith.constant 0 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %c5 = arith.constant 5 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %c3_0 = arith.constant 3 : index
// UNROLL3-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// UNROLL3-NEXT: %4 = memref.load %arg0[%c0, %arg2] : memref<?x?xf32>
// UNROLL3-NEXT: memref.store %4, %arg0[%arg2, %c0] : memref<?x?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: %c1_1 = arith.constant 1 : index
// UNROLL3-NEXT: %0 = arith.muli %c1, %c1_1 : index
// UNROLL3-NEXT: %1 = arith.addi %c0, %0 : index
// UNROLL3-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// UNROLL3-NEXT: %4 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// UNROLL3-NEXT: memref.store %4, %arg0[%arg2, %1] : memref<?x?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: %c2 = arith.constant 2 : index
// UNROLL3-NEXT: %2 = arith.muli %c1, %c2 : index
// UNROLL3-NEXT: %3 = arith.addi %c0, %2 : index
// UNROLL3-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// UNROLL3-NEXT: %4 = memref.load %arg0[%3, %arg2] : memref<?x?xf32>
// UNROLL3-NEXT: memref.store %4, %arg0[%arg2, %3] : memref<?x?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: scf.for %arg2 = %c3 to %c5 step %c1 {
// UNROLL3-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// UNROLL3-NEXT: %4 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// UNROLL3-NEXT: memref.store %4, %arg0[%arg3, %arg2] : memref<?x?xf32>
// UNROLL3-NEXT: }
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @i32_bounds(%arg0: i32, %arg1: i32, %arg2: f32) -> f32 {
// UNROLL3-NEXT: %c1_i32 = arith.constant 1 : i32
// UNROLL3-NEXT: %0 = arith.subi %arg1, %arg0 : i32
// UNROLL3-NEXT: %c1_i32_0 = arith.constant 1 : i32
// UNROLL3-NEXT: %1 = arith.subi %c1_i32, %c1_i32_0 : i32
// UNROLL3-NEXT: %2 = arith.addi %0, %1 : i32
// UNROLL3-NEXT: %3 = arith.divui %2, %c1_i32 : i32
// UNROLL3-NEXT: %c3_i32 = arith.constant 3 : i32
// UNROLL3-NEXT: %4 = arith.remsi %3, %c3_i32 : i32
// UNROLL3-NEXT: %5 = arith.subi %3, %4 : i32
// UNROLL3-NEXT: %6 = arith.muli %5, %c1_i32 : i32
// UNROLL3-NEXT: %7 = arith.addi %arg0, %6 : i32
// UNROLL3-NEXT: %8 = arith.muli %c1_i32, %c3_i32 : i32
// UNROLL3-NEXT: %9 = scf.for %arg3 = %arg0 to %7 step %8 iter_args(%arg4 = %arg2) -> (f32)  : i32 {
// UNROLL3-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL3-NEXT: %12 = arith.addf %11, %11 : f32
// UNROLL3-NEXT: %13 = arith.addf %12, %12 : f32
// UNROLL3-NEXT: scf.yield %13 : f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: %10 = scf.for %arg3 = %7 to %arg1 step %c1_i32 iter_args(%arg4 = %9) -> (f32)  : i32 {
// UNROLL3-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL3-NEXT: scf.yield %11 : f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return %10 : f32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @never_runs(%arg0: f32) -> f32 {
// UNROLL3-NEXT: %c6 = arith.constant 6 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %c0 = arith.constant 0 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: return %arg0 : f32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @empty_body(%arg0: index, %arg1: index) {
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @runs_once(%arg0: f32) -> f32 {
// UNROLL3-NEXT: %c6 = arith.constant 6 : index
// UNROLL3-NEXT: %c7 = arith.constant 7 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %c6_0 = arith.constant 6 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// UNROLL3-NEXT: return %0 : f32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @fewer_iterations_than_factor(%arg0: f32) -> f32 {
// UNROLL3-NEXT: %c0 = arith.constant 0 : index
// UNROLL3-NEXT: %c2 = arith.constant 2 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %c0_0 = arith.constant 0 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %0 = scf.for %arg1 = %c0_0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL3-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// UNROLL3-NEXT: scf.yield %1 : f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return %0 : f32
// UNROLL3-NEXT: }
// UNROLL3-LABEL: func.func @two_iter_args(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32) {
// UNROLL3-NEXT: %c4 = arith.constant 4 : index
// UNROLL3-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL3-NEXT: %c1 = arith.constant 1 : index
// UNROLL3-NEXT: %1 = arith.subi %c4, %c1 : index
// UNROLL3-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL3-NEXT: %3 = arith.divui %2, %c4 : index
// UNROLL3-NEXT: %c3 = arith.constant 3 : index
// UNROLL3-NEXT: %4 = arith.remsi %3, %c3 : index
// UNROLL3-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL3-NEXT: %6 = arith.muli %5, %c4 : index
// UNROLL3-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL3-NEXT: %8 = arith.muli %c4, %c3 : index
// UNROLL3-NEXT: %9:2 = scf.for %arg4 = %arg0 to %7 step %8 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (f32, f32) {
// UNROLL3-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL3-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL3-NEXT: %13 = arith.addf %12, %11 : f32
// UNROLL3-NEXT: %14 = arith.mulf %11, %11 : f32
// UNROLL3-NEXT: %15 = arith.addf %14, %13 : f32
// UNROLL3-NEXT: %16 = arith.mulf %13, %13 : f32
// UNROLL3-NEXT: scf.yield %16, %15 : f32, f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: %10:2 = scf.for %arg4 = %7 to %arg1 step %c4 iter_args(%arg5 = %9#0, %arg6 = %9#1) -> (f32, f32) {
// UNROLL3-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL3-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL3-NEXT: scf.yield %12, %11 : f32, f32
// UNROLL3-NEXT: }
// UNROLL3-NEXT: return %10#0, %10#1 : f32, f32
// UNROLL3-NEXT: }

// UNROLL2-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// UNROLL2-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %1 = arith.subi %arg2, %c1 : index
// UNROLL2-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL2-NEXT: %3 = arith.divui %2, %arg2 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %4 = arith.remsi %3, %c2 : index
// UNROLL2-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL2-NEXT: %6 = arith.muli %5, %arg2 : index
// UNROLL2-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL2-NEXT: %8 = arith.muli %arg2, %c2 : index
// UNROLL2-NEXT: scf.for %arg4 = %arg0 to %7 step %8 {
// UNROLL2-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL2-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL2-NEXT: %c1_0 = arith.constant 1 : index
// UNROLL2-NEXT: %10 = arith.muli %arg2, %c1_0 : index
// UNROLL2-NEXT: %11 = arith.addi %arg4, %10 : index
// UNROLL2-NEXT: %12 = memref.load %arg3[%11] : memref<?xf32>
// UNROLL2-NEXT: memref.store %12, %arg3[%11] : memref<?xf32>
// UNROLL2-NEXT: }
// UNROLL2-NEXT: scf.for %arg4 = %7 to %arg1 step %arg2 {
// UNROLL2-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL2-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @static_with_epilogue(%arg0: f32) -> f32 {
// UNROLL2-NEXT: %c0 = arith.constant 0 : index
// UNROLL2-NEXT: %c10 = arith.constant 10 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %0 = scf.for %arg1 = %c0 to %c10 step %c2 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL2-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// UNROLL2-NEXT: %2 = arith.addf %1, %1 : f32
// UNROLL2-NEXT: scf.yield %2 : f32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return %0 : f32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @single_iterations(%arg0: i32) -> i32 {
// UNROLL2-NEXT: %c0 = arith.constant 0 : index
// UNROLL2-NEXT: %c8 = arith.constant 8 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %c4 = arith.constant 4 : index
// UNROLL2-NEXT: %0 = scf.for %arg1 = %c0 to %c8 step %c4 iter_args(%arg2 = %arg0) -> (i32) {
// UNROLL2-NEXT: %1 = arith.index_cast %arg1 : index to i32
// UNROLL2-NEXT: %2 = arith.addi %arg2, %1 : i32
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %3 = arith.muli %c2, %c1 : index
// UNROLL2-NEXT: %4 = arith.addi %arg1, %3 : index
// UNROLL2-NEXT: %5 = arith.index_cast %4 : index to i32
// UNROLL2-NEXT: %6 = arith.addi %2, %5 : i32
// UNROLL2-NEXT: scf.yield %6 : i32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return %0 : i32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// UNROLL2-NEXT: %c0 = arith.constant 0 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %c5 = arith.constant 5 : index
// UNROLL2-NEXT: %c4 = arith.constant 4 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: scf.for %arg2 = %c0 to %c4 step %c2 {
// UNROLL2-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// UNROLL2-NEXT: %2 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// UNROLL2-NEXT: memref.store %2, %arg0[%arg3, %arg2] : memref<?x?xf32>
// UNROLL2-NEXT: }
// UNROLL2-NEXT: %c1_0 = arith.constant 1 : index
// UNROLL2-NEXT: %0 = arith.muli %c1, %c1_0 : index
// UNROLL2-NEXT: %1 = arith.addi %arg2, %0 : index
// UNROLL2-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// UNROLL2-NEXT: %2 = memref.load %arg0[%1, %arg3] : memref<?x?xf32>
// UNROLL2-NEXT: memref.store %2, %arg0[%arg3, %1] : memref<?x?xf32>
// UNROLL2-NEXT: }
// UNROLL2-NEXT: }
// UNROLL2-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// UNROLL2-NEXT: %0 = memref.load %arg0[%c4, %arg2] : memref<?x?xf32>
// UNROLL2-NEXT: memref.store %0, %arg0[%arg2, %c4] : memref<?x?xf32>
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @i32_bounds(%arg0: i32, %arg1: i32, %arg2: f32) -> f32 {
// UNROLL2-NEXT: %c1_i32 = arith.constant 1 : i32
// UNROLL2-NEXT: %0 = arith.subi %arg1, %arg0 : i32
// UNROLL2-NEXT: %c1_i32_0 = arith.constant 1 : i32
// UNROLL2-NEXT: %1 = arith.subi %c1_i32, %c1_i32_0 : i32
// UNROLL2-NEXT: %2 = arith.addi %0, %1 : i32
// UNROLL2-NEXT: %3 = arith.divui %2, %c1_i32 : i32
// UNROLL2-NEXT: %c2_i32 = arith.constant 2 : i32
// UNROLL2-NEXT: %4 = arith.remsi %3, %c2_i32 : i32
// UNROLL2-NEXT: %5 = arith.subi %3, %4 : i32
// UNROLL2-NEXT: %6 = arith.muli %5, %c1_i32 : i32
// UNROLL2-NEXT: %7 = arith.addi %arg0, %6 : i32
// UNROLL2-NEXT: %8 = arith.muli %c1_i32, %c2_i32 : i32
// UNROLL2-NEXT: %9 = scf.for %arg3 = %arg0 to %7 step %8 iter_args(%arg4 = %arg2) -> (f32)  : i32 {
// UNROLL2-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL2-NEXT: %12 = arith.addf %11, %11 : f32
// UNROLL2-NEXT: scf.yield %12 : f32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: %10 = scf.for %arg3 = %7 to %arg1 step %c1_i32 iter_args(%arg4 = %9) -> (f32)  : i32 {
// UNROLL2-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL2-NEXT: scf.yield %11 : f32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return %10 : f32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @never_runs(%arg0: f32) -> f32 {
// UNROLL2-NEXT: %c6 = arith.constant 6 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %c0 = arith.constant 0 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: return %arg0 : f32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @empty_body(%arg0: index, %arg1: index) {
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @runs_once(%arg0: f32) -> f32 {
// UNROLL2-NEXT: %c6 = arith.constant 6 : index
// UNROLL2-NEXT: %c7 = arith.constant 7 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %c6_0 = arith.constant 6 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// UNROLL2-NEXT: return %0 : f32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @fewer_iterations_than_factor(%arg0: f32) -> f32 {
// UNROLL2-NEXT: %c0 = arith.constant 0 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %c2_0 = arith.constant 2 : index
// UNROLL2-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// UNROLL2-NEXT: %1 = arith.addf %0, %0 : f32
// UNROLL2-NEXT: return %1 : f32
// UNROLL2-NEXT: }
// UNROLL2-LABEL: func.func @two_iter_args(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32) {
// UNROLL2-NEXT: %c4 = arith.constant 4 : index
// UNROLL2-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL2-NEXT: %c1 = arith.constant 1 : index
// UNROLL2-NEXT: %1 = arith.subi %c4, %c1 : index
// UNROLL2-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL2-NEXT: %3 = arith.divui %2, %c4 : index
// UNROLL2-NEXT: %c2 = arith.constant 2 : index
// UNROLL2-NEXT: %4 = arith.remsi %3, %c2 : index
// UNROLL2-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL2-NEXT: %6 = arith.muli %5, %c4 : index
// UNROLL2-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL2-NEXT: %8 = arith.muli %c4, %c2 : index
// UNROLL2-NEXT: %9:2 = scf.for %arg4 = %arg0 to %7 step %8 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (f32, f32) {
// UNROLL2-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL2-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL2-NEXT: %13 = arith.addf %12, %11 : f32
// UNROLL2-NEXT: %14 = arith.mulf %11, %11 : f32
// UNROLL2-NEXT: scf.yield %14, %13 : f32, f32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: %10:2 = scf.for %arg4 = %7 to %arg1 step %c4 iter_args(%arg5 = %9#0, %arg6 = %9#1) -> (f32, f32) {
// UNROLL2-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL2-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL2-NEXT: scf.yield %12, %11 : f32, f32
// UNROLL2-NEXT: }
// UNROLL2-NEXT: return %10#0, %10#1 : f32, f32
// UNROLL2-NEXT: }

// UNROLL1-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// UNROLL1-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %1 = arith.subi %arg2, %c1 : index
// UNROLL1-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL1-NEXT: %3 = arith.divui %2, %arg2 : index
// UNROLL1-NEXT: %c1_0 = arith.constant 1 : index
// UNROLL1-NEXT: %4 = arith.remsi %3, %c1_0 : index
// UNROLL1-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL1-NEXT: %6 = arith.muli %5, %arg2 : index
// UNROLL1-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL1-NEXT: %8 = arith.muli %arg2, %c1_0 : index
// UNROLL1-NEXT: scf.for %arg4 = %arg0 to %7 step %8 {
// UNROLL1-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL1-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL1-NEXT: }
// UNROLL1-NEXT: scf.for %arg4 = %7 to %arg1 step %arg2 {
// UNROLL1-NEXT: %9 = memref.load %arg3[%arg4] : memref<?xf32>
// UNROLL1-NEXT: memref.store %9, %arg3[%arg4] : memref<?xf32>
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @static_with_epilogue(%arg0: f32) -> f32 {
// UNROLL1-NEXT: %c0 = arith.constant 0 : index
// UNROLL1-NEXT: %c10 = arith.constant 10 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL1-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// UNROLL1-NEXT: scf.yield %1 : f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %0 : f32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @single_iterations(%arg0: i32) -> i32 {
// UNROLL1-NEXT: %c0 = arith.constant 0 : index
// UNROLL1-NEXT: %c8 = arith.constant 8 : index
// UNROLL1-NEXT: %c2 = arith.constant 2 : index
// UNROLL1-NEXT: %0 = scf.for %arg1 = %c0 to %c8 step %c2 iter_args(%arg2 = %arg0) -> (i32) {
// UNROLL1-NEXT: %1 = arith.index_cast %arg1 : index to i32
// UNROLL1-NEXT: %2 = arith.addi %arg2, %1 : i32
// UNROLL1-NEXT: scf.yield %2 : i32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %0 : i32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// UNROLL1-NEXT: %c0 = arith.constant 0 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %c5 = arith.constant 5 : index
// UNROLL1-NEXT: scf.for %arg2 = %c0 to %c5 step %c1 {
// UNROLL1-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// UNROLL1-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// UNROLL1-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// UNROLL1-NEXT: }
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @i32_bounds(%arg0: i32, %arg1: i32, %arg2: f32) -> f32 {
// UNROLL1-NEXT: %c1_i32 = arith.constant 1 : i32
// UNROLL1-NEXT: %0 = arith.subi %arg1, %arg0 : i32
// UNROLL1-NEXT: %c1_i32_0 = arith.constant 1 : i32
// UNROLL1-NEXT: %1 = arith.subi %c1_i32, %c1_i32_0 : i32
// UNROLL1-NEXT: %2 = arith.addi %0, %1 : i32
// UNROLL1-NEXT: %3 = arith.divui %2, %c1_i32 : i32
// UNROLL1-NEXT: %c1_i32_1 = arith.constant 1 : i32
// UNROLL1-NEXT: %4 = arith.remsi %3, %c1_i32_1 : i32
// UNROLL1-NEXT: %5 = arith.subi %3, %4 : i32
// UNROLL1-NEXT: %6 = arith.muli %5, %c1_i32 : i32
// UNROLL1-NEXT: %7 = arith.addi %arg0, %6 : i32
// UNROLL1-NEXT: %8 = arith.muli %c1_i32, %c1_i32_1 : i32
// UNROLL1-NEXT: %9 = scf.for %arg3 = %arg0 to %7 step %8 iter_args(%arg4 = %arg2) -> (f32)  : i32 {
// UNROLL1-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL1-NEXT: scf.yield %11 : f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: %10 = scf.for %arg3 = %7 to %arg1 step %c1_i32 iter_args(%arg4 = %9) -> (f32)  : i32 {
// UNROLL1-NEXT: %11 = arith.addf %arg4, %arg4 : f32
// UNROLL1-NEXT: scf.yield %11 : f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %10 : f32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @never_runs(%arg0: f32) -> f32 {
// UNROLL1-NEXT: %c6 = arith.constant 6 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %c0 = arith.constant 0 : index
// UNROLL1-NEXT: %0 = scf.for %arg1 = %c6 to %c0 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL1-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// UNROLL1-NEXT: scf.yield %1 : f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %0 : f32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @empty_body(%arg0: index, %arg1: index) {
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @runs_once(%arg0: f32) -> f32 {
// UNROLL1-NEXT: %c6 = arith.constant 6 : index
// UNROLL1-NEXT: %c7 = arith.constant 7 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// UNROLL1-NEXT: return %0 : f32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @fewer_iterations_than_factor(%arg0: f32) -> f32 {
// UNROLL1-NEXT: %c0 = arith.constant 0 : index
// UNROLL1-NEXT: %c2 = arith.constant 2 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// UNROLL1-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// UNROLL1-NEXT: scf.yield %1 : f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %0 : f32
// UNROLL1-NEXT: }
// UNROLL1-LABEL: func.func @two_iter_args(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32) {
// UNROLL1-NEXT: %c4 = arith.constant 4 : index
// UNROLL1-NEXT: %0 = arith.subi %arg1, %arg0 : index
// UNROLL1-NEXT: %c1 = arith.constant 1 : index
// UNROLL1-NEXT: %1 = arith.subi %c4, %c1 : index
// UNROLL1-NEXT: %2 = arith.addi %0, %1 : index
// UNROLL1-NEXT: %3 = arith.divui %2, %c4 : index
// UNROLL1-NEXT: %c1_0 = arith.constant 1 : index
// UNROLL1-NEXT: %4 = arith.remsi %3, %c1_0 : index
// UNROLL1-NEXT: %5 = arith.subi %3, %4 : index
// UNROLL1-NEXT: %6 = arith.muli %5, %c4 : index
// UNROLL1-NEXT: %7 = arith.addi %arg0, %6 : index
// UNROLL1-NEXT: %8 = arith.muli %c4, %c1_0 : index
// UNROLL1-NEXT: %9:2 = scf.for %arg4 = %arg0 to %7 step %8 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (f32, f32) {
// UNROLL1-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL1-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL1-NEXT: scf.yield %12, %11 : f32, f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: %10:2 = scf.for %arg4 = %7 to %arg1 step %c4 iter_args(%arg5 = %9#0, %arg6 = %9#1) -> (f32, f32) {
// UNROLL1-NEXT: %11 = arith.addf %arg5, %arg6 : f32
// UNROLL1-NEXT: %12 = arith.mulf %arg6, %arg6 : f32
// UNROLL1-NEXT: scf.yield %12, %11 : f32, f32
// UNROLL1-NEXT: }
// UNROLL1-NEXT: return %10#0, %10#1 : f32, f32
// UNROLL1-NEXT: }

// INNER-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// INNER-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// INNER-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// INNER-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// INNER-NEXT: }
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-LABEL: func.func @static_with_epilogue(%arg0: f32) -> f32 {
// INNER-NEXT: %c0 = arith.constant 0 : index
// INNER-NEXT: %c10 = arith.constant 10 : index
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// INNER-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// INNER-NEXT: scf.yield %1 : f32
// INNER-NEXT: }
// INNER-NEXT: return %0 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @single_iterations(%arg0: i32) -> i32 {
// INNER-NEXT: %c0 = arith.constant 0 : index
// INNER-NEXT: %c8 = arith.constant 8 : index
// INNER-NEXT: %c2 = arith.constant 2 : index
// INNER-NEXT: %0 = scf.for %arg1 = %c0 to %c8 step %c2 iter_args(%arg2 = %arg0) -> (i32) {
// INNER-NEXT: %1 = arith.index_cast %arg1 : index to i32
// INNER-NEXT: %2 = arith.addi %arg2, %1 : i32
// INNER-NEXT: scf.yield %2 : i32
// INNER-NEXT: }
// INNER-NEXT: return %0 : i32
// INNER-NEXT: }
// INNER-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// INNER-NEXT: %c0 = arith.constant 0 : index
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: %c5 = arith.constant 5 : index
// INNER-NEXT: scf.for %arg2 = %c0 to %c5 step %c1 {
// INNER-NEXT: %0 = arith.subi %arg1, %c0 : index
// INNER-NEXT: %c1_0 = arith.constant 1 : index
// INNER-NEXT: %1 = arith.subi %c1, %c1_0 : index
// INNER-NEXT: %2 = arith.addi %0, %1 : index
// INNER-NEXT: %3 = arith.divui %2, %c1 : index
// INNER-NEXT: %c2 = arith.constant 2 : index
// INNER-NEXT: %4 = arith.remsi %3, %c2 : index
// INNER-NEXT: %5 = arith.subi %3, %4 : index
// INNER-NEXT: %6 = arith.muli %5, %c1 : index
// INNER-NEXT: %7 = arith.addi %c0, %6 : index
// INNER-NEXT: %8 = arith.muli %c1, %c2 : index
// INNER-NEXT: scf.for %arg3 = %c0 to %7 step %8 {
// INNER-NEXT: %9 = memref.load %arg0[%arg2, %arg3] {unrolled_iteration = 0 : ui32} : memref<?x?xf32>
// INNER-NEXT: memref.store %9, %arg0[%arg3, %arg2] {unrolled_iteration = 0 : ui32} : memref<?x?xf32>
// INNER-NEXT: %c1_1 = arith.constant 1 : index
// INNER-NEXT: %10 = arith.muli %c1, %c1_1 : index
// INNER-NEXT: %11 = arith.addi %arg3, %10 : index
// INNER-NEXT: %12 = memref.load %arg0[%arg2, %11] {unrolled_iteration = 1 : ui32} : memref<?x?xf32>
// INNER-NEXT: memref.store %12, %arg0[%11, %arg2] {unrolled_iteration = 1 : ui32} : memref<?x?xf32>
// INNER-NEXT: }
// INNER-NEXT: scf.for %arg3 = %7 to %arg1 step %c1 {
// INNER-NEXT: %9 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// INNER-NEXT: memref.store %9, %arg0[%arg3, %arg2] : memref<?x?xf32>
// INNER-NEXT: }
// INNER-NEXT: }
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-LABEL: func.func @i32_bounds(%arg0: i32, %arg1: i32, %arg2: f32) -> f32 {
// INNER-NEXT: %c1_i32 = arith.constant 1 : i32
// INNER-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %c1_i32 iter_args(%arg4 = %arg2) -> (f32)  : i32 {
// INNER-NEXT: %1 = arith.addf %arg4, %arg4 : f32
// INNER-NEXT: scf.yield %1 : f32
// INNER-NEXT: }
// INNER-NEXT: return %0 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @never_runs(%arg0: f32) -> f32 {
// INNER-NEXT: %c6 = arith.constant 6 : index
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: %c0 = arith.constant 0 : index
// INNER-NEXT: %0 = scf.for %arg1 = %c6 to %c0 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// INNER-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// INNER-NEXT: scf.yield %1 : f32
// INNER-NEXT: }
// INNER-NEXT: return %0 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @empty_body(%arg0: index, %arg1: index) {
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// INNER-NEXT: }
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-LABEL: func.func @runs_once(%arg0: f32) -> f32 {
// INNER-NEXT: %c6 = arith.constant 6 : index
// INNER-NEXT: %c7 = arith.constant 7 : index
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: %0 = scf.for %arg1 = %c6 to %c7 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// INNER-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// INNER-NEXT: scf.yield %1 : f32
// INNER-NEXT: }
// INNER-NEXT: return %0 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @fewer_iterations_than_factor(%arg0: f32) -> f32 {
// INNER-NEXT: %c0 = arith.constant 0 : index
// INNER-NEXT: %c2 = arith.constant 2 : index
// INNER-NEXT: %c1 = arith.constant 1 : index
// INNER-NEXT: %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// INNER-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// INNER-NEXT: scf.yield %1 : f32
// INNER-NEXT: }
// INNER-NEXT: return %0 : f32
// INNER-NEXT: }
// INNER-LABEL: func.func @two_iter_args(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32) {
// INNER-NEXT: %c4 = arith.constant 4 : index
// INNER-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %c4 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (f32, f32) {
// INNER-NEXT: %1 = arith.addf %arg5, %arg6 : f32
// INNER-NEXT: %2 = arith.mulf %arg6, %arg6 : f32
// INNER-NEXT: scf.yield %2, %1 : f32, f32
// INNER-NEXT: }
// INNER-NEXT: return %0#0, %0#1 : f32, f32
// INNER-NEXT: }
