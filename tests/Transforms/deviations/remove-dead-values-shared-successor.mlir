// RUN: strata-opt %s --remove-dead-values | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 produces IR that fails verification)

// A block reached by two branches: mlir-opt 22 erases the arguments the
// first branch finds dead and only that branch's operands, so the loop's
// back edge no longer matches its successor and verification fails.
// Strata erases each dead argument once and the matching operand from
// every edge.

// CHECK-LABEL: func.func @loop
// CHECK:       cf.br ^bb1(%c0_i32, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK:       %[[ACC:.+]] = arith.addi %1, %0 : i32
// CHECK-NEXT:  cf.br ^bb1(%{{.+}}, %[[ACC]] : i32, i32)
// CHECK-NOT:   arith.muli
func.func @loop(%n: i32, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %a, %a : i32, i32, i32)
^header(%i: i32, %acc: i32, %junk: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %acc2 = arith.addi %acc, %i : i32
  %junk2 = arith.muli %junk, %junk : i32
  cf.br ^header(%next, %acc2, %junk2 : i32, i32, i32)
^exit:
  return %acc : i32
}

// Both successors of one branch are the same block, with different
// operands: the argument dead on either edge goes, from both edges.

// CHECK-LABEL: func.func @same_block_twice
// CHECK:       cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:  return
func.func @same_block_twice(%c: i1, %x: i8, %y: i8) {
  %d = arith.addi %x, %y : i8
  cf.cond_br %c, ^bb1(%x : i8), ^bb1(%d : i8)
^bb1(%v: i8):
  return
}
