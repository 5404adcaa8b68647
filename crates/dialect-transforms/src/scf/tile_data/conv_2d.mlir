func.func @conv(%in: tensor<2x18x20x3xf32>, %f: tensor<3x3x3x8xf32>, %out: tensor<2x16x18x8xf32>) -> tensor<2x16x18x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<2x18x20x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<2x16x18x8xf32>) -> tensor<2x16x18x8xf32>
  return %0 : tensor<2x16x18x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [0, 5, 4, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
