// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// A read of a slice under `vector.mask` is folded too: the mask is
// replaced by a mask of the read of the slice's source. Unit sizes are matched against the reduced shape from
// the back, so a leading unit dimension is the one dropped.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.yield
  }
}

func.func @masked(%t: tensor<?x?x?xf32>, %i: index, %j: index, %m: vector<4x2xi1>) -> vector<4x2xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i, 3, 1] [%j, 1, 8] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x8xf32>
  %r = vector.mask %m { vector.transfer_read %s[%c1, %c2], %pad {in_bounds = [true, true]} : tensor<?x8xf32>, vector<4x2xf32> } : vector<4x2xi1> -> vector<4x2xf32>
  return %r : vector<4x2xf32>
}

func.func @unit_dims(%d: tensor<1x1x12xf32>, %v: vector<1x6xf32>, %e: tensor<1x6xf32>, %i: index) -> tensor<1x1x12xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<1x6xf32>, tensor<1x6xf32>
  %r = tensor.insert_slice %w into %d[0, 0, %i] [1, 1, 6] [1, 1, 1] : tensor<1x6xf32> into tensor<1x1x12xf32>
  return %r : tensor<1x1x12xf32>
}

func.func @unit_dims_read(%t: tensor<1x1x12xf32>, %i: index) -> vector<1x6xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[0, 0, %i] [1, 1, 6] [1, 1, 1] : tensor<1x1x12xf32> to tensor<1x6xf32>
  %r = vector.transfer_read %s[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<1x6xf32>, vector<1x6xf32>
  return %r : vector<1x6xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<4x2xi1>) -> vector<4x2xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %1 = vector.mask %arg3 { vector.transfer_read %arg0[%0, %c3, %c3], %cst {in_bounds = [true, true], permutation_map = #map1} : tensor<?x?x?xf32>, vector<4x2xf32> } : vector<4x2xi1> -> vector<4x2xf32>
// CHECK-NEXT:     return %1 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_dims(%arg0: tensor<1x1x12xf32>, %arg1: vector<1x6xf32>, %arg2: tensor<1x6xf32>, %arg3: index) -> tensor<1x1x12xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0, %c0, %arg3] {in_bounds = [true, true]} : vector<1x6xf32>, tensor<1x1x12xf32>
// CHECK-NEXT:     return %0 : tensor<1x1x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_dims_read(%arg0: tensor<1x1x12xf32>, %arg1: index) -> vector<1x6xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %arg1], %cst {in_bounds = [true, true]} : tensor<1x1x12xf32>, vector<1x6xf32>
// CHECK-NEXT:     return %0 : vector<1x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
