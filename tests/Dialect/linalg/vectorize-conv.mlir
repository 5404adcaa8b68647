// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// transform.structured.vectorize on 1-D convolutions and poolings with
// static shapes: the operands read whole, the window unrolled (and the
// output width when the stride is not 1) into strided slices combined by
// vector.contract (channeled), vector.outerproduct (conv_1d), vector.fma
// or muli/addi (depthwise) or the pooling's reduction, NCW layouts
// transposed to NWC and back; with element-type promotions.

func.func @nwc_s1(%input: tensor<1x10x4xf32>, %filter: tensor<3x4x8xf32>, %output: tensor<1x8x8xf32>) -> tensor<1x8x8xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : tensor<1x10x4xf32>, tensor<3x4x8xf32>) outs(%output : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  return %0 : tensor<1x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @nwc_s1(%arg0: tensor<1x10x4xf32>, %arg1: tensor<3x4x8xf32>, %arg2: tensor<1x8x8xf32>) -> tensor<1x8x8xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x10x4xf32>, vector<1x10x4xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_1 : tensor<3x4x8xf32>, vector<3x4x8xf32>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_2 : tensor<1x8x8xf32>, vector<1x8x8xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 8, 4], strides = [1, 1, 1]} : vector<1x10x4xf32> to vector<1x8x4xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 8, 4], strides = [1, 1, 1]} : vector<1x10x4xf32> to vector<1x8x4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 8, 4], strides = [1, 1, 1]} : vector<1x10x4xf32> to vector<1x8x4xf32>
// CHECK-NEXT: %6 = vector.extract %1[0] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT: %7 = vector.extract %1[1] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT: %8 = vector.extract %1[2] : vector<4x8xf32> from vector<3x4x8xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 8, 8], strides = [1, 1, 1]} : vector<1x8x8xf32> to vector<1x8x8xf32>
// CHECK-NEXT: %10 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %6, %9 : vector<1x8x4xf32>, vector<4x8xf32> into vector<1x8x8xf32>
// CHECK-NEXT: %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %7, %10 : vector<1x8x4xf32>, vector<4x8xf32> into vector<1x8x8xf32>
// CHECK-NEXT: %12 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %5, %8, %11 : vector<1x8x4xf32>, vector<4x8xf32> into vector<1x8x8xf32>
// CHECK-NEXT: %13 = vector.insert_strided_slice %12, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x8x8xf32> into vector<1x8x8xf32>
// CHECK-NEXT: %14 = vector.transfer_write %13, %arg2[%c0, %c0, %c0] : vector<1x8x8xf32>, tensor<1x8x8xf32>
// CHECK-NEXT: return %14 : tensor<1x8x8xf32>
// CHECK-NEXT: }

// -----

func.func @ncw(%input: memref<2x3x9xf32>, %filter: memref<5x3x2xf32>, %output: memref<2x5x4xf32>) {
  linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : memref<2x3x9xf32>, memref<5x3x2xf32>) outs(%output : memref<2x5x4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @ncw(%arg0: memref<2x3x9xf32>, %arg1: memref<5x3x2xf32>, %arg2: memref<2x5x4xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<2x3x9xf32>, vector<2x3x6xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_1 : memref<5x3x2xf32>, vector<5x3x2xf32>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_2 : memref<2x5x4xf32>, vector<2x5x4xf32>
// CHECK-NEXT: %3 = vector.transpose %0, [0, 2, 1] : vector<2x3x6xf32> to vector<2x6x3xf32>
// CHECK-NEXT: %4 = vector.transpose %1, [2, 1, 0] : vector<5x3x2xf32> to vector<2x3x5xf32>
// CHECK-NEXT: %5 = vector.transpose %2, [0, 2, 1] : vector<2x5x4xf32> to vector<2x4x5xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [2, 4, 3], strides = [1, 1, 1]} : vector<2x6x3xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %3 {offsets = [0, 2, 0], sizes = [2, 4, 3], strides = [1, 1, 1]} : vector<2x6x3xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %8 = vector.extract %4[0] : vector<3x5xf32> from vector<2x3x5xf32>
// CHECK-NEXT: %9 = vector.extract %4[1] : vector<3x5xf32> from vector<2x3x5xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [2, 4, 5], strides = [1, 1, 1]} : vector<2x4x5xf32> to vector<2x4x5xf32>
// CHECK-NEXT: %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %6, %8, %10 : vector<2x4x3xf32>, vector<3x5xf32> into vector<2x4x5xf32>
// CHECK-NEXT: %12 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %7, %9, %11 : vector<2x4x3xf32>, vector<3x5xf32> into vector<2x4x5xf32>
// CHECK-NEXT: %13 = vector.insert_strided_slice %12, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x4x5xf32> into vector<2x4x5xf32>
// CHECK-NEXT: %14 = vector.transpose %13, [0, 2, 1] : vector<2x4x5xf32> to vector<2x5x4xf32>
// CHECK-NEXT: vector.transfer_write %14, %arg2[%c0, %c0, %c0] : vector<2x5x4xf32>, memref<2x5x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @w(%input: memref<6xf32>, %filter: memref<3xf32>, %output: memref<4xf32>) {
  linalg.conv_1d ins(%input, %filter : memref<6xf32>, memref<3xf32>) outs(%output : memref<4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @w(%arg0: memref<6xf32>, %arg1: memref<3xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0], %cst : memref<6xf32>, vector<6xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0], %cst_0 : memref<3xf32>, vector<3xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0], %cst_1 : memref<4xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0], sizes = [4], strides = [1]} : vector<6xf32> to vector<4xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [1], sizes = [4], strides = [1]} : vector<6xf32> to vector<4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [2], sizes = [4], strides = [1]} : vector<6xf32> to vector<4xf32>
