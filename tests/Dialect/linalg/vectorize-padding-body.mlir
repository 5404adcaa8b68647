// RUN: strata-opt %s -transform-interpreter -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-transform-interpreter -split-input-file

// With vectorize_padding, a pad whose padding value is computed in its
// body fills the result with a tensor.generate holding that body; the
// source is then written into it.
func.func @padding_from_indices(%src: tensor<3x4xi32>) -> tensor<6x5xi32> {
  %0 = tensor.pad %src low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<3x4xi32> to tensor<6x5xi32>
  return %0 : tensor<6x5xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f { vectorize_padding } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @padding_from_indices(%arg0: tensor<3x4xi32>) -> tensor<6x5xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: tensor.yield %3 : i32
// CHECK-NEXT: } : tensor<6x5xi32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : tensor<3x4xi32>, vector<3x4xi32>
// CHECK-NEXT: %1 = vector.transfer_write %0, %generated[%c1, %c0] {in_bounds = [true, true]} : vector<3x4xi32>, tensor<6x5xi32>
// CHECK-NEXT: return %1 : tensor<6x5xi32>

// -----

// A constant padding value defined in the body is moved out of it and
// fills the result.
func.func @constant_in_body(%src: tensor<2x2xf16>) -> tensor<4x3xf16> {
  %0 = tensor.pad %src low[2, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.5 : f16
    tensor.yield %c : f16
  } : tensor<2x2xf16> to tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f { vectorize_padding } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @constant_in_body(%arg0: tensor<2x2xf16>) -> tensor<4x3xf16> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<4x3xf16>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3xf16>
// CHECK-NEXT: %1 = vector.transfer_write %cst, %0[%c0, %c0] {in_bounds = [true, true]} : vector<4x3xf16>, tensor<4x3xf16>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<2x2xf16>, vector<2x2xf16>
// CHECK-NEXT: %3 = vector.transfer_write %2, %1[%c2, %c1] {in_bounds = [true, true]} : vector<2x2xf16>, tensor<4x3xf16>
// CHECK-NEXT: return %3 : tensor<4x3xf16>

// -----

// With a dynamic result, the generate takes the result's dynamic size.
func.func @dynamic_padding_from_indices(%src: tensor<?x4xf32>, %h: index) -> tensor<?x6xf32> {
  %0 = tensor.pad %src low[0, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    %v = arith.index_cast %j : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f { vectorize_padding } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: func.func @dynamic_padding_from_indices(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x6xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %0 = arith.addi %dim, %arg1 : index
// CHECK-NEXT: %generated = tensor.generate %0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %1 = arith.index_cast %arg3 : index to i64
// CHECK-NEXT: %2 = arith.sitofp %1 : i64 to f32
// CHECK-NEXT: tensor.yield %2 : f32
// CHECK-NEXT: } : tensor<?x6xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %generated[0, 1] [%dim_0, 4] [1, 1] : tensor<?x4xf32> into tensor<?x6xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x6xf32>
