// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.split's verifier and failures.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects either a dynamic or a static split point to be provided}}
    %0 = "transform.structured.split"(%root) {dimension = 0 : i64, static_chunk_sizes = -9223372036854775808 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_structured(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  return %a : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only applies to structured ops}}
    %parts = transform.structured.split %r after 2 {dimension = 0} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @no_such_dimension(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{dimension 2 does not exist in target op}}
    %parts = transform.structured.split %e after 2 {dimension = 2} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @second_part_for_some(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  // expected-note @below {{first target with no second part}}
  %1 = linalg.exp ins(%c : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<8xf32>, tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{splitting does not produce the second part for a subset of targets}}
    // expected-note @below {{expected splitting to produce the second part of all or none of the targets}}
    %parts = transform.structured.split %e after 6 {dimension = 0} : !transform.any_op
    transform.yield
  }
}
