// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.pack: a structured op's loops split by packed
// sizes (0: not split); its operands packed (padded with zero where a
// tile does not divide a size or a shape is dynamic), the op a
// linalg.generic on the packed operands, its packed results unpacked; a
// size may come from the payload.

func.func @matmul(%a: tensor<16x10xf32>, %b: tensor<10x12xf32>, %c: tensor<16x12xf32>) -> tensor<16x12xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x10xf32>, tensor<10x12xf32>) outs(%c : tensor<16x12xf32>) -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}

func.func @row_sum(%t: tensor<?x?xi32>, %init: tensor<?xi32>) -> tensor<?xi32> {
  %0 = linalg.reduce ins(%t : tensor<?x?xi32>) outs(%init : tensor<?xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<?xi32>
}

func.func @payload_size(%a: tensor<8x6xf32>, %b: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %four = arith.constant 4 : index
  %0 = linalg.add ins(%a, %a : tensor<8x6xf32>, tensor<8x6xf32>) outs(%b : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p0 = transform.structured.pack %mm packed_sizes = [8, 3, 4] : (!transform.any_op) -> !transform.op<"linalg.generic">
    %red = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.structured.pack %red packed_sizes = [0, 16] : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %four = transform.structured.match ops{["arith.constant"]} attributes{value = 4 : index} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.structured.pack %add packed_sizes = [%four, 2] : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.annotate %p2 "packed" : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 ceildiv 16)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: tensor<16x10xf32>, %arg1: tensor<10x12xf32>, %arg2: tensor<16x12xf32>) -> tensor<16x12xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x8x4xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %0 : tensor<16x10xf32> -> tensor<2x3x8x4xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<3x4x3x4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack_1 = linalg.pack %arg1 padding_value(%cst_0 : f32) inner_dims_pos = [1, 0] inner_tiles = [3, 4] into %1 : tensor<10x12xf32> -> tensor<3x4x3x4xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<2x4x8x3xf32>
// CHECK-NEXT:     %pack_2 = linalg.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [8, 3] into %2 : tensor<16x12xf32> -> tensor<2x4x8x3xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_1 : tensor<2x3x8x4xf32>, tensor<3x4x3x4xf32>) outs(%pack_2 : tensor<2x4x8x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.mulf %in, %in_3 : f32
// CHECK-NEXT:       %5 = arith.addf %out, %4 : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<2x4x8x3xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %3 inner_dims_pos = [0, 1] inner_tiles = [8, 3] into %arg2 : tensor<2x4x8x3xf32> -> tensor<16x12xf32>
// CHECK-NEXT:     return %unpack : tensor<16x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @row_sum(%arg0: tensor<?x?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
// CHECK-NEXT:     %0 = affine.apply #map3()[%dim_0]
// CHECK-NEXT:     %1 = tensor.empty(%dim, %0) : tensor<?x?x16xi32>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%c0_i32 : i32) inner_dims_pos = [1] inner_tiles = [16] into %1 : tensor<?x?xi32> -> tensor<?x?x16xi32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction", "reduction"]} ins(%pack : tensor<?x?x16xi32>) outs(%arg1 : tensor<?xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %3 = arith.addi %in, %out : i32
// CHECK-NEXT:       linalg.yield %3 : i32
// CHECK-NEXT:     } -> tensor<?xi32>
// CHECK-NEXT:     return %2 : tensor<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @payload_size(%arg0: tensor<8x6xf32>, %arg1: tensor<8x6xf32>) -> tensor<8x6xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = tensor.empty(%c4) : tensor<2x3x?x2xf32>
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %0 : tensor<8x6xf32> -> tensor<2x3x?x2xf32>
// CHECK-NEXT:     %1 = tensor.empty(%c4) : tensor<2x3x?x2xf32>
// CHECK-NEXT:     %pack_0 = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %1 : tensor<8x6xf32> -> tensor<2x3x?x2xf32>
// CHECK-NEXT:     %2 = tensor.empty(%c4) : tensor<2x3x?x2xf32>
// CHECK-NEXT:     %pack_1 = linalg.pack %arg1 inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %2 : tensor<8x6xf32> -> tensor<2x3x?x2xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pack, %pack_0 : tensor<2x3x?x2xf32>, tensor<2x3x?x2xf32>) outs(%pack_1 : tensor<2x3x?x2xf32>) attrs =  {packed} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.addf %in, %in_2 : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<2x3x?x2xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %3 inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %arg1 : tensor<2x3x?x2xf32> -> tensor<8x6xf32>
// CHECK-NEXT:     return %unpack : tensor<8x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.pack %0 packed_sizes = [8, 3, 4] : (!transform.any_op) -> !transform.op<"linalg.generic">
// CHECK-NEXT:       %2 = transform.structured.match ops{["linalg.reduce"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.pack %2 packed_sizes = [0, 16] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %4 = transform.structured.match ops{["linalg.add"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["arith.constant"]} attributes {value = 4 : index} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %6 = transform.structured.pack %4 packed_sizes = [%5, 2] : (!transform.any_op, !transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %6 "packed" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
