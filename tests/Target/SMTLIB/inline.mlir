// RUN: strata-translate --export-smtlib --smtlibexport-inline-single-use-values %s | FileCheck %s
// CONFORMANCE: translate=--export-smtlib --smtlibexport-inline-single-use-values

// Terms used once are written in place; terms used more than once are
// still bound by `let`, inside quantifier bodies too.
smt.solver () : () -> () {
  %r = smt.declare_fun "r" : !smt.bv<6>
  %s = smt.declare_fun "s" : !smt.bv<6>
  %t = smt.bv.add %r, %s : !smt.bv<6>
  %u = smt.bv.mul %t, %t : !smt.bv<6>
  %v = smt.bv.cmp sle %u, %r : !smt.bv<6>
  %w = smt.not %v
  %x = smt.implies %w, %v
  smt.assert %x

  %q = smt.forall ["k"] weight 2 {
  ^bb0(%k: !smt.bv<6>):
    %a = smt.bv.xor %k, %r : !smt.bv<6>
    %b = smt.bv.cmp ult %a, %a : !smt.bv<6>
    smt.yield %b : !smt.bool
  } patterns {
  ^bb0(%k: !smt.bv<6>):
    %a = smt.bv.xor %k, %r : !smt.bv<6>
    smt.yield %a : !smt.bv<6>
  }
  %e = smt.exists {
  ^bb0(%m: !smt.int, %n: !smt.int):
    %c = smt.int.cmp lt %m, %n
    smt.yield %c : !smt.bool
  }
  %both = smt.and %e, %q
  smt.assert %both
  smt.check sat {} unknown {} unsat {}
}

// Quantifiers written in place inside others, after bindings: each body
// is laid out under its quantifier, further in after a `let`.
smt.solver () : () -> () {
  %c = smt.declare_fun "c" : !smt.int
  %f = smt.constant false
  %nf = smt.not %f
  %outer = smt.exists ["u"] {
  ^bb0(%u: !smt.int):
    %d = smt.int.sub %u, %c
    %dd = smt.int.mul %d, %d
    %inner = smt.forall ["w"] weight 1 {
    ^bb0(%w: !smt.int):
      %s = smt.int.add %w, %u
      %lt = smt.int.cmp lt %s, %s
      smt.yield %lt : !smt.bool
    }
    %g = smt.int.cmp gt %dd, %c
    %h = smt.or %g, %inner
    smt.yield %h : !smt.bool
  }
  %no = smt.not %outer
  %all = smt.and %no, %nf, %nf
  smt.assert %all
}

// Three levels of quantifiers, bound and written in place.
smt.solver () : () -> () {
  %z = smt.declare_fun "z" : !smt.int
  %top = smt.forall ["i"] {
  ^bb0(%i: !smt.int):
    %mid = smt.exists ["j"] weight 2 {
    ^bb0(%j: !smt.int):
      %s = smt.int.add %i, %j
      %low = smt.forall ["k"] {
      ^bb0(%k: !smt.int):
        %p = smt.int.mul %k, %s
        %q = smt.int.cmp le %p, %p
        smt.yield %q : !smt.bool
      }
      %r = smt.int.cmp ge %s, %z
      %o = smt.or %r, %low, %r
      smt.yield %o : !smt.bool
    }
    %a = smt.and %mid, %mid
    smt.yield %a : !smt.bool
  }
  %n = smt.not %top
  %x = smt.xor %n, %top
  smt.assert %x
}

// CHECK: ; solver scope 0
// CHECK-NEXT: (declare-const r (_ BitVec 6))
// CHECK-NEXT: (declare-const s (_ BitVec 6))
// CHECK-NEXT: (assert (let ((tmp (bvadd r s)))
// CHECK-NEXT:         (let ((tmp_0 (bvsle (bvmul tmp tmp) r)))
// CHECK-NEXT:         (=> (not tmp_0) tmp_0))))
// CHECK-NEXT: (assert (and (exists ((tmp_2 Int) (tmp_3 Int))
// CHECK-NEXT:         (< tmp_2 tmp_3)) (forall ((k (_ BitVec 6)))
// CHECK-NEXT:                 ( ! (let ((tmp_1 (bvxor k r)))
// CHECK-NEXT:                 (bvult tmp_1 tmp_1)) :weight 2
// CHECK-NEXT:                 :pattern ((bvxor k r))))))
// CHECK-NEXT: (check-sat)
// CHECK-NEXT: (reset)
// CHECK-NEXT: ; solver scope 1
// CHECK-NEXT: (declare-const c Int)
// CHECK-NEXT: (assert (let ((tmp (not false)))
// CHECK-NEXT:         (and (not (exists ((u Int))
// CHECK-NEXT:                 (let ((tmp_1 (- u c)))
// CHECK-NEXT:                         (or (> (* tmp_1 tmp_1) c) (forall ((w Int))
// CHECK-NEXT:                                                 ( ! (let ((tmp_0 (+ w u)))
// CHECK-NEXT:                                                 (< tmp_0 tmp_0)) :weight 1)))))) tmp tmp)))
// CHECK-NEXT: (reset)
// CHECK-NEXT: ; solver scope 2
// CHECK-NEXT: (declare-const z Int)
// CHECK-NEXT: (assert (let ((tmp (forall ((i Int))
// CHECK-NEXT:                    (let ((tmp_0 (exists ((j Int))
// CHECK-NEXT:                                                 ( ! (let ((tmp_1 (+ i j)))
// CHECK-NEXT:                                                 (let ((tmp_2 (>= tmp_1 z)))
// CHECK-NEXT:                                                 (or tmp_2 (forall ((k Int))
// CHECK-NEXT:                                                                                                 (let ((tmp_3 (* k tmp_1)))
// CHECK-NEXT:                                                                                                         (<= tmp_3 tmp_3))) tmp_2))) :weight 2))))
// CHECK-NEXT:                            (and tmp_0 tmp_0)))))
// CHECK-NEXT:         (xor (not tmp) tmp)))
// CHECK-NEXT: (reset)
