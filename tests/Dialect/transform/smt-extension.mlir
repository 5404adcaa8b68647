// RUN: strata-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--verify-diagnostics
// transform.smt.constrain_params: the form, and the checks of its body
// against the parameters and results. A block ending in a terminator of
// another kind gets no implicit smt.yield.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @bounds(%arg0: !transform.any_op {transform.readonly}) {
    %tile = transform.param.constant 16 -> !transform.param<i64>
    %flag = transform.param.constant true -> !transform.param<i1>
    %half = transform.smt.constrain_params(%tile, %flag) : (!transform.param<i64>, !transform.param<i1>) -> (!transform.param<i64>) {
    ^bb0(%t: !smt.int, %f: !smt.bool):
      %c2 = smt.int.constant 2
      %h = smt.int.div %t, %c2
      %pos = smt.int.cmp gt %h, %c2
      smt.assert %pos
      smt.assert %f
      smt.yield %h : !smt.int
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @wrong_terminator(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 -> !transform.param<i64>
    // expected-error @below {{'transform.smt.constrain_params' op expected 'smt.yield' as terminator}}
    transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {
    ^bb0(%v: !smt.int):
      transform.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @bool_of_i8(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i8 -> !transform.param<i8>
    // expected-error @below {{the type of block arg #0 is !smt.bool though the corresponding operand type ('!transform.param<i8>') is not wrapping i1}}
    transform.smt.constrain_params(%p) : (!transform.param<i8>) -> () {
    ^bb0(%v: !smt.bool):
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @any_param(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 -> !transform.any_param
    %r = transform.smt.constrain_params(%p) : (!transform.any_param) -> (!transform.param<i16>) {
    ^bb0(%v: !smt.bv<32>):
      %w = smt.bv.constant #smt.bv<5> : !smt.bv<16>
      // expected-error @below {{'smt.yield' op the type of terminator operand #0 is '!smt.bv<32>' though the corresponding result type ('!transform.param<i16>') is not wrapping an integer type of the same bitwidth}}
      smt.yield %v : !smt.bv<32>
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @not_smt(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 -> !transform.param<i64>
    // expected-error @below {{ops contained in region should belong to SMT-dialect}}
    transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {
    ^bb0(%v: !smt.int):
      %c = arith.constant 1 : i64
    }
    transform.yield
  }
}
