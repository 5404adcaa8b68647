// RUN: strata-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.pack_greedily's verifier.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{attribute 'static_matmul_packed_sizes' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements}}
    %p = transform.structured.pack_greedily %root matmul_packed_sizes = [8, 16] matmul_inner_dims_order = [1, 2, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{"matmul_inner_dims_order" is not a valid permutation}}
    %p = transform.structured.pack_greedily %root matmul_packed_sizes = [8, 16, 2] matmul_inner_dims_order = [1, 1, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy}}
    %p = transform.structured.pack_greedily %root matmul_packed_sizes = [8, 16, 2] matmul_padded_sizes_next_multiple_of = [0, 0, 4] matmul_inner_dims_order = [1, 2, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
