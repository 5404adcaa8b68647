// RUN: strata-translate --export-smtlib %s --split-input-file --verify-diagnostics
// CONFORMANCE: translate=--export-smtlib

smt.solver () : () -> () {
  %t = smt.constant false
  // expected-error @below {{must not have any result values}}
  %r = smt.check sat {
    smt.yield %t : !smt.bool
  } unknown {
    smt.yield %t : !smt.bool
  } unsat {
    smt.yield %t : !smt.bool
  } -> !smt.bool
}

// -----

smt.solver () : () -> () {
  // expected-error @below {{'unsat' region must be empty}}
  smt.check sat {
  } unknown {
  } unsat {
    %t = smt.constant true
    smt.yield
  }
}

// -----

func.func @with_input(%x: i8) {
  // expected-error @below {{solver scopes with inputs or results are not supported}}
  smt.solver (%x) : (i8) -> () {
  ^bb0(%y: i8):
  }
  return
}

// -----

smt.solver () : () -> () {
  %p = smt.declare_fun "p" : !smt.bool
  // expected-error @below {{solver must not contain any non-SMT operations}}
  %c = arith.constant 4 : i16
}

// -----

smt.solver () : () -> () {
  %a = smt.declare_fun : !smt.sort<"Pair"[!smt.int, !smt.int]>
  // expected-error @below {{uninterpreted sorts with same identifier but different arity found}}
  %b = smt.declare_fun : !smt.sort<"Pair"[!smt.int]>
}

// -----

smt.solver () : () -> () {
  %x = smt.declare_fun : !smt.bv<8>
  // expected-error @below {{operation not supported for SMTLIB emission}}
  %i = smt.bv2int %x : !smt.bv<8>
  %z = smt.int.constant 0
  %e = smt.eq %i, %z : !smt.int
  smt.assert %e
}

// -----

smt.solver () : () -> () {
  %x = smt.declare_fun : !smt.int
  // expected-error @below {{operation not supported for SMTLIB emission}}
  %b = smt.int2bv %x : !smt.bv<2>
  %z = smt.bv.constant #smt.bv<0> : !smt.bv<2>
  %e = smt.eq %b, %z : !smt.bv<2>
  smt.assert %e
}

// -----

smt.solver () : () -> () {
  // expected-error @below {{no-pattern attribute not supported yet}}
  %q = smt.forall no_pattern {
  ^bb0(%a: !smt.bool):
    smt.yield %a : !smt.bool
  }
  smt.assert %q
}
