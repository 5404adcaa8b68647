// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// CONFORMANCE: pipeline=--convert-cf-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// The whole pipeline to LLVM: no casts remain.

// Branches: successor operands are converted, and so are the argument
// types of their destinations.
func.func @branches(%c: i1, %a: i32, %i: index) -> index {
  cf.br ^b1(%a, %i : i32, index)
^b1(%x: i32, %y: index):
  cf.cond_br %c, ^b2(%y : index), ^b3 {branch_weights = array<i32: 3, 5>}
^b2(%z: index):
  cf.switch %x : i32, [
    default: ^b3,
    42: ^b4(%z : index),
    43: ^b3
  ]
^b3:
  return %i : index
^b4(%w: index):
  return %w : index
}

// CHECK: llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i64 {
// CHECK-NEXT:   llvm.br ^bb1(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1(%0: i32, %1: i64):  // pred: ^bb0
// CHECK-NEXT:   llvm.cond_br %arg0 weights([3, 5]), ^bb2(%1 : i64), ^bb3
// CHECK-NEXT: ^bb2(%2: i64):  // pred: ^bb1
// CHECK-NEXT:   llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT:     42: ^bb4(%2 : i64),
// CHECK-NEXT:     43: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:   llvm.return %arg2 : i64
// CHECK-NEXT: ^bb4(%3: i64):  // pred: ^bb2
// CHECK-NEXT:   llvm.return %3 : i64
// CHECK-NEXT: }

// -----

// A loop carrying an index.
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%iv: index):
  %cond = arith.cmpi slt, %iv, %n : index
  cf.cond_br %cond, ^body, ^exit(%iv : index)
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %iv, %c1 : index
  cf.br ^header(%next : index)
^exit(%r: index):
  return %r : index
}

// CHECK: llvm.func @loop(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %2 = llvm.icmp "slt" %1, %arg0 : i64
// CHECK-NEXT:   llvm.cond_br %2, ^bb2, ^bb3(%1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.add %1, %3 : i64
// CHECK-NEXT:   llvm.br ^bb1(%4 : i64)
// CHECK-NEXT: ^bb3(%5: i64):  // pred: ^bb1
// CHECK-NEXT:   llvm.return %5 : i64
// CHECK-NEXT: }

// -----

// Discardable attributes of branches carry over.
func.func @attrs(%c: i1) {
  cf.cond_br %c, ^a, ^b {tag = "x"}
^a:
  cf.br ^b {tag = "y"}
^b:
  return
}

// CHECK: llvm.func @attrs(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2 {tag = "x"}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb2 {tag = "y"}
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }

// -----

// Switches with operands on every edge.
func.func @switch_operands(%f: i64, %a: f32, %b: f32) -> f32 {
  cf.switch %f : i64, [
    default: ^d(%a : f32),
    0: ^c0(%b, %a : f32, f32),
    5: ^d(%b : f32)
  ]
^c0(%x: f32, %y: f32):
  return %x : f32
^d(%z: f32):
  return %z : f32
}

// CHECK: llvm.func @switch_operands(%arg0: i64, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   llvm.switch %arg0 : i64, ^bb2(%arg1 : f32) [
// CHECK-NEXT:     0: ^bb1(%arg2, %arg1 : f32, f32),
// CHECK-NEXT:     5: ^bb2(%arg2 : f32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: f32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:   llvm.return %0 : f32
// CHECK-NEXT: ^bb2(%2: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   llvm.return %2 : f32
// CHECK-NEXT: }
