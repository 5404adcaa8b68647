// RUN: strata-opt %s --test-scf-pipelining --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--test-scf-pipelining
// CONFORMANCE: pipeline=--test-scf-pipelining=annotate
// CONFORMANCE: pipeline=--test-scf-pipelining=no-epilogue-peeling
// Software pipelining of scf.for on schedules written as attributes: prologue, kernel and epilogue, loop-carried values, values crossing several stages, dynamic bounds (predicated prologue and epilogue), ops with regions, loops left alone.

// Two stages, a constant trip count: one prologue iteration, the kernel
// and one epilogue iteration.
func.func @two_stages(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 2} : memref<?xf32>
    %m = arith.mulf %v, %two {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0} : f32
    memref.store %m, %dst[%i] {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 1} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_stages(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %c7 step %c1 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:       %3 = arith.mulf %arg3, %cst : f32
// CHECK-NEXT:       memref.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:       %4 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %5 = memref.load %arg0[%4] : memref<?xf32>
// CHECK-NEXT:       scf.yield %5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT:     memref.store %2, %arg1[%c7] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// A reduction: the accumulator is carried at distance one, the load
// crosses two stages.
func.func @reduction(%src: memref<?xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %r = scf.for %i = %c0 to %c12 step %c2 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 2} : memref<?xf32>
    %e = math.exp %v {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 1} : f32
    %s = arith.addf %acc, %e {__test_pipelining_stage__ = 2, __test_pipelining_op_order__ = 0} : f32
    scf.yield %s : f32
  } {__test_pipelining_loop__}
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @reduction(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:     %1 = math.exp %0 : f32
// CHECK-NEXT:     %2 = memref.load %arg0[%c2] : memref<?xf32>
// CHECK-NEXT:     %3:3 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg1, %arg4 = %1, %arg5 = %2) -> (f32, f32, f32) {
// CHECK-NEXT:       %7 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       %8 = math.exp %arg5 : f32
// CHECK-NEXT:       %9 = arith.addi %arg2, %c4 : index
// CHECK-NEXT:       %10 = memref.load %arg0[%9] : memref<?xf32>
// CHECK-NEXT:       scf.yield %7, %8, %10 : f32, f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.addf %3#0, %3#1 : f32
// CHECK-NEXT:     %5 = math.exp %3#2 : f32
// CHECK-NEXT:     %6 = arith.addf %4, %5 : f32
// CHECK-NEXT:     return %6 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// A value used two stages after its definition needs two iteration
// arguments.
func.func @long_live_range(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 2} : memref<?xf32>
    %n = arith.negf %v {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 1} : f32
    %s = arith.addf %v, %n {__test_pipelining_stage__ = 2, __test_pipelining_op_order__ = 0} : f32
    memref.store %s, %dst[%i] {__test_pipelining_stage__ = 2, __test_pipelining_op_order__ = 3} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @long_live_range(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:     %1 = arith.negf %0 : f32
// CHECK-NEXT:     %2 = memref.load %arg0[%c1] : memref<?xf32>
// CHECK-NEXT:     %3:3 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %0, %arg4 = %2, %arg5 = %1) -> (f32, f32, f32) {
// CHECK-NEXT:       %7 = arith.addf %arg3, %arg5 : f32
// CHECK-NEXT:       %8 = arith.negf %arg4 : f32
// CHECK-NEXT:       %9 = arith.addi %arg2, %c2 : index
// CHECK-NEXT:       %10 = memref.load %arg0[%9] : memref<?xf32>
// CHECK-NEXT:       memref.store %7, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:       scf.yield %arg4, %10, %8 : f32, f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.addf %3#0, %3#2 : f32
// CHECK-NEXT:     %5 = arith.negf %3#1 : f32
// CHECK-NEXT:     memref.store %4, %arg1[%c4] : memref<?xf32>
// CHECK-NEXT:     %6 = arith.addf %3#1, %5 : f32
// CHECK-NEXT:     memref.store %6, %arg1[%c5] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// Unknown bounds: prologue and epilogue are predicated.
func.func @dynamic(%src: memref<?xf32>, %dst: memref<?xf32>, %lb: index, %ub: index, %step: index) {
  %one = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1} : memref<?xf32>
    %a = arith.addf %v, %one {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0} : f32
    memref.store %a, %dst[%i] {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 2} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg2, %arg3 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (f32) {
// CHECK-NEXT:       %16 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       scf.yield %16 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.subi %arg3, %arg4 : index
// CHECK-NEXT:     %3 = scf.for %arg5 = %arg2 to %2 step %arg4 iter_args(%arg6 = %1) -> (f32) {
// CHECK-NEXT:       %16 = arith.addf %arg6, %cst_0 : f32
// CHECK-NEXT:       %17 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:       %18 = memref.load %arg0[%17] : memref<?xf32>
// CHECK-NEXT:       memref.store %16, %arg1[%arg5] : memref<?xf32>
// CHECK-NEXT:       scf.yield %18 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg4, %c0 : index
// CHECK-NEXT:     %5 = arith.select %4, %c1, %c-1 : index
// CHECK-NEXT:     %6 = arith.subi %arg3, %arg2 : index
// CHECK-NEXT:     %7 = arith.addi %6, %arg4 : index
// CHECK-NEXT:     %8 = arith.addi %7, %5 : index
// CHECK-NEXT:     %9 = arith.divsi %8, %arg4 : index
// CHECK-NEXT:     %10 = arith.subi %9, %c1 : index
// CHECK-NEXT:     %11 = arith.maxsi %10, %c0 : index
// CHECK-NEXT:     %12 = arith.muli %arg4, %11 : index
// CHECK-NEXT:     %13 = arith.addi %arg2, %12 : index
// CHECK-NEXT:     %14 = arith.cmpi sge, %9, %c1 : index
// CHECK-NEXT:     %15 = scf.if %14 -> (f32) {
// CHECK-NEXT:       %16 = arith.addf %3, %cst_0 : f32
// CHECK-NEXT:       scf.yield %16 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %14 {
// CHECK-NEXT:       memref.store %15, %arg1[%13] : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// Unknown bounds with a result used after the loop.
func.func @dynamic_result(%src: memref<?xf32>, %lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1} : memref<?xf32>
    %s = arith.addf %acc, %v {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0} : f32
    scf.yield %s : f32
  } {__test_pipelining_loop__}
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic_result(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg1, %arg2 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (f32) {
// CHECK-NEXT:       %13 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:       scf.yield %13 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.subi %arg2, %arg3 : index
// CHECK-NEXT:     %3:2 = scf.for %arg5 = %arg1 to %2 step %arg3 iter_args(%arg6 = %arg4, %arg7 = %1) -> (f32, f32) {
// CHECK-NEXT:       %13 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:       %14 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT:       %15 = memref.load %arg0[%14] : memref<?xf32>
// CHECK-NEXT:       scf.yield %13, %15 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT:     %5 = arith.select %4, %c1, %c-1 : index
// CHECK-NEXT:     %6 = arith.subi %arg2, %arg1 : index
// CHECK-NEXT:     %7 = arith.addi %6, %arg3 : index
// CHECK-NEXT:     %8 = arith.addi %7, %5 : index
// CHECK-NEXT:     %9 = arith.divsi %8, %arg3 : index
// CHECK-NEXT:     %10 = arith.cmpi sge, %9, %c1 : index
// CHECK-NEXT:     %11 = scf.if %10 -> (f32) {
// CHECK-NEXT:       %13 = arith.addf %3#0, %3#1 : f32
// CHECK-NEXT:       scf.yield %13 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %12 = arith.select %10, %11, %3#0 : f32
// CHECK-NEXT:     return %12 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// Ops with regions take their stage with what they hold.
func.func @regions(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c5 step %c1 {
    %v = scf.execute_region -> f32 {
      %l = memref.load %src[%i] : memref<?xf32>
      scf.yield %l : f32
    } {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1}
    %a = scf.execute_region -> f32 {
      %s = arith.subf %v, %one : f32
      scf.yield %s : f32
    } {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0}
    memref.store %a, %dst[%i] {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 2} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @regions(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.execute_region -> f32 {
// CHECK-NEXT:       %3 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:       %3 = scf.execute_region -> f32 {
// CHECK-NEXT:         %6 = arith.subf %arg3, %cst : f32
// CHECK-NEXT:         scf.yield %6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %5 = scf.execute_region -> f32 {
// CHECK-NEXT:         %6 = memref.load %arg0[%4] : memref<?xf32>
// CHECK-NEXT:         scf.yield %6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:       scf.yield %5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.execute_region -> f32 {
// CHECK-NEXT:       %3 = arith.subf %1, %cst : f32
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %2, %arg1[%c4] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


// Loops without the marker, and fewer iterations than stages.
func.func @unmarked_and_short(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1} : memref<?xf32>
    memref.store %v, %dst[%i] {__test_pipelining_stage__ = 1, __test_pipelining_op_order__ = 0} : memref<?xf32>
  }
  scf.for %i = %c0 to %c1 step %c1 {
    %v = memref.load %src[%i] {__test_pipelining_stage__ = 0, __test_pipelining_op_order__ = 1} : memref<?xf32>
    memref.store %v, %dst[%i] {__test_pipelining_stage__ = 2, __test_pipelining_op_order__ = 0} : memref<?xf32>
  } {__test_pipelining_loop__}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @unmarked_and_short(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %3 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       memref.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.if %true -> (f32) {
// CHECK-NEXT:       %3 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %false -> (f32) {
// CHECK-NEXT:       %3 = memref.load %arg0[%c1] : memref<?xf32>
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = scf.for %arg2 = %c0 to %c-1 step %c1 iter_args(%arg3 = %0, %arg4 = %1) -> (f32, f32) {
// CHECK-NEXT:       memref.store %arg3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.addi %arg2, %c2 : index
// CHECK-NEXT:       %4 = memref.load %arg0[%3] : memref<?xf32>
// CHECK-NEXT:       scf.yield %arg4, %4 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %true {
// CHECK-NEXT:       memref.store %2#0, %arg1[%c0] : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %false {
// CHECK-NEXT:       memref.store %2#1, %arg1[%c1] : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
