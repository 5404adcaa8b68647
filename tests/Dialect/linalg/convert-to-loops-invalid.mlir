// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.convert_to_loops' failures: ops on tensors and ops
// without TilingInterface.

func.func @on_tensors(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{attempted to apply to this op}}
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to apply}}
    %loops = transform.structured.convert_to_loops %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_tileable(%a: memref<8xf32>) {
  // expected-note @below {{payload op}}
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload to implement TilingInterface}}
    %loops = transform.structured.convert_to_loops %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
