// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// vectorize_children_and_apply_patterns with flatten_1d_depthwise_conv:
// depthwise 1-D convolutions computed on vectors with the width and the
// channels collapsed (vector.shape_cast), the filter row repeated along
// the width by a vector.shuffle; with and without a stride, with an
// extension of the inputs.

func.func @flat_f32(%input: tensor<2x6x4xf32>, %filter: tensor<2x4xf32>, %output: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : tensor<2x6x4xf32>, tensor<2x4xf32>) outs(%output : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {flatten_1d_depthwise_conv} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @flat_f32(%arg0: tensor<2x6x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<2x6x4xf32>, vector<2x6x4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<2x5x4xf32>, vector<2x5x4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [2, 5, 4], strides = [1, 1, 1]} : vector<2x6x4xf32> to vector<2x5x4xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [2, 5, 4], strides = [1, 1, 1]} : vector<2x6x4xf32> to vector<2x5x4xf32>
// CHECK-NEXT: %5 = vector.extract %1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract %1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %7 = vector.shape_cast %3 : vector<2x5x4xf32> to vector<2x20xf32>
// CHECK-NEXT: %8 = vector.shape_cast %2 : vector<2x5x4xf32> to vector<2x20xf32>
// CHECK-NEXT: %9 = vector.shuffle %5, %5 [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.broadcast %9 : vector<20xf32> to vector<2x20xf32>
// CHECK-NEXT: %11 = vector.fma %7, %10, %8 : vector<2x20xf32>
// CHECK-NEXT: %12 = vector.shape_cast %4 : vector<2x5x4xf32> to vector<2x20xf32>
// CHECK-NEXT: %13 = vector.shuffle %6, %6 [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %14 = vector.broadcast %13 : vector<20xf32> to vector<2x20xf32>
// CHECK-NEXT: %15 = vector.fma %12, %14, %11 : vector<2x20xf32>
// CHECK-NEXT: %16 = vector.shape_cast %15 : vector<2x20xf32> to vector<2x5x4xf32>
// CHECK-NEXT: %17 = vector.transfer_write %16, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x5x4xf32>, tensor<2x5x4xf32>
// CHECK-NEXT: return %17 : tensor<2x5x4xf32>
// CHECK-NEXT: }

// -----

func.func @flat_strided_i8(%input: memref<1x7x3xi8>, %filter: memref<3x3xi8>, %output: memref<1x2x3xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
    ins(%input, %filter : memref<1x7x3xi8>, memref<3x3xi8>) outs(%output : memref<1x2x3xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {flatten_1d_depthwise_conv} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @flat_strided_i8(%arg0: memref<1x7x3xi8>, %arg1: memref<3x3xi8>, %arg2: memref<1x2x3xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 {in_bounds = [true, true, true]} : memref<1x7x3xi8>, vector<1x6x3xi8>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8 {in_bounds = [true, true]} : memref<3x3xi8>, vector<3x3xi8>
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 {in_bounds = [true, true, true]} : memref<1x2x3xi32>, vector<1x2x3xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %7 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %8 = vector.extract_strided_slice %0 {offsets = [0, 5, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x6x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %9 = vector.extract %1[0] : vector<3xi8> from vector<3x3xi8>
// CHECK-NEXT: %10 = vector.extract %1[1] : vector<3xi8> from vector<3x3xi8>
// CHECK-NEXT: %11 = vector.extract %1[2] : vector<3xi8> from vector<3x3xi8>
// CHECK-NEXT: %12 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x2x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x2x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %14 = vector.shape_cast %3 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %15 = vector.shape_cast %12 : vector<1x1x3xi32> to vector<1x3xi32>
// CHECK-NEXT: %16 = arith.extsi %14 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %17 = arith.extsi %9 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %18 = vector.broadcast %17 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %19 = arith.muli %16, %18 : vector<1x3xi32>
// CHECK-NEXT: %20 = arith.addi %19, %15 : vector<1x3xi32>
// CHECK-NEXT: %21 = vector.shape_cast %4 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %22 = vector.shape_cast %13 : vector<1x1x3xi32> to vector<1x3xi32>
// CHECK-NEXT: %23 = arith.extsi %21 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %24 = arith.extsi %9 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %25 = vector.broadcast %24 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %26 = arith.muli %23, %25 : vector<1x3xi32>
// CHECK-NEXT: %27 = arith.addi %26, %22 : vector<1x3xi32>
// CHECK-NEXT: %28 = vector.shape_cast %5 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %29 = arith.extsi %28 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %30 = arith.extsi %10 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %31 = vector.broadcast %30 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %32 = arith.muli %29, %31 : vector<1x3xi32>
// CHECK-NEXT: %33 = arith.addi %32, %20 : vector<1x3xi32>
// CHECK-NEXT: %34 = vector.shape_cast %6 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %35 = arith.extsi %34 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %36 = arith.extsi %10 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %37 = vector.broadcast %36 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %38 = arith.muli %35, %37 : vector<1x3xi32>
// CHECK-NEXT: %39 = arith.addi %38, %27 : vector<1x3xi32>
// CHECK-NEXT: %40 = vector.shape_cast %7 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %41 = arith.extsi %40 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %42 = arith.extsi %11 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %43 = vector.broadcast %42 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %44 = arith.muli %41, %43 : vector<1x3xi32>
// CHECK-NEXT: %45 = arith.addi %44, %33 : vector<1x3xi32>
// CHECK-NEXT: %46 = vector.shape_cast %45 : vector<1x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %47 = vector.shape_cast %8 : vector<1x1x3xi8> to vector<1x3xi8>
// CHECK-NEXT: %48 = arith.extsi %47 : vector<1x3xi8> to vector<1x3xi32>
// CHECK-NEXT: %49 = arith.extsi %11 : vector<3xi8> to vector<3xi32>
// CHECK-NEXT: %50 = vector.broadcast %49 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %51 = arith.muli %48, %50 : vector<1x3xi32>
// CHECK-NEXT: %52 = arith.addi %51, %39 : vector<1x3xi32>
// CHECK-NEXT: %53 = vector.shape_cast %52 : vector<1x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %54 = vector.insert_strided_slice %46, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x2x3xi32>
// CHECK-NEXT: %55 = vector.insert_strided_slice %53, %54 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x2x3xi32>
// CHECK-NEXT: vector.transfer_write %55, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x2x3xi32>, memref<1x2x3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
