// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.decompose: 2-D convolutions and poolings whose
// kernel and output have size 1 along H (or else W) become the 1-D op on
// rank-reducing slices of the operands (tensor.dim for dynamic sizes),
// with strides and dilations of the kept dimension; the result is
// inserted back into the output. The returned handle holds the 1-D ops.

func.func @nhwc_h(%in: tensor<1x1x10x4xf32>, %k: tensor<1x3x4x8xf32>, %out: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in, %k : tensor<1x1x10x4xf32>, tensor<1x3x4x8xf32>) outs(%out : tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}
func.func @nhwc_w(%in: tensor<2x11x1x4xf32>, %k: tensor<3x1x4x8xf32>, %out: tensor<2x4x1x8xf32>) -> tensor<2x4x1x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 3]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
     ins(%in, %k : tensor<2x11x1x4xf32>, tensor<3x1x4x8xf32>) outs(%out : tensor<2x4x1x8xf32>) -> tensor<2x4x1x8xf32>
  return %0 : tensor<2x4x1x8xf32>
}
func.func @nhwc_dynamic(%in: tensor<?x1x?x?xf32>, %k: tensor<1x?x?x?xf32>, %out: tensor<?x1x?x?xf32>) -> tensor<?x1x?x?xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %k : tensor<?x1x?x?xf32>, tensor<1x?x?x?xf32>) outs(%out : tensor<?x1x?x?xf32>) -> tensor<?x1x?x?xf32>
  return %0 : tensor<?x1x?x?xf32>
}
func.func @nchw(%in: tensor<1x4x1x9xi8>, %k: tensor<6x4x1x2xi8>, %out: tensor<1x6x1x4xi32>) -> tensor<1x6x1x4xi32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
     ins(%in, %k : tensor<1x4x1x9xi8>, tensor<6x4x1x2xi8>) outs(%out : tensor<1x6x1x4xi32>) -> tensor<1x6x1x4xi32>
  return %0 : tensor<1x6x1x4xi32>
}
func.func @depthwise(%in: tensor<1x1x113x96xf32>, %k: tensor<1x3x96xf32>) -> tensor<1x1x56x96xf32> {
  %init = tensor.empty() : tensor<1x1x56x96xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
     ins(%in, %k : tensor<1x1x113x96xf32>, tensor<1x3x96xf32>) outs(%init : tensor<1x1x56x96xf32>) -> tensor<1x1x56x96xf32>
  return %0 : tensor<1x1x56x96xf32>
}
func.func @conv_2d(%in: tensor<5x1xf32>, %k: tensor<2x1xf32>, %out: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = linalg.conv_2d ins(%in, %k : tensor<5x1xf32>, tensor<2x1xf32>) outs(%out : tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
func.func @poolings(%in: tensor<1x1x6x3xf32>, %w: tensor<1x3xf32>, %out: tensor<1x1x4x3xf32>,
                    %in2: tensor<1x3x5x1xi8>, %w2: tensor<2x1xi8>, %out2: tensor<1x3x4x1xi32>,
                    %in3: tensor<2x1x6x3xi32>, %out3: tensor<2x1x4x3xi32>) -> (tensor<1x1x4x3xf32>, tensor<1x3x4x1xi32>, tensor<2x1x4x3xi32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in, %w : tensor<1x1x6x3xf32>, tensor<1x3xf32>) outs(%out : tensor<1x1x4x3xf32>) -> tensor<1x1x4x3xf32>
  %1 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in2, %w2 : tensor<1x3x5x1xi8>, tensor<2x1xi8>) outs(%out2 : tensor<1x3x4x1xi32>) -> tensor<1x3x4x1xi32>
  %2 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in3, %w : tensor<2x1x6x3xi32>, tensor<1x3xf32>) outs(%out3 : tensor<2x1x4x3xi32>) -> tensor<2x1x4x3xi32>
  return %0, %1, %2 : tensor<1x1x4x3xf32>, tensor<1x3x4x1xi32>, tensor<2x1x4x3xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %convs = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %one_d = transform.structured.decompose %convs : (!transform.any_op) -> !transform.any_op
    transform.annotate %one_d "decomposed" : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @nhwc_h(%arg0: tensor<1x1x10x4xf32>, %arg1: tensor<1x3x4x8xf32>, %arg2: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 10, 4] [1, 1, 1, 1] : tensor<1x1x10x4xf32> to tensor<1x10x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 3, 4, 8] [1, 1, 1, 1] : tensor<1x3x4x8xf32> to tensor<3x4x8xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x8x8xf32>
