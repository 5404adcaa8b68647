// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.pack_greedily: the (m, n, k) loops of a
// contraction found, the op made a generic with them innermost in the
// given order and packed; a 0 size with a next-multiple pads its loop
// (dynamic here); ops that are no contraction are returned unchanged.

func.func @batch_matmul(%a: tensor<2x16x12xf32>, %b: tensor<2x12x8xf32>, %c: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x16x12xf32>, tensor<2x12x8xf32>) outs(%c : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}

func.func @padded_k(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @not_a_contraction(%a: tensor<4x4x4xf32>, %b: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = linalg.exp ins(%a : tensor<4x4x4xf32>) outs(%b : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %bmm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p0 = transform.structured.pack_greedily %bmm matmul_packed_sizes = [4, 2, 3] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.structured.pack_greedily %mm matmul_packed_sizes = [8, 16, 0] matmul_padded_sizes_next_multiple_of = [0, 0, 4] matmul_inner_dims_order = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.structured.pack_greedily %exp matmul_packed_sizes = [2, 2, 2] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.any_op
    transform.annotate %p2 "unchanged" : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d2, d5, d6)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> ((s0 ceildiv 4) * 4)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1] -> (s1 ceildiv ((s0 ceildiv 4) * 4))>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 ceildiv 8)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 ceildiv 16)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3, d4)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d3, d5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @batch_matmul(%arg0: tensor<2x16x12xf32>, %arg1: tensor<2x12x8xf32>, %arg2: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x4x4x4x3xf32>
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [1, 2] inner_tiles = [4, 3] into %0 : tensor<2x16x12xf32> -> tensor<2x4x4x4x3xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<2x4x4x2x3xf32>
// CHECK-NEXT:     %pack_0 = linalg.pack %arg1 inner_dims_pos = [2, 1] inner_tiles = [2, 3] into %1 : tensor<2x12x8xf32> -> tensor<2x4x4x2x3xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<2x4x4x4x2xf32>
// CHECK-NEXT:     %pack_1 = linalg.pack %arg2 inner_dims_pos = [1, 2] inner_tiles = [4, 2] into %2 : tensor<2x16x8xf32> -> tensor<2x4x4x4x2xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<2x4x4x4x3xf32>, tensor<2x4x4x2x3xf32>) outs(%pack_1 : tensor<2x4x4x4x2xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT:       %5 = arith.addf %out, %4 : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<2x4x4x4x2xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %3 inner_dims_pos = [1, 2] inner_tiles = [4, 2] into %arg2 : tensor<2x4x4x4x2xf32> -> tensor<2x16x8xf32>
// CHECK-NEXT:     return %unpack : tensor<2x16x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @padded_k(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_7 = arith.constant 1 : index
// CHECK-NEXT:     %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map3()[%dim_0]
// CHECK-NEXT:     %c0_9 = arith.constant 0 : index
// CHECK-NEXT:     %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_11 = arith.constant 1 : index
// CHECK-NEXT:     %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map4()[%dim_0, %dim_12]
// CHECK-NEXT:     %2 = affine.apply #map5()[%dim_10]
// CHECK-NEXT:     %3 = tensor.empty(%2, %1, %0) : tensor<?x?x?x8xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [1, 0] inner_tiles = [%0, 8] into %3 : tensor<?x?xf32> -> tensor<?x?x?x8xf32>
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %dim_14 = tensor.dim %arg1, %c0_13 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_15 = arith.constant 1 : index
// CHECK-NEXT:     %dim_16 = tensor.dim %arg1, %c1_15 : tensor<?x?xf32>
// CHECK-NEXT:     %4 = affine.apply #map6()[%dim_16]
// CHECK-NEXT:     %5 = affine.apply #map4()[%dim_0, %dim_14]
// CHECK-NEXT:     %6 = tensor.empty(%5, %4, %0) : tensor<?x?x16x?xf32>
// CHECK-NEXT:     %cst_17 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack_18 = linalg.pack %arg1 padding_value(%cst_17 : f32) inner_dims_pos = [1, 0] inner_tiles = [16, %0] into %6 : tensor<?x?xf32> -> tensor<?x?x16x?xf32>
// CHECK-NEXT:     %c0_19 = arith.constant 0 : index
// CHECK-NEXT:     %dim_20 = tensor.dim %arg2, %c0_19 : tensor<?x?xf32>
// CHECK-NEXT:     %c1_21 = arith.constant 1 : index
// CHECK-NEXT:     %dim_22 = tensor.dim %arg2, %c1_21 : tensor<?x?xf32>
// CHECK-NEXT:     %7 = affine.apply #map6()[%dim_22]
// CHECK-NEXT:     %8 = affine.apply #map5()[%dim_20]
// CHECK-NEXT:     %9 = tensor.empty(%8, %7) : tensor<?x?x16x8xf32>
// CHECK-NEXT:     %cst_23 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack_24 = linalg.pack %arg2 padding_value(%cst_23 : f32) inner_dims_pos = [1, 0] inner_tiles = [16, 8] into %9 : tensor<?x?xf32> -> tensor<?x?x16x8xf32>
// CHECK-NEXT:     %10 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "reduction", "parallel", "parallel", "reduction", "parallel"]} ins(%pack, %pack_18 : tensor<?x?x?x8xf32>, tensor<?x?x16x?xf32>) outs(%pack_24 : tensor<?x?x16x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_25: f32, %out: f32):
// CHECK-NEXT:       %11 = arith.mulf %in, %in_25 : f32
// CHECK-NEXT:       %12 = arith.addf %out, %11 : f32
// CHECK-NEXT:       linalg.yield %12 : f32
// CHECK-NEXT:     } -> tensor<?x?x16x8xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %10 inner_dims_pos = [1, 0] inner_tiles = [16, 8] into %arg2 : tensor<?x?x16x8xf32> -> tensor<?x?xf32>
// CHECK-NEXT:     return %unpack : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_a_contraction(%arg0: tensor<4x4x4xf32>, %arg1: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
// CHECK-NEXT:     %0 = linalg.exp {unchanged} ins(%arg0 : tensor<4x4x4xf32>) outs(%arg1 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
// CHECK-NEXT:     return %0 : tensor<4x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.batch_matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.pack_greedily %0 matmul_packed_sizes = [4, 2, 3] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.pack_greedily %2 matmul_packed_sizes = [8, 16, 0] matmul_padded_sizes_next_multiple_of = [0, 0, 4] matmul_inner_dims_order = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %4 = transform.structured.match ops{["linalg.exp"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.pack_greedily %4 matmul_packed_sizes = [2, 2, 2] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %5 "unchanged" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
