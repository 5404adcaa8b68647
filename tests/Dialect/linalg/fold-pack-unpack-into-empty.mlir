// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.linalg.fold_pack_unpack_into_empty: a pack or
// unpack of a tensor.empty is its destination, unless the pack pads.

func.func @pack_of_empty(%d: tensor<3x4x2x2xi8>, %n: index) -> (tensor<3x4x2x2xi8>, tensor<?x4x2x2xi8>) {
  %e = tensor.empty() : tensor<6x8xi8>
  %0 = linalg.pack %e inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<6x8xi8> -> tensor<3x4x2x2xi8>
  %e2 = tensor.empty(%n) : tensor<?x8xi8>
  %d2 = tensor.empty(%n) : tensor<?x4x2x2xi8>
  %1 = linalg.pack %e2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d2 : tensor<?x8xi8> -> tensor<?x4x2x2xi8>
  return %0, %1 : tensor<3x4x2x2xi8>, tensor<?x4x2x2xi8>
}

func.func @unpack_of_empty(%d: tensor<5x7xf32>) -> tensor<5x7xf32> {
  %e = tensor.empty() : tensor<3x4x2x2xf32>
  %0 = linalg.unpack %e inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<3x4x2x2xf32> -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

func.func @padded_pack_of_empty(%d: tensor<3x4x2x2xf32>, %p: f32) -> tensor<3x4x2x2xf32> {
  %e = tensor.empty() : tensor<5x7xf32>
  %0 = linalg.pack %e padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<5x7xf32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.linalg.fold_pack_unpack_into_empty
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @pack_of_empty(%arg0: tensor<3x4x2x2xi8>, %arg1: index) -> (tensor<3x4x2x2xi8>, tensor<?x4x2x2xi8>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg1) : tensor<?x4x2x2xi8>
// CHECK-NEXT:     return %arg0, %0 : tensor<3x4x2x2xi8>, tensor<?x4x2x2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_of_empty(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
// CHECK-NEXT:     return %arg0 : tensor<5x7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @padded_pack_of_empty(%arg0: tensor<3x4x2x2xf32>, %arg1: f32) -> tensor<3x4x2x2xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5x7xf32>
// CHECK-NEXT:     %pack = linalg.pack %0 padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %arg0 : tensor<5x7xf32> -> tensor<3x4x2x2xf32>
// CHECK-NEXT:     return %pack : tensor<3x4x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.linalg.fold_pack_unpack_into_empty
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
