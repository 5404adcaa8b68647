// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.linalg.decompose_pack_unpack: packs whose
// tiled outer dimensions are 1 become a (padded) transpose inserted into
// the destination, unpacks a slice of the tile transposed back, cut to
// the destination and inserted into it; identity transposes fold away.
// Packs with tiled outer dimensions other than 1, or with a permuted
// untiled dimension other than 1, stay.

func.func @pack_padded_transposed(%src: tensor<3x5x2xf32>, %dst: tensor<3x1x1x2x8xf32>, %pad: f32) -> tensor<3x1x1x2x8xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [2, 1] inner_tiles = [2, 8] into %dst : tensor<3x5x2xf32> -> tensor<3x1x1x2x8xf32>
  return %0 : tensor<3x1x1x2x8xf32>
}

func.func @pack_dynamic_tile(%src: tensor<?x4xi32>, %dst: tensor<1x1x?x4xi32>, %t: index, %pad: i32) -> tensor<1x1x?x4xi32> {
  %0 = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %dst : tensor<?x4xi32> -> tensor<1x1x?x4xi32>
  return %0 : tensor<1x1x?x4xi32>
}

func.func @pack_not_unit(%src: tensor<16x4xf32>, %dst: tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<16x4xf32> -> tensor<2x1x8x4xf32>
  return %0 : tensor<2x1x8x4xf32>
}

func.func @pack_permuted_untiled(%src: tensor<5x3x4xf32>, %dst: tensor<3x5x1x4xf32>) -> tensor<3x5x1x4xf32> {
  %0 = linalg.pack %src outer_dims_perm = [1, 0, 2] inner_dims_pos = [2] inner_tiles = [4] into %dst : tensor<5x3x4xf32> -> tensor<3x5x1x4xf32>
  return %0 : tensor<3x5x1x4xf32>
}

func.func @unpack_partial(%src: tensor<3x1x1x2x8xf32>, %dst: tensor<3x5x2xf32>) -> tensor<3x5x2xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [2, 1] inner_tiles = [2, 8] into %dst : tensor<3x1x1x2x8xf32> -> tensor<3x5x2xf32>
  return %0 : tensor<3x5x2xf32>
}

func.func @unpack_dynamic(%src: tensor<1x?x8xf64>, %dst: tensor<7x?xf64>) -> tensor<7x?xf64> {
  %0 = linalg.unpack %src outer_dims_perm = [0, 1] inner_dims_pos = [0] inner_tiles = [8] into %dst : tensor<1x?x8xf64> -> tensor<7x?xf64>
  return %0 : tensor<7x?xf64>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.linalg.decompose_pack_unpack
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pack_padded_transposed(%arg0: tensor<3x5x2xf32>, %arg1: tensor<3x1x1x2x8xf32>, %arg2: f32) -> tensor<3x1x1x2x8xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0, 0] high[0, 3, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<3x5x2xf32> to tensor<3x8x2xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x2x8xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%padded : tensor<3x8x2xf32>) outs(%0 : tensor<3x2x8xf32>) permutation = [0, 2, 1] 
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %transposed into %arg1[0, 0, 0, 0, 0] [3, 1, 1, 2, 8] [1, 1, 1, 1, 1] : tensor<3x2x8xf32> into tensor<3x1x1x2x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<3x1x1x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_dynamic_tile(%arg0: tensor<?x4xi32>, %arg1: tensor<1x1x?x4xi32>, %arg2: index, %arg3: i32) -> tensor<1x1x?x4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xi32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %dim]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%0, 0] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : i32
// CHECK-NEXT:     } : tensor<?x4xi32> to tensor<?x4xi32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %padded into %arg1[0, 0, 0, 0] [1, 1, %arg2, 4] [1, 1, 1, 1] : tensor<?x4xi32> into tensor<1x1x?x4xi32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x?x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_not_unit(%arg0: tensor<16x4xf32>, %arg1: tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg1 : tensor<16x4xf32> -> tensor<2x1x8x4xf32>
// CHECK-NEXT:     return %pack : tensor<2x1x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_permuted_untiled(%arg0: tensor<5x3x4xf32>, %arg1: tensor<3x5x1x4xf32>) -> tensor<3x5x1x4xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 outer_dims_perm = [1, 0, 2] inner_dims_pos = [2] inner_tiles = [4] into %arg1 : tensor<5x3x4xf32> -> tensor<3x5x1x4xf32>
// CHECK-NEXT:     return %pack : tensor<3x5x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_partial(%arg0: tensor<3x1x1x2x8xf32>, %arg1: tensor<3x5x2xf32>) -> tensor<3x5x2xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0, 0] [3, 1, 1, 2, 8] [1, 1, 1, 1, 1] : tensor<3x1x1x2x8xf32> to tensor<3x2x8xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x8x2xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%extracted_slice : tensor<3x2x8xf32>) outs(%0 : tensor<3x8x2xf32>) permutation = [0, 2, 1] 
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %transposed[0, 0, 0] [3, 5, 2] [1, 1, 1] : tensor<3x8x2xf32> to tensor<3x5x2xf32>
// CHECK-NEXT:     return %extracted_slice_0 : tensor<3x5x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_dynamic(%arg0: tensor<1x?x8xf64>, %arg1: tensor<7x?xf64>) -> tensor<7x?xf64> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<1x?x8xf64>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, %dim, 8] [1, 1, 1] : tensor<1x?x8xf64> to tensor<?x8xf64>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<8x?xf64>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%extracted_slice : tensor<?x8xf64>) outs(%0 : tensor<8x?xf64>) permutation = [1, 0] 
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<7x?xf64>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %transposed[0, 0] [7, %dim_0] [1, 1] : tensor<8x?xf64> to tensor<7x?xf64>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice_1 into %arg1[0, 0] [7, %dim_0] [1, 1] : tensor<7x?xf64> into tensor<7x?xf64>
// CHECK-NEXT:     return %inserted_slice : tensor<7x?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.linalg.decompose_pack_unpack
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
