// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.decompose_interface on linalg.softmax (static and
// dynamic shapes): the maximum along the dimension into a tensor.empty
// filled with -NaN, the exponential of the input minus it, their sum into
// one filled with 0, and the division, as linalg.generic ops; the handle
// holds the last one. structured.match interface{LinalgOp} does not match
// softmax (nor pack and unpack), which are not structured ops.

func.func @softmax(%arg0: tensor<2x16x32xf32>, %dst: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x16x32xf32>) outs(%dst: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}
func.func @softmax_dyn(%arg0: tensor<?x8xf16>, %dst: tensor<?x8xf16>) -> tensor<?x8xf16> {
  %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<?x8xf16>) outs(%dst: tensor<?x8xf16>) -> tensor<?x8xf16>
  return %1 : tensor<?x8xf16>
}
func.func @pack(%src: tensor<4x8xf32>, %dst: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.annotate %linalg "structured" : !transform.any_op
    %2 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %3 = transform.structured.decompose_interface %2 : (!transform.any_op) -> !transform.any_op
    transform.annotate %3 "decomposed" : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @softmax(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x32xf32>
// CHECK-NEXT:     %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x32xf32>) -> tensor<2x32xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<2x16x32xf32>) outs(%1 : tensor<2x32xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.maxnumf %in, %out : f32
// CHECK-NEXT:       linalg.yield %7 : f32
// CHECK-NEXT:     } -> tensor<2x32xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %2 : tensor<2x16x32xf32>, tensor<2x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.subf %in, %in_1 : f32
// CHECK-NEXT:       %8 = math.exp %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<2x16x32xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %4 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<2x32xf32>) -> tensor<2x32xf32>
// CHECK-NEXT:     %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%3 : tensor<2x16x32xf32>) outs(%4 : tensor<2x32xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %7 : f32
// CHECK-NEXT:     } -> tensor<2x32xf32>
// CHECK-NEXT:     %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x16x32xf32>, tensor<2x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) attrs =  {decomposed} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.divf %in, %in_1 : f32
// CHECK-NEXT:       linalg.yield %7 : f32
// CHECK-NEXT:     } -> tensor<2x16x32xf32>
// CHECK-NEXT:     return %6 : tensor<2x16x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @softmax_dyn(%arg0: tensor<?x8xf16>, %arg1: tensor<?x8xf16>) -> tensor<?x8xf16> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x8xf16>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<?xf16>
// CHECK-NEXT:     %cst = arith.constant 0xFE00 : f16
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<?xf16>) -> tensor<?xf16>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x8xf16>) outs(%1 : tensor<?xf16>) {
// CHECK-NEXT:     ^bb0(%in: f16, %out: f16):
// CHECK-NEXT:       %7 = arith.maxnumf %in, %out : f16
// CHECK-NEXT:       linalg.yield %7 : f16
// CHECK-NEXT:     } -> tensor<?xf16>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<?x8xf16>, tensor<?xf16>) outs(%arg1 : tensor<?x8xf16>) {
// CHECK-NEXT:     ^bb0(%in: f16, %in_1: f16, %out: f16):
// CHECK-NEXT:       %7 = arith.subf %in, %in_1 : f16
// CHECK-NEXT:       %8 = math.exp %7 : f16
// CHECK-NEXT:       linalg.yield %8 : f16
// CHECK-NEXT:     } -> tensor<?x8xf16>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %4 = linalg.fill ins(%cst_0 : f16) outs(%0 : tensor<?xf16>) -> tensor<?xf16>
// CHECK-NEXT:     %5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x8xf16>) outs(%4 : tensor<?xf16>) {
// CHECK-NEXT:     ^bb0(%in: f16, %out: f16):
// CHECK-NEXT:       %7 = arith.addf %in, %out : f16
// CHECK-NEXT:       linalg.yield %7 : f16
// CHECK-NEXT:     } -> tensor<?xf16>
// CHECK-NEXT:     %6 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<?x8xf16>, tensor<?xf16>) outs(%arg1 : tensor<?x8xf16>) attrs =  {decomposed} {
// CHECK-NEXT:     ^bb0(%in: f16, %in_1: f16, %out: f16):
// CHECK-NEXT:       %7 = arith.divf %in, %in_1 : f16
// CHECK-NEXT:       linalg.yield %7 : f16
// CHECK-NEXT:     } -> tensor<?x8xf16>
// CHECK-NEXT:     return %6 : tensor<?x8xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack(%arg0: tensor<4x8xf32>, %arg1: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
// CHECK-NEXT:     return %pack : tensor<1x2x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %0 "structured" : !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.softmax"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.decompose_interface %1 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %2 "decomposed" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
