// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion))' | FileCheck %s
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(affine-loop-invariant-code-motion))

// Hoisting of invariant ops out of affine.for: pure ops, loads of memrefs
// the loop does not write, nested loops and affine.if whose ops are all
// invariant; not ops using the induction variable or iteration arguments.

func.func @invariant_arith(%m: memref<32xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 32 {
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %s : f32
    affine.store %t, %m[%i] : memref<32xf32>
  }
  return
}

func.func @invariant_load(%m: memref<32xf32>, %o: memref<32xf32>) {
  affine.for %i = 0 to 32 {
    %v = affine.load %m[0] : memref<32xf32>
    affine.store %v, %o[%i] : memref<32xf32>
  }
  return
}

func.func @load_of_stored_memref(%m: memref<32xf32>) {
  affine.for %i = 0 to 32 {
    %v = affine.load %m[0] : memref<32xf32>
    affine.store %v, %m[%i] : memref<32xf32>
  }
  return
}

func.func @nested(%m: memref<32x32xf32>, %c: f32) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %x = arith.addf %c, %c : f32
      affine.store %x, %m[%i, 0] : memref<32x32xf32>
    }
  }
  return
}

func.func @invariant_if(%m: memref<32xf32>, %o: memref<32xf32>, %n: index, %c: f32) {
  affine.for %i = 0 to 32 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%n) {
      %x = arith.addf %c, %c : f32
      affine.store %x, %m[0] : memref<32xf32>
    }
    %v = affine.load %o[%i] : memref<32xf32>
  }
  return
}

func.func @iter_args(%init: f32, %c: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (f32) {
    %k = arith.mulf %c, %c : f32
    %s = arith.addf %acc, %k : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// CHECK: #set = affine_set<(d0) : (d0 - 4 >= 0)>
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @invariant_arith(%arg0: memref<32xf32>, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 32 {
// CHECK-NEXT: affine.store %1, %arg0[%arg3] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @invariant_load(%arg0: memref<32xf32>, %arg1: memref<32xf32>) {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<32xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 32 {
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @load_of_stored_memref(%arg0: memref<32xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 32 {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<32xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @nested(%arg0: memref<32x32xf32>, %arg1: f32) {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 32 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 32 {
// CHECK-NEXT: affine.store %0, %arg0[%arg2, 0] : memref<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @invariant_if(%arg0: memref<32xf32>, %arg1: memref<32xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: affine.if #set(%arg2) {
// CHECK-NEXT: %0 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: affine.store %0, %arg0[0] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 32 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg4] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @iter_args(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg3, %0 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
