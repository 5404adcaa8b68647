// RUN: strata-translate --export-smtlib %s | FileCheck %s
// CONFORMANCE: translate=--export-smtlib
// CONFORMANCE: translate=--export-smtlib --smtlibexport-inline-single-use-values

// Declarations, shared terms (bound once by `let`), literals and commands.
smt.solver () : () -> () {
  smt.set_logic "QF_AUFBVLIA"
  %p = smt.declare_fun "p" : !smt.bool
  %w = smt.declare_fun "w" : !smt.bv<12>
  %v = smt.declare_fun : !smt.bv<3>
  %n = smt.declare_fun "n" : !smt.int
  %m = smt.declare_fun "m" : !smt.array<[!smt.int -> !smt.bv<12>]>
  %g = smt.declare_fun "g" : !smt.func<(!smt.int, !smt.bool) !smt.bv<12>>
  %e = smt.declare_fun : !smt.sort<"Elem">
  %l = smt.declare_fun "l" : !smt.sort<"List"[!smt.sort<"Elem">]>
  %h = smt.declare_fun "h" : !smt.func<(!smt.sort<"Elem">) !smt.sort<"List"[!smt.sort<"Elem">]>>
  %t = smt.constant true
  %f = smt.constant false
  %hex = smt.bv.constant #smt.bv<2748> : !smt.bv<12>
  %bin = smt.bv.constant #smt.bv<-3> : !smt.bv<3>
  %k = smt.int.constant -42
  %big = smt.int.constant 1267650600228229401496703205376

  %a = smt.apply_func %g(%n, %p) : !smt.func<(!smt.int, !smt.bool) !smt.bv<12>>
  %sum = smt.bv.add %a, %hex : !smt.bv<12>
  %eq = smt.eq %sum, %w, %sum : !smt.bv<12>
  smt.assert %eq

  %nv = smt.bv.not %v : !smt.bv<3>
  %ne = smt.distinct %nv, %bin, %v : !smt.bv<3>
  %np = smt.not %p
  %c = smt.and %ne, %np, %t
  %d = smt.or %c, %f, %np
  %x = smt.xor %d, %t
  %i = smt.implies %x, %c
  smt.assert %i

  %sel = smt.array.select %m[%k] : !smt.array<[!smt.int -> !smt.bv<12>]>
  %st = smt.array.store %m[%big], %sel : !smt.array<[!smt.int -> !smt.bv<12>]>
  %b = smt.array.broadcast %hex : !smt.array<[!smt.int -> !smt.bv<12>]>
  %arr = smt.eq %st, %b : !smt.array<[!smt.int -> !smt.bv<12>]>
  smt.assert %arr

  %hl = smt.apply_func %h(%e) : !smt.func<(!smt.sort<"Elem">) !smt.sort<"List"[!smt.sort<"Elem">]>>
  %le = smt.eq %hl, %l : !smt.sort<"List"[!smt.sort<"Elem">]>
  %ite = smt.ite %le, %n, %k : !smt.int
  %cmp = smt.int.cmp ge %ite, %k
  smt.assert %cmp
  smt.assert %p
  smt.assert %t

  smt.push 2
  smt.check sat {} unknown {} unsat {}
  smt.pop 1
  smt.reset
}

// Solver scopes nested in functions are numbered on; names start over.
func.func @nested() {
  smt.solver () : () -> () {
    %p = smt.declare_fun "p" : !smt.bool
    %q = smt.declare_fun "p" : !smt.bool
    %r = smt.declare_fun : !smt.bool
    %a = smt.and %p, %q, %r
    smt.assert %a
    smt.check sat {} unknown {} unsat {}
  }
  return
}

// CHECK: ; solver scope 0
// CHECK-NEXT: (declare-sort Elem 0)
// CHECK-NEXT: (declare-sort List 1)
// CHECK-NEXT: (set-logic QF_AUFBVLIA)
// CHECK-NEXT: (declare-const p Bool)
// CHECK-NEXT: (declare-const w (_ BitVec 12))
// CHECK-NEXT: (declare-const tmp (_ BitVec 3))
// CHECK-NEXT: (declare-const n Int)
// CHECK-NEXT: (declare-const m (Array Int (_ BitVec 12)))
// CHECK-NEXT: (declare-fun g (Int Bool) (_ BitVec 12))
// CHECK-NEXT: (declare-const tmp_0 Elem)
// CHECK-NEXT: (declare-const l (List Elem))
// CHECK-NEXT: (declare-fun h (Elem) (List Elem))
// CHECK-NEXT: (assert (let ((tmp_1 (g n p)))
// CHECK-NEXT:         (let ((tmp_2 (bvadd tmp_1 #xabc)))
// CHECK-NEXT:         (let ((tmp_3 (= tmp_2 w tmp_2)))
// CHECK-NEXT:         tmp_3))))
// CHECK-NEXT: (assert (let ((tmp_4 (not p)))
// CHECK-NEXT:         (let ((tmp_5 (bvnot tmp)))
// CHECK-NEXT:         (let ((tmp_6 (distinct tmp_5 #b101 tmp)))
// CHECK-NEXT:         (let ((tmp_7 (and tmp_6 tmp_4 true)))
// CHECK-NEXT:         (let ((tmp_8 (or tmp_7 false tmp_4)))
// CHECK-NEXT:         (let ((tmp_9 (xor tmp_8 true)))
// CHECK-NEXT:         (let ((tmp_10 (=> tmp_9 tmp_7)))
// CHECK-NEXT:         tmp_10))))))))
// CHECK-NEXT: (assert (let ((tmp_11 ((as const (Array Int (_ BitVec 12))) #xabc)))
// CHECK-NEXT:         (let ((tmp_12 (select m -42)))
// CHECK-NEXT:         (let ((tmp_13 (store m 1267650600228229401496703205376 tmp_12)))
// CHECK-NEXT:         (let ((tmp_14 (= tmp_13 tmp_11)))
// CHECK-NEXT:         tmp_14)))))
// CHECK-NEXT: (assert (let ((tmp_15 (h tmp_0)))
// CHECK-NEXT:         (let ((tmp_16 (= tmp_15 l)))
// CHECK-NEXT:         (let ((tmp_17 (ite tmp_16 n -42)))
// CHECK-NEXT:         (let ((tmp_18 (>= tmp_17 -42)))
// CHECK-NEXT:         tmp_18)))))
// CHECK-NEXT: (assert p)
// CHECK-NEXT: (assert true)
// CHECK-NEXT: (push 2)
// CHECK-NEXT: (check-sat)
// CHECK-NEXT: (pop 1)
// CHECK-NEXT: (reset)
// CHECK-NEXT: (reset)
// CHECK-NEXT: ; solver scope 1
// CHECK-NEXT: (declare-const p Bool)
// CHECK-NEXT: (declare-const p_0 Bool)
// CHECK-NEXT: (declare-const tmp Bool)
// CHECK-NEXT: (assert (let ((tmp_0 (and p p_0 tmp)))
// CHECK-NEXT:         tmp_0))
// CHECK-NEXT: (check-sat)
// CHECK-NEXT: (reset)
