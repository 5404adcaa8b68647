// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter

func.func @two_regions(%c: i1) {
  // expected-note @below {{target op}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %w = transform.structured.match ops{["scf.while"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to outline}}
    transform.loop.outline %w {func_name = "foo"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @no_region(%a: index) -> index {
  // expected-note @below {{target op}}
  %0 = arith.addi %a, %a : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to outline}}
    transform.loop.outline %add {func_name = "foo"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @two_branches(%c: i1, %a: index) -> index {
  // expected-note @below {{target op}}
  %0 = scf.if %c -> index {
    scf.yield %a : index
  } else {
    scf.yield %a : index
  }
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %if = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to outline}}
    transform.loop.outline %if {func_name = "foo"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
