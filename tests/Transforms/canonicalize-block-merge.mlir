// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize=region-simplify=aggressive | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize=region-simplify=aggressive
// CONFORMANCE: pipeline='--canonicalize=region-simplify=aggressive top-down=false'
// Aggressive region simplification merges blocks with identical contents
// and successors; blocks that differ in an operand or an attribute stay.

func.func @merge(%x: i1, %y: i32) -> i32 {
  "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "foo.op"(%y) : (i32) -> i32
  "foo.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  %b = "foo.op"(%y) : (i32) -> i32
  "foo.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}
// -----

func.func @no_merge(%x: i1, %y: i32, %z: i32) -> i32 {
  "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "foo.op"(%y) : (i32) -> i32
  "foo.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  %b = "foo.op"(%z) : (i32) -> i32
  "foo.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}
// -----

func.func @different_attrs(%x: i1, %y: i32) -> i32 {
  "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "foo.op"(%y) {k = 1} : (i32) -> i32
  "foo.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  %b = "foo.op"(%y) {k = 2} : (i32) -> i32
  "foo.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @nested(%x: i1, %y: i32) {
  "foo.region"() ({
    "foo.cond_br"(%x)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    "foo.use"(%y) : (i32) -> ()
    "foo.br"()[^bb3] : () -> ()
  ^bb2:
    "foo.use"(%y) : (i32) -> ()
    "foo.br"()[^bb3] : () -> ()
  ^bb3:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @merge(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb1] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %0 = "foo.op"(%arg1) : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%0)[^bb2] : (i32) -> ()
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_merge(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.op"(%arg1) : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "foo.op"(%arg2) : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%1)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @different_attrs(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.op"(%arg1) {k = 1 : i64} : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "foo.op"(%arg1) {k = 2 : i64} : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%1)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:       "foo.cond_br"(%arg0)[^bb1, ^bb1] : (i1) -> ()
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:       "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:       "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "foo.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