// CHECK-NEXT: %6 = vector.extract %1[0] : f32 from vector<3xf32>
// CHECK-NEXT: %7 = vector.extract %1[1] : f32 from vector<3xf32>
// CHECK-NEXT: %8 = vector.extract %1[2] : f32 from vector<3xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0], sizes = [4], strides = [1]} : vector<4xf32> to vector<4xf32>
// CHECK-NEXT: %10 = vector.outerproduct %3, %6, %9 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %11 = vector.outerproduct %4, %7, %10 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %12 = vector.outerproduct %5, %8, %11 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %13 = vector.insert_strided_slice %12, %2 {offsets = [0], strides = [1]} : vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.transfer_write %13, %arg2[%c0] : vector<4xf32>, memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @dw(%input: memref<2x6x8xf32>, %filter: memref<2x8xf32>, %output: memref<2x2x8xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%input, %filter : memref<2x6x8xf32>, memref<2x8xf32>) outs(%output : memref<2x2x8xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @dw(%arg0: memref<2x6x8xf32>, %arg1: memref<2x8xf32>, %arg2: memref<2x2x8xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<2x6x8xf32>, vector<2x5x8xf32>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %cst_2 : memref<2x8xf32>, vector<2x8xf32>
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_3 : memref<2x2x8xf32>, vector<2x2x8xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x5x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x5x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x5x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x5x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %7 = vector.extract %1[0] : vector<8xf32> from vector<2x8xf32>
// CHECK-NEXT: %8 = vector.extract %1[1] : vector<8xf32> from vector<2x8xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x2x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<2x2x8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %11 = vector.broadcast %7 : vector<8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %12 = vector.fma %3, %11, %9 : vector<2x1x8xf32>
// CHECK-NEXT: %13 = vector.broadcast %7 : vector<8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %14 = vector.fma %4, %13, %10 : vector<2x1x8xf32>
// CHECK-NEXT: %15 = vector.broadcast %8 : vector<8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %16 = vector.fma %5, %15, %12 : vector<2x1x8xf32>
// CHECK-NEXT: %17 = vector.broadcast %8 : vector<8xf32> to vector<2x1x8xf32>
// CHECK-NEXT: %18 = vector.fma %6, %17, %14 : vector<2x1x8xf32>
// CHECK-NEXT: %19 = vector.insert_strided_slice %16, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x1x8xf32> into vector<2x2x8xf32>
// CHECK-NEXT: %20 = vector.insert_strided_slice %18, %19 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<2x1x8xf32> into vector<2x2x8xf32>
// CHECK-NEXT: vector.transfer_write %20, %arg2[%c0, %c0, %c0] : vector<2x2x8xf32>, memref<2x2x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @dwi(%input: memref<1x4x8xi8>, %filter: memref<1x8xi8>, %output: memref<1x4x8xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : memref<1x4x8xi8>, memref<1x8xi8>) outs(%output : memref<1x4x8xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @dwi(%arg0: memref<1x4x8xi8>, %arg1: memref<1x8xi8>, %arg2: memref<1x4x8xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<1x4x8xi8>, vector<1x4x8xi8>
// CHECK-NEXT: %c0_i8_1 = arith.constant 0 : i8
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8_1 : memref<1x8xi8>, vector<1x8xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<1x4x8xi32>, vector<1x4x8xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1]} : vector<1x4x8xi8> to vector<1x4x8xi8>
// CHECK-NEXT: %4 = vector.extract %1[0] : vector<8xi8> from vector<1x8xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1]} : vector<1x4x8xi32> to vector<1x4x8xi32>
// CHECK-NEXT: %6 = arith.extsi %3 : vector<1x4x8xi8> to vector<1x4x8xi32>
// CHECK-NEXT: %7 = vector.broadcast %4 : vector<8xi8> to vector<1x4x8xi8>
// CHECK-NEXT: %8 = arith.extsi %7 : vector<1x4x8xi8> to vector<1x4x8xi32>
// CHECK-NEXT: %9 = arith.muli %6, %8 : vector<1x4x8xi32>
// CHECK-NEXT: %10 = arith.addi %9, %5 : vector<1x4x8xi32>
// CHECK-NEXT: %11 = vector.insert_strided_slice %10, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x4x8xi32> into vector<1x4x8xi32>
// CHECK-NEXT: vector.transfer_write %11, %arg2[%c0, %c0, %c0] : vector<1x4x8xi32>, memref<1x4x8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @pool(%input: memref<2x5x3xf32>, %filter: memref<2xf32>, %output: memref<2x4x3xf32>) {
  linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : memref<2x5x3xf32>, memref<2xf32>) outs(%output : memref<2x4x3xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @pool(%arg0: memref<2x5x3xf32>, %arg1: memref<2xf32>, %arg2: memref<2x4x3xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<2x5x3xf32>, vector<2x5x3xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : memref<2x4x3xf32>, vector<2x4x3xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [2, 4, 3], strides = [1, 1, 1]} : vector<2x5x3xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [2, 4, 3], strides = [1, 1, 1]} : vector<2x5x3xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [2, 4, 3], strides = [1, 1, 1]} : vector<2x4x3xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %5 = arith.maximumf %2, %4 : vector<2x4x3xf32>
