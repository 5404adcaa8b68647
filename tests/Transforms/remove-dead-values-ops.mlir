// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// Ops without memory effects whose results are dead go; ops with effects
// (or unknown ones) stay unless they use a dead value.

func.func @mem(%m: memref<i32>, %a: i32) {
  %0 = arith.addi %a, %a : i32
  memref.store %0, %m[] : memref<i32>
  %1 = memref.load %m[] : memref<i32>
  %2 = memref.alloc() : memref<i32>
  %3 = arith.muli %1, %1 : i32
  %4 = memref.alloca() : memref<i32>
  return
}

// CHECK-LABEL: func.func @mem(%arg0: memref<i32>, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %0, %arg0[] : memref<i32>
// CHECK-NEXT: %1 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<i32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @unknown(%a: i32) -> i32 {
  %0 = "test.foo"(%a) : (i32) -> i32
  %1 = "test.bar"(%a) ({
    "test.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  %2 = arith.addi %a, %a : i32
  "test.sink"(%2) : (i32) -> ()
  return %a : i32
}

// CHECK-LABEL: func.func @unknown(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "test.bar"(%arg0) ({
// CHECK-NEXT: "test.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.sink"(%2) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @chain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  %3 = arith.addi %a, %a : i32
  return %3 : i32
}

// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// Ops in blocks that never execute are dead, effects included.
func.func @deadblock(%a: i32, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  memref.store %0, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  return %a : i32
}

// CHECK-LABEL: func.func @deadblock(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

// Not a module: the pass runs on any op.
func.func @standalone(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @standalone(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
