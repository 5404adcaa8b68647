// RUN: strata-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// The convolution interface's checks of the maps a convolution carries in
// `linalg.memoized_indexing_maps`: the image indexed by loops alone or by
// sums of an output image loop and a filter loop, each loop at most once,
// and every loop one of a convolution's kinds.

// An image index that is a product alone.
func.func @scaled_alone(%in: tensor<1x8x8xf32>, %f: tensor<3xf32>, %out: tensor<1x6x8xf32>) -> tensor<1x6x8xf32> {
  // expected-error @below {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_1d_nwc_wcf"(%in, %f, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>,
      linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]}
    : (tensor<1x8x8xf32>, tensor<3xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}

// -----

// A loop indexing the image twice.
func.func @loop_twice(%in: tensor<1x8x8xf32>, %f: tensor<3xf32>, %out: tensor<1x6x8xf32>) -> tensor<1x6x8xf32> {
  // expected-error @below {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_1d_nwc_wcf"(%in, %f, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>,
      linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]}
    : (tensor<1x8x8xf32>, tensor<3xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}

// -----

// A filter loop that also indexes the output.
func.func @filter_loop_in_output(%in: tensor<1x8x8xf32>, %f: tensor<3xf32>, %out: tensor<1x6x8xf32>) -> tensor<1x6x8xf32> {
  // expected-error @below {{unexpected loop dimension for convolution op}}
  %0 = "linalg.conv_1d_nwc_wcf"(%in, %f, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>,
      linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>]}
    : (tensor<1x8x8xf32>, tensor<3xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}

// -----

// A strided image index is valid; an output loop indexing neither the
// image nor the filter is not a convolution's.
func.func @output_only_loop(%in: tensor<1x8x8xf32>, %f: tensor<3xf32>, %out: tensor<1x6x8xf32>) -> tensor<1x6x8xf32> {
  // expected-error @below {{unexpected loop dimension for convolution op}}
  %0 = "linalg.conv_1d_nwc_wcf"(%in, %f, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>,
      linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]}
    : (tensor<1x8x8xf32>, tensor<3xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}
