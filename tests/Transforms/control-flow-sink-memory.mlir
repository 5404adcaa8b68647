// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --control-flow-sink | FileCheck %s
// CONFORMANCE: pipeline=--control-flow-sink
// Control-flow sinking moves only ops without memory effects into the
// region that uses them: loads and allocations stay.

func.func @sink(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %cst = arith.constant 1.0 : f32
  %r = scf.if %c -> f32 {
    "test.use"(%a) : (memref<4xf32>) -> ()
    scf.yield %v : f32
  } else {
    scf.yield %cst : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @sink(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32

// -----

func.func @sink_cf(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %cst = arith.constant 1.0 : f32
  %a = memref.alloca() : memref<4xf32>
  %r = scf.if %c -> f32 {
    %x = arith.addf %cst, %cst : f32
    scf.yield %x : f32
  } else {
    "test.use"(%a) : (memref<4xf32>) -> ()
    %y = memref.load %a[%i] : memref<4xf32>
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @sink_cf(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.addf %cst, %cst : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: %2 = memref.load %alloca[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
