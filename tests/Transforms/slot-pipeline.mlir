// RUN: strata-opt %s --cse --control-flow-sink --sroa --mem2reg --cse | FileCheck %s
// CONFORMANCE: pipeline=--cse --control-flow-sink --sroa --mem2reg --cse
// Passes sharing cached dominance (cse preserves it, control-flow-sink and
// mem2reg use it) and slots split then promoted; cse erases the allocas
// left unused (they only allocate).

func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  %unused = memref.alloca() : memref<4xf32>
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %z = arith.muli %x, %y : i32
  memref.store %a, %m[%c0] : memref<2xi32>
  %r = scf.if %c -> i32 {
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %r, %m[%c0] : memref<2xi32>
  memref.store %b, %m[%c1] : memref<2xi32>
  cf.br ^bb2
^bb2:
  %v = memref.load %m[%c0] : memref<2xi32>
  %w = memref.load %m[%c1] : memref<2xi32>
  %s = arith.addi %v, %w : i32
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %5 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       %6 = arith.muli %5, %5 : i32
// CHECK-NEXT:       scf.yield %6 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%arg2, %1 : i32, i32)
// CHECK-NEXT:   ^bb2(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %4 = arith.addi %3, %2 : i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
