// RUN: strata-opt %s --transform-interpreter --verify-diagnostics
// CONFORMANCE: skip (mlir-opt 22 builds an invalid tensor.extract_slice here; see docs/deviations.md)

// A convolution whose kernel and output have size 1 along H but whose
// input is taller (the extra rows are never read): the 1-D convolution
// would need the input's H dimension dropped, which a rank-reducing slice
// of size 3 cannot do. Strata does not decompose it; mlir-opt 22 creates
// the slice anyway and fails verification.

func.func @tall_input(%in: tensor<1x3x10x4xf32>, %k: tensor<1x3x4x8xf32>, %out: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<1x3x10x4xf32>, tensor<1x3x4x8xf32>) outs(%out : tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.decompose failed to apply}}
    %d = transform.structured.decompose %conv : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
