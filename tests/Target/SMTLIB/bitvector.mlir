// RUN: strata-translate --export-smtlib %s | FileCheck %s
// CONFORMANCE: translate=--export-smtlib
// CONFORMANCE: translate=--export-smtlib --smtlibexport-inline-single-use-values

// Every bit-vector term, on a 20-bit value and literals of several widths.
smt.solver () : () -> () {
  %a = smt.declare_fun "a" : !smt.bv<20>
  %b = smt.declare_fun "b" : !smt.bv<20>
  %one = smt.bv.constant #smt.bv<1> : !smt.bv<20>
  %0 = smt.bv.not %a : !smt.bv<20>
  %1 = smt.bv.neg %0 : !smt.bv<20>
  %2 = smt.bv.and %1, %b : !smt.bv<20>
  %3 = smt.bv.or %2, %one : !smt.bv<20>
  %4 = smt.bv.xor %3, %a : !smt.bv<20>
  %5 = smt.bv.add %4, %b : !smt.bv<20>
  %6 = smt.bv.mul %5, %5 : !smt.bv<20>
  %7 = smt.bv.udiv %6, %b : !smt.bv<20>
  %8 = smt.bv.sdiv %7, %b : !smt.bv<20>
  %9 = smt.bv.urem %8, %b : !smt.bv<20>
  %10 = smt.bv.srem %9, %b : !smt.bv<20>
  %11 = smt.bv.smod %10, %b : !smt.bv<20>
  %12 = smt.bv.shl %11, %one : !smt.bv<20>
  %13 = smt.bv.lshr %12, %one : !smt.bv<20>
  %14 = smt.bv.ashr %13, %one : !smt.bv<20>
  %c0 = smt.bv.cmp slt %14, %a : !smt.bv<20>
  %c1 = smt.bv.cmp sle %14, %a : !smt.bv<20>
  %c2 = smt.bv.cmp sgt %14, %a : !smt.bv<20>
  %c3 = smt.bv.cmp sge %14, %a : !smt.bv<20>
  %c4 = smt.bv.cmp ult %14, %a : !smt.bv<20>
  %c5 = smt.bv.cmp ule %14, %a : !smt.bv<20>
  %c6 = smt.bv.cmp ugt %14, %a : !smt.bv<20>
  %c7 = smt.bv.cmp uge %14, %a : !smt.bv<20>
  %all = smt.and %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
  smt.assert %all

  %cat = smt.bv.concat %a, %b : !smt.bv<20>, !smt.bv<20>
  %ext = smt.bv.extract %cat from 13 : (!smt.bv<40>) -> !smt.bv<9>
  %rep = smt.bv.repeat 3 times %ext : !smt.bv<9>
  %lit = smt.bv.constant #smt.bv<-1> : !smt.bv<27>
  %eq = smt.eq %rep, %lit : !smt.bv<27>
  smt.assert %eq

  %w64 = smt.bv.constant #smt.bv<-81985529216486896> : !smt.bv<64>
  %w5 = smt.bv.constant #smt.bv<10> : !smt.bv<5>
  %w64b = smt.declare_fun "wide" : !smt.bv<64>
  %w5b = smt.declare_fun "narrow" : !smt.bv<5>
  %e64 = smt.eq %w64, %w64b : !smt.bv<64>
  %e5 = smt.distinct %w5, %w5b : !smt.bv<5>
  %both = smt.or %e64, %e5
  smt.assert %both
}

// CHECK: ; solver scope 0
// CHECK-NEXT: (declare-const a (_ BitVec 20))
// CHECK-NEXT: (declare-const b (_ BitVec 20))
// CHECK-NEXT: (assert (let ((tmp (bvnot a)))
// CHECK-NEXT:         (let ((tmp_0 (bvneg tmp)))
// CHECK-NEXT:         (let ((tmp_1 (bvand tmp_0 b)))
// CHECK-NEXT:         (let ((tmp_2 (bvor tmp_1 #x00001)))
// CHECK-NEXT:         (let ((tmp_3 (bvxor tmp_2 a)))
// CHECK-NEXT:         (let ((tmp_4 (bvadd tmp_3 b)))
// CHECK-NEXT:         (let ((tmp_5 (bvmul tmp_4 tmp_4)))
// CHECK-NEXT:         (let ((tmp_6 (bvudiv tmp_5 b)))
// CHECK-NEXT:         (let ((tmp_7 (bvsdiv tmp_6 b)))
// CHECK-NEXT:         (let ((tmp_8 (bvurem tmp_7 b)))
// CHECK-NEXT:         (let ((tmp_9 (bvsrem tmp_8 b)))
// CHECK-NEXT:         (let ((tmp_10 (bvsmod tmp_9 b)))
// CHECK-NEXT:         (let ((tmp_11 (bvshl tmp_10 #x00001)))
// CHECK-NEXT:         (let ((tmp_12 (bvlshr tmp_11 #x00001)))
// CHECK-NEXT:         (let ((tmp_13 (bvashr tmp_12 #x00001)))
// CHECK-NEXT:         (let ((tmp_14 (bvuge tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_15 (bvugt tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_16 (bvule tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_17 (bvult tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_18 (bvsge tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_19 (bvsgt tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_20 (bvsle tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_21 (bvslt tmp_13 a)))
// CHECK-NEXT:         (let ((tmp_22 (and tmp_21 tmp_20 tmp_19 tmp_18 tmp_17 tmp_16 tmp_15 tmp_14)))
// CHECK-NEXT:         tmp_22)))))))))))))))))))))))))
// CHECK-NEXT: (assert (let ((tmp_23 (concat a b)))
// CHECK-NEXT:         (let ((tmp_24 ((_ extract 21 13) tmp_23)))
// CHECK-NEXT:         (let ((tmp_25 ((_ repeat 3) tmp_24)))
// CHECK-NEXT:         (let ((tmp_26 (= tmp_25 #b111111111111111111111111111)))
// CHECK-NEXT:         tmp_26)))))
// CHECK-NEXT: (declare-const wide (_ BitVec 64))
// CHECK-NEXT: (declare-const narrow (_ BitVec 5))
// CHECK-NEXT: (assert (let ((tmp_27 (distinct #b01010 narrow)))
// CHECK-NEXT:         (let ((tmp_28 (= #xfedcba9876543210 wide)))
// CHECK-NEXT:         (let ((tmp_29 (or tmp_28 tmp_27)))
// CHECK-NEXT:         tmp_29))))
// CHECK-NEXT: (reset)
