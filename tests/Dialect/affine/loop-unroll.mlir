// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))' | FileCheck %s --check-prefix=FULL
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))' | FileCheck %s --check-prefix=CLEAN
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=3}))' | FileCheck %s --check-prefix=THRESHOLD
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=5 unroll-up-to-factor=true}))' | FileCheck %s --check-prefix=UPTO
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-unroll))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=3}))
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=5 unroll-up-to-factor=true}))

// Unrolling of affine.for: by a factor with a cleanup loop (constant and
// symbolic bounds), completely, below a trip count threshold, and up to a
// factor. Loops that run once are replaced by their body.

func.func @divisible(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i + 8] : memref<64xf32>
  }
  return
}

func.func @cleanup(%m: memref<64xf32>) {
  affine.for %i = 2 to 13 step 2 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i + 1] : memref<64xf32>
  }
  return
}

func.func @symbolic(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @shifted(%m: memref<?xf32>, %n: index) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 10)>()[%n] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @reduction(%m: memref<64xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 6 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @nest(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
      affine.store %v, %m[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

func.func @no_iv_use(%m: memref<64xf32>, %c: f32) {
  affine.for %i = 0 to 5 {
    affine.store %c, %m[0] : memref<64xf32>
  }
  return
}

func.func @minmax(%m: memref<?xf32>, %n: index, %k: index) {
  affine.for %i = 0 to min affine_map<()[s0, s1] -> (s0, s1)>()[%n, %k] {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 + 10)>
// CHECK-NEXT: #map8 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @divisible(%arg0: memref<64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 step 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 + 8] : memref<64xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// CHECK-NEXT: affine.store %2, %arg0[%1 + 8] : memref<64xf32>
// CHECK-NEXT: %3 = affine.apply #map1(%arg1)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// CHECK-NEXT: affine.store %4, %arg0[%3 + 8] : memref<64xf32>
// CHECK-NEXT: %5 = affine.apply #map2(%arg1)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// CHECK-NEXT: affine.store %6, %arg0[%5 + 8] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @cleanup(%arg0: memref<64xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.load %arg0[%c2] : memref<64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%c2 + 1] : memref<64xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%c2)
// CHECK-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// CHECK-NEXT: affine.store %2, %arg0[%1 + 1] : memref<64xf32>
// CHECK-NEXT: %3 = affine.apply #map3(%c2)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// CHECK-NEXT: affine.store %4, %arg0[%3 + 1] : memref<64xf32>
// CHECK-NEXT: %5 = affine.apply #map4(%c2)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// CHECK-NEXT: affine.store %6, %arg0[%5 + 1] : memref<64xf32>
// CHECK-NEXT: affine.for %arg1 = 10 to 13 step 2 {
// CHECK-NEXT: %7 = affine.load %arg0[%arg1] : memref<64xf32>
// CHECK-NEXT: affine.store %7, %arg0[%arg1 + 1] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to #map5()[%arg1] step 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = affine.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT: affine.store %2, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: %3 = affine.apply #map1(%arg2)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<?xf32>
// CHECK-NEXT: affine.store %4, %arg0[%3] : memref<?xf32>
// CHECK-NEXT: %5 = affine.apply #map2(%arg2)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<?xf32>
// CHECK-NEXT: affine.store %6, %arg0[%5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map5()[%arg1] to %arg1 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @shifted(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = %arg1 to #map6()[%arg1] step 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = affine.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT: affine.store %2, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: %3 = affine.apply #map1(%arg2)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<?xf32>
// CHECK-NEXT: affine.store %4, %arg0[%3] : memref<?xf32>
// CHECK-NEXT: %5 = affine.apply #map2(%arg2)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<?xf32>
// CHECK-NEXT: affine.store %6, %arg0[%5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map6()[%arg1] to #map7()[%arg1] {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @reduction(%arg0: memref<64xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: %2 = affine.apply #map(%c0)
// CHECK-NEXT: %3 = affine.load %arg0[%2] : memref<64xf32>
// CHECK-NEXT: %4 = arith.addf %1, %3 : f32
// CHECK-NEXT: %5 = affine.apply #map1(%c0)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// CHECK-NEXT: %7 = arith.addf %4, %6 : f32
// CHECK-NEXT: %8 = affine.apply #map2(%c0)
// CHECK-NEXT: %9 = affine.load %arg0[%8] : memref<64xf32>
// CHECK-NEXT: %10 = arith.addf %7, %9 : f32
// CHECK-NEXT: %11 = affine.for %arg2 = 4 to 6 iter_args(%arg3 = %10) -> (f32) {
// CHECK-NEXT: %12 = affine.load %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT: %13 = arith.addf %arg3, %12 : f32
// CHECK-NEXT: affine.yield %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %11 : f32
// CHECK-LABEL: func.func @nest(%arg0: memref<64x64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: affine.for %arg2 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<64x64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg1] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @no_iv_use(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @minmax(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to min #map8()[%arg1, %arg2] {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// FULL: #map = affine_map<(d0) -> (d0 + 1)>
// FULL-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// FULL-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// FULL-NEXT: #map3 = affine_map<(d0) -> (d0 + 4)>
// FULL-NEXT: #map4 = affine_map<(d0) -> (d0 + 5)>
// FULL-NEXT: #map5 = affine_map<(d0) -> (d0 + 6)>
// FULL-NEXT: #map6 = affine_map<(d0) -> (d0 + 7)>
// FULL-NEXT: #map7 = affine_map<(d0) -> (d0 + 8)>
// FULL-NEXT: #map8 = affine_map<(d0) -> (d0 + 10)>
// FULL-NEXT: #map9 = affine_map<()[s0] -> (s0)>
// FULL-NEXT: #map10 = affine_map<(d0) -> (d0 + 9)>
// FULL-NEXT: #map11 = affine_map<()[s0, s1] -> (s0, s1)>
// FULL-LABEL: module {
// FULL-LABEL: func.func @divisible(%arg0: memref<64xf32>) {
// FULL-NEXT: %c0 = arith.constant 0 : index
// FULL-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// FULL-NEXT: affine.store %0, %arg0[%c0 + 8] : memref<64xf32>
// FULL-NEXT: %1 = affine.apply #map(%c0)
// FULL-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// FULL-NEXT: affine.store %2, %arg0[%1 + 8] : memref<64xf32>
// FULL-NEXT: %3 = affine.apply #map1(%c0)
// FULL-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// FULL-NEXT: affine.store %4, %arg0[%3 + 8] : memref<64xf32>
// FULL-NEXT: %5 = affine.apply #map2(%c0)
// FULL-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// FULL-NEXT: affine.store %6, %arg0[%5 + 8] : memref<64xf32>
// FULL-NEXT: %7 = affine.apply #map3(%c0)
// FULL-NEXT: %8 = affine.load %arg0[%7] : memref<64xf32>
// FULL-NEXT: affine.store %8, %arg0[%7 + 8] : memref<64xf32>
// FULL-NEXT: %9 = affine.apply #map4(%c0)
// FULL-NEXT: %10 = affine.load %arg0[%9] : memref<64xf32>
// FULL-NEXT: affine.store %10, %arg0[%9 + 8] : memref<64xf32>
// FULL-NEXT: %11 = affine.apply #map5(%c0)
// FULL-NEXT: %12 = affine.load %arg0[%11] : memref<64xf32>
// FULL-NEXT: affine.store %12, %arg0[%11 + 8] : memref<64xf32>
// FULL-NEXT: %13 = affine.apply #map6(%c0)
// FULL-NEXT: %14 = affine.load %arg0[%13] : memref<64xf32>
// FULL-NEXT: affine.store %14, %arg0[%13 + 8] : memref<64xf32>
// FULL-NEXT: return
// FULL-LABEL: func.func @cleanup(%arg0: memref<64xf32>) {
// FULL-NEXT: %c2 = arith.constant 2 : index
// FULL-NEXT: %0 = affine.load %arg0[%c2] : memref<64xf32>
// FULL-NEXT: affine.store %0, %arg0[%c2 + 1] : memref<64xf32>
// FULL-NEXT: %1 = affine.apply #map1(%c2)
// FULL-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// FULL-NEXT: affine.store %2, %arg0[%1 + 1] : memref<64xf32>
// FULL-NEXT: %3 = affine.apply #map3(%c2)
// FULL-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// FULL-NEXT: affine.store %4, %arg0[%3 + 1] : memref<64xf32>
// FULL-NEXT: %5 = affine.apply #map5(%c2)
// FULL-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// FULL-NEXT: affine.store %6, %arg0[%5 + 1] : memref<64xf32>
// FULL-NEXT: %7 = affine.apply #map7(%c2)
// FULL-NEXT: %8 = affine.load %arg0[%7] : memref<64xf32>
// FULL-NEXT: affine.store %8, %arg0[%7 + 1] : memref<64xf32>
// FULL-NEXT: %9 = affine.apply #map8(%c2)
// FULL-NEXT: %10 = affine.load %arg0[%9] : memref<64xf32>
// FULL-NEXT: affine.store %10, %arg0[%9 + 1] : memref<64xf32>
// FULL-NEXT: return
// FULL-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// FULL-NEXT: affine.for %arg2 = 0 to %arg1 {
// FULL-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// FULL-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// FULL-NEXT: }
// FULL-NEXT: return
// FULL-LABEL: func.func @shifted(%arg0: memref<?xf32>, %arg1: index) {
// FULL-NEXT: %0 = affine.apply #map9()[%arg1]
// FULL-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// FULL-NEXT: affine.store %1, %arg0[%0] : memref<?xf32>
// FULL-NEXT: %2 = affine.apply #map(%0)
// FULL-NEXT: %3 = affine.load %arg0[%2] : memref<?xf32>
// FULL-NEXT: affine.store %3, %arg0[%2] : memref<?xf32>
// FULL-NEXT: %4 = affine.apply #map1(%0)
// FULL-NEXT: %5 = affine.load %arg0[%4] : memref<?xf32>
// FULL-NEXT: affine.store %5, %arg0[%4] : memref<?xf32>
// FULL-NEXT: %6 = affine.apply #map2(%0)
// FULL-NEXT: %7 = affine.load %arg0[%6] : memref<?xf32>
// FULL-NEXT: affine.store %7, %arg0[%6] : memref<?xf32>
// FULL-NEXT: %8 = affine.apply #map3(%0)
// FULL-NEXT: %9 = affine.load %arg0[%8] : memref<?xf32>
// FULL-NEXT: affine.store %9, %arg0[%8] : memref<?xf32>
// FULL-NEXT: %10 = affine.apply #map4(%0)
// FULL-NEXT: %11 = affine.load %arg0[%10] : memref<?xf32>
// FULL-NEXT: affine.store %11, %arg0[%10] : memref<?xf32>
// FULL-NEXT: %12 = affine.apply #map5(%0)
// FULL-NEXT: %13 = affine.load %arg0[%12] : memref<?xf32>
// FULL-NEXT: affine.store %13, %arg0[%12] : memref<?xf32>
// FULL-NEXT: %14 = affine.apply #map6(%0)
// FULL-NEXT: %15 = affine.load %arg0[%14] : memref<?xf32>
// FULL-NEXT: affine.store %15, %arg0[%14] : memref<?xf32>
// FULL-NEXT: %16 = affine.apply #map7(%0)
// FULL-NEXT: %17 = affine.load %arg0[%16] : memref<?xf32>
// FULL-NEXT: affine.store %17, %arg0[%16] : memref<?xf32>
// FULL-NEXT: %18 = affine.apply #map10(%0)
// FULL-NEXT: %19 = affine.load %arg0[%18] : memref<?xf32>
// FULL-NEXT: affine.store %19, %arg0[%18] : memref<?xf32>
// FULL-NEXT: return
// FULL-LABEL: func.func @reduction(%arg0: memref<64xf32>, %arg1: f32) -> f32 {
// FULL-NEXT: %c0 = arith.constant 0 : index
// FULL-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// FULL-NEXT: %1 = arith.addf %arg1, %0 : f32
// FULL-NEXT: %2 = affine.apply #map(%c0)
// FULL-NEXT: %3 = affine.load %arg0[%2] : memref<64xf32>
// FULL-NEXT: %4 = arith.addf %1, %3 : f32
// FULL-NEXT: %5 = affine.apply #map1(%c0)
// FULL-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// FULL-NEXT: %7 = arith.addf %4, %6 : f32
// FULL-NEXT: %8 = affine.apply #map2(%c0)
// FULL-NEXT: %9 = affine.load %arg0[%8] : memref<64xf32>
// FULL-NEXT: %10 = arith.addf %7, %9 : f32
// FULL-NEXT: %11 = affine.apply #map3(%c0)
// FULL-NEXT: %12 = affine.load %arg0[%11] : memref<64xf32>
// FULL-NEXT: %13 = arith.addf %10, %12 : f32
// FULL-NEXT: %14 = affine.apply #map4(%c0)
// FULL-NEXT: %15 = affine.load %arg0[%14] : memref<64xf32>
// FULL-NEXT: %16 = arith.addf %13, %15 : f32
// FULL-NEXT: return %16 : f32
// FULL-LABEL: func.func @nest(%arg0: memref<64x64xf32>) {
// FULL-NEXT: %c0 = arith.constant 0 : index
// FULL-NEXT: affine.for %arg1 = 0 to 4 {
// FULL-NEXT: %0 = affine.load %arg0[%arg1, %c0] : memref<64x64xf32>
// FULL-NEXT: affine.store %0, %arg0[%c0, %arg1] : memref<64x64xf32>
// FULL-NEXT: %1 = affine.apply #map(%c0)
// FULL-NEXT: %2 = affine.load %arg0[%arg1, %1] : memref<64x64xf32>
// FULL-NEXT: affine.store %2, %arg0[%1, %arg1] : memref<64x64xf32>
// FULL-NEXT: %3 = affine.apply #map1(%c0)
// FULL-NEXT: %4 = affine.load %arg0[%arg1, %3] : memref<64x64xf32>
// FULL-NEXT: affine.store %4, %arg0[%3, %arg1] : memref<64x64xf32>
// FULL-NEXT: }
// FULL-NEXT: return
// FULL-LABEL: func.func @no_iv_use(%arg0: memref<64xf32>, %arg1: f32) {
// FULL-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// FULL-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// FULL-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// FULL-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// FULL-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// FULL-NEXT: return
// FULL-LABEL: func.func @minmax(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// FULL-NEXT: affine.for %arg3 = 0 to min #map11()[%arg1, %arg2] {
// FULL-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// FULL-NEXT: }
// FULL-NEXT: return

// CLEAN: #map = affine_map<(d0) -> (d0 + 1)>
// CLEAN-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CLEAN-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CLEAN-NEXT: #map3 = affine_map<(d0) -> (d0 + 4)>
// CLEAN-NEXT: #map4 = affine_map<(d0) -> (d0 + 5)>
// CLEAN-NEXT: #map5 = affine_map<(d0) -> (d0 + 6)>
// CLEAN-NEXT: #map6 = affine_map<(d0) -> (d0 + 7)>
// CLEAN-NEXT: #map7 = affine_map<()[s0] -> (s0)>
// CLEAN-NEXT: #map8 = affine_map<(d0) -> (d0 + 8)>
// CLEAN-NEXT: #map9 = affine_map<(d0) -> (d0 + 9)>
// CLEAN-NEXT: #map10 = affine_map<()[s0, s1] -> (s0, s1)>
// CLEAN-LABEL: module {
// CLEAN-LABEL: func.func @divisible(%arg0: memref<64xf32>) {
// CLEAN-NEXT: %c0 = arith.constant 0 : index
// CLEAN-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// CLEAN-NEXT: affine.store %0, %arg0[%c0 + 8] : memref<64xf32>
// CLEAN-NEXT: %1 = affine.apply #map(%c0)
// CLEAN-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// CLEAN-NEXT: affine.store %2, %arg0[%1 + 8] : memref<64xf32>
// CLEAN-NEXT: %3 = affine.apply #map1(%c0)
// CLEAN-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// CLEAN-NEXT: affine.store %4, %arg0[%3 + 8] : memref<64xf32>
// CLEAN-NEXT: %5 = affine.apply #map2(%c0)
// CLEAN-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// CLEAN-NEXT: affine.store %6, %arg0[%5 + 8] : memref<64xf32>
// CLEAN-NEXT: %7 = affine.apply #map3(%c0)
// CLEAN-NEXT: %8 = affine.load %arg0[%7] : memref<64xf32>
// CLEAN-NEXT: affine.store %8, %arg0[%7 + 8] : memref<64xf32>
// CLEAN-NEXT: %9 = affine.apply #map4(%c0)
// CLEAN-NEXT: %10 = affine.load %arg0[%9] : memref<64xf32>
// CLEAN-NEXT: affine.store %10, %arg0[%9 + 8] : memref<64xf32>
// CLEAN-NEXT: %11 = affine.apply #map5(%c0)
// CLEAN-NEXT: %12 = affine.load %arg0[%11] : memref<64xf32>
// CLEAN-NEXT: affine.store %12, %arg0[%11 + 8] : memref<64xf32>
// CLEAN-NEXT: %13 = affine.apply #map6(%c0)
// CLEAN-NEXT: %14 = affine.load %arg0[%13] : memref<64xf32>
// CLEAN-NEXT: affine.store %14, %arg0[%13 + 8] : memref<64xf32>
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @cleanup(%arg0: memref<64xf32>) {
// CLEAN-NEXT: affine.for %arg1 = 2 to 13 step 6 {
// CLEAN-NEXT: %0 = affine.load %arg0[%arg1] : memref<64xf32>
// CLEAN-NEXT: affine.store %0, %arg0[%arg1 + 1] : memref<64xf32>
// CLEAN-NEXT: %1 = affine.apply #map1(%arg1)
// CLEAN-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// CLEAN-NEXT: affine.store %2, %arg0[%1 + 1] : memref<64xf32>
// CLEAN-NEXT: %3 = affine.apply #map3(%arg1)
// CLEAN-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// CLEAN-NEXT: affine.store %4, %arg0[%3 + 1] : memref<64xf32>
// CLEAN-NEXT: }
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// CLEAN-NEXT: affine.for %arg2 = 0 to %arg1 {
// CLEAN-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// CLEAN-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// CLEAN-NEXT: }
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @shifted(%arg0: memref<?xf32>, %arg1: index) {
// CLEAN-NEXT: %0 = affine.apply #map7()[%arg1]
// CLEAN-NEXT: %1 = affine.load %arg0[%0] : memref<?xf32>
// CLEAN-NEXT: affine.store %1, %arg0[%0] : memref<?xf32>
// CLEAN-NEXT: %2 = affine.apply #map(%0)
// CLEAN-NEXT: %3 = affine.load %arg0[%2] : memref<?xf32>
// CLEAN-NEXT: affine.store %3, %arg0[%2] : memref<?xf32>
// CLEAN-NEXT: %4 = affine.apply #map1(%0)
// CLEAN-NEXT: %5 = affine.load %arg0[%4] : memref<?xf32>
// CLEAN-NEXT: affine.store %5, %arg0[%4] : memref<?xf32>
// CLEAN-NEXT: %6 = affine.apply #map2(%0)
// CLEAN-NEXT: %7 = affine.load %arg0[%6] : memref<?xf32>
// CLEAN-NEXT: affine.store %7, %arg0[%6] : memref<?xf32>
// CLEAN-NEXT: %8 = affine.apply #map3(%0)
// CLEAN-NEXT: %9 = affine.load %arg0[%8] : memref<?xf32>
// CLEAN-NEXT: affine.store %9, %arg0[%8] : memref<?xf32>
// CLEAN-NEXT: %10 = affine.apply #map4(%0)
// CLEAN-NEXT: %11 = affine.load %arg0[%10] : memref<?xf32>
// CLEAN-NEXT: affine.store %11, %arg0[%10] : memref<?xf32>
// CLEAN-NEXT: %12 = affine.apply #map5(%0)
// CLEAN-NEXT: %13 = affine.load %arg0[%12] : memref<?xf32>
// CLEAN-NEXT: affine.store %13, %arg0[%12] : memref<?xf32>
// CLEAN-NEXT: %14 = affine.apply #map6(%0)
// CLEAN-NEXT: %15 = affine.load %arg0[%14] : memref<?xf32>
// CLEAN-NEXT: affine.store %15, %arg0[%14] : memref<?xf32>
// CLEAN-NEXT: %16 = affine.apply #map8(%0)
// CLEAN-NEXT: %17 = affine.load %arg0[%16] : memref<?xf32>
// CLEAN-NEXT: affine.store %17, %arg0[%16] : memref<?xf32>
// CLEAN-NEXT: %18 = affine.apply #map9(%0)
// CLEAN-NEXT: %19 = affine.load %arg0[%18] : memref<?xf32>
// CLEAN-NEXT: affine.store %19, %arg0[%18] : memref<?xf32>
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @reduction(%arg0: memref<64xf32>, %arg1: f32) -> f32 {
// CLEAN-NEXT: %0 = affine.for %arg2 = 0 to 6 step 3 iter_args(%arg3 = %arg1) -> (f32) {
// CLEAN-NEXT: %1 = affine.load %arg0[%arg2] : memref<64xf32>
// CLEAN-NEXT: %2 = arith.addf %arg3, %1 : f32
// CLEAN-NEXT: %3 = affine.apply #map(%arg2)
// CLEAN-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// CLEAN-NEXT: %5 = arith.addf %2, %4 : f32
// CLEAN-NEXT: %6 = affine.apply #map1(%arg2)
// CLEAN-NEXT: %7 = affine.load %arg0[%6] : memref<64xf32>
// CLEAN-NEXT: %8 = arith.addf %5, %7 : f32
// CLEAN-NEXT: affine.yield %8 : f32
// CLEAN-NEXT: }
// CLEAN-NEXT: return %0 : f32
// CLEAN-LABEL: func.func @nest(%arg0: memref<64x64xf32>) {
// CLEAN-NEXT: %c0 = arith.constant 0 : index
// CLEAN-NEXT: affine.for %arg1 = 0 to 4 {
// CLEAN-NEXT: %0 = affine.load %arg0[%arg1, %c0] : memref<64x64xf32>
// CLEAN-NEXT: affine.store %0, %arg0[%c0, %arg1] : memref<64x64xf32>
// CLEAN-NEXT: %1 = affine.apply #map(%c0)
// CLEAN-NEXT: %2 = affine.load %arg0[%arg1, %1] : memref<64x64xf32>
// CLEAN-NEXT: affine.store %2, %arg0[%1, %arg1] : memref<64x64xf32>
// CLEAN-NEXT: %3 = affine.apply #map1(%c0)
// CLEAN-NEXT: %4 = affine.load %arg0[%arg1, %3] : memref<64x64xf32>
// CLEAN-NEXT: affine.store %4, %arg0[%3, %arg1] : memref<64x64xf32>
// CLEAN-NEXT: }
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @no_iv_use(%arg0: memref<64xf32>, %arg1: f32) {
// CLEAN-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CLEAN-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CLEAN-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CLEAN-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CLEAN-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// CLEAN-NEXT: return
// CLEAN-LABEL: func.func @minmax(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CLEAN-NEXT: affine.for %arg3 = 0 to min #map10()[%arg1, %arg2] {
// CLEAN-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// CLEAN-NEXT: }
// CLEAN-NEXT: return

// THRESHOLD: #map = affine_map<()[s0] -> (s0 + 10)>
// THRESHOLD-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// THRESHOLD-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// THRESHOLD-NEXT: #map3 = affine_map<()[s0, s1] -> (s0, s1)>
// THRESHOLD-LABEL: module {
// THRESHOLD-LABEL: func.func @divisible(%arg0: memref<64xf32>) {
// THRESHOLD-NEXT: affine.for %arg1 = 0 to 8 {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg1] : memref<64xf32>
// THRESHOLD-NEXT: affine.store %0, %arg0[%arg1 + 8] : memref<64xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @cleanup(%arg0: memref<64xf32>) {
// THRESHOLD-NEXT: affine.for %arg1 = 2 to 13 step 2 {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg1] : memref<64xf32>
// THRESHOLD-NEXT: affine.store %0, %arg0[%arg1 + 1] : memref<64xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// THRESHOLD-NEXT: affine.for %arg2 = 0 to %arg1 {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// THRESHOLD-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @shifted(%arg0: memref<?xf32>, %arg1: index) {
// THRESHOLD-NEXT: affine.for %arg2 = %arg1 to #map()[%arg1] {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// THRESHOLD-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @reduction(%arg0: memref<64xf32>, %arg1: f32) -> f32 {
// THRESHOLD-NEXT: %0 = affine.for %arg2 = 0 to 6 iter_args(%arg3 = %arg1) -> (f32) {
// THRESHOLD-NEXT: %1 = affine.load %arg0[%arg2] : memref<64xf32>
// THRESHOLD-NEXT: %2 = arith.addf %arg3, %1 : f32
// THRESHOLD-NEXT: affine.yield %2 : f32
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return %0 : f32
// THRESHOLD-LABEL: func.func @nest(%arg0: memref<64x64xf32>) {
// THRESHOLD-NEXT: %c0 = arith.constant 0 : index
// THRESHOLD-NEXT: affine.for %arg1 = 0 to 4 {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg1, %c0] : memref<64x64xf32>
// THRESHOLD-NEXT: affine.store %0, %arg0[%c0, %arg1] : memref<64x64xf32>
// THRESHOLD-NEXT: %1 = affine.apply #map1(%c0)
// THRESHOLD-NEXT: %2 = affine.load %arg0[%arg1, %1] : memref<64x64xf32>
// THRESHOLD-NEXT: affine.store %2, %arg0[%1, %arg1] : memref<64x64xf32>
// THRESHOLD-NEXT: %3 = affine.apply #map2(%c0)
// THRESHOLD-NEXT: %4 = affine.load %arg0[%arg1, %3] : memref<64x64xf32>
// THRESHOLD-NEXT: affine.store %4, %arg0[%3, %arg1] : memref<64x64xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @no_iv_use(%arg0: memref<64xf32>, %arg1: f32) {
// THRESHOLD-NEXT: affine.for %arg2 = 0 to 5 {
// THRESHOLD-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return
// THRESHOLD-LABEL: func.func @minmax(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// THRESHOLD-NEXT: affine.for %arg3 = 0 to min #map3()[%arg1, %arg2] {
// THRESHOLD-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// THRESHOLD-NEXT: }
// THRESHOLD-NEXT: return

// UPTO: #map = affine_map<(d0) -> (d0 + 1)>
// UPTO-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// UPTO-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// UPTO-NEXT: #map3 = affine_map<(d0) -> (d0 + 4)>
// UPTO-NEXT: #map4 = affine_map<(d0) -> (d0 + 6)>
// UPTO-NEXT: #map5 = affine_map<(d0) -> (d0 + 8)>
// UPTO-NEXT: #map6 = affine_map<()[s0] -> ((s0 floordiv 5) * 5)>
// UPTO-NEXT: #map7 = affine_map<()[s0] -> (s0 + 10)>
// UPTO-NEXT: #map8 = affine_map<()[s0, s1] -> (s0, s1)>
// UPTO-LABEL: module {
// UPTO-LABEL: func.func @divisible(%arg0: memref<64xf32>) {
// UPTO-NEXT: %c0 = arith.constant 0 : index
// UPTO-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// UPTO-NEXT: affine.store %0, %arg0[%c0 + 8] : memref<64xf32>
// UPTO-NEXT: %1 = affine.apply #map(%c0)
// UPTO-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// UPTO-NEXT: affine.store %2, %arg0[%1 + 8] : memref<64xf32>
// UPTO-NEXT: %3 = affine.apply #map1(%c0)
// UPTO-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// UPTO-NEXT: affine.store %4, %arg0[%3 + 8] : memref<64xf32>
// UPTO-NEXT: %5 = affine.apply #map2(%c0)
// UPTO-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// UPTO-NEXT: affine.store %6, %arg0[%5 + 8] : memref<64xf32>
// UPTO-NEXT: %7 = affine.apply #map3(%c0)
// UPTO-NEXT: %8 = affine.load %arg0[%7] : memref<64xf32>
// UPTO-NEXT: affine.store %8, %arg0[%7 + 8] : memref<64xf32>
// UPTO-NEXT: affine.for %arg1 = 5 to 8 {
// UPTO-NEXT: %9 = affine.load %arg0[%arg1] : memref<64xf32>
// UPTO-NEXT: affine.store %9, %arg0[%arg1 + 8] : memref<64xf32>
// UPTO-NEXT: }
// UPTO-NEXT: return
// UPTO-LABEL: func.func @cleanup(%arg0: memref<64xf32>) {
// UPTO-NEXT: %c2 = arith.constant 2 : index
// UPTO-NEXT: %c12 = arith.constant 12 : index
// UPTO-NEXT: %0 = affine.load %arg0[%c2] : memref<64xf32>
// UPTO-NEXT: affine.store %0, %arg0[%c2 + 1] : memref<64xf32>
// UPTO-NEXT: %1 = affine.apply #map1(%c2)
// UPTO-NEXT: %2 = affine.load %arg0[%1] : memref<64xf32>
// UPTO-NEXT: affine.store %2, %arg0[%1 + 1] : memref<64xf32>
// UPTO-NEXT: %3 = affine.apply #map3(%c2)
// UPTO-NEXT: %4 = affine.load %arg0[%3] : memref<64xf32>
// UPTO-NEXT: affine.store %4, %arg0[%3 + 1] : memref<64xf32>
// UPTO-NEXT: %5 = affine.apply #map4(%c2)
// UPTO-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// UPTO-NEXT: affine.store %6, %arg0[%5 + 1] : memref<64xf32>
// UPTO-NEXT: %7 = affine.apply #map5(%c2)
// UPTO-NEXT: %8 = affine.load %arg0[%7] : memref<64xf32>
// UPTO-NEXT: affine.store %8, %arg0[%7 + 1] : memref<64xf32>
// UPTO-NEXT: %9 = affine.load %arg0[%c12] : memref<64xf32>
// UPTO-NEXT: affine.store %9, %arg0[%c12 + 1] : memref<64xf32>
// UPTO-NEXT: return
// UPTO-LABEL: func.func @symbolic(%arg0: memref<?xf32>, %arg1: index) {
// UPTO-NEXT: affine.for %arg2 = 0 to #map6()[%arg1] step 5 {
// UPTO-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: %1 = affine.apply #map(%arg2)
// UPTO-NEXT: %2 = affine.load %arg0[%1] : memref<?xf32>
// UPTO-NEXT: affine.store %2, %arg0[%1] : memref<?xf32>
// UPTO-NEXT: %3 = affine.apply #map1(%arg2)
// UPTO-NEXT: %4 = affine.load %arg0[%3] : memref<?xf32>
// UPTO-NEXT: affine.store %4, %arg0[%3] : memref<?xf32>
// UPTO-NEXT: %5 = affine.apply #map2(%arg2)
// UPTO-NEXT: %6 = affine.load %arg0[%5] : memref<?xf32>
// UPTO-NEXT: affine.store %6, %arg0[%5] : memref<?xf32>
// UPTO-NEXT: %7 = affine.apply #map3(%arg2)
// UPTO-NEXT: %8 = affine.load %arg0[%7] : memref<?xf32>
// UPTO-NEXT: affine.store %8, %arg0[%7] : memref<?xf32>
// UPTO-NEXT: }
// UPTO-NEXT: affine.for %arg2 = #map6()[%arg1] to %arg1 {
// UPTO-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: }
// UPTO-NEXT: return
// UPTO-LABEL: func.func @shifted(%arg0: memref<?xf32>, %arg1: index) {
// UPTO-NEXT: affine.for %arg2 = %arg1 to #map7()[%arg1] step 5 {
// UPTO-NEXT: %0 = affine.load %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: affine.store %0, %arg0[%arg2] : memref<?xf32>
// UPTO-NEXT: %1 = affine.apply #map(%arg2)
// UPTO-NEXT: %2 = affine.load %arg0[%1] : memref<?xf32>
// UPTO-NEXT: affine.store %2, %arg0[%1] : memref<?xf32>
// UPTO-NEXT: %3 = affine.apply #map1(%arg2)
// UPTO-NEXT: %4 = affine.load %arg0[%3] : memref<?xf32>
// UPTO-NEXT: affine.store %4, %arg0[%3] : memref<?xf32>
// UPTO-NEXT: %5 = affine.apply #map2(%arg2)
// UPTO-NEXT: %6 = affine.load %arg0[%5] : memref<?xf32>
// UPTO-NEXT: affine.store %6, %arg0[%5] : memref<?xf32>
// UPTO-NEXT: %7 = affine.apply #map3(%arg2)
// UPTO-NEXT: %8 = affine.load %arg0[%7] : memref<?xf32>
// UPTO-NEXT: affine.store %8, %arg0[%7] : memref<?xf32>
// UPTO-NEXT: }
// UPTO-NEXT: return
// UPTO-LABEL: func.func @reduction(%arg0: memref<64xf32>, %arg1: f32) -> f32 {
// UPTO-NEXT: %c0 = arith.constant 0 : index
// UPTO-NEXT: %c5 = arith.constant 5 : index
// UPTO-NEXT: %0 = affine.load %arg0[%c0] : memref<64xf32>
// UPTO-NEXT: %1 = arith.addf %arg1, %0 : f32
// UPTO-NEXT: %2 = affine.apply #map(%c0)
// UPTO-NEXT: %3 = affine.load %arg0[%2] : memref<64xf32>
// UPTO-NEXT: %4 = arith.addf %1, %3 : f32
// UPTO-NEXT: %5 = affine.apply #map1(%c0)
// UPTO-NEXT: %6 = affine.load %arg0[%5] : memref<64xf32>
// UPTO-NEXT: %7 = arith.addf %4, %6 : f32
// UPTO-NEXT: %8 = affine.apply #map2(%c0)
// UPTO-NEXT: %9 = affine.load %arg0[%8] : memref<64xf32>
// UPTO-NEXT: %10 = arith.addf %7, %9 : f32
// UPTO-NEXT: %11 = affine.apply #map3(%c0)
// UPTO-NEXT: %12 = affine.load %arg0[%11] : memref<64xf32>
// UPTO-NEXT: %13 = arith.addf %10, %12 : f32
// UPTO-NEXT: %14 = affine.load %arg0[%c5] : memref<64xf32>
// UPTO-NEXT: %15 = arith.addf %13, %14 : f32
// UPTO-NEXT: return %15 : f32
// UPTO-LABEL: func.func @nest(%arg0: memref<64x64xf32>) {
// UPTO-NEXT: %c0 = arith.constant 0 : index
// UPTO-NEXT: affine.for %arg1 = 0 to 4 {
// UPTO-NEXT: %0 = affine.load %arg0[%arg1, %c0] : memref<64x64xf32>
// UPTO-NEXT: affine.store %0, %arg0[%c0, %arg1] : memref<64x64xf32>
// UPTO-NEXT: %1 = affine.apply #map(%c0)
// UPTO-NEXT: %2 = affine.load %arg0[%arg1, %1] : memref<64x64xf32>
// UPTO-NEXT: affine.store %2, %arg0[%1, %arg1] : memref<64x64xf32>
// UPTO-NEXT: %3 = affine.apply #map1(%c0)
// UPTO-NEXT: %4 = affine.load %arg0[%arg1, %3] : memref<64x64xf32>
// UPTO-NEXT: affine.store %4, %arg0[%3, %arg1] : memref<64x64xf32>
// UPTO-NEXT: }
// UPTO-NEXT: return
// UPTO-LABEL: func.func @no_iv_use(%arg0: memref<64xf32>, %arg1: f32) {
// UPTO-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// UPTO-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// UPTO-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// UPTO-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// UPTO-NEXT: affine.store %arg1, %arg0[0] : memref<64xf32>
// UPTO-NEXT: return
// UPTO-LABEL: func.func @minmax(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// UPTO-NEXT: affine.for %arg3 = 0 to min #map8()[%arg1, %arg2] {
// UPTO-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// UPTO-NEXT: }
// UPTO-NEXT: return
