// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.fuse's verifier and its failure on ops without
// TilingInterface.

func.func @not_tileable(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only TilingInterface ops are supported}}
    %1, %loops = transform.structured.fuse %0 tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: 2}}
    %1, %loops:2 = transform.structured.fuse %root tile_sizes [2, 4] interchange [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op found duplicate interchange value: 1}}
    %1, %loops:2 = transform.structured.fuse %root tile_sizes [2, 4] interchange [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects 1 loop results}}
    %1, %loops:2 = transform.structured.fuse %root tile_sizes [2, 0, 4] {use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects 2 loop results}}
    %1, %loops = transform.structured.fuse %root tile_sizes [2, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (1), found}}
    %1, %loops = transform.structured.fuse %root tile_sizes [2] interchange [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @sizes(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    %two = transform.merge_handles %p, %p : !transform.param<i64>
    // expected-error @below {{expected a single param}}
    %1, %loops = transform.structured.fuse %0 tile_sizes [%two] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
