// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize --cse

// TilingInterface of linalg.pack: the loops are the packed result's outer
// dimensions; a tile reads the source slice its tiles cover (cut at the
// source's end when padding), permuted back when the outer dimensions
// are, and writes whole inner tiles of the destination's slice.

func.func @padded(%src: tensor<30x7xf32>, %dst: tensor<8x4x4x2xf32>, %pad: f32) -> tensor<8x4x4x2xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<30x7xf32> -> tensor<8x4x4x2xf32>
  return %0 : tensor<8x4x4x2xf32>
}

func.func @outer_permuted(%src: tensor<64x48xi32>, %dst: tensor<6x16x8x4xi32>) -> tensor<6x16x8x4xi32> {
  %0 = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %dst : tensor<64x48xi32> -> tensor<6x16x8x4xi32>
  return %0 : tensor<6x16x8x4xi32>
}

func.func @dynamic(%src: tensor<?x?xf32>, %dst: tensor<?x?x16x1xf32>, %pad: f32) -> tensor<?x?x16x1xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %dst : tensor<?x?xf32> -> tensor<?x?x16x1xf32>
  return %0 : tensor<?x?x16x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "padded"} in %root : (!transform.any_op) -> !transform.any_op
    %p0 = transform.structured.match ops{["linalg.pack"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0:2 = transform.structured.tile_using_for %p0 tile_sizes [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "outer_permuted"} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.structured.match ops{["linalg.pack"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1 = transform.structured.tile_using_forall %p1 tile_sizes [2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "dynamic"} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.structured.match ops{["linalg.pack"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %t2, %l2:2 = transform.structured.tile_using_for %p2 tile_sizes [2, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0) -> (-d0 + 8, 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * -4 + 30)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 * 4, d1 * -4 + 30)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * -2 + 7)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (4, d0 * -2 + 7)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 * 8)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (-d0 + s0, 2)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0] -> (-d0 + s0, 8)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 * 16)>
// CHECK-NEXT: #map11 = affine_map<(d0)[s0] -> (d0 * -16 + s0)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1)[s0] -> (d0 * 16, d1 * -16 + s0)>
// CHECK-NEXT: #map13 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1)[s0] -> (d0, -d1 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @padded(%arg0: tensor<30x7xf32>, %arg1: tensor<8x4x4x2xf32>, %arg2: f32) -> tensor<8x4x4x2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %c8 step %c3 iter_args(%arg4 = %arg1) -> (tensor<8x4x4x2xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg5 = %c0_0 to %c4 step %c2 iter_args(%arg6 = %arg4) -> (tensor<8x4x4x2xf32>) {
// CHECK-NEXT:         %c8_1 = arith.constant 8 : index
// CHECK-NEXT:         %2 = affine.min #map(%arg3)
// CHECK-NEXT:         %3 = affine.apply #map1(%arg3)
// CHECK-NEXT:         %4 = affine.apply #map1(%2)
// CHECK-NEXT:         %5 = affine.apply #map2(%arg3)
// CHECK-NEXT:         %6 = affine.min #map3(%2, %arg3)
// CHECK-NEXT:         %7 = affine.apply #map4(%arg5)
// CHECK-NEXT:         %8 = affine.apply #map5(%arg5)
// CHECK-NEXT:         %9 = affine.min #map6(%arg5)
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%3, %7] [%6, %9] [1, 1] : tensor<30x7xf32> to tensor<?x?xf32>
// CHECK-NEXT:         %extracted_slice_2 = tensor.extract_slice %arg6[%arg3, %arg5, 0, 0] [%2, 2, 4, 2] [1, 1, 1, 1] : tensor<8x4x4x2xf32> to tensor<?x2x4x2xf32>
// CHECK-NEXT:         %pack = linalg.pack %extracted_slice padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %extracted_slice_2 : tensor<?x?xf32> -> tensor<?x2x4x2xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %pack into %arg6[%arg3, %arg5, 0, 0] [%2, 2, 4, 2] [1, 1, 1, 1] : tensor<?x2x4x2xf32> into tensor<8x4x4x2xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<8x4x4x2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<8x4x4x2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x4x4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @outer_permuted(%arg0: tensor<64x48xi32>, %arg1: tensor<6x16x8x4xi32>) -> tensor<6x16x8x4xi32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (3, 4) shared_outs(%arg4 = %arg1) -> (tensor<6x16x8x4xi32>) {
// CHECK-NEXT:       %1 = affine.apply #map4(%arg2)
// CHECK-NEXT:       %2 = affine.apply #map1(%arg3)
// CHECK-NEXT:       %3 = affine.apply #map1(%2)
// CHECK-NEXT:       %4 = affine.apply #map7(%1)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%3, %4] [16, 16] [1, 1] : tensor<64x48xi32> to tensor<16x16xi32>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg4[%1, %2, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<6x16x8x4xi32> to tensor<2x4x8x4xi32>
// CHECK-NEXT:       %pack = linalg.pack %extracted_slice outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %extracted_slice_0 : tensor<16x16xi32> -> tensor<2x4x8x4xi32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %pack into %arg4[%1, %2, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x4xi32> into tensor<6x16x8x4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<6x16x8x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x16x1xf32>, %arg2: f32) -> tensor<?x?x16x1xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?x?x16x1xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?x16x1xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0_1 to %dim step %c2 iter_args(%arg4 = %arg1) -> (tensor<?x?x16x1xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg5 = %c0_2 to %dim_0 step %c8 iter_args(%arg6 = %arg4) -> (tensor<?x?x16x1xf32>) {
// CHECK-NEXT:         %2 = affine.min #map8(%arg3)[%dim]
// CHECK-NEXT:         %3 = affine.min #map9(%arg5)[%dim_0]
// CHECK-NEXT:         %c0_3 = arith.constant 0 : index
// CHECK-NEXT:         %dim_4 = tensor.dim %arg0, %c0_3 : tensor<?x?xf32>
// CHECK-NEXT:         %c1_5 = arith.constant 1 : index
// CHECK-NEXT:         %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xf32>
// CHECK-NEXT:         %4 = affine.apply #map10(%arg3)
// CHECK-NEXT:         %5 = affine.apply #map10(%2)
// CHECK-NEXT:         %6 = affine.apply #map11(%arg3)[%dim_4]
// CHECK-NEXT:         %7 = affine.min #map12(%2, %arg3)[%dim_4]
// CHECK-NEXT:         %8 = affine.apply #map13(%arg5)[%dim_6]
// CHECK-NEXT:         %9 = affine.min #map14(%3, %arg5)[%dim_6]
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%4, %arg5] [%7, %9] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:         %c0_7 = arith.constant 0 : index
// CHECK-NEXT:         %dim_8 = tensor.dim %arg6, %c0_7 : tensor<?x?x16x1xf32>
// CHECK-NEXT:         %c1_9 = arith.constant 1 : index
// CHECK-NEXT:         %dim_10 = tensor.dim %arg6, %c1_9 : tensor<?x?x16x1xf32>
// CHECK-NEXT:         %extracted_slice_11 = tensor.extract_slice %arg6[%arg3, %arg5, 0, 0] [%2, %3, 16, 1] [1, 1, 1, 1] : tensor<?x?x16x1xf32> to tensor<?x?x16x1xf32>
// CHECK-NEXT:         %pack = linalg.pack %extracted_slice padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %extracted_slice_11 : tensor<?x?xf32> -> tensor<?x?x16x1xf32>
// CHECK-NEXT:         %c0_12 = arith.constant 0 : index
// CHECK-NEXT:         %dim_13 = tensor.dim %arg1, %c0_12 : tensor<?x?x16x1xf32>
// CHECK-NEXT:         %c1_14 = arith.constant 1 : index
// CHECK-NEXT:         %dim_15 = tensor.dim %arg1, %c1_14 : tensor<?x?x16x1xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %pack into %arg6[%arg3, %arg5, 0, 0] [%2, %3, 16, 1] [1, 1, 1, 1] : tensor<?x?x16x1xf32> into tensor<?x?x16x1xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<?x?x16x1xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<?x?x16x1xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?x?x16x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "padded"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.pack"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %1 tile_sizes [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "outer_permuted"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.pack"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_op, %forall_op = transform.structured.tile_using_forall %3 tile_sizes [2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %4 = transform.structured.match ops{["func.func"]} attributes {sym_name = "dynamic"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["linalg.pack"]} in %4 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %5 tile_sizes [2, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
