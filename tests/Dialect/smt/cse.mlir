// RUN: strata-opt %s --cse | FileCheck %s
// CONFORMANCE: pipeline=--cse

// Each declaration is a fresh symbol: equal ones are not merged, unused
// ones are dead. Pure terms over the same operands are merged.
func.func @fresh_symbols() -> (!smt.int, !smt.int, !smt.bool, !smt.bool) {
  %x = smt.declare_fun "x" : !smt.int
  %y = smt.declare_fun "x" : !smt.int
  %unused = smt.declare_fun "z" : !smt.bv<4>
  %s1 = smt.int.add %x, %y
  %s2 = smt.int.add %x, %y
  %e1 = smt.eq %s1, %s2 : !smt.int
  %e2 = smt.eq %s1, %s2 : !smt.int
  %k1 = smt.int.constant 12
  %k2 = smt.int.constant 12
  %c = smt.int.cmp lt %k1, %k2
  smt.assert %c
  return %x, %y, %e1, %e2 : !smt.int, !smt.int, !smt.bool, !smt.bool
}

// Quantifiers are recursively pure: equal ones are merged, unused ones
// erased; asserts and solver commands stay.
func.func @quantifiers(%b: !smt.bool) -> (!smt.bool, !smt.bool) {
  %q1 = smt.forall {
  ^bb0(%a: !smt.bool):
    %n = smt.not %a
    smt.yield %n : !smt.bool
  }
  %q2 = smt.forall {
  ^bb0(%a: !smt.bool):
    %n = smt.not %a
    smt.yield %n : !smt.bool
  }
  %dead = smt.exists {
  ^bb0(%a: !smt.bool):
    smt.yield %a : !smt.bool
  }
  smt.assert %b
  smt.reset
  return %q1, %q2 : !smt.bool, !smt.bool
}

// CHECK: module {
// CHECK-NEXT:   func.func @fresh_symbols() -> (!smt.int, !smt.int, !smt.bool, !smt.bool) {
// CHECK-NEXT:     %x = smt.declare_fun "x" : !smt.int
// CHECK-NEXT:     %x_0 = smt.declare_fun "x" : !smt.int
// CHECK-NEXT:     %0 = smt.int.add %x, %x_0
// CHECK-NEXT:     %1 = smt.eq %0, %0 : !smt.int
// CHECK-NEXT:     %c12 = smt.int.constant 12
// CHECK-NEXT:     %2 = smt.int.cmp lt %c12, %c12
// CHECK-NEXT:     smt.assert %2
// CHECK-NEXT:     return %x, %x_0, %1, %1 : !smt.int, !smt.int, !smt.bool, !smt.bool
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @quantifiers(%arg0: !smt.bool) -> (!smt.bool, !smt.bool) {
// CHECK-NEXT:     %0 = smt.forall {
// CHECK-NEXT:     ^bb0(%arg1: !smt.bool):
// CHECK-NEXT:       %1 = smt.not %arg1
// CHECK-NEXT:       smt.yield %1 : !smt.bool
// CHECK-NEXT:     }
// CHECK-NEXT:     smt.assert %arg0
// CHECK-NEXT:     smt.reset
// CHECK-NEXT:     return %0, %0 : !smt.bool, !smt.bool
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
