// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.scalarize on an op that is not a structured op.

func.func @not_structured(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{when applied to this op}}
  return %a : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    %s = transform.structured.scalarize %r : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
