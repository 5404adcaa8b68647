// RUN: strata-opt %s -split-input-file -verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries

func.func @dcast_of_float(%x: tensor<2xf32>) {
  // expected-error@+1 {{'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'tensor<2xf32>'}}
  %0 = quant.dcast %x : tensor<2xf32> to tensor<2xf32>
  return
}

// -----

func.func @qcast_shape(%x: tensor<2xf32>) {
  // expected-error@+1 {{'quant.qcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.qcast %x : tensor<2xf32> to tensor<3x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @qcast_expressed(%x: f16) {
  // expected-error@+1 {{expressed type in quantized type expected to match float type}}
  %0 = quant.qcast %x : f16 to !quant.uniform<i8:f32, 1.0>
  return
}

// -----

func.func @scast_storage(%x: tensor<4xi16>) {
  // expected-error@+1 {{storage type in quantized type expected to match integer type}}
  %0 = quant.scast %x : tensor<4xi16> to tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @scast_floats(%x: f32) {
  // expected-error@+1 {{'quant.scast' op operand #0 must be scalar or tensor of signless integer or quantized type, but got 'f32'}}
  %0 = quant.scast %x : f32 to !quant.uniform<i8:f32, 1.0>
  return
}

// -----

func.func @scast_two_integers(%x: tensor<*xi8>) {
  // expected-error@+1 {{'quant.scast' op failed to verify that input must be integer and result must be quantized, or vice versa}}
  %0 = quant.scast %x : tensor<*xi8> to tensor<*xi8>
  return
}

// -----

func.func @per_axis_scalar(%x: f32) {
  // expected-error@+1 {{scalar types may not use per-axis quantization}}
  %0 = quant.qcast %x : f32 to !quant.uniform<i8:f32:0, {1.0}>
  return
}

// -----

func.func @per_axis_rank(%x: tensor<2xi8>) {
  // expected-error@+1 {{quantized dimension must be less than tensor rank}}
  %0 = quant.scast %x : tensor<2xi8> to tensor<2x!quant.uniform<i8:f32:1, {1.0}>>
  return
}

// -----

func.func @per_axis_size(%x: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>) {
  // expected-error@+1 {{quantized dimension size does not match number of scales}}
  %0 = quant.dcast %x : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>> to tensor<2xf32>
  return
}

// -----

func.func @sub_channel_unranked(%x: tensor<*xf32>) {
  // expected-error@+1 {{tensor containing the sub-channel quantized type must be ranked}}
  %0 = quant.qcast %x : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:{0:1}, {{1.0}}>>
  return
}

// -----

func.func @sub_channel_dim(%x: tensor<6xf32>) {
  // expected-error@+1 {{quantized dimension 2 must be less than tensor rank 1}}
  %0 = quant.qcast %x : tensor<6xf32> to tensor<6x!quant.uniform<i8:f32:{2:1}, {1.0}>>
  return
}

// -----

func.func @sub_channel_block(%x: tensor<6xf32>) {
  // expected-error@+1 {{tensor dimension size 6 at axis 0 must be divisible by the corresponding block size 4}}
  %0 = quant.qcast %x : tensor<6xf32> to tensor<6x!quant.uniform<i8:f32:{0:4}, {1.0}>>
  return
}

// -----

func.func @sub_channel_scales(%x: tensor<6x2xf32>) {
  // expected-error@+1 {{dimension size 3 of scales tensor at axis 0 should match (tensor dimension at axis / block sizes at axis) = 3}}
  %0 = quant.qcast %x : tensor<6x2xf32> to tensor<6x2x!quant.uniform<i8:f32:{0:2}, {{1.0}, {2.0}}>>
  return
}

// -----

func.func @sub_channel_rank(%x: tensor<6x2xf32>) {
  // expected-error@+1 {{Rank of scales 1 must match the rank of the tensor 2}}
  %0 = quant.qcast %x : tensor<6x2xf32> to tensor<6x2x!quant.uniform<i8:f32:{}, {1.0}>>
  return
}

// -----

func.func @not_bufferizable() -> tensor<3x!quant.any<u8:f32>> {
  // expected-error@+2 {{cannot bufferize value of type 'tensor<3x!quant.any<u8:f32>>': element type '!quant.any<u8:f32>' is not a valid memref element type}}
  // expected-error@+1 {{failed to bufferize op}}
  %0 = tensor.empty() : tensor<3x!quant.any<u8:f32>>
  return %0 : tensor<3x!quant.any<u8:f32>>
}
