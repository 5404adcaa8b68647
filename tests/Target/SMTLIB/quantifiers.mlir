// RUN: strata-translate --export-smtlib %s | FileCheck %s
// CONFORMANCE: translate=--export-smtlib
// CONFORMANCE: translate=--export-smtlib --smtlibexport-inline-single-use-values

// Quantified terms: bound names (taken apart from the scope's other
// names), weights and patterns, bodies with shared terms, and a
// quantifier over a term declared outside it.
smt.solver () : () -> () {
  %x = smt.declare_fun "x" : !smt.int
  %two = smt.int.constant 2
  %all = smt.forall ["x", "y"] {
  ^bb0(%u: !smt.int, %v: !smt.int):
    %s = smt.int.add %u, %v
    %d = smt.int.mul %s, %two
    %le = smt.int.cmp le %s, %d
    %ge = smt.int.cmp ge %s, %x
    %both = smt.or %le, %ge
    smt.yield %both : !smt.bool
  }
  smt.assert %all

  %some = smt.exists ["z"] weight 7 {
  ^bb0(%z: !smt.bv<8>):
    %n = smt.bv.neg %z : !smt.bv<8>
    %e = smt.eq %n, %z : !smt.bv<8>
    smt.yield %e : !smt.bool
  } patterns {
  ^bb0(%z: !smt.bv<8>):
    %n = smt.bv.neg %z : !smt.bv<8>
    smt.yield %n : !smt.bv<8>
  }
  smt.assert %some

  %trig = smt.forall {
  ^bb0(%a: !smt.int, %b: !smt.int):
    %lt = smt.int.cmp lt %a, %b
    smt.yield %lt : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int, %b: !smt.int):
    %s = smt.int.sub %a, %b
    smt.yield %s, %a : !smt.int, !smt.int
  }, {
  ^bb0(%a: !smt.int, %b: !smt.int):
    smt.yield %b : !smt.int
  }
  smt.assert %trig

  %nested = smt.exists ["o"] {
  ^bb0(%o: !smt.int):
    %inner = smt.forall ["i"] {
    ^bb0(%i: !smt.int):
      %c = smt.int.cmp gt %o, %i
      smt.yield %c : !smt.bool
    }
    %n = smt.not %inner
    smt.yield %n : !smt.bool
  }
  %shared = smt.and %nested, %nested
  smt.assert %shared
  smt.check sat {} unknown {} unsat {}
}

// CHECK: ; solver scope 0
// CHECK-NEXT: (declare-const x Int)
// CHECK-NEXT: (assert (let ((tmp (forall ((x_0 Int) (y Int))
// CHECK-NEXT:                    (let ((tmp_0 (+ x_0 y)))
// CHECK-NEXT:                            (let ((tmp_1 (>= tmp_0 x)))
// CHECK-NEXT:                            (let ((tmp_2 (* tmp_0 2)))
// CHECK-NEXT:                            (let ((tmp_3 (<= tmp_0 tmp_2)))
// CHECK-NEXT:                            (let ((tmp_4 (or tmp_3 tmp_1)))
// CHECK-NEXT:                            tmp_4))))))))
// CHECK-NEXT:         tmp))
// CHECK-NEXT: (assert (let ((tmp_5 (exists ((z (_ BitVec 8)))
// CHECK-NEXT:                              ( ! (let ((tmp_6 (bvneg z)))
// CHECK-NEXT:                              (let ((tmp_7 (= tmp_6 z)))
// CHECK-NEXT:                              tmp_7)) :weight 7
// CHECK-NEXT:                              :pattern ((let ((tmp_8 (bvneg z)))
// CHECK-NEXT:                              tmp_8))))))
// CHECK-NEXT:         tmp_5))
// CHECK-NEXT: (assert (let ((tmp_9 (forall ((tmp_10 Int) (tmp_11 Int))
// CHECK-NEXT:                              ( ! (let ((tmp_12 (< tmp_10 tmp_11)))
// CHECK-NEXT:                              tmp_12)
// CHECK-NEXT:                              :pattern ((let ((tmp_13 (- tmp_10 tmp_11)))
// CHECK-NEXT:                              tmp_13)tmp_10 tmp_11)))))
// CHECK-NEXT:         tmp_9))
// CHECK-NEXT: (assert (let ((tmp_14 (exists ((o Int))
// CHECK-NEXT:                       (let ((tmp_15 (forall ((i Int))
// CHECK-NEXT:                                             (let ((tmp_16 (> o i)))
// CHECK-NEXT:                                                     tmp_16))))
// CHECK-NEXT:                               (let ((tmp_17 (not tmp_15)))
// CHECK-NEXT:                               tmp_17)))))
// CHECK-NEXT:         (let ((tmp_18 (and tmp_14 tmp_14)))
// CHECK-NEXT:         tmp_18)))
// CHECK-NEXT: (check-sat)
// CHECK-NEXT: (reset)