// CHECK-NEXT: %6 = arith.maximumf %3, %5 : vector<2x4x3xf32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x4x3xf32> into vector<2x4x3xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0, %c0, %c0] : vector<2x4x3xf32>, memref<2x4x3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @pooli(%input: memref<2x3x5xi8>, %filter: memref<2xi8>, %output: memref<2x3x2xi32>) {
  linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
    ins(%input, %filter : memref<2x3x5xi8>, memref<2xi8>) outs(%output : memref<2x3x2xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @pooli(%arg0: memref<2x3x5xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x2xi32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<2x3x5xi8>, vector<2x3x5xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<2x3x2xi32>, vector<2x3x2xi32>
// CHECK-NEXT: %2 = vector.transpose %0, [0, 2, 1] : vector<2x3x5xi8> to vector<2x5x3xi8>
// CHECK-NEXT: %3 = vector.transpose %1, [0, 2, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x5x3xi8> to vector<2x1x3xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %2 {offsets = [0, 3, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x5x3xi8> to vector<2x1x3xi8>
// CHECK-NEXT: %6 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x5x3xi8> to vector<2x1x3xi8>
// CHECK-NEXT: %7 = vector.extract_strided_slice %2 {offsets = [0, 4, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x5x3xi8> to vector<2x1x3xi8>
// CHECK-NEXT: %8 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x2x3xi32> to vector<2x1x3xi32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %3 {offsets = [0, 1, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x2x3xi32> to vector<2x1x3xi32>
// CHECK-NEXT: %10 = arith.extsi %4 : vector<2x1x3xi8> to vector<2x1x3xi32>
// CHECK-NEXT: %11 = arith.addi %10, %8 : vector<2x1x3xi32>
// CHECK-NEXT: %12 = arith.extsi %5 : vector<2x1x3xi8> to vector<2x1x3xi32>
// CHECK-NEXT: %13 = arith.addi %12, %9 : vector<2x1x3xi32>
// CHECK-NEXT: %14 = arith.extsi %6 : vector<2x1x3xi8> to vector<2x1x3xi32>
// CHECK-NEXT: %15 = arith.addi %14, %11 : vector<2x1x3xi32>
// CHECK-NEXT: %16 = arith.extsi %7 : vector<2x1x3xi8> to vector<2x1x3xi32>
// CHECK-NEXT: %17 = arith.addi %16, %13 : vector<2x1x3xi32>
// CHECK-NEXT: %18 = vector.insert_strided_slice %15, %3 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x1x3xi32> into vector<2x2x3xi32>
// CHECK-NEXT: %19 = vector.insert_strided_slice %17, %18 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<2x1x3xi32> into vector<2x2x3xi32>
// CHECK-NEXT: %20 = vector.transpose %19, [0, 2, 1] : vector<2x2x3xi32> to vector<2x3x2xi32>
// CHECK-NEXT: vector.transfer_write %20, %arg2[%c0, %c0, %c0] : vector<2x3x2xi32>, memref<2x3x2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @nwc_mixed(%input: tensor<1x7x2xi8>, %filter: tensor<2x2x4xi8>, %output: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%input, %filter : tensor<1x7x2xi8>, tensor<2x2x4xi8>) outs(%output : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @nwc_mixed(%arg0: tensor<1x7x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : tensor<1x7x2xi8>, vector<1x7x2xi8>
// CHECK-NEXT: %c0_i8_1 = arith.constant 0 : i8
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %c0_i8_1 : tensor<2x2x4xi8>, vector<2x2x4xi8>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst : tensor<1x3x4xf32>, vector<1x3x4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %7 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %8 = vector.extract_strided_slice %0 {offsets = [0, 6, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x7x2xi8> to vector<1x1x2xi8>
// CHECK-NEXT: %9 = vector.extract %1[0] : vector<2x4xi8> from vector<2x2x4xi8>
// CHECK-NEXT: %10 = vector.extract %1[1] : vector<2x4xi8> from vector<2x2x4xi8>
// CHECK-NEXT: %11 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %2 {offsets = [0, 2, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT: %14 = arith.sitofp %3 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %15 = arith.sitofp %9 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %16 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %14, %15, %11 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %17 = arith.sitofp %4 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %18 = arith.sitofp %9 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %19 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %17, %18, %12 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %20 = arith.sitofp %5 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %21 = arith.sitofp %9 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %22 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %20, %21, %13 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %23 = arith.sitofp %6 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %24 = arith.sitofp %10 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %25 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %23, %24, %16 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %26 = arith.sitofp %7 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %27 = arith.sitofp %10 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %28 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %26, %27, %19 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %29 = arith.sitofp %8 : vector<1x1x2xi8> to vector<1x1x2xf32>
// CHECK-NEXT: %30 = arith.sitofp %10 : vector<2x4xi8> to vector<2x4xf32>
// CHECK-NEXT: %31 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %29, %30, %22 : vector<1x1x2xf32>, vector<2x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT: %32 = vector.insert_strided_slice %25, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x4xf32> into vector<1x3x4xf32>
// CHECK-NEXT: %33 = vector.insert_strided_slice %28, %32 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x4xf32> into vector<1x3x4xf32>
// CHECK-NEXT: %34 = vector.insert_strided_slice %31, %33 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<1x1x4xf32> into vector<1x3x4xf32>
// CHECK-NEXT: %35 = vector.transfer_write %34, %arg2[%c0, %c0, %c0] : vector<1x3x4xf32>, tensor<1x3x4xf32>
// CHECK-NEXT: return %35 : tensor<1x3x4xf32>
// CHECK-NEXT: }

// -----

func.func @ncw_pool_max(%input: tensor<1x2x5xf16>, %filter: tensor<2xf16>, %output: tensor<1x2x4xf16>) -> tensor<1x2x4xf16> {
  %0 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : tensor<1x2x5xf16>, tensor<2xf16>) outs(%output : tensor<1x2x4xf16>) -> tensor<1x2x4xf16>
  return %0 : tensor<1x2x4xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @ncw_pool_max(%arg0: tensor<1x2x5xf16>, %arg1: tensor<2xf16>, %arg2: tensor<1x2x4xf16>) -> tensor<1x2x4xf16> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x2x5xf16>, vector<1x2x5xf16>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<1x2x4xf16>, vector<1x2x4xf16>
// CHECK-NEXT: %2 = vector.transpose %0, [0, 2, 1] : vector<1x2x5xf16> to vector<1x5x2xf16>
// CHECK-NEXT: %3 = vector.transpose %1, [0, 2, 1] : vector<1x2x4xf16> to vector<1x4x2xf16>
// CHECK-NEXT: %4 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1]} : vector<1x5x2xf16> to vector<1x4x2xf16>
// CHECK-NEXT: %5 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 4, 2], strides = [1, 1, 1]} : vector<1x5x2xf16> to vector<1x4x2xf16>
// CHECK-NEXT: %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1]} : vector<1x4x2xf16> to vector<1x4x2xf16>
// CHECK-NEXT: %7 = arith.maximumf %4, %6 : vector<1x4x2xf16>
// CHECK-NEXT: %8 = arith.maximumf %5, %7 : vector<1x4x2xf16>
// CHECK-NEXT: %9 = vector.insert_strided_slice %8, %3 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x4x2xf16> into vector<1x4x2xf16>
// CHECK-NEXT: %10 = vector.transpose %9, [0, 2, 1] : vector<1x4x2xf16> to vector<1x2x4xf16>
// CHECK-NEXT: %11 = vector.transfer_write %10, %arg2[%c0, %c0, %c0] : vector<1x2x4xf16>, tensor<1x2x4xf16>
// CHECK-NEXT: return %11 : tensor<1x2x4xf16>
// CHECK-NEXT: }