// CHECK-NEXT:     %0 = linalg.conv_1d_nwc_wcf {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x10x4xf32>, tensor<3x4x8xf32>) outs(%extracted_slice_1 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nhwc_w(%arg0: tensor<2x11x1x4xf32>, %arg1: tensor<3x1x4x8xf32>, %arg2: tensor<2x4x1x8xf32>) -> tensor<2x4x1x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [2, 11, 1, 4] [1, 1, 1, 1] : tensor<2x11x1x4xf32> to tensor<2x11x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [3, 1, 4, 8] [1, 1, 1, 1] : tensor<3x1x4x8xf32> to tensor<3x4x8xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [2, 4, 1, 8] [1, 1, 1, 1] : tensor<2x4x1x8xf32> to tensor<2x4x8xf32>
// CHECK-NEXT:     %0 = linalg.conv_1d_nwc_wcf {decomposed, dilations = dense<2> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<2x11x4xf32>, tensor<3x4x8xf32>) outs(%extracted_slice_1 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [2, 4, 1, 8] [1, 1, 1, 1] : tensor<2x4x8xf32> into tensor<2x4x1x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<2x4x1x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nhwc_dynamic(%arg0: tensor<?x1x?x?xf32>, %arg1: tensor<1x?x?x?xf32>, %arg2: tensor<?x1x?x?xf32>) -> tensor<?x1x?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg0, %c3 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [%dim, 1, %dim_0, %dim_1] [1, 1, 1, 1] : tensor<?x1x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg1, %c1 : tensor<1x?x?x?xf32>
// CHECK-NEXT:     %c2_3 = arith.constant 2 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg1, %c2_3 : tensor<1x?x?x?xf32>
// CHECK-NEXT:     %c3_5 = arith.constant 3 : index
// CHECK-NEXT:     %dim_6 = tensor.dim %arg1, %c3_5 : tensor<1x?x?x?xf32>
// CHECK-NEXT:     %extracted_slice_7 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, %dim_2, %dim_4, %dim_6] [1, 1, 1, 1] : tensor<1x?x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     %c0_8 = arith.constant 0 : index
// CHECK-NEXT:     %dim_9 = tensor.dim %arg2, %c0_8 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c2_10 = arith.constant 2 : index
// CHECK-NEXT:     %dim_11 = tensor.dim %arg2, %c2_10 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c3_12 = arith.constant 3 : index
// CHECK-NEXT:     %dim_13 = tensor.dim %arg2, %c3_12 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %extracted_slice_14 = tensor.extract_slice %arg2[0, 0, 0, 0] [%dim_9, 1, %dim_11, %dim_13] [1, 1, 1, 1] : tensor<?x1x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     %0 = linalg.conv_1d_nwc_wcf {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_7 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%extracted_slice_14 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     %c0_15 = arith.constant 0 : index
// CHECK-NEXT:     %dim_16 = tensor.dim %arg2, %c0_15 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c2_17 = arith.constant 2 : index
// CHECK-NEXT:     %dim_18 = tensor.dim %arg2, %c2_17 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %c3_19 = arith.constant 3 : index
// CHECK-NEXT:     %dim_20 = tensor.dim %arg2, %c3_19 : tensor<?x1x?x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [%dim_16, 1, %dim_18, %dim_20] [1, 1, 1, 1] : tensor<?x?x?xf32> into tensor<?x1x?x?xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<?x1x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nchw(%arg0: tensor<1x4x1x9xi8>, %arg1: tensor<6x4x1x2xi8>, %arg2: tensor<1x6x1x4xi32>) -> tensor<1x6x1x4xi32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 1, 9] [1, 1, 1, 1] : tensor<1x4x1x9xi8> to tensor<1x4x9xi8>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [6, 4, 1, 2] [1, 1, 1, 1] : tensor<6x4x1x2xi8> to tensor<6x4x2xi8>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 6, 1, 4] [1, 1, 1, 1] : tensor<1x6x1x4xi32> to tensor<1x6x4xi32>
// CHECK-NEXT:     %0 = linalg.conv_1d_ncw_fcw {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x4x9xi8>, tensor<6x4x2xi8>) outs(%extracted_slice_1 : tensor<1x6x4xi32>) -> tensor<1x6x4xi32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 6, 1, 4] [1, 1, 1, 1] : tensor<1x6x4xi32> into tensor<1x6x1x4xi32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x6x1x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise(%arg0: tensor<1x1x113x96xf32>, %arg1: tensor<1x3x96xf32>) -> tensor<1x1x56x96xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1x1x56x96xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 113, 96] [1, 1, 1, 1] : tensor<1x1x113x96xf32> to tensor<1x113x96xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0] [1, 3, 96] [1, 1, 1] : tensor<1x3x96xf32> to tensor<3x96xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %0[0, 0, 0, 0] [1, 1, 56, 96] [1, 1, 1, 1] : tensor<1x1x56x96xf32> to tensor<1x56x96xf32>
// CHECK-NEXT:     %1 = linalg.depthwise_conv_1d_nwc_wc {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x113x96xf32>, tensor<3x96xf32>) outs(%extracted_slice_1 : tensor<1x56x96xf32>) -> tensor<1x56x96xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %0[0, 0, 0, 0] [1, 1, 56, 96] [1, 1, 1, 1] : tensor<1x56x96xf32> into tensor<1x1x56x96xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x56x96xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d(%arg0: tensor<5x1xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<4x1xf32>) -> tensor<4x1xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [5, 1] [1, 1] : tensor<5x1xf32> to tensor<5xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0] [2, 1] [1, 1] : tensor<2x1xf32> to tensor<2xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[0, 0] [4, 1] [1, 1] : tensor<4x1xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.conv_1d {decomposed} ins(%extracted_slice, %extracted_slice_0 : tensor<5xf32>, tensor<2xf32>) outs(%extracted_slice_1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0] [4, 1] [1, 1] : tensor<4xf32> into tensor<4x1xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<4x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poolings(%arg0: tensor<1x1x6x3xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<1x1x4x3xf32>, %arg3: tensor<1x3x5x1xi8>, %arg4: tensor<2x1xi8>, %arg5: tensor<1x3x4x1xi32>, %arg6: tensor<2x1x6x3xi32>, %arg7: tensor<2x1x4x3xi32>) -> (tensor<1x1x4x3xf32>, tensor<1x3x4x1xi32>, tensor<2x1x4x3xi32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 6, 3] [1, 1, 1, 1] : tensor<1x1x6x3xf32> to tensor<1x6x3xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg1[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> to tensor<3xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 4, 3] [1, 1, 1, 1] : tensor<1x1x4x3xf32> to tensor<1x4x3xf32>
// CHECK-NEXT:     %0 = linalg.pooling_nwc_max {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x6x3xf32>, tensor<3xf32>) outs(%extracted_slice_1 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 1, 4, 3] [1, 1, 1, 1] : tensor<1x4x3xf32> into tensor<1x1x4x3xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg3[0, 0, 0, 0] [1, 3, 5, 1] [1, 1, 1, 1] : tensor<1x3x5x1xi8> to tensor<1x3x5xi8>
// CHECK-NEXT:     %extracted_slice_3 = tensor.extract_slice %arg4[0, 0] [2, 1] [1, 1] : tensor<2x1xi8> to tensor<2xi8>
// CHECK-NEXT:     %extracted_slice_4 = tensor.extract_slice %arg5[0, 0, 0, 0] [1, 3, 4, 1] [1, 1, 1, 1] : tensor<1x3x4x1xi32> to tensor<1x3x4xi32>
// CHECK-NEXT:     %1 = linalg.pooling_ncw_sum {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice_2, %extracted_slice_3 : tensor<1x3x5xi8>, tensor<2xi8>) outs(%extracted_slice_4 : tensor<1x3x4xi32>) -> tensor<1x3x4xi32>
// CHECK-NEXT:     %inserted_slice_5 = tensor.insert_slice %1 into %arg5[0, 0, 0, 0] [1, 3, 4, 1] [1, 1, 1, 1] : tensor<1x3x4xi32> into tensor<1x3x4x1xi32>
// CHECK-NEXT:     %extracted_slice_6 = tensor.extract_slice %arg6[0, 0, 0, 0] [2, 1, 6, 3] [1, 1, 1, 1] : tensor<2x1x6x3xi32> to tensor<2x6x3xi32>
// CHECK-NEXT:     %extracted_slice_7 = tensor.extract_slice %arg1[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> to tensor<3xf32>
// CHECK-NEXT:     %extracted_slice_8 = tensor.extract_slice %arg7[0, 0, 0, 0] [2, 1, 4, 3] [1, 1, 1, 1] : tensor<2x1x4x3xi32> to tensor<2x4x3xi32>
// CHECK-NEXT:     %2 = linalg.pooling_nwc_min_unsigned {decomposed, dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice_6, %extracted_slice_7 : tensor<2x6x3xi32>, tensor<3xf32>) outs(%extracted_slice_8 : tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
// CHECK-NEXT:     %inserted_slice_9 = tensor.insert_slice %2 into %arg7[0, 0, 0, 0] [2, 1, 4, 3] [1, 1, 1, 1] : tensor<2x4x3xi32> into tensor<2x1x4x3xi32>
// CHECK-NEXT:     return %inserted_slice, %inserted_slice_5, %inserted_slice_9 : tensor<1x1x4x3xf32>, tensor<1x3x4x1xi32>, tensor<2x1x4x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.decompose %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %1 "decomposed" : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
