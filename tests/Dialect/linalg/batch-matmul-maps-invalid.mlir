// RUN: strata-opt %s -split-input-file -verify-diagnostics

// User-defined maps of the batch matmuls, over the loops (batch, m, n, k).

func.func @two_maps(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @foreign_dim(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @bad_broadcast_lhs(%a: memref<3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
    ins(%a, %b : memref<3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @bad_broadcast_rhs(%a: memref<2x3x4xf32>, %b: memref<5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_not_first(%a: memref<3x2x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
    ins(%a, %b : memref<3x2x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @too_many_results(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op no. of result dim expressions exceeds 3.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @output_rank(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @below {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @reduce_output(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @below {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (n, m)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @unsigned_max_on_bools(%in: tensor<1x4x4x1xi1>, %window: tensor<2x2xi1>, %init: tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1> {
  // expected-error @below {{custom op 'linalg.pooling_nhwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %window : tensor<1x4x4x1xi1>, tensor<2x2xi1>) outs(%init : tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1>
  return %0 : tensor<1x3x3x1xi1>
}

// -----

func.func @reduce_payload_name(%in: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{expected bare identifier or keyword}}
  %0 = linalg.reduce {"arith.addf"} ins(%in : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
  return %0 : tensor<f32>
}
