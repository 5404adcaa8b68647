// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --cse | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// Common subexpressions: pure ops merge with an equal op that dominates
// them; trivially dead pure ops go; ops with unknown effects stay.

func.func @f() -> (() -> (), () -> ()) {
  %0 = func.constant @f : () -> (() -> (), () -> ())
  %1 = func.constant @g : () -> ()
  %2 = func.constant @g : () -> ()
  %dead = func.constant @g : () -> ()
  "u.use"(%0, %1) : (() -> (() -> (), () -> ()), () -> ()) -> ()
  "u.br"()[^bb1] : () -> ()
^bb1:
  %4 = func.constant @g : () -> ()
  %5 = "u.pure"() : () -> i32
  %6 = "u.pure"() : () -> i32
  "u.use"(%5, %6) : (i32, i32) -> ()
  return %2, %4 : () -> (), () -> ()
}
func.func @g() { return }

// -----

// Sibling blocks do not dominate each other.
func.func @h() { return }
func.func @diamond() -> (() -> ()) {
  "u.cond"()[^a, ^b] : () -> ()
^a:
  %0 = func.constant @h : () -> ()
  "u.use"(%0) : (() -> ()) -> ()
  "u.br"()[^join] : () -> ()
^b:
  %1 = func.constant @h : () -> ()
  "u.use"(%1) : (() -> ()) -> ()
  "u.br"()[^join] : () -> ()
^join:
  %2 = func.constant @h : () -> ()
  return %2 : () -> ()
}

// -----

// Values from above are reused in nested regions of non-isolated ops.
func.func @nested() {
  %0 = func.constant @nested : () -> ()
  "u.two"() ({
    %1 = func.constant @nested : () -> ()
    "u.use"(%0, %1) : (() -> (), () -> ()) -> ()
  }, {
    %2 = func.constant @nested : () -> ()
    "u.use"(%2) : (() -> ()) -> ()
  }) : () -> ()
  "u.use"(%0) : (() -> ()) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (() -> (), () -> ()) {
// CHECK-NEXT:     %f = constant @f : () -> (() -> (), () -> ())
// CHECK-NEXT:     %f_0 = constant @g : () -> ()
// CHECK-NEXT:     "u.use"(%f, %f_0) : (() -> (() -> (), () -> ()), () -> ()) -> ()
// CHECK-NEXT:     "u.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "u.pure"() : () -> i32
// CHECK-NEXT:     %1 = "u.pure"() : () -> i32
// CHECK-NEXT:     "u.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:     return %f_0, %f_0 : () -> (), () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @diamond() -> (() -> ()) {
// CHECK-NEXT:     "u.cond"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %f = constant @h : () -> ()
// CHECK-NEXT:     "u.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT:     "u.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %f_0 = constant @h : () -> ()
// CHECK-NEXT:     "u.use"(%f_0) : (() -> ()) -> ()
// CHECK-NEXT:     "u.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %f_1 = constant @h : () -> ()
// CHECK-NEXT:     return %f_1 : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested() {
// CHECK-NEXT:     %f = constant @nested : () -> ()
// CHECK-NEXT:     "u.two"() ({
// CHECK-NEXT:       %f_0 = func.constant @nested : () -> ()
// CHECK-NEXT:       "u.use"(%f, %f_0) : (() -> (), () -> ()) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %f_0 = func.constant @nested : () -> ()
// CHECK-NEXT:       "u.use"(%f_0) : (() -> ()) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "u.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
