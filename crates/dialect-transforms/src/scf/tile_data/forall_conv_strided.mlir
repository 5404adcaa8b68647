func.func @conv(%in: tensor<1x21x21x4xf32>, %f: tensor<3x3x4x6xf32>, %out: tensor<1x10x10x6xf32>) -> tensor<1x10x10x6xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %f : tensor<1x21x21x4xf32>, tensor<3x3x4x6xf32>) outs(%out : tensor<1x10x10x6xf32>) -> tensor<1x10x10x6xf32>
  return %0 : tensor<1x10x10x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [0, 4, 3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
