// RUN: strata-opt %s --transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter=entry-point=tile "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse --transform-interpreter=entry-point=vectorize --canonicalize --cse

// The convolution recipe of the execution benchmark up to vectorization:
// a 2-D convolution on tensors tiled to one output row and one filter row
// per tile, decomposed into 1-D convolutions, bufferized (the slices become
// rank-reducing subviews) and vectorized into one vector.contract per
// filter column.

module {
  func.func @conv(%in: tensor<1x4x6x4xf32>, %k: tensor<3x3x4x8xf32>, %out: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %k : tensor<1x4x6x4xf32>, tensor<3x3x4x8xf32>) outs(%out : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    return %r : tensor<1x2x4x8xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @tile(%root: !transform.any_op {transform.readonly}) {
      %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
      %tiled, %loops:5 = transform.structured.tile_using_for %conv tile_sizes [1,1,4,8,1,0,0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %conv1d = transform.structured.decompose %tiled : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
    transform.named_sequence @vectorize(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "conv"} in %root : (!transform.any_op) -> !transform.any_op
      %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conv(%arg0: memref<1x4x6x4xf32>, %arg1: memref<3x3x4x8xf32>, %arg2: memref<1x2x4x8xf32>) -> memref<1x2x4x8xf32> {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %1 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT:         %subview = memref.subview %arg0[0, %1, 0, 0] [1, 1, 6, 4] [1, 1, 1, 1] : memref<1x4x6x4xf32> to memref<1x1x6x4xf32, strided<[96, 24, 4, 1], offset: ?>>
// CHECK-NEXT:         %subview_0 = memref.subview %arg1[%arg4, 0, 0, 0] [1, 3, 4, 8] [1, 1, 1, 1] : memref<3x3x4x8xf32> to memref<1x3x4x8xf32, strided<[96, 32, 8, 1], offset: ?>>
// CHECK-NEXT:         %subview_1 = memref.subview %arg2[0, %arg3, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : memref<1x2x4x8xf32> to memref<1x1x4x8xf32, strided<[64, 32, 8, 1], offset: ?>>
// CHECK-NEXT:         %subview_2 = memref.subview %subview[0, 0, 0, 0] [1, 1, 6, 4] [1, 1, 1, 1] : memref<1x1x6x4xf32, strided<[96, 24, 4, 1], offset: ?>> to memref<1x6x4xf32, strided<[96, 4, 1], offset: ?>>
// CHECK-NEXT:         %subview_3 = memref.subview %subview_0[0, 0, 0, 0] [1, 3, 4, 8] [1, 1, 1, 1] : memref<1x3x4x8xf32, strided<[96, 32, 8, 1], offset: ?>> to memref<3x4x8xf32, strided<[32, 8, 1], offset: ?>>
// CHECK-NEXT:         %subview_4 = memref.subview %subview_1[0, 0, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : memref<1x1x4x8xf32, strided<[64, 32, 8, 1], offset: ?>> to memref<1x4x8xf32, strided<[64, 8, 1], offset: ?>>
// CHECK-NEXT:         %2 = vector.transfer_read %subview_2[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<1x6x4xf32, strided<[96, 4, 1], offset: ?>>, vector<1x6x4xf32>
// CHECK-NEXT:         %3 = vector.transfer_read %subview_3[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<3x4x8xf32, strided<[32, 8, 1], offset: ?>>, vector<3x4x8xf32>
// CHECK-NEXT:         %4 = vector.transfer_read %subview_4[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<1x4x8xf32, strided<[64, 8, 1], offset: ?>>, vector<1x4x8xf32>
// CHECK-NEXT:         %5 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1]} : vector<1x6x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT:         %6 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 4, 4], strides = [1, 1, 1]} : vector<1x6x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT:         %7 = vector.extract_strided_slice %2 {offsets = [0, 2, 0], sizes = [1, 4, 4], strides = [1, 1, 1]} : vector<1x6x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT:         %8 = vector.extract %3[0] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT:         %9 = vector.extract %3[1] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT:         %10 = vector.extract %3[2] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT:         %11 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %5, %8, %4 : vector<1x4x4xf32>, vector<4x8xf32> into vector<1x4x8xf32>
// CHECK-NEXT:         %12 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %6, %9, %11 : vector<1x4x4xf32>, vector<4x8xf32> into vector<1x4x8xf32>
// CHECK-NEXT:         %13 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %7, %10, %12 : vector<1x4x4xf32>, vector<4x8xf32> into vector<1x4x8xf32>
// CHECK-NEXT:         vector.transfer_write %13, %subview_4[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x4x8xf32>, memref<1x4x8xf32, strided<[64, 8, 1], offset: ?>>
// CHECK-NEXT:         %14 = vector.transfer_read %subview_4[%c0, %c0, %c0], %0 {in_bounds = [true, true, true]} : memref<1x4x8xf32, strided<[64, 8, 1], offset: ?>>, vector<1x4x8xf32>
// CHECK-NEXT:         vector.transfer_write %14, %subview_4[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x4x8xf32>, memref<1x4x8xf32, strided<[64, 8, 1], offset: ?>>
// CHECK-NEXT:         %15 = vector.transfer_read %subview_1[%c0, %c0, %c0, %c0], %0 {in_bounds = [true, true, true, true]} : memref<1x1x4x8xf32, strided<[64, 32, 8, 1], offset: ?>>, vector<1x1x4x8xf32>
// CHECK-NEXT:         vector.transfer_write %15, %subview_1[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<1x1x4x8xf32>, memref<1x1x4x8xf32, strided<[64, 32, 8, 1], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg2 : memref<1x2x4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @tile(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops:5 = transform.structured.tile_using_for %0 tile_sizes [1, 1, 4, 8, 1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %1 = transform.structured.decompose %tiled_linalg_op : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.named_sequence @vectorize(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "conv"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.vectorize_children_and_apply_patterns %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
