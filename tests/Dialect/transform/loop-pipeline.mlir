// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// transform.loop.pipeline: schedules from latencies (reads of vectors
// take `read_latency` cycles, other ops one).

func.func @vector_reads(%m: memref<8x16xf32>, %init: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (vector<16xf32>) {
    %v = vector.transfer_read %m[%i, %c0], %pad {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
    %s = arith.addf %v, %acc : vector<16xf32>
    scf.yield %s : vector<16xf32>
  }
  return %r : vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %kernel = transform.loop.pipeline %loop {read_latency = 2} : (!transform.op<"scf.for">) -> !transform.any_op
    transform.debug.emit_remark_at %kernel, "kernel" : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @vector_reads(%arg0: memref<8x16xf32>, %arg1: vector<16xf32>) -> vector<16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.muli %c1, %c0_0 : index
// CHECK-NEXT:     %1 = arith.addi %c0, %0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT:     %3 = arith.addi %c0, %2 : index
// CHECK-NEXT:     %4 = vector.transfer_read %arg0[%1, %c0], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %5 = arith.muli %c1, %c2 : index
// CHECK-NEXT:     %6 = arith.addi %c0, %5 : index
// CHECK-NEXT:     %7 = vector.transfer_read %arg0[%3, %c0], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %8 = arith.muli %c1, %c3 : index
// CHECK-NEXT:     %9 = arith.subi %c8, %8 : index
// CHECK-NEXT:     %10:3 = scf.for %arg2 = %c0 to %9 step %c1 iter_args(%arg3 = %arg1, %arg4 = %4, %arg5 = %7) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// CHECK-NEXT:       %c2_5 = arith.constant 2 : index
// CHECK-NEXT:       %32 = arith.muli %c1, %c2_5 : index
// CHECK-NEXT:       %33 = arith.addi %arg2, %32 : index
// CHECK-NEXT:       %34 = vector.transfer_read %arg0[%33, %c0], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
// CHECK-NEXT:       %35 = arith.addf %arg4, %arg3 : vector<16xf32>
// CHECK-NEXT:       scf.yield %35, %arg5, %34 : vector<16xf32>, vector<16xf32>, vector<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %11 = arith.cmpi slt, %c1, %c0_2 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %12 = arith.select %11, %c1_3, %c-1 : index
// CHECK-NEXT:     %13 = arith.subi %c8, %c0 : index
// CHECK-NEXT:     %14 = arith.addi %13, %c1 : index
// CHECK-NEXT:     %15 = arith.addi %14, %12 : index
// CHECK-NEXT:     %16 = arith.divsi %15, %c1 : index
// CHECK-NEXT:     %c3_4 = arith.constant 3 : index
// CHECK-NEXT:     %17 = arith.subi %16, %c3_4 : index
// CHECK-NEXT:     %18 = arith.maxsi %c0_2, %17 : index
// CHECK-NEXT:     %19 = arith.muli %c1, %18 : index
// CHECK-NEXT:     %20 = arith.addi %c0, %19 : index
// CHECK-NEXT:     %21 = arith.addi %18, %c1_3 : index
// CHECK-NEXT:     %22 = arith.muli %c1, %21 : index
// CHECK-NEXT:     %23 = arith.addi %c0, %22 : index
// CHECK-NEXT:     %24 = arith.addi %21, %c1_3 : index
// CHECK-NEXT:     %25 = arith.muli %c1, %24 : index
// CHECK-NEXT:     %26 = arith.addi %c0, %25 : index
// CHECK-NEXT:     %27 = arith.addi %24, %c1_3 : index
// CHECK-NEXT:     %28 = vector.transfer_read %arg0[%26, %c0], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
// CHECK-NEXT:     %29 = arith.addf %10#1, %10#0 : vector<16xf32>
// CHECK-NEXT:     %30 = arith.addf %10#2, %29 : vector<16xf32>
// CHECK-NEXT:     %31 = arith.addf %28, %30 : vector<16xf32>
// CHECK-NEXT:     return %31 : vector<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
// CHECK-NEXT:       %1 = transform.loop.pipeline %0 {read_latency = 2 : i64} : (!transform.op<"scf.for">) -> !transform.any_op
// CHECK-NEXT:       transform.debug.emit_remark_at %1, "kernel" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----


func.func @scalar_chain(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c1 to %c9 step %c3 {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %b[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %kernel = transform.loop.pipeline %loop {iteration_interval = 2} : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalar_chain(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.muli %c3, %c0 : index
// CHECK-NEXT:     %1 = arith.addi %c1, %0 : index
// CHECK-NEXT:     %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT:     %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %4 = arith.muli %c3, %c1_0 : index
// CHECK-NEXT:     %5 = arith.subi %c9, %4 : index
// CHECK-NEXT:     %6 = scf.for %arg2 = %c1 to %5 step %c3 iter_args(%arg3 = %3) -> (f32) {
// CHECK-NEXT:       %c1_4 = arith.constant 1 : index
// CHECK-NEXT:       %18 = arith.muli %c3, %c1_4 : index
// CHECK-NEXT:       %19 = arith.addi %arg2, %18 : index
// CHECK-NEXT:       %20 = memref.load %arg0[%19] : memref<?xf32>
// CHECK-NEXT:       %c0_5 = arith.constant 0 : index
// CHECK-NEXT:       %21 = arith.muli %c3, %c0_5 : index
// CHECK-NEXT:       %22 = arith.addi %arg2, %21 : index
// CHECK-NEXT:       memref.store %arg3, %arg1[%22] : memref<?xf32>
// CHECK-NEXT:       %23 = arith.mulf %20, %20 : f32
// CHECK-NEXT:       scf.yield %23 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %c3, %c0_1 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %8 = arith.select %7, %c1_2, %c-1 : index
// CHECK-NEXT:     %9 = arith.subi %c9, %c1 : index
// CHECK-NEXT:     %10 = arith.addi %9, %c3 : index
// CHECK-NEXT:     %11 = arith.addi %10, %8 : index
// CHECK-NEXT:     %12 = arith.divsi %11, %c3 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %13 = arith.subi %12, %c1_3 : index
// CHECK-NEXT:     %14 = arith.maxsi %c0_1, %13 : index
// CHECK-NEXT:     %15 = arith.muli %c3, %14 : index
// CHECK-NEXT:     %16 = arith.addi %c1, %15 : index
// CHECK-NEXT:     %17 = arith.addi %14, %c1_2 : index
// CHECK-NEXT:     memref.store %6, %arg1[%16] : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
// CHECK-NEXT:       %1 = transform.loop.pipeline %0 {iteration_interval = 2 : i64} : (!transform.op<"scf.for">) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
