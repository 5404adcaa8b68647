// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.tensor.decompose_concat: the inputs inserted
// one after the other into an empty tensor of the summed size, cast to
// the concat's type when that is less static.

func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x3xf32>, tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @static(%a: tensor<2x5xi8>, %b: tensor<2x7xi8>) -> tensor<2x12xi8> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x5xi8>, tensor<2x7xi8>) -> tensor<2x12xi8>
  return %r : tensor<2x12xi8>
}

func.func @single(%a: tensor<4xf32>) -> tensor<?xf32> {
  %r = tensor.concat dim(0) %a : (tensor<4xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.decompose_concat
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<2x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<2x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     %dim_1 = tensor.dim %arg2, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_2 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_1, %dim]
// CHECK-NEXT:     %2 = tensor.empty(%1) : tensor<?x3xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %2[0, 0] [%dim, 3] [1, 1] : tensor<?x3xf32> into tensor<?x3xf32>
// CHECK-NEXT:     %inserted_slice_3 = tensor.insert_slice %arg1 into %inserted_slice[%dim, 0] [2, %dim_0] [1, 1] : tensor<2x?xf32> into tensor<?x3xf32>
// CHECK-NEXT:     %inserted_slice_4 = tensor.insert_slice %arg2 into %inserted_slice_3[%0, 0] [%dim_1, %dim_2] [1, 1] : tensor<?x?xf32> into tensor<?x3xf32>
// CHECK-NEXT:     %cast = tensor.cast %inserted_slice_4 : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static(%arg0: tensor<2x5xi8>, %arg1: tensor<2x7xi8>) -> tensor<2x12xi8> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x12xi8>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0] [2, 5] [1, 1] : tensor<2x5xi8> into tensor<2x12xi8>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[0, 5] [2, 7] [1, 1] : tensor<2x7xi8> into tensor<2x12xi8>
// CHECK-NEXT:     return %inserted_slice_0 : tensor<2x12xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.decompose_concat
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
