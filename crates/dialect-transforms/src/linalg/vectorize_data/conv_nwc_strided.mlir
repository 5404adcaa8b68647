func.func @f(%input: tensor<2x7x3xf32>, %filter: tensor<2x3x4xf32>, %output: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%input, %filter : tensor<2x7x3xf32>, tensor<2x3x4xf32>) outs(%output : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
