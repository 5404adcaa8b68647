// RUN: not strata-opt %s --remove-dead-values 2>&1 | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// As in MLIR 22, a block reached by two branches loses the arguments the
// first branch finds dead, and only that branch its operands: the second
// branch (here the loop's back edge, whose operand is live on entry)
// no longer matches its successor, which the verifier reports.

// Branches lose the operands that carry dead values, and their successors
// the matching arguments.

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

// CHECK: error: branch has 3 operands for successor #0, but target block has 2
// CHECK-NEXT: cf.br ^header(%c0, %a, %a : i32, i32, i32)
// CHECK: note: see current operation: "cf.br"(%0, %arg1, %arg1)[^bb1] : (i32, i32, i32) -> ()
