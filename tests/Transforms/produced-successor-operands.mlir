// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s
// CONFORMANCE: pipeline=-allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(func.func(sccp))
// CONFORMANCE: pipeline=-allow-unregistered-dialect -split-input-file -canonicalize=region-simplify=aggressive

// test.internal_br produces the first argument of its error successor
// itself: SCCP knows nothing of it, while the forwarded arguments after it
// take the constants passed.
func.func @sccp_produced(%c: i1) -> (i32, i32) {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^a, ^b
^a:
  "test.internal_br"(%one) [^ok, ^err] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^b:
  cf.br ^err(%one, %one : i32, i32)
^ok:
  %z = arith.constant 0 : i32
  return %z, %z : i32, i32
^err(%p: i32, %f: i32):
  return %p, %f : i32, i32
}

// -----

// Dropping a forwarded argument that every predecessor passes the same
// value keeps the produced one and shrinks the operand segment.
func.func @drop_forwarded(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  "test.internal_br"(%v) [^unused, ^target] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^b:
  "test.internal_br"(%v) [^unused, ^target] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^unused:
  "test.terminator"() : () -> ()
^target(%p: i32, %f: i32):
  %r = arith.addi %p, %f : i32
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @sccp_produced(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.internal_br"(%c1_i32)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb4(%c1_i32, %c1_i32 : i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %c0_i32, %c0_i32 : i32, i32
// CHECK-NEXT:   ^bb4(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %0, %c1_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @drop_forwarded(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.internal_br"(%arg1)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.internal_br"(%arg1)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "test.terminator"() : () -> ()
// CHECK-NEXT:   ^bb4(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
