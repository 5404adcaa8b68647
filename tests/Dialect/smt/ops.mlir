// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every type of the dialect, as function arguments.
func.func @sorts(%p: !smt.bool, %n: !smt.int, %w: !smt.bv<1>, %v: !smt.bv<64>,
                 %m: !smt.array<[!smt.bv<8> -> !smt.int]>,
                 %g: !smt.func<(!smt.int, !smt.bv<3>, !smt.bool) !smt.int>,
                 %e: !smt.sort<"Elem">, %l: !smt.sort<"List"[!smt.sort<"Elem">, !smt.int]>) {
  return
}

// Solver scopes with concrete values in and out, commands and checks.
func.func @scopes(%limit: i32, %flag: i1) -> i32 {
  %r:2 = smt.solver(%limit, %flag) {tag = "outer"} : (i32, i1) -> (i32, i1) {
  ^bb0(%l: i32, %f: i1):
    smt.set_logic "QF_BV"
    %k = smt.declare_fun "k" : !smt.bv<16>
    %seven = smt.bv.constant #smt.bv<7> : !smt.bv<16>
    %lt = smt.bv.cmp ult %k, %seven : !smt.bv<16>
    smt.assert %lt
    smt.push 3
    %out = smt.check {note} sat {
      smt.yield %l : i32
    } unknown {
      %z = arith.constant 0 : i32
      smt.yield %z : i32
    } unsat {
      %m = arith.constant -5 : i32
      smt.yield %m : i32
    } -> i32
    smt.pop 2
    smt.reset
    smt.yield %out, %f : i32, i1
  }
  smt.solver() : () -> () {
  }
  return %r#0 : i32
}

// Core boolean terms, uninterpreted functions and declarations.
func.func @core(%x: !smt.int, %y: !smt.int) -> !smt.bool {
  %t = smt.constant true
  %f = smt.constant false {origin = 3 : i64}
  %u = smt.declare_fun : !smt.sort<"U">
  %h = smt.declare_fun "h" {kind = "uf"} : !smt.func<(!smt.int, !smt.int) !smt.bool>
  %a = smt.apply_func %h(%x, %y) : !smt.func<(!smt.int, !smt.int) !smt.bool>
  %eq = smt.eq %x, %y, %x, %y : !smt.int
  %ne = smt.distinct %x, %y {pairwise} : !smt.int
  %s = smt.ite %a, %x, %y : !smt.int
  %n = smt.not %eq
  %c = smt.and %n, %ne, %t
  %d = smt.or %c, %f
  %e = smt.xor %d, %a, %t, %f
  %i = smt.implies %e, %a {weighted}
  %j = smt.eq %u, %u : !smt.sort<"U">
  return %i : !smt.bool
}

// Quantifiers: names, weights, patterns and no_pattern.
func.func @quantifiers(%b: !smt.bv<4>) -> (!smt.bool, !smt.bool, !smt.bool, !smt.bool) {
  %all = smt.forall ["i", "j"] weight 5 {
  ^bb0(%i: !smt.int, %j: !smt.int):
    %s = smt.int.add %i, %j
    %le = smt.int.cmp le %i, %s
    smt.yield %le : !smt.bool
  } patterns {
  ^bb0(%i: !smt.int, %j: !smt.int):
    %s = smt.int.add %i, %j
    smt.yield %s : !smt.int
  }
  %some = smt.exists no_pattern attributes {hint = 1 : i32} {
  ^bb0(%q: !smt.bv<4>):
    %eq = smt.eq %q, %b : !smt.bv<4>
    smt.yield %eq : !smt.bool
  }
  %plain = smt.forall {
    %t = smt.constant true
    smt.yield %t : !smt.bool
  }
  %named = smt.exists [] weight 0 {
    %f = smt.constant false
    smt.yield %f : !smt.bool
  }
  return %all, %some, %plain, %named : !smt.bool, !smt.bool, !smt.bool, !smt.bool
}

