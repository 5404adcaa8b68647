// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.fuse_into_containing_op's failures: no producer
// used inside the containing op, several containing ops, a producer that
// can be neither tiled nor cloned into the containing op.

func.func @no_use_inside(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  // expected-note @below {{containing op}}
  %1 = linalg.negf ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %neg = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find next producer to fuse into container}}
    %fused, %new = transform.structured.fuse_into_containing_op %exp into %neg : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @two_containing(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.negf ins(%0 : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.negf ins(%1 : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %neg = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires exactly one containing_op handle (got 2)}}
    %fused, %new = transform.structured.fuse_into_containing_op %exp into %neg : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @used_by_containing_op(%a: tensor<64xf32>) -> tensor<64xf32> {
  // expected-remark @below {{could not fuse}}
  // expected-note @below {{producer is not a TileableInterface}}
  // expected-note @below {{producer op use by containing op cannot be fused by cloning}}
  %e = tensor.empty() : tensor<64xf32>
  %1 = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s0 = tensor.extract_slice %a[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s1 = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %r = linalg.exp ins(%s0 : tensor<16xf32>) outs(%s1 : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %1 : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    %forall = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %e into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
