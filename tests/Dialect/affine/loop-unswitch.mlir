// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" | FileCheck %s

// An affine.if whose condition does not use a loop's induction variable
// is hoisted above that loop (and above enclosing affine.if ops), with
// one version of the loop per branch; versions left doing nothing are
// removed. A condition on the innermost induction variable, or directly
// in the function, stays.

// CHECK-LABEL: func.func @then_only
// CHECK:       affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:    affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 20 {
// CHECK-NEXT:        arith.addi
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func @then_only(%m: memref<10x20xi32>, %v: i32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %x = arith.addi %v, %v : i32
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        affine.store %x, %m[%i, %j] : memref<10x20xi32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @both_branches
// CHECK:       affine.if #{{.*}}()[%{{.*}}] {
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        "test.before"
// CHECK-NEXT:        "test.then"
// CHECK-NEXT:        "test.after"
// CHECK:         } else {
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        "test.before"
// CHECK-NEXT:        "test.else"
// CHECK-NEXT:        "test.after"
// CHECK-LABEL: func.func @stays
// CHECK:       affine.if
// CHECK-NEXT:    "test.top"
// CHECK:       affine.for %[[K:.*]] = 0 to 4 {
// CHECK-NEXT:    affine.if #{{.*}}(%[[K]]) {
func.func @both_branches(%n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      "test.before"() : () -> ()
      affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
        "test.then"(%i) : (index) -> ()
      } else {
        "test.else"(%j) : (index) -> ()
      }
      "test.after"() : () -> ()
    }
  }
  return
}

func.func @stays(%n: index) {
  affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
    "test.top"() : () -> ()
  }
  affine.for %k = 0 to 4 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%k) {
      "test.in"() : () -> ()
    }
  }
  return
}
