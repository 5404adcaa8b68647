// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.pack_transpose's verifier and failures.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{"outer_perm" is not a valid permutation}}
    %a, %b, %c = transform.structured.pack_transpose %root with_compute_op(%root) outer_perm = [1, 1]
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{at least one of "inner_perm" or "outer_perm" must be specified}}
    %a, %b, %c = transform.structured.pack_transpose %root with_compute_op(%root)
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @wrong_rank(%src: tensor<8x6xf32>, %dst: tensor<4x3x2x2xf32>, %out: tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %dst : tensor<8x6xf32> -> tensor<4x3x2x2xf32>
  %1 = linalg.exp ins(%0 : tensor<4x3x2x2xf32>) outs(%out : tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
  return %1 : tensor<4x3x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pack = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{invalid inner_perm}}
    %a, %b, %c = transform.structured.pack_transpose %pack with_compute_op(%exp) inner_perm = [0, 2, 1]
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_the_user(%src: tensor<8x6xf32>, %dst: tensor<4x3x2x2xf32>, %out: tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %dst : tensor<8x6xf32> -> tensor<4x3x2x2xf32>
  %1 = linalg.exp ins(%0 : tensor<4x3x2x2xf32>) outs(%out : tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
  %2 = linalg.negf ins(%1 : tensor<4x3x2x2xf32>) outs(%out : tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
  return %2 : tensor<4x3x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pack = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.any_op
    %last = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{not a single use by the LinalgOp target}}
    %a, %b, %c = transform.structured.pack_transpose %pack with_compute_op(%last) outer_perm = [1, 0]
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