// Bit-vector terms, constants of several widths (printed signed).
func.func @bitvectors(%a: !smt.bv<12>, %b: !smt.bv<12>) -> !smt.int {
  %c0 = smt.bv.constant #smt.bv<0> : !smt.bv<12>
  %c1 = smt.bv.constant #smt.bv<4095> : !smt.bv<12>
  %c2 = smt.bv.constant #smt.bv<-2048> : !smt.bv<12>
  %c3 = smt.bv.constant #smt.bv<1> : !smt.bv<1>
  %c4 = smt.bv.constant #smt.bv<36893488147419103231> : !smt.bv<65> {big}
  %0 = smt.bv.not %a : !smt.bv<12>
  %1 = smt.bv.neg %0 : !smt.bv<12>
  %2 = smt.bv.and %1, %b : !smt.bv<12>
  %3 = smt.bv.or %2, %c1 : !smt.bv<12>
  %4 = smt.bv.xor %3, %c2 : !smt.bv<12>
  %5 = smt.bv.add %4, %c0 : !smt.bv<12>
  %6 = smt.bv.mul %5, %5 : !smt.bv<12>
  %7 = smt.bv.udiv %6, %b : !smt.bv<12>
  %8 = smt.bv.sdiv %7, %b : !smt.bv<12>
  %9 = smt.bv.urem %8, %b : !smt.bv<12>
  %10 = smt.bv.srem %9, %b : !smt.bv<12>
  %11 = smt.bv.smod %10, %b {mode = "floor"} : !smt.bv<12>
  %12 = smt.bv.shl %11, %a : !smt.bv<12>
  %13 = smt.bv.lshr %12, %a : !smt.bv<12>
  %14 = smt.bv.ashr %13, %a : !smt.bv<12>
  %15 = smt.bv.cmp sge %14, %a : !smt.bv<12>
  %16 = smt.bv.cmp ugt %14, %a {x} : !smt.bv<12>
  %17 = smt.bv.concat %14, %c3 : !smt.bv<12>, !smt.bv<1>
  %18 = smt.bv.extract %17 from 5 : (!smt.bv<13>) -> !smt.bv<6>
  %19 = smt.bv.repeat 4 times %18 : !smt.bv<6>
  %20 = smt.bv2int %19 : !smt.bv<24>
  %21 = smt.bv2int %a signed {y} : !smt.bv<12>
  return %21 : !smt.int
}

// Integer terms; constants of any size.
func.func @integers(%x: !smt.int) -> !smt.bv<9> {
  %big = smt.int.constant 98765432109876543210987654321
  %neg = smt.int.constant -17
  %zero = smt.int.constant 0
  %eight = smt.int.constant 8 {base = 10}
  %0 = smt.int.add %x, %big, %neg, %zero
  %1 = smt.int.mul %0, %eight
  %2 = smt.int.sub %1, %x
  %3 = smt.int.div %2, %eight
  %4 = smt.int.mod %3, %neg {note}
  %5 = smt.int.abs %4
  %6 = smt.int.cmp gt %5, %x
  %7 = smt.int.cmp lt %5, %x
  %8 = smt.int.cmp ge %5, %x
  %9 = smt.int2bv %5 : !smt.bv<9>
  return %9 : !smt.bv<9>
}

// Arrays of bit-vectors indexed by integers.
func.func @arrays(%k: !smt.int, %v: !smt.bv<2>) -> !smt.bv<2> {
  %z = smt.array.broadcast %v : !smt.array<[!smt.int -> !smt.bv<2>]>
  %s = smt.array.store %z[%k], %v {fresh} : !smt.array<[!smt.int -> !smt.bv<2>]>
  %r = smt.array.select %s[%k] : !smt.array<[!smt.int -> !smt.bv<2>]>
  return %r : !smt.bv<2>
}

