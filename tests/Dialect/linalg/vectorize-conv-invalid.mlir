// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file --verify-diagnostics

// Convolutions transform.structured.vectorize does not handle: 2-D ones,
// 1-D ones with a dynamic width, depthwise convolutions with a channel
// multiplier, and dynamic channels other than a depthwise convolution's.

func.func @conv_2d(%in: memref<1x3x3x2xf32>, %k: memref<2x2x2x4xf32>, %out: memref<1x2x2x4xf32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.conv_2d_nhwc_hwcf ins(%in, %k : memref<1x3x3x2xf32>, memref<2x2x2x4xf32>) outs(%out : memref<1x2x2x4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic(%in: memref<1x?x2xf32>, %k: memref<2x2x4xf32>, %out: memref<1x?x4xf32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.conv_1d_nwc_wcf ins(%in, %k : memref<1x?x2xf32>, memref<2x2x4xf32>) outs(%out : memref<1x?x4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_1d_nwc_wcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @multiplier(%in: memref<1x4x2xf32>, %k: memref<2x2x3xf32>, %out: memref<1x3x2x3xf32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.depthwise_conv_1d_nwc_wcm ins(%in, %k : memref<1x4x2xf32>, memref<2x2x3xf32>) outs(%out : memref<1x3x2x3xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wcm"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic_channels_not_depthwise(%in: memref<1x4x?xf32>, %k: memref<2x?x4xf32>, %out: memref<1x3x4xf32>) {
  // expected-error @below {{Attempted to vectorize, but failed}}
  linalg.conv_1d_nwc_wcf ins(%in, %k : memref<1x4x?xf32>, memref<2x?x4xf32>) outs(%out : memref<1x3x4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_1d_nwc_wcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [1, 3, 4, 2, 4] : !transform.any_op
    transform.yield
  }
}
