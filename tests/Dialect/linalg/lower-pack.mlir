// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.lower_pack: packs as a pad to whole tiles, an
// expansion into (tile count, tile) and a transpose; without a padding
// value the pad pads with zero; a pack that only pads and adds leading
// unit dimensions becomes an insert of the pad; dynamic shapes pad by
// what the destination's tile counts need.

func.func @transposed_tiles(%src: tensor<30x20xf32>, %dst: tensor<5x8x4x4xf32>, %pad: f32) -> tensor<5x8x4x4xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<30x20xf32> -> tensor<5x8x4x4xf32>
  return %0 : tensor<5x8x4x4xf32>
}

func.func @no_padding_value(%src: tensor<6x64x12xi16>, %dst: tensor<6x4x6x2x16xi16>) -> tensor<6x4x6x2x16xi16> {
  %0 = linalg.pack %src inner_dims_pos = [2, 1] inner_tiles = [2, 16] into %dst : tensor<6x64x12xi16> -> tensor<6x4x6x2x16xi16>
  return %0 : tensor<6x4x6x2x16xi16>
}

func.func @pad_like(%src: tensor<5x7xf64>, %dst: tensor<1x1x8x8xf64>, %pad: f64) -> tensor<1x1x8x8xf64> {
  %0 = linalg.pack %src padding_value(%pad : f64) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<5x7xf64> -> tensor<1x1x8x8xf64>
  return %0 : tensor<1x1x8x8xf64>
}

func.func @dynamic(%src: tensor<?x10xf32>, %dst: tensor<?x3x8x4xf32>, %pad: f32) -> tensor<?x3x8x4xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<?x10xf32> -> tensor<?x3x8x4xf32>
  return %0 : tensor<?x3x8x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %packs = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    %pad, %expand, %transpose = transform.structured.lower_pack %packs : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 8 - s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transposed_tiles(%arg0: tensor<30x20xf32>, %arg1: tensor<5x8x4x4xf32>, %arg2: f32) -> tensor<5x8x4x4xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[2, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<30x20xf32> to tensor<32x20xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3]] output_shape [8, 4, 5, 4] : tensor<32x20xf32> into tensor<8x4x5x4xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<8x4x5x4xf32>) outs(%arg1 : tensor<5x8x4x4xf32>) permutation = [2, 0, 1, 3] 
// CHECK-NEXT:     return %transposed : tensor<5x8x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_padding_value(%arg0: tensor<6x64x12xi16>, %arg1: tensor<6x4x6x2x16xi16>) -> tensor<6x4x6x2x16xi16> {
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0, 0] high[0, 0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %c0_i16 : i16
// CHECK-NEXT:     } : tensor<6x64x12xi16> to tensor<6x64x12xi16>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0], [1, 2], [3, 4]] output_shape [6, 4, 16, 6, 2] : tensor<6x64x12xi16> into tensor<6x4x16x6x2xi16>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<6x4x16x6x2xi16>) outs(%arg1 : tensor<6x4x6x2x16xi16>) permutation = [0, 1, 3, 4, 2] 
// CHECK-NEXT:     return %transposed : tensor<6x4x6x2x16xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_like(%arg0: tensor<5x7xf64>, %arg1: tensor<1x1x8x8xf64>, %arg2: f64) -> tensor<1x1x8x8xf64> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[3, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f64
// CHECK-NEXT:     } : tensor<5x7xf64> to tensor<8x8xf64>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %padded into %arg1[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<8x8xf64> into tensor<1x1x8x8xf64>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x8x8xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x10xf32>, %arg1: tensor<?x3x8x4xf32>, %arg2: f32) -> tensor<?x3x8x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x10xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg1, %c0_0 : tensor<?x3x8x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_1, %dim]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%0, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<?x10xf32> to tensor<?x12xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = tensor.dim %padded, %c0_2 : tensor<?x12xf32>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %1 = arith.divsi %dim_3, %c8 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3]] output_shape [%1, 8, 3, 4] : tensor<?x12xf32> into tensor<?x8x3x4xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<?x8x3x4xf32>) outs(%arg1 : tensor<?x3x8x4xf32>) permutation = [0, 2, 1, 3] 
// CHECK-NEXT:     return %transposed : tensor<?x3x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.pack"]} in %arg0 : (!transform.any_op) -> !transform.op<"linalg.pack">
// CHECK-NEXT:       %pad_op, %expand_shape_op, %transpose_op = transform.structured.lower_pack %0 : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
