// RUN: strata-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=
// The verifiers of linalg.pack and linalg.unpack.

func.func @packed_shape(%t: tensor<128x256xf32>, %d: tensor<9x16x8x32xf32>) -> tensor<9x16x8x32xf32> {
  // expected-error @+1 {{expected 'tensor<8x16x8x32xf32>' for the packed domain value, got 'tensor<9x16x8x32xf32>'}}
  %pack = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<9x16x8x32xf32>
  return %pack : tensor<9x16x8x32xf32>
}

// -----

func.func @tile_mismatch(%t: tensor<128x256xf32>, %d: tensor<8x16x8x16xf32>) -> tensor<8x16x8x16xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %pack = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x16xf32>
  return %pack : tensor<8x16x8x16xf32>
}

// -----

func.func @repeated_perm(%t: tensor<128x256xf32>, %d: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %pack = linalg.pack %t outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %pack : tensor<8x16x8x32xf32>
}

// -----

func.func @short_perm(%t: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %pack = linalg.pack %t outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %pack : tensor<16x8x8x32xf32>
}

// -----

func.func @position_out_of_range(%t: tensor<128x256xf32>, %d: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %pack = linalg.pack %t inner_dims_pos = [0, 2] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %pack : tensor<8x16x8x32xf32>
}

// -----

func.func @zero_tile(%t: tensor<128x256xf32>, %d: tensor<16x8x0x32xf32>) -> tensor<16x8x0x32xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %pack = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [0, 32] into %d : tensor<128x256xf32> -> tensor<16x8x0x32xf32>
  return %pack : tensor<16x8x0x32xf32>
}

// -----

func.func @tile_count(%t: tensor<128x256xf32>, %d: tensor<16x8x8xf32>) -> tensor<16x8x8xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %pack = linalg.pack %t inner_dims_pos = [0] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8xf32>
  return %pack : tensor<16x8x8xf32>
}

// -----

func.func @packed_rank(%t: tensor<128x256xf32>, %d: tensor<16x8x8xf32>) -> tensor<16x8x8xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %pack = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8xf32>
  return %pack : tensor<16x8x8xf32>
}

// -----

func.func @partial_tile(%t: tensor<13x256xf32>, %d: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %pack = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<13x256xf32> -> tensor<2x8x8x32xf32>
  return %pack : tensor<2x8x8x32xf32>
}

// -----

func.func @padding_type(%t: tensor<16x256xf32>, %d: tensor<2x8x8x32xf32>, %p: i32) -> tensor<2x8x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'i32'}}
  %pack = linalg.pack %t padding_value(%p : i32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
  return %pack : tensor<2x8x8x32xf32>
}

// -----

func.func @unpack_shape(%t: tensor<17x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error @+1 {{expected 'tensor<16x8x8x32xf32>' for the packed domain value, got 'tensor<17x8x8x32xf32>'}}
  %0 = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<17x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_tiles(%t: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
