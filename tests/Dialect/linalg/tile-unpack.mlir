// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize --cse

// TilingInterface of linalg.unpack: the loops are the result's
// dimensions; tiles that are multiples of the inner tiles read whole
// source tiles into the destination's slice, one inner tile reads one
// source tile, other tiles unpack every source tile they touch into a
// tensor.empty and keep their part of it.

func.func @aligned(%src: tensor<8x4x4x2xf32>, %dst: tensor<30x7xf32>) -> tensor<30x7xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<8x4x4x2xf32> -> tensor<30x7xf32>
  return %0 : tensor<30x7xf32>
}

func.func @one_tile(%src: tensor<6x16x8x4xi32>, %dst: tensor<64x48xi32>) -> tensor<64x48xi32> {
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %dst : tensor<6x16x8x4xi32> -> tensor<64x48xi32>
  return %0 : tensor<64x48xi32>
}

func.func @unaligned(%src: tensor<4x3x8x16xf32>, %dst: tensor<32x48xf32>) -> tensor<32x48xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dst : tensor<4x3x8x16xf32> -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "aligned"} in %root : (!transform.any_op) -> !transform.any_op
    %u0 = transform.structured.match ops{["linalg.unpack"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0:2 = transform.structured.tile_using_for %u0 tile_sizes [8, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "one_tile"} in %root : (!transform.any_op) -> !transform.any_op
    %u1 = transform.structured.match ops{["linalg.unpack"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1 = transform.structured.tile_using_forall %u1 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "unaligned"} in %root : (!transform.any_op) -> !transform.any_op
    %u2 = transform.structured.match ops{["linalg.unpack"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %t2, %l2:2 = transform.structured.tile_using_for %u2 tile_sizes [5, 20] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0) -> (-d0 + 30, 8)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (-d0 + 7, 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 ceildiv 4)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 ceildiv 2)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 * 8)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (-d0 + 32, 5)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (-d0 + 48, 20)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 mod 8)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> (d0 + d1 - 1)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 8)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1) -> (d0 + d1 - ((d0 + d1 - 1) floordiv 8) * 8 - 1)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 8 - d0 floordiv 8)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 8 - d0 floordiv 8 + 1)>
