// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file --verify-diagnostics

// transform.structured.decompose on ops that do not decompose: a
// non-structured op, a convolution on buffers, one without a size-1
// window and output dimension.

func.func @not_linalg(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{when applied to this op}}
  return %t : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ret = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    %d = transform.structured.decompose %ret : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @buffers(%in: memref<1x1x10x4xf32>, %k: memref<1x3x4x8xf32>, %out: memref<1x1x8x8xf32>) {
  // expected-note @below {{when applied to this op}}
  linalg.conv_2d_nhwc_hwcf ins(%in, %k : memref<1x1x10x4xf32>, memref<1x3x4x8xf32>) outs(%out : memref<1x1x8x8xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.decompose failed to apply}}
    %d = transform.structured.decompose %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @no_unit_window(%in: tensor<1x4x10x4xf32>, %k: tensor<3x3x4x8xf32>, %out: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<1x4x10x4xf32>, tensor<3x3x4x8xf32>) outs(%out : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %0 : tensor<1x2x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.decompose failed to apply}}
    %d = transform.structured.decompose %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_aggregated(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %copy = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.decompose_interface failed to apply}}
    %d = transform.structured.decompose_interface %copy : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
