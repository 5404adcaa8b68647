// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize --cse

// linalg.pack and linalg.unpack fused as producers into the tiles of
// their consumers: a pack's tile is computed when it covers whole inner
// tiles, an unpack's tile for any slice of its result.

func.func @pack_producer(%src: tensor<30x7xf32>, %dst: tensor<8x4x4x2xf32>, %pad: f32) -> tensor<8x4x4x2xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<30x7xf32> -> tensor<8x4x4x2xf32>
  %1 = linalg.exp ins(%0 : tensor<8x4x4x2xf32>) outs(%dst : tensor<8x4x4x2xf32>) -> tensor<8x4x4x2xf32>
  return %1 : tensor<8x4x4x2xf32>
}

func.func @unpack_producer(%src: tensor<4x3x8x16xf32>, %dst: tensor<32x48xf32>) -> tensor<32x48xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dst : tensor<4x3x8x16xf32> -> tensor<32x48xf32>
  %1 = linalg.exp ins(%0 : tensor<32x48xf32>) outs(%dst : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %1 : tensor<32x48xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "pack_producer"} in %root : (!transform.any_op) -> !transform.any_op
    %e0 = transform.structured.match ops{["linalg.exp"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0:2 = transform.structured.fuse %e0 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "unpack_producer"} in %root : (!transform.any_op) -> !transform.any_op
    %e1 = transform.structured.match ops{["linalg.exp"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1:2 = transform.structured.fuse %e1 tile_sizes [8, 10] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * -4 + 30)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (8, d0 * -4 + 30)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * -2 + 7)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (4, d0 * -2 + 7)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (-d0 + 48, 10)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 floordiv 16)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 mod 16)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1) -> (d0 + d1 - 1)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1) -> (d0 + d1 - ((d0 + d1 - 1) floordiv 16) * 16 - 1)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16 - d0 floordiv 16)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16 - d0 floordiv 16 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pack_producer(%arg0: tensor<30x7xf32>, %arg1: tensor<8x4x4x2xf32>, %arg2: f32) -> tensor<8x4x4x2xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %arg1 : tensor<30x7xf32> -> tensor<8x4x4x2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c2_1 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %c8 step %c2 iter_args(%arg4 = %arg1) -> (tensor<8x4x4x2xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg5 = %c0_0 to %c4 step %c2_1 iter_args(%arg6 = %arg4) -> (tensor<8x4x4x2xf32>) {
// CHECK-NEXT:         %2 = affine.apply #map(%arg3)
// CHECK-NEXT:         %3 = affine.apply #map1(%arg3)
// CHECK-NEXT:         %4 = affine.min #map2(%arg3)
// CHECK-NEXT:         %5 = affine.apply #map3(%arg5)
// CHECK-NEXT:         %6 = affine.apply #map4(%arg5)
// CHECK-NEXT:         %7 = affine.min #map5(%arg5)
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%2, %5] [%4, %7] [1, 1] : tensor<30x7xf32> to tensor<?x?xf32>
// CHECK-NEXT:         %extracted_slice_2 = tensor.extract_slice %arg1[%arg3, %arg5, 0, 0] [2, 2, 4, 2] [1, 1, 1, 1] : tensor<8x4x4x2xf32> to tensor<2x2x4x2xf32>
// CHECK-NEXT:         %pack_3 = linalg.pack %extracted_slice padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %extracted_slice_2 : tensor<?x?xf32> -> tensor<2x2x4x2xf32>
// CHECK-NEXT:         %extracted_slice_4 = tensor.extract_slice %pack[%arg3, %arg5, 0, 0] [2, 2, 4, 2] [1, 1, 1, 1] : tensor<8x4x4x2xf32> to tensor<2x2x4x2xf32>
// CHECK-NEXT:         %extracted_slice_5 = tensor.extract_slice %arg6[%arg3, %arg5, 0, 0] [2, 2, 4, 2] [1, 1, 1, 1] : tensor<8x4x4x2xf32> to tensor<2x2x4x2xf32>
// CHECK-NEXT:         %8 = linalg.exp ins(%pack_3 : tensor<2x2x4x2xf32>) outs(%extracted_slice_5 : tensor<2x2x4x2xf32>) -> tensor<2x2x4x2xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %8 into %arg6[%arg3, %arg5, 0, 0] [2, 2, 4, 2] [1, 1, 1, 1] : tensor<2x2x4x2xf32> into tensor<8x4x4x2xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<8x4x4x2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<8x4x4x2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x4x4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_producer(%arg0: tensor<4x3x8x16xf32>, %arg1: tensor<32x48xf32>) -> tensor<32x48xf32> {
// CHECK-NEXT:     %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<4x3x8x16xf32> -> tensor<32x48xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c48 = arith.constant 48 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c32 step %c8 iter_args(%arg3 = %arg1) -> (tensor<32x48xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0_0 to %c48 step %c10 iter_args(%arg5 = %arg3) -> (tensor<32x48xf32>) {
// CHECK-NEXT:         %c48_1 = arith.constant 48 : index
// CHECK-NEXT:         %2 = affine.min #map6(%arg4)
// CHECK-NEXT:         %3 = affine.apply #map7(%2)
// CHECK-NEXT:         %4 = affine.apply #map7(%2)
// CHECK-NEXT:         %5 = affine.apply #map7(%2)
// CHECK-NEXT:         %6 = affine.apply #map8(%arg2)
// CHECK-NEXT:         %c16 = arith.constant 16 : index
// CHECK-NEXT:         %7 = affine.apply #map9(%arg4)
// CHECK-NEXT:         %8 = affine.apply #map10(%arg4)
// CHECK-NEXT:         %9 = affine.apply #map11(%arg4, %2)
// CHECK-NEXT:         %10 = affine.apply #map12(%arg4, %2)
// CHECK-NEXT:         %c16_2 = arith.constant 16 : index
// CHECK-NEXT:         %11 = affine.apply #map13(%arg4, %2)
// CHECK-NEXT:         %12 = affine.apply #map14(%arg4, %2)
// CHECK-NEXT:         %13 = affine.apply #map15(%arg4, %2)
// CHECK-NEXT:         %14 = affine.apply #map16(%arg4, %2)
// CHECK-NEXT:         %c16_3 = arith.constant 16 : index
// CHECK-NEXT:         %15 = arith.muli %14, %c16_3 : index
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%6, %7, 0, 0] [1, %14, 8, 16] [1, 1, 1, 1] : tensor<4x3x8x16xf32> to tensor<1x?x8x16xf32>
// CHECK-NEXT:         %16 = tensor.empty(%15) : tensor<8x?xf32>
// CHECK-NEXT:         %unpack_4 = linalg.unpack %extracted_slice inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %16 : tensor<1x?x8x16xf32> -> tensor<8x?xf32>
// CHECK-NEXT:         %extracted_slice_5 = tensor.extract_slice %unpack_4[0, %8] [8, %2] [1, 1] : tensor<8x?xf32> to tensor<8x?xf32>
// CHECK-NEXT:         %extracted_slice_6 = tensor.extract_slice %unpack[%arg2, %arg4] [8, %2] [1, 1] : tensor<32x48xf32> to tensor<8x?xf32>
// CHECK-NEXT:         %extracted_slice_7 = tensor.extract_slice %arg5[%arg2, %arg4] [8, %2] [1, 1] : tensor<32x48xf32> to tensor<8x?xf32>
// CHECK-NEXT:         %17 = linalg.exp ins(%extracted_slice_5 : tensor<8x?xf32>) outs(%extracted_slice_7 : tensor<8x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT:         %18 = affine.apply #map7(%2)
// CHECK-NEXT:         %19 = affine.apply #map7(%2)
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %17 into %arg5[%arg2, %arg4] [8, %2] [1, 1] : tensor<8x?xf32> into tensor<32x48xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<32x48xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<32x48xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<32x48xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "pack_producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.exp"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %transformed, %loops:2 = transform.structured.fuse %1 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "unpack_producer"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.exp"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %transformed_0, %loops_1:2 = transform.structured.fuse %3 tile_sizes [8, 10] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
