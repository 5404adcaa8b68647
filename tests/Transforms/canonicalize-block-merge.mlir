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

// -----

// cf.switch keeps its per-case operand counts when blocks merge and
// when arguments are dropped.
func.func @switch_merge_cases(%f: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    2: ^bb3(%c : i32),
    3: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x, %a) : (i32, i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "foo.use"(%y, %b) : (i32, i32) -> ()
  return %y : i32
^bb3(%z: i32):
  "foo.use"(%z, %c) : (i32, i32) -> ()
  return %z : i32
}

// -----

func.func @switch_redundant_args(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    5: ^bb1(%a, %a : i32, i32),
    6: ^bb2(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  "foo.use"(%x, %y) : (i32, i32) -> ()
  return %x : i32
^bb2(%p: i32, %q: i32):
  "foo.use"(%p, %q) : (i32, i32) -> ()
  cf.br ^bb1(%a, %q : i32, i32)
}

// -----

func.func @switch_unused_case_arg(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    42: ^bb2(%b : i32),
    43: ^bb3(%a, %b : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  return %x : i32
^bb2(%z: i32):
  return %b : i32
^bb3(%u: i32, %v: i32):
  return %v : i32
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
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_merge_cases(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1, %arg1 : i32, i32),
// CHECK-NEXT:       1: ^bb1(%arg2, %arg2 : i32, i32),
// CHECK-NEXT:       2: ^bb1(%arg3, %arg3 : i32, i32),
// CHECK-NEXT:       3: ^bb1(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     "foo.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_redundant_args(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg2 : i32),
// CHECK-NEXT:       5: ^bb1(%arg1 : i32),
// CHECK-NEXT:       6: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT:     "foo.use"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%arg2, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:     cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @switch_unused_case_arg(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2,
// CHECK-NEXT:       43: ^bb1(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
