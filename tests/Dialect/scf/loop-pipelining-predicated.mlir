// RUN: strata-opt %s --test-scf-pipelining=no-epilogue-peeling --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--test-scf-pipelining=no-epilogue-peeling
// Pipelining without a peeled epilogue: the kernel runs to the original bound with its later stages predicated (scf.if), results used after the loop selected.

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
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg2, %c7 : index
// CHECK-NEXT:       %3 = arith.mulf %arg3, %cst_0 : f32
// CHECK-NEXT:       memref.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:       %4 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %5 = scf.if %2 -> (f32) {
// CHECK-NEXT:         %6 = memref.load %arg0[%4] : memref<?xf32>
// CHECK-NEXT:         scf.yield %6 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %5 : f32
// CHECK-NEXT:     }
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
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:     %1 = math.exp %0 : f32
// CHECK-NEXT:     %2 = memref.load %arg0[%c2] : memref<?xf32>
// CHECK-NEXT:     %3:3 = scf.for %arg2 = %c0 to %c12 step %c2 iter_args(%arg3 = %arg1, %arg4 = %1, %arg5 = %2) -> (f32, f32, f32) {
// CHECK-NEXT:       %4 = arith.cmpi slt, %arg2, %c8 : index
// CHECK-NEXT:       %5 = arith.cmpi slt, %arg2, %c10 : index
// CHECK-NEXT:       %6 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       %7 = scf.if %5 -> (f32) {
// CHECK-NEXT:         %10 = math.exp %arg5 : f32
// CHECK-NEXT:         scf.yield %10 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %8 = arith.addi %arg2, %c4 : index
// CHECK-NEXT:       %9 = scf.if %4 -> (f32) {
// CHECK-NEXT:         %10 = memref.load %arg0[%8] : memref<?xf32>
// CHECK-NEXT:         scf.yield %10 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %6, %7, %9 : f32, f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3#0 : f32
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
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg2, %arg3 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (f32) {
// CHECK-NEXT:       %3 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %1) -> (f32) {
// CHECK-NEXT:       %3 = arith.subi %arg3, %arg4 : index
// CHECK-NEXT:       %4 = arith.cmpi slt, %arg5, %3 : index
// CHECK-NEXT:       %5 = arith.addf %arg6, %cst_0 : f32
// CHECK-NEXT:       %6 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:       %7 = scf.if %4 -> (f32) {
// CHECK-NEXT:         %8 = memref.load %arg0[%6] : memref<?xf32>
// CHECK-NEXT:         scf.yield %8 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.store %5, %arg1[%arg5] : memref<?xf32>
// CHECK-NEXT:       scf.yield %7 : f32
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
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg1, %arg2 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (f32) {
// CHECK-NEXT:       %3 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg4, %arg7 = %1) -> (f32, f32) {
// CHECK-NEXT:       %3 = arith.subi %arg2, %arg3 : index
// CHECK-NEXT:       %4 = arith.cmpi slt, %arg5, %3 : index
// CHECK-NEXT:       %5 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:       %6 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT:       %7 = scf.if %4 -> (f32) {
// CHECK-NEXT:         %8 = memref.load %arg0[%6] : memref<?xf32>
// CHECK-NEXT:         scf.yield %8 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %5, %7 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
