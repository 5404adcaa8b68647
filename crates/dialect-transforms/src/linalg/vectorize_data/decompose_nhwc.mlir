func.func @f(%in: tensor<1x1x6x2xf32>, %k: tensor<1x3x2x4xf32>, %out: tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<1x1x6x2xf32>, tensor<1x3x2x4xf32>) outs(%out : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  return %0 : tensor<1x1x4x4xf32>
}
