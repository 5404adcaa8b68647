// RUN: strata-opt %s -split-input-file -verify-diagnostics

// Invalid structured ops get mlir-opt's diagnostics.

func.func @generic_rank(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_loop_count(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @generic_map_count(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @generic_symbols(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(i)[s] -> (i + s)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @yield_count(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %y, %y : f32, f32
  }
  return
}

// -----

func.func @yield_type(%a: memref<4xf32>, %c: f64) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : f64
  }
  return
}

// -----

func.func @yield_outside(%c: f64) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %c : f64
}

// -----

func.func @index_too_large(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @block_arg_type(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: i32):
    %f = arith.constant 0.0 : f32
    linalg.yield %f : f32
  }
  return
}

// -----

func.func @block_arg_count(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32, %z: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @bad_iterator(%a: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (sequential)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["sequential"]} outs(%a : memref<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @mixed_semantics(%a: memref<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @result_count(%t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @result_type(%t: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @shape_mismatch(%a: memref<4x8xf32>, %b: memref<6x8xf32>, %c: memref<4x6xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 6}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<6x8xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

func.func @window_too_small(%i: memref<1x5x5x1xf32>, %k: memref<3x3x1x1xf32>, %o: memref<1x3x3x1xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 7, but found 5}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x5x5x1xf32>, memref<3x3x1x1xf32>) outs(%o : memref<1x3x3x1xf32>)
  return
}

// -----

func.func @non_invertible(%a: memref<8xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1))}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<8xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @fill_shaped(%a: memref<4xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('vector<4xf32>') to match output element type ('f32')}}
  linalg.fill ins(%v : vector<4xf32>) outs(%a : memref<4xf32>)
  return
}

// -----

func.func @fill_type(%a: memref<4xf32>, %v: f16) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')}}
  linalg.fill ins(%v : f16) outs(%a : memref<4xf32>)
  return
}

// -----

func.func @named_arity(%a: memref<4x4xf32>) {
  linalg.matmul ins(%a : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  // expected-error @+1 {{custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @sub_bools(%a: memref<4xi1>) {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  linalg.sub ins(%a, %a : memref<4xi1>, memref<4xi1>) outs(%a : memref<4xi1>)
  return
}

// -----

func.func @mixed_binary(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  linalg.add ins(%a, %b : memref<4xf32>, memref<4xi32>) outs(%a : memref<4xf32>)
  return
}

// -----

func.func @map_arity(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @map_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (5)}}
  %0 = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>)
  return %0 : tensor<5xf32>
}

// -----

func.func @reduce_dims(%a: tensor<4x5xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%b : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_init_shape(%a: tensor<4x5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%b : tensor<5xf32>) dimensions = [1]
  return %0 : tensor<5xf32>
}

// -----

func.func @reduce_unsorted(%a: tensor<4x5x6xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5x6xf32>) outs(%b : tensor<4xf32>) dimensions = [2, 1]
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_perm(%a: tensor<4x5xf32>, %b: tensor<5x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%b : tensor<5x4xf32>) permutation = [1, 1]
  return %0 : tensor<5x4xf32>
}

// -----

func.func @transpose_dim(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 5}}
  %0 = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%b : tensor<4x5xf32>) permutation = [1, 0]
  return %0 : tensor<4x5xf32>
}

// -----

func.func @broadcast_rank(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<3x4xf32>) dimensions = [0, 1]
  return %0 : tensor<3x4xf32>
}

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 3}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x3xf32>) dimensions = [0]
  return %0 : tensor<4x3xf32>
}

// -----

func.func @matmul_bad_map(%a: memref<4x8xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, n)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

func.func @matmul_bad_broadcast(%a: memref<4xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<4xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

func.func @contract_unused_dim(%a: memref<4x8xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>) {
  // expected-error @+1 {{iteration space dim at index 3 not used to access any operand}}
  linalg.contract indexing_maps = [affine_map<(m, n, k, l) -> (m, k)>, affine_map<(m, n, k, l) -> (k, n)>, affine_map<(m, n, k, l) -> (m, n)>] ins(%a, %b : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

func.func @contract_no_maps(%a: memref<4x8xf32>, %b: memref<8x6xf32>, %c: memref<4x6xf32>) {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract ins(%a, %b : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

func.func @bad_shape(%x: tensor<2x16xf32>, %o: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%o : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @bad_dim(%x: tensor<2x16xf32>, %o: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16xf32>) outs(%o : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @bad_type(%x: tensor<2x16xf32>, %o: tensor<2x16xf16>) -> tensor<2x16xf16> {
  // expected-error @+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%o : tensor<2x16xf16>) -> tensor<2x16xf16>
  return %0 : tensor<2x16xf16>
}
