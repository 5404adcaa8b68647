// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// An op whose only effects are reads keeps nothing live (MLIR's
// `wouldOpBeTriviallyDead`): a load whose result is unused is removed, in
// a function body and in the regions of a region branch op, and a region
// branch op holding only reads is removed when its results are dead.

func.func @reads(%m: memref<4xf32>, %c: i1, %i: index) -> i32 {
  %unused = memref.load %m[%i] : memref<4xf32>
  %r = scf.if %c -> i32 {
    %x = memref.load %m[%i] : memref<4xf32>
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  } else {
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}

// -----

func.func @only_reads_in_branch(%m: memref<f64>, %c: i1) -> i64 {
  %s = scf.if %c -> f64 {
    %v = memref.load %m[] : memref<f64>
    scf.yield %v : f64
  } else {
    %z = arith.constant 0.0 : f64
    scf.yield %z : f64
  }
  %k = arith.constant 5 : i64
  return %k : i64
}

// -----

func.func @writes_stay(%m: memref<f64>, %c: i1, %v: f64) {
  scf.if %c {
    %x = memref.load %m[] : memref<f64>
    memref.store %v, %m[] : memref<f64>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @reads(%arg0: memref<4xf32>, %arg1: i1, %arg2: index) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       scf.yield %c2_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @only_reads_in_branch(%arg0: memref<f64>, %arg1: i1) -> i64 {
// CHECK-NEXT:     %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:     return %c5_i64 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @writes_stay(%arg0: memref<f64>, %arg1: i1, %arg2: f64) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %0 = memref.load %arg0[] : memref<f64>
// CHECK-NEXT:       memref.store %arg2, %arg0[] : memref<f64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
