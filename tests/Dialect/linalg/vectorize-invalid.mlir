// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// Failures of the vectorization transform ops: ops the vectorizer does not
// handle (not structured, maps other than projected permutations, packs
// with a padding value that is not constant), vector sizes that do not fit, dynamic shapes without sizes,
// the verifier, and non-isolated targets.

func.func @not_structured(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{Unsupported Op, cannot vectorize}}
  %r = arith.addf %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @stencil(%i: tensor<10xf32>, %k: tensor<3xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%i, %k : tensor<10xf32>, tensor<3xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %z: f32, %y: f32):
    %m = arith.mulf %x, %z : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [8, 3] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @too_few_sizes(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, 16] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @size_below_shape(%a: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic_without_sizes(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.copy ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)}}
    transform.structured.vectorize %0 vector_sizes [4, 8] {scalable_sizes = array<i1: true>} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_params(%a: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 8 : i64 -> !transform.param<i64>
    %q = transform.merge_handles %p, %p : !transform.param<i64>
    // expected-error @below {{expected a single param}}
    transform.structured.vectorize %0 vector_sizes [%q] : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @not_isolated(%a: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{non-isolated target}}
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.structured.vectorize_children_and_apply_patterns' op requires isolated-from-above targets}}
    %1 = transform.structured.vectorize_children_and_apply_patterns %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @pack_padding_not_constant(%s: tensor<7x8xf32>, %d: tensor<2x8x4xf32>, %p: f32) -> tensor<2x8x4xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<7x8xf32> -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @unpack_dynamic_without_sizes(%s: tensor<?x8x4xf32>, %d: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<?x8x4xf32> -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @extract_2d_without_nd_extract(%t: tensor<4x4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%out : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %e = tensor.extract %t[%i, %i] : tensor<4x4xf32>
    linalg.yield %e : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}
