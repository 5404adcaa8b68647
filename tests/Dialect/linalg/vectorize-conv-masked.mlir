// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// transform.structured.vectorize with vector sizes on depthwise 1-D
// convolutions whose channel dimension is dynamic: the channels take the
// vector size given for them (scalable or not), and every transfer is
// masked by a vector.create_mask of its operand's sizes.

func.func @masked_i8_to_i32(%input: tensor<2x5x?xi8>, %filter: tensor<2x?xi8>, %output: tensor<2x4x?xi32>) -> tensor<2x4x?xi32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : tensor<2x5x?xi8>, tensor<2x?xi8>) outs(%output : tensor<2x4x?xi32>) -> tensor<2x4x?xi32>
  return %0 : tensor<2x4x?xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wc"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [2, 4, 8, 2] : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @masked_i8_to_i32(%arg0: tensor<2x5x?xi8>, %arg1: tensor<2x?xi8>, %arg2: tensor<2x4x?xi32>) -> tensor<2x4x?xi32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<2x?xi8>
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c2_1 : tensor<2x5x?xi8>
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = vector.create_mask %c2_3, %c5, %dim_2 : vector<2x5x8xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 {in_bounds = [true, true, true]} : tensor<2x5x?xi8>, vector<2x5x8xi8> } : vector<2x5x8xi1> -> vector<2x5x8xi8>
// CHECK-NEXT: %c0_i8_4 = arith.constant 0 : i8
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg1, %c1_5 : tensor<2x?xi8>
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %2 = vector.create_mask %c2_7, %dim_6 : vector<2x8xi1>
// CHECK-NEXT: %3 = vector.mask %2 { vector.transfer_read %arg1[%c0, %c0], %c0_i8_4 {in_bounds = [true, true]} : tensor<2x?xi8>, vector<2x8xi8> } : vector<2x8xi1> -> vector<2x8xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_8 = arith.constant 2 : index
// CHECK-NEXT: %dim_9 = tensor.dim %arg2, %c2_8 : tensor<2x4x?xi32>
// CHECK-NEXT: %c2_10 = arith.constant 2 : index
// CHECK-NEXT: %c4_11 = arith.constant 4 : index
// CHECK-NEXT: %4 = vector.create_mask %c2_10, %c4_11, %dim_9 : vector<2x4x8xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 {in_bounds = [true, true, true]} : tensor<2x4x?xi32>, vector<2x4x8xi32> } : vector<2x4x8xi1> -> vector<2x4x8xi32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1]} : vector<2x5x8xi8> to vector<2x4x8xi8>
// CHECK-NEXT: %7 = vector.extract_strided_slice %1 {offsets = [0, 1, 0], sizes = [2, 4, 8], strides = [1, 1, 1]} : vector<2x5x8xi8> to vector<2x4x8xi8>
// CHECK-NEXT: %8 = vector.extract %3[0] : vector<8xi8> from vector<2x8xi8>
// CHECK-NEXT: %9 = vector.extract %3[1] : vector<8xi8> from vector<2x8xi8>
// CHECK-NEXT: %10 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1]} : vector<2x4x8xi32> to vector<2x4x8xi32>
// CHECK-NEXT: %11 = arith.extsi %6 : vector<2x4x8xi8> to vector<2x4x8xi32>
// CHECK-NEXT: %12 = vector.broadcast %8 : vector<8xi8> to vector<2x4x8xi8>
// CHECK-NEXT: %13 = arith.extsi %12 : vector<2x4x8xi8> to vector<2x4x8xi32>
// CHECK-NEXT: %14 = arith.muli %11, %13 : vector<2x4x8xi32>
// CHECK-NEXT: %15 = arith.addi %14, %10 : vector<2x4x8xi32>
// CHECK-NEXT: %16 = arith.extsi %7 : vector<2x4x8xi8> to vector<2x4x8xi32>
// CHECK-NEXT: %17 = vector.broadcast %9 : vector<8xi8> to vector<2x4x8xi8>
// CHECK-NEXT: %18 = arith.extsi %17 : vector<2x4x8xi8> to vector<2x4x8xi32>
// CHECK-NEXT: %19 = arith.muli %16, %18 : vector<2x4x8xi32>
// CHECK-NEXT: %20 = arith.addi %19, %15 : vector<2x4x8xi32>
// CHECK-NEXT: %21 = vector.insert_strided_slice %20, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x4x8xi32> into vector<2x4x8xi32>
// CHECK-NEXT: %c2_12 = arith.constant 2 : index
// CHECK-NEXT: %dim_13 = tensor.dim %arg2, %c2_12 : tensor<2x4x?xi32>
// CHECK-NEXT: %c2_14 = arith.constant 2 : index
// CHECK-NEXT: %c4_15 = arith.constant 4 : index
// CHECK-NEXT: %22 = vector.create_mask %c2_14, %c4_15, %dim_13 : vector<2x4x8xi1>
// CHECK-NEXT: %23 = vector.mask %22 { vector.transfer_write %21, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x4x8xi32>, tensor<2x4x?xi32> } : vector<2x4x8xi1> -> tensor<2x4x?xi32>
// CHECK-NEXT: return %23 : tensor<2x4x?xi32>
// CHECK-NEXT: }

// -----