// CHECK-NEXT: #map18 = affine_map<(d0) -> (d0 floordiv 16)>
// CHECK-NEXT: #map19 = affine_map<(d0) -> (d0 mod 16)>
// CHECK-NEXT: #map20 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16)>
// CHECK-NEXT: #map21 = affine_map<(d0, d1) -> (d0 + d1 - ((d0 + d1 - 1) floordiv 16) * 16 - 1)>
// CHECK-NEXT: #map22 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16 - d0 floordiv 16)>
// CHECK-NEXT: #map23 = affine_map<(d0, d1) -> ((d0 + d1 - 1) floordiv 16 - d0 floordiv 16 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @aligned(%arg0: tensor<8x4x4x2xf32>, %arg1: tensor<30x7xf32>) -> tensor<30x7xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c30 = arith.constant 30 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c30 step %c8 iter_args(%arg3 = %arg1) -> (tensor<30x7xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0_0 to %c7 step %c4 iter_args(%arg5 = %arg3) -> (tensor<30x7xf32>) {
// CHECK-NEXT:         %c30_1 = arith.constant 30 : index
// CHECK-NEXT:         %2 = affine.min #map(%arg2)
// CHECK-NEXT:         %c7_2 = arith.constant 7 : index
// CHECK-NEXT:         %3 = affine.min #map1(%arg4)
// CHECK-NEXT:         %4 = affine.apply #map2(%arg2)
// CHECK-NEXT:         %5 = affine.apply #map3(%2)
// CHECK-NEXT:         %6 = affine.apply #map4(%arg4)
// CHECK-NEXT:         %7 = affine.apply #map5(%3)
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%4, %6, 0, 0] [%5, %7, 4, 2] [1, 1, 1, 1] : tensor<8x4x4x2xf32> to tensor<?x?x4x2xf32>
// CHECK-NEXT:         %extracted_slice_3 = tensor.extract_slice %arg5[%arg2, %arg4] [%2, %3] [1, 1] : tensor<30x7xf32> to tensor<?x?xf32>
// CHECK-NEXT:         %unpack = linalg.unpack %extracted_slice inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %extracted_slice_3 : tensor<?x?x4x2xf32> -> tensor<?x?xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %unpack into %arg5[%arg2, %arg4] [%2, %3] [1, 1] : tensor<?x?xf32> into tensor<30x7xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<30x7xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<30x7xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<30x7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_tile(%arg0: tensor<6x16x8x4xi32>, %arg1: tensor<64x48xi32>) -> tensor<64x48xi32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (16, 6) shared_outs(%arg4 = %arg1) -> (tensor<64x48xi32>) {
// CHECK-NEXT:       %1 = affine.apply #map6(%arg2)
// CHECK-NEXT:       %2 = affine.apply #map7(%arg3)
// CHECK-NEXT:       %3 = affine.apply #map2(%1)
// CHECK-NEXT:       %4 = affine.apply #map8(%2)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%4, %3, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<6x16x8x4xi32> to tensor<1x1x8x4xi32>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg4[%1, %2] [4, 8] [1, 1] : tensor<64x48xi32> to tensor<4x8xi32>
// CHECK-NEXT:       %unpack = linalg.unpack %extracted_slice outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %extracted_slice_0 : tensor<1x1x8x4xi32> -> tensor<4x8xi32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %unpack into %arg4[%1, %2] [4, 8] [1, 1] : tensor<4x8xi32> into tensor<64x48xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<64x48xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unaligned(%arg0: tensor<4x3x8x16xf32>, %arg1: tensor<32x48xf32>) -> tensor<32x48xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c48 = arith.constant 48 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c32 step %c5 iter_args(%arg3 = %arg1) -> (tensor<32x48xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0_0 to %c48 step %c20 iter_args(%arg5 = %arg3) -> (tensor<32x48xf32>) {
// CHECK-NEXT:         %c32_1 = arith.constant 32 : index
// CHECK-NEXT:         %2 = affine.min #map9(%arg2)
// CHECK-NEXT:         %c48_2 = arith.constant 48 : index
// CHECK-NEXT:         %3 = affine.min #map10(%arg4)
// CHECK-NEXT:         %c8 = arith.constant 8 : index
// CHECK-NEXT:         %4 = affine.apply #map8(%arg2)
// CHECK-NEXT:         %5 = affine.apply #map11(%arg2)
// CHECK-NEXT:         %6 = affine.apply #map12(%arg2, %2)
// CHECK-NEXT:         %7 = affine.apply #map13(%arg2, %2)
// CHECK-NEXT:         %c8_3 = arith.constant 8 : index
// CHECK-NEXT:         %8 = affine.apply #map14(%arg2, %2)
// CHECK-NEXT:         %9 = affine.apply #map15(%arg2, %2)
// CHECK-NEXT:         %10 = affine.apply #map16(%arg2, %2)
// CHECK-NEXT:         %11 = affine.apply #map17(%arg2, %2)
// CHECK-NEXT:         %c8_4 = arith.constant 8 : index
// CHECK-NEXT:         %12 = arith.muli %11, %c8_4 : index
// CHECK-NEXT:         %c16 = arith.constant 16 : index
// CHECK-NEXT:         %13 = affine.apply #map18(%arg4)
// CHECK-NEXT:         %14 = affine.apply #map19(%arg4)
// CHECK-NEXT:         %15 = affine.apply #map12(%arg4, %3)
// CHECK-NEXT:         %16 = affine.apply #map13(%arg4, %3)
// CHECK-NEXT:         %c16_5 = arith.constant 16 : index
// CHECK-NEXT:         %17 = affine.apply #map20(%arg4, %3)
// CHECK-NEXT:         %18 = affine.apply #map21(%arg4, %3)
// CHECK-NEXT:         %19 = affine.apply #map22(%arg4, %3)
// CHECK-NEXT:         %20 = affine.apply #map23(%arg4, %3)
// CHECK-NEXT:         %c16_6 = arith.constant 16 : index
// CHECK-NEXT:         %21 = arith.muli %20, %c16_6 : index
// CHECK-NEXT:         %extracted_slice = tensor.extract_slice %arg0[%4, %13, 0, 0] [%11, %20, 8, 16] [1, 1, 1, 1] : tensor<4x3x8x16xf32> to tensor<?x?x8x16xf32>
// CHECK-NEXT:         %22 = tensor.empty(%12, %21) : tensor<?x?xf32>
// CHECK-NEXT:         %unpack = linalg.unpack %extracted_slice inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %22 : tensor<?x?x8x16xf32> -> tensor<?x?xf32>
// CHECK-NEXT:         %extracted_slice_7 = tensor.extract_slice %unpack[%5, %14] [%2, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:         %inserted_slice = tensor.insert_slice %extracted_slice_7 into %arg5[%arg2, %arg4] [%2, %3] [1, 1] : tensor<?x?xf32> into tensor<32x48xf32>
// CHECK-NEXT:         scf.yield %inserted_slice : tensor<32x48xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : tensor<32x48xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<32x48xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "aligned"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.unpack"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %1 tile_sizes [8, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.structured.match ops{["func.func"]} attributes {sym_name = "one_tile"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.unpack"]} in %2 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_op, %forall_op = transform.structured.tile_using_forall %3 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %4 = transform.structured.match ops{["func.func"]} attributes {sym_name = "unaligned"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.structured.match ops{["linalg.unpack"]} in %4 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %5 tile_sizes [5, 20] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
