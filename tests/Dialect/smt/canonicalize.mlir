// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Constants fold to themselves: equal ones are merged and hoisted, dead
// ones erased; declarations and commands stay.
func.func @constants(%p: !smt.bool) -> (!smt.bool, !smt.bv<8>, !smt.int) {
  %d = smt.declare_fun "d" : !smt.int
  %t1 = smt.constant true
  %a = smt.and %p, %t1
  %t2 = smt.constant true
  %o = smt.or %a, %t2
  %b1 = smt.bv.constant #smt.bv<200> : !smt.bv<8>
  %b2 = smt.bv.constant #smt.bv<-56> : !smt.bv<8>
  %x = smt.bv.xor %b1, %b2 : !smt.bv<8>
  %i1 = smt.int.constant -3
  %i2 = smt.int.constant -3
  %s = smt.int.sub %i1, %i2
  %dead = smt.int.constant 99
  smt.assert %o
  return %o, %x, %s : !smt.bool, !smt.bv<8>, !smt.int
}

// CHECK: module {
// CHECK-NEXT:   func.func @constants(%arg0: !smt.bool) -> (!smt.bool, !smt.bv<8>, !smt.int) {
// CHECK-NEXT:     %c-3 = smt.int.constant -3
// CHECK-NEXT:     %c-56_bv8 = smt.bv.constant #smt.bv<-56> : !smt.bv<8>
// CHECK-NEXT:     %true = smt.constant true
// CHECK-NEXT:     %0 = smt.and %arg0, %true
// CHECK-NEXT:     %1 = smt.or %0, %true
// CHECK-NEXT:     %2 = smt.bv.xor %c-56_bv8, %c-56_bv8 : !smt.bv<8>
// CHECK-NEXT:     %3 = smt.int.sub %c-3, %c-3
// CHECK-NEXT:     smt.assert %1
// CHECK-NEXT:     return %1, %2, %3 : !smt.bool, !smt.bv<8>, !smt.int
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
