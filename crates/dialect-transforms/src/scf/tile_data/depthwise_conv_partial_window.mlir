func.func @depthwise(%a: tensor<7x3x2xf32>, %b: tensor<2x2xf32>, %c: tensor<7x2x2xf32>) -> tensor<7x2x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<7x3x2xf32>, tensor<2x2xf32>) outs(%c : tensor<7x2x2xf32>) -> tensor<7x2x2xf32>
  return %0 : tensor<7x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wc"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2:2 = transform.structured.tile_using_for %0 tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