func.func @scalable_strided(%input: memref<1x7x?xf32>, %filter: memref<3x?xf32>, %output: memref<1x3x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%input, %filter : memref<1x7x?xf32>, memref<3x?xf32>) outs(%output : memref<1x3x?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wc"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [1, 3, [4], 3] : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @scalable_strided(%arg0: memref<1x7x?xf32>, %arg1: memref<3x?xf32>, %arg2: memref<1x3x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c1_0 : memref<3x?xf32>
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c2 : memref<1x7x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = vector.create_mask %c1_3, %c7, %dim_2 : vector<1x7x[4]xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<1x7x?xf32>, vector<1x7x[4]xf32> } : vector<1x7x[4]xi1> -> vector<1x7x[4]xf32>
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %dim_6 = memref.dim %arg1, %c1_5 : memref<3x?xf32>
// CHECK-NEXT: %c3_7 = arith.constant 3 : index
// CHECK-NEXT: %2 = vector.create_mask %c3_7, %dim_6 : vector<3x[4]xi1>
// CHECK-NEXT: %3 = vector.mask %2 { vector.transfer_read %arg1[%c0, %c0], %cst_4 {in_bounds = [true, true]} : memref<3x?xf32>, vector<3x[4]xf32> } : vector<3x[4]xi1> -> vector<3x[4]xf32>
// CHECK-NEXT: %cst_8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c2_9 = arith.constant 2 : index
// CHECK-NEXT: %dim_10 = memref.dim %arg2, %c2_9 : memref<1x3x?xf32>
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %c3_12 = arith.constant 3 : index
// CHECK-NEXT: %4 = vector.create_mask %c1_11, %c3_12, %dim_10 : vector<1x3x[4]xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg2[%c0, %c0, %c0], %cst_8 {in_bounds = [true, true, true]} : memref<1x3x?xf32>, vector<1x3x[4]xf32> } : vector<1x3x[4]xi1> -> vector<1x3x[4]xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %1 {offsets = [0, 2, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %8 = vector.extract_strided_slice %1 {offsets = [0, 4, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %1 {offsets = [0, 1, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %1 {offsets = [0, 3, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %1 {offsets = [0, 5, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %1 {offsets = [0, 2, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %1 {offsets = [0, 4, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %1 {offsets = [0, 6, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x7x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %15 = vector.extract %3[0] : vector<[4]xf32> from vector<3x[4]xf32>
// CHECK-NEXT: %16 = vector.extract %3[1] : vector<[4]xf32> from vector<3x[4]xf32>
// CHECK-NEXT: %17 = vector.extract %3[2] : vector<[4]xf32> from vector<3x[4]xf32>
// CHECK-NEXT: %18 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %19 = vector.extract_strided_slice %5 {offsets = [0, 1, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %20 = vector.extract_strided_slice %5 {offsets = [0, 2, 0], sizes = [1, 1, 4], strides = [1, 1, 1]} : vector<1x3x[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %21 = vector.broadcast %15 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %22 = vector.fma %6, %21, %18 : vector<1x1x[4]xf32>
// CHECK-NEXT: %23 = vector.broadcast %15 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %24 = vector.fma %7, %23, %19 : vector<1x1x[4]xf32>
// CHECK-NEXT: %25 = vector.broadcast %15 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %26 = vector.fma %8, %25, %20 : vector<1x1x[4]xf32>
// CHECK-NEXT: %27 = vector.broadcast %16 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %28 = vector.fma %9, %27, %22 : vector<1x1x[4]xf32>
// CHECK-NEXT: %29 = vector.broadcast %16 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %30 = vector.fma %10, %29, %24 : vector<1x1x[4]xf32>
// CHECK-NEXT: %31 = vector.broadcast %16 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %32 = vector.fma %11, %31, %26 : vector<1x1x[4]xf32>
// CHECK-NEXT: %33 = vector.broadcast %17 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %34 = vector.fma %12, %33, %28 : vector<1x1x[4]xf32>
// CHECK-NEXT: %35 = vector.broadcast %17 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %36 = vector.fma %13, %35, %30 : vector<1x1x[4]xf32>
// CHECK-NEXT: %37 = vector.broadcast %17 : vector<[4]xf32> to vector<1x1x[4]xf32>
// CHECK-NEXT: %38 = vector.fma %14, %37, %32 : vector<1x1x[4]xf32>
// CHECK-NEXT: %39 = vector.insert_strided_slice %34, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x[4]xf32> into vector<1x3x[4]xf32>
// CHECK-NEXT: %40 = vector.insert_strided_slice %36, %39 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x[4]xf32> into vector<1x3x[4]xf32>
// CHECK-NEXT: %41 = vector.insert_strided_slice %38, %40 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<1x1x[4]xf32> into vector<1x3x[4]xf32>
// CHECK-NEXT: %c2_13 = arith.constant 2 : index
// CHECK-NEXT: %dim_14 = memref.dim %arg2, %c2_13 : memref<1x3x?xf32>
// CHECK-NEXT: %c1_15 = arith.constant 1 : index
// CHECK-NEXT: %c3_16 = arith.constant 3 : index
// CHECK-NEXT: %42 = vector.create_mask %c1_15, %c3_16, %dim_14 : vector<1x3x[4]xi1>
// CHECK-NEXT: vector.mask %42 { vector.transfer_write %41, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x3x[4]xf32>, memref<1x3x?xf32> } : vector<1x3x[4]xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