// CHECK: module {
// CHECK-NEXT:   func.func @sorts(%arg0: !smt.bool, %arg1: !smt.int, %arg2: !smt.bv<1>, %arg3: !smt.bv<64>, %arg4: !smt.array<[!smt.bv<8> -> !smt.int]>, %arg5: !smt.func<(!smt.int, !smt.bv<3>, !smt.bool) !smt.int>, %arg6: !smt.sort<"Elem">, %arg7: !smt.sort<"List"[!smt.sort<"Elem">, !smt.int]>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scopes(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0:2 = smt.solver(%arg0, %arg1) {tag = "outer"} : (i32, i1) -> (i32, i1) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i1):
// CHECK-NEXT:       smt.set_logic "QF_BV"
// CHECK-NEXT:       %k = smt.declare_fun "k" : !smt.bv<16>
// CHECK-NEXT:       %c7_bv16 = smt.bv.constant #smt.bv<7> : !smt.bv<16>
// CHECK-NEXT:       %1 = smt.bv.cmp ult %k, %c7_bv16 : !smt.bv<16>
// CHECK-NEXT:       smt.assert %1
// CHECK-NEXT:       smt.push 3
// CHECK-NEXT:       %2 = smt.check {note} sat {
// CHECK-NEXT:         smt.yield %arg2 : i32
// CHECK-NEXT:       } unknown {
// CHECK-NEXT:         %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:         smt.yield %c0_i32 : i32
// CHECK-NEXT:       } unsat {
// CHECK-NEXT:         %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:         smt.yield %c-5_i32 : i32
// CHECK-NEXT:       } -> i32
// CHECK-NEXT:       smt.pop 2
// CHECK-NEXT:       smt.reset
// CHECK-NEXT:       smt.yield %2, %arg3 : i32, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     smt.solver() : () -> () {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @core(%arg0: !smt.int, %arg1: !smt.int) -> !smt.bool {
// CHECK-NEXT:     %true = smt.constant true
// CHECK-NEXT:     %false = smt.constant false {origin = 3 : i64}
// CHECK-NEXT:     %0 = smt.declare_fun : !smt.sort<"U">
// CHECK-NEXT:     %h = smt.declare_fun "h" {kind = "uf"} : !smt.func<(!smt.int, !smt.int) !smt.bool>
// CHECK-NEXT:     %1 = smt.apply_func %h(%arg0, %arg1) : !smt.func<(!smt.int, !smt.int) !smt.bool>
// CHECK-NEXT:     %2 = smt.eq %arg0, %arg1, %arg0, %arg1 : !smt.int
// CHECK-NEXT:     %3 = smt.distinct %arg0, %arg1 {pairwise} : !smt.int
// CHECK-NEXT:     %4 = smt.ite %1, %arg0, %arg1 : !smt.int
// CHECK-NEXT:     %5 = smt.not %2
// CHECK-NEXT:     %6 = smt.and %5, %3, %true
// CHECK-NEXT:     %7 = smt.or %6, %false
// CHECK-NEXT:     %8 = smt.xor %7, %1, %true, %false
// CHECK-NEXT:     %9 = smt.implies %8, %1 {weighted}
// CHECK-NEXT:     %10 = smt.eq %0, %0 : !smt.sort<"U">
// CHECK-NEXT:     return %9 : !smt.bool
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @quantifiers(%arg0: !smt.bv<4>) -> (!smt.bool, !smt.bool, !smt.bool, !smt.bool) {
// CHECK-NEXT:     %0 = smt.forall ["i", "j"] weight 5 {
// CHECK-NEXT:     ^bb0(%arg1: !smt.int, %arg2: !smt.int):
// CHECK-NEXT:       %4 = smt.int.add %arg1, %arg2
// CHECK-NEXT:       %5 = smt.int.cmp le %arg1, %4
// CHECK-NEXT:       smt.yield %5 : !smt.bool
// CHECK-NEXT:     } patterns {
// CHECK-NEXT:     ^bb0(%arg1: !smt.int, %arg2: !smt.int):
// CHECK-NEXT:       %4 = smt.int.add %arg1, %arg2
// CHECK-NEXT:       smt.yield %4 : !smt.int
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = smt.exists no_pattern attributes {hint = 1 : i32} {
// CHECK-NEXT:     ^bb0(%arg1: !smt.bv<4>):
// CHECK-NEXT:       %4 = smt.eq %arg1, %arg0 : !smt.bv<4>
// CHECK-NEXT:       smt.yield %4 : !smt.bool
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = smt.forall {
// CHECK-NEXT:       %true = smt.constant true
// CHECK-NEXT:       smt.yield %true : !smt.bool
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = smt.exists [] {
// CHECK-NEXT:       %false = smt.constant false
// CHECK-NEXT:       smt.yield %false : !smt.bool
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1, %2, %3 : !smt.bool, !smt.bool, !smt.bool, !smt.bool
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitvectors(%arg0: !smt.bv<12>, %arg1: !smt.bv<12>) -> !smt.int {
// CHECK-NEXT:     %c0_bv12 = smt.bv.constant #smt.bv<0> : !smt.bv<12>
// CHECK-NEXT:     %c-1_bv12 = smt.bv.constant #smt.bv<-1> : !smt.bv<12>
// CHECK-NEXT:     %c-2048_bv12 = smt.bv.constant #smt.bv<-2048> : !smt.bv<12>
// CHECK-NEXT:     %c-1_bv1 = smt.bv.constant #smt.bv<-1> : !smt.bv<1>
// CHECK-NEXT:     %c-1_bv65 = smt.bv.constant #smt.bv<-1> : !smt.bv<65> {big}
// CHECK-NEXT:     %0 = smt.bv.not %arg0 : !smt.bv<12>
// CHECK-NEXT:     %1 = smt.bv.neg %0 : !smt.bv<12>
// CHECK-NEXT:     %2 = smt.bv.and %1, %arg1 : !smt.bv<12>
// CHECK-NEXT:     %3 = smt.bv.or %2, %c-1_bv12 : !smt.bv<12>
// CHECK-NEXT:     %4 = smt.bv.xor %3, %c-2048_bv12 : !smt.bv<12>
// CHECK-NEXT:     %5 = smt.bv.add %4, %c0_bv12 : !smt.bv<12>
// CHECK-NEXT:     %6 = smt.bv.mul %5, %5 : !smt.bv<12>
// CHECK-NEXT:     %7 = smt.bv.udiv %6, %arg1 : !smt.bv<12>
// CHECK-NEXT:     %8 = smt.bv.sdiv %7, %arg1 : !smt.bv<12>
// CHECK-NEXT:     %9 = smt.bv.urem %8, %arg1 : !smt.bv<12>
// CHECK-NEXT:     %10 = smt.bv.srem %9, %arg1 : !smt.bv<12>
// CHECK-NEXT:     %11 = smt.bv.smod %10, %arg1 {mode = "floor"} : !smt.bv<12>
// CHECK-NEXT:     %12 = smt.bv.shl %11, %arg0 : !smt.bv<12>
// CHECK-NEXT:     %13 = smt.bv.lshr %12, %arg0 : !smt.bv<12>
// CHECK-NEXT:     %14 = smt.bv.ashr %13, %arg0 : !smt.bv<12>
// CHECK-NEXT:     %15 = smt.bv.cmp sge %14, %arg0 : !smt.bv<12>
// CHECK-NEXT:     %16 = smt.bv.cmp ugt %14, %arg0 {x} : !smt.bv<12>
// CHECK-NEXT:     %17 = smt.bv.concat %14, %c-1_bv1 : !smt.bv<12>, !smt.bv<1>
// CHECK-NEXT:     %18 = smt.bv.extract %17 from 5 : (!smt.bv<13>) -> !smt.bv<6>
// CHECK-NEXT:     %19 = smt.bv.repeat 4 times %18 : !smt.bv<6>
// CHECK-NEXT:     %20 = smt.bv2int %19 : !smt.bv<24>
// CHECK-NEXT:     %21 = smt.bv2int %arg0 signed {y} : !smt.bv<12>
// CHECK-NEXT:     return %21 : !smt.int
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @integers(%arg0: !smt.int) -> !smt.bv<9> {
// CHECK-NEXT:     %c98765432109876543210987654321 = smt.int.constant 98765432109876543210987654321
// CHECK-NEXT:     %c-17 = smt.int.constant -17
// CHECK-NEXT:     %c0 = smt.int.constant 0
// CHECK-NEXT:     %c8 = smt.int.constant 8 {base = 10 : i64}
// CHECK-NEXT:     %0 = smt.int.add %arg0, %c98765432109876543210987654321, %c-17, %c0
// CHECK-NEXT:     %1 = smt.int.mul %0, %c8
// CHECK-NEXT:     %2 = smt.int.sub %1, %arg0
// CHECK-NEXT:     %3 = smt.int.div %2, %c8
// CHECK-NEXT:     %4 = smt.int.mod %3, %c-17 {note}
// CHECK-NEXT:     %5 = smt.int.abs %4
// CHECK-NEXT:     %6 = smt.int.cmp gt %5, %arg0
// CHECK-NEXT:     %7 = smt.int.cmp lt %5, %arg0
// CHECK-NEXT:     %8 = smt.int.cmp ge %5, %arg0
// CHECK-NEXT:     %9 = smt.int2bv %5 : !smt.bv<9>
// CHECK-NEXT:     return %9 : !smt.bv<9>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arrays(%arg0: !smt.int, %arg1: !smt.bv<2>) -> !smt.bv<2> {
// CHECK-NEXT:     %0 = smt.array.broadcast %arg1 : !smt.array<[!smt.int -> !smt.bv<2>]>
// CHECK-NEXT:     %1 = smt.array.store %0[%arg0], %arg1 {fresh} : !smt.array<[!smt.int -> !smt.bv<2>]>
// CHECK-NEXT:     %2 = smt.array.select %1[%arg0] : !smt.array<[!smt.int -> !smt.bv<2>]>
// CHECK-NEXT:     return %2 : !smt.bv<2>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
