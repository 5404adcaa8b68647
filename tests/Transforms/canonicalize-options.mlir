// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize='max-iterations=1 region-simplify=disabled' | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize=max-iterations=1
// CONFORMANCE: pipeline=--canonicalize=max-iterations=0
// CONFORMANCE: pipeline=--canonicalize=region-simplify=disabled
// CONFORMANCE: pipeline=--canonicalize=region-simplify=aggressive
// CONFORMANCE: pipeline=--canonicalize=top-down=false
// CONFORMANCE: pipeline='--canonicalize=max-iterations=1 test-convergence'
// CONFORMANCE: pipeline=--canonicalize=test-convergence
// CONFORMANCE: pipeline='--canonicalize=disable-patterns=none enable-patterns='
// CONFORMANCE: pipeline=--canonicalize --mlir-disable-threading
// The canonicalize pass's options: iteration limit, region simplification
// level, seeding order, convergence testing.

func.func @one_iteration(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %c1 = arith.constant 1 : i32
  %d = "foo.op"(%1, %c1) : (i32, i32) -> i32
  %c1b = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  "foo.use"(%c1b, %c2) : (i32, i32) -> ()
  return %d : i32
}

// -----

// Unreachable blocks go in every iteration, even without region
// simplification.
func.func @unreachable(%x: i32) -> i32 {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  return %x : i32
^bb2:
  "foo.use"() : () -> ()
  "foo.br"()[^bb2] : () -> ()
}

// -----

func.func @dead_block_ops(%x: i1) -> i32 {
  "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %c5 = arith.constant 5 : i32
  %dead = arith.muli %c5, %c5 : i32
  "foo.br"(%c5)[^bb2] : (i32) -> ()
^bb2:
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

// -----

func.func @nothing_to_do(%x: i32) -> i32 {
  %r = "foo.op"(%x) : (i32) -> i32
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @one_iteration(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = "foo.op"(%arg0, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     "foo.use"(%c1_i32, %c2_i32) : (i32, i32) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dead_block_ops(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"(%c5_i32)[^bb2] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nothing_to_do(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
