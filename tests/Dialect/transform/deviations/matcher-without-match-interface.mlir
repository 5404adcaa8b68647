// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics -allow-unregistered-dialect
// CONFORMANCE: skip (mlir-opt 22 crashes on the last chunk after the others; see docs/deviations.md)

// The scope of alternatives must not hold the script being run.
// expected-note @below {{scope}}
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{scope must not contain the transforms being applied}}
    transform.alternatives %root : !transform.any_op {
    ^bb0(%scope: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}

// -----

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{scope}}
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %for = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only isolated-from-above ops can be alternative scopes}}
    transform.alternatives %for : !transform.any_op {
    ^bb0(%scope: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}

// -----

// expected-note @below {{when applied to this op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{transform applied to the wrong op kind}}
    transform.apply_licm to %root : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @declared_matcher(!transform.any_op {transform.readonly}) -> !transform.any_op
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{unresolved external symbol @declared_matcher}}
    transform.foreach_match in %root @declared_matcher -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @declared(!transform.any_op {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{unresolved external symbol @declared}}
    transform.collect_matching @declared in %root : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected operations in the match part to implement MatchOpInterface}}
    "test.not_a_matcher"() : () -> ()
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
