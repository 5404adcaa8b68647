// RUN: strata-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: skip (checks diagnostics)
// scf.for resolves its operands after its body, so a value defined only
// inside the body is undeclared outside; scf.index_switch reports a
// region that does not end with scf.yield before the ops inside are
// verified; scf.forall's mapping holds at most one masking attribute,
// which does not count towards the rank.

func.func @inner_value(%a: index) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  scf.for %i = %a to %a step %a iter_args(%v = %inner) -> i32 {
    %inner = arith.constant 0 : i32
    scf.yield %inner : i32
  }
  return
}

// -----

func.func @switch_return(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }, {
    func.return
  }) {cases = array<i64: 3>} : (index) -> ()
  return
}

// -----

func.func @two_masks(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  %r = scf.forall (%i) in (%c8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x3>, #gpu.mask<0x1>]}
  return %r : tensor<8xf32>
}

// -----

func.func @one_mask(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c8 = arith.constant 8 : index
  %r = scf.forall (%i) in (%c8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x3>]}
  return %r : tensor<8xf32>
}

// -----

func.func @rank_mismatch(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  %r = scf.forall (%i) in (%c8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.mask<0x3>]}
  return %r : tensor<8xf32>
}
