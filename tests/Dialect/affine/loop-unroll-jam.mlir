// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam))' | FileCheck %s
// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))' | FileCheck %s --check-prefix=THREE
// CONFORMANCE: pipeline=--split-input-file --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam))
// CONFORMANCE: pipeline=--split-input-file --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))

// Unroll-and-jam of the loop starting a function: runs of ops without loops
// are followed by their copies for the next iterations, inner loops carry
// one set of values per copy, the outer loop's reductions are combined
// after it, and left-over iterations run in a cleanup loop. A loop whose
// inner bounds depend on it is left alone.

func.func @jam(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 1.0 : f32
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %m[%i, %j] : memref<64x64xf32>
    }
    affine.store %c, %m[%i, 0] : memref<64x64xf32>
  }
  return
}

// -----

func.func @reduce(%m: memref<64x64xi32>, %n: index, %init: i32) -> i32 {
  %r = affine.for %i = 0 to %n iter_args(%acc = %init) -> (i32) {
    %zero = arith.constant 0 : i32
    %s = affine.for %j = 0 to 16 iter_args(%t = %zero) -> (i32) {
      %v = affine.load %m[%i, %j] : memref<64x64xi32>
      %u = arith.addi %t, %v : i32
      affine.yield %u : i32
    }
    %a = arith.maxsi %acc, %s : i32
    affine.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @dependent_inner_bound(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-LABEL: func.func @jam(%arg0: memref<64x64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 step 4 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = affine.apply #map2(%arg1)
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %6 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %7 = arith.addf %6, %cst : f32
// CHECK-NEXT: affine.store %7, %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %8 = affine.apply #map(%arg1)
// CHECK-NEXT: %9 = affine.load %arg0[%8, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %10 = arith.addf %9, %cst_0 : f32
// CHECK-NEXT: affine.store %10, %arg0[%8, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %11 = affine.apply #map1(%arg1)
// CHECK-NEXT: %12 = affine.load %arg0[%11, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %13 = arith.addf %12, %cst_1 : f32
// CHECK-NEXT: affine.store %13, %arg0[%11, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %14 = affine.apply #map2(%arg1)
// CHECK-NEXT: %15 = affine.load %arg0[%14, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %16 = arith.addf %15, %cst_2 : f32
// CHECK-NEXT: affine.store %16, %arg0[%14, %arg2] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, 0] : memref<64x64xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %cst_0, %arg0[%3, 0] : memref<64x64xf32>
// CHECK-NEXT: %4 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %cst_1, %arg0[%4, 0] : memref<64x64xf32>
// CHECK-NEXT: %5 = affine.apply #map2(%arg1)
// CHECK-NEXT: affine.store %cst_2, %arg0[%5, 0] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 8 to 10 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, 0] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-LABEL: func.func @reduce(%arg0: memref<64x64xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %0:4 = affine.for %arg3 = 0 to #map()[%arg1] step 4 iter_args(%arg4 = %arg2, %arg5 = %arg2, %arg6 = %arg2, %arg7 = %arg2) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %5 = affine.apply #map1(%arg3)
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %6 = affine.apply #map2(%arg3)
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %7 = affine.apply #map3(%arg3)
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %8:4 = affine.for %arg8 = 0 to 16 iter_args(%arg9 = %c0_i32, %arg10 = %c0_i32_0, %arg11 = %c0_i32_1, %arg12 = %c0_i32_2) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %16 = affine.load %arg0[%arg3, %arg8] : memref<64x64xi32>
// CHECK-NEXT: %17 = arith.addi %arg9, %16 : i32
// CHECK-NEXT: %18 = affine.apply #map1(%arg3)
// CHECK-NEXT: %19 = affine.load %arg0[%18, %arg8] : memref<64x64xi32>
// CHECK-NEXT: %20 = arith.addi %arg10, %19 : i32
// CHECK-NEXT: %21 = affine.apply #map2(%arg3)
// CHECK-NEXT: %22 = affine.load %arg0[%21, %arg8] : memref<64x64xi32>
// CHECK-NEXT: %23 = arith.addi %arg11, %22 : i32
// CHECK-NEXT: %24 = affine.apply #map3(%arg3)
// CHECK-NEXT: %25 = affine.load %arg0[%24, %arg8] : memref<64x64xi32>
// CHECK-NEXT: %26 = arith.addi %arg12, %25 : i32
// CHECK-NEXT: affine.yield %17, %20, %23, %26 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.maxsi %arg4, %8#0 : i32
// CHECK-NEXT: %10 = affine.apply #map1(%arg3)
// CHECK-NEXT: %11 = arith.maxsi %arg5, %8#1 : i32
// CHECK-NEXT: %12 = affine.apply #map2(%arg3)
// CHECK-NEXT: %13 = arith.maxsi %arg6, %8#2 : i32
// CHECK-NEXT: %14 = affine.apply #map3(%arg3)
// CHECK-NEXT: %15 = arith.maxsi %arg7, %8#3 : i32
// CHECK-NEXT: affine.yield %9, %11, %13, %15 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.maxsi %0#0, %0#3 : i32
// CHECK-NEXT: %2 = arith.maxsi %1, %0#2 : i32
// CHECK-NEXT: %3 = arith.maxsi %2, %0#1 : i32
// CHECK-NEXT: %4 = affine.for %arg3 = #map()[%arg1] to %arg1 iter_args(%arg4 = %3) -> (i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %5 = affine.for %arg5 = 0 to 16 iter_args(%arg6 = %c0_i32) -> (i32) {
// CHECK-NEXT: %7 = affine.load %arg0[%arg3, %arg5] : memref<64x64xi32>
// CHECK-NEXT: %8 = arith.addi %arg6, %7 : i32
// CHECK-NEXT: affine.yield %8 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.maxsi %arg4, %5 : i32
// CHECK-NEXT: affine.yield %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @dependent_inner_bound(%arg0: memref<64x64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: affine.for %arg2 = 0 to #map(%arg1) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// THREE: #map = affine_map<(d0) -> (d0 + 1)>
// THREE: #map1 = affine_map<(d0) -> (d0 + 2)>
// THREE-LABEL: func.func @jam(%arg0: memref<64x64xf32>) {
// THREE-NEXT: %c9 = arith.constant 9 : index
// THREE-NEXT: affine.for %arg1 = 0 to 9 step 3 {
// THREE-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// THREE-NEXT: %0 = affine.apply #map(%arg1)
// THREE-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// THREE-NEXT: %1 = affine.apply #map1(%arg1)
// THREE-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// THREE-NEXT: affine.for %arg2 = 0 to 8 {
// THREE-NEXT: %4 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// THREE-NEXT: %5 = arith.addf %4, %cst_0 : f32
// THREE-NEXT: affine.store %5, %arg0[%arg1, %arg2] : memref<64x64xf32>
// THREE-NEXT: %6 = affine.apply #map(%arg1)
// THREE-NEXT: %7 = affine.load %arg0[%6, %arg2] : memref<64x64xf32>
// THREE-NEXT: %8 = arith.addf %7, %cst_1 : f32
// THREE-NEXT: affine.store %8, %arg0[%6, %arg2] : memref<64x64xf32>
// THREE-NEXT: %9 = affine.apply #map1(%arg1)
// THREE-NEXT: %10 = affine.load %arg0[%9, %arg2] : memref<64x64xf32>
// THREE-NEXT: %11 = arith.addf %10, %cst_2 : f32
// THREE-NEXT: affine.store %11, %arg0[%9, %arg2] : memref<64x64xf32>
// THREE-NEXT: }
// THREE-NEXT: affine.store %cst_0, %arg0[%arg1, 0] : memref<64x64xf32>
// THREE-NEXT: %2 = affine.apply #map(%arg1)
// THREE-NEXT: affine.store %cst_1, %arg0[%2, 0] : memref<64x64xf32>
// THREE-NEXT: %3 = affine.apply #map1(%arg1)
// THREE-NEXT: affine.store %cst_2, %arg0[%3, 0] : memref<64x64xf32>
// THREE-NEXT: }
// THREE-NEXT: %cst = arith.constant 1.000000e+00 : f32
// THREE-NEXT: affine.for %arg1 = 0 to 8 {
// THREE-NEXT: %0 = affine.load %arg0[%c9, %arg1] : memref<64x64xf32>
// THREE-NEXT: %1 = arith.addf %0, %cst : f32
// THREE-NEXT: affine.store %1, %arg0[%c9, %arg1] : memref<64x64xf32>
// THREE-NEXT: }
// THREE-NEXT: affine.store %cst, %arg0[%c9, 0] : memref<64x64xf32>
// THREE-NEXT: return
// THREE-NEXT: }
// THREE: #map = affine_map<()[s0] -> ((s0 floordiv 3) * 3)>
// THREE: #map1 = affine_map<(d0) -> (d0 + 1)>
// THREE: #map2 = affine_map<(d0) -> (d0 + 2)>
// THREE-LABEL: func.func @reduce(%arg0: memref<64x64xi32>, %arg1: index, %arg2: i32) -> i32 {
// THREE-NEXT: %0:3 = affine.for %arg3 = 0 to #map()[%arg1] step 3 iter_args(%arg4 = %arg2, %arg5 = %arg2, %arg6 = %arg2) -> (i32, i32, i32) {
// THREE-NEXT: %c0_i32 = arith.constant 0 : i32
// THREE-NEXT: %4 = affine.apply #map1(%arg3)
// THREE-NEXT: %c0_i32_0 = arith.constant 0 : i32
// THREE-NEXT: %5 = affine.apply #map2(%arg3)
// THREE-NEXT: %c0_i32_1 = arith.constant 0 : i32
// THREE-NEXT: %6:3 = affine.for %arg7 = 0 to 16 iter_args(%arg8 = %c0_i32, %arg9 = %c0_i32_0, %arg10 = %c0_i32_1) -> (i32, i32, i32) {
// THREE-NEXT: %12 = affine.load %arg0[%arg3, %arg7] : memref<64x64xi32>
// THREE-NEXT: %13 = arith.addi %arg8, %12 : i32
// THREE-NEXT: %14 = affine.apply #map1(%arg3)
// THREE-NEXT: %15 = affine.load %arg0[%14, %arg7] : memref<64x64xi32>
// THREE-NEXT: %16 = arith.addi %arg9, %15 : i32
// THREE-NEXT: %17 = affine.apply #map2(%arg3)
// THREE-NEXT: %18 = affine.load %arg0[%17, %arg7] : memref<64x64xi32>
// THREE-NEXT: %19 = arith.addi %arg10, %18 : i32
// THREE-NEXT: affine.yield %13, %16, %19 : i32, i32, i32
// THREE-NEXT: }
// THREE-NEXT: %7 = arith.maxsi %arg4, %6#0 : i32
// THREE-NEXT: %8 = affine.apply #map1(%arg3)
// THREE-NEXT: %9 = arith.maxsi %arg5, %6#1 : i32
// THREE-NEXT: %10 = affine.apply #map2(%arg3)
// THREE-NEXT: %11 = arith.maxsi %arg6, %6#2 : i32
// THREE-NEXT: affine.yield %7, %9, %11 : i32, i32, i32
// THREE-NEXT: }
// THREE-NEXT: %1 = arith.maxsi %0#0, %0#2 : i32
// THREE-NEXT: %2 = arith.maxsi %1, %0#1 : i32
// THREE-NEXT: %3 = affine.for %arg3 = #map()[%arg1] to %arg1 iter_args(%arg4 = %2) -> (i32) {
// THREE-NEXT: %c0_i32 = arith.constant 0 : i32
// THREE-NEXT: %4 = affine.for %arg5 = 0 to 16 iter_args(%arg6 = %c0_i32) -> (i32) {
// THREE-NEXT: %6 = affine.load %arg0[%arg3, %arg5] : memref<64x64xi32>
// THREE-NEXT: %7 = arith.addi %arg6, %6 : i32
// THREE-NEXT: affine.yield %7 : i32
// THREE-NEXT: }
// THREE-NEXT: %5 = arith.maxsi %arg4, %4 : i32
// THREE-NEXT: affine.yield %5 : i32
// THREE-NEXT: }
// THREE-NEXT: return %3 : i32
// THREE-NEXT: }
// THREE: #map = affine_map<(d0) -> (d0)>
// THREE-LABEL: func.func @dependent_inner_bound(%arg0: memref<64x64xf32>) {
// THREE-NEXT: affine.for %arg1 = 0 to 16 {
// THREE-NEXT: affine.for %arg2 = 0 to #map(%arg1) {
// THREE-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// THREE-NEXT: }
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
