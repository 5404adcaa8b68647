// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers:
// a read of a unit-stride slice reads the slice's source at the offsets
// plus its indices; an insertion of a write covering its whole tensor
// writes into the destination. Dropped dimensions become unused inputs
// of the permutation map. Strided slices and out-of-bounds transfers stay.

func.func @read(%t: tensor<?x?x?xf32>, %i: index, %j: index, %k: index) -> (vector<4xf32>, vector<2x3xf32>) {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[2, %i, 5] [1, 8, %j] [1, 1, 1] : tensor<?x?x?xf32> to tensor<8x?xf32>
  %r = vector.transfer_read %s[%c1, %k], %pad {in_bounds = [true]} : tensor<8x?xf32>, vector<4xf32>
  %q = vector.transfer_read %s[%k, %c1], %pad {in_bounds = [true, true]} : tensor<8x?xf32>, vector<2x3xf32>
  return %r, %q : vector<4xf32>, vector<2x3xf32>
}

func.func @write(%d: tensor<?x16x16xf32>, %v: vector<4x4xf32>, %e: tensor<4x4xf32>, %i: index) -> tensor<?x16x16xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %r = tensor.insert_slice %w into %d[%i, 3, 4] [1, 4, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<?x16x16xf32>
  return %r : tensor<?x16x16xf32>
}

func.func @kept(%t: tensor<16xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[1] [8] [2] : tensor<16xf32> to tensor<8xf32>
  %r = vector.transfer_read %s[%i], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %u = tensor.extract_slice %t[%i] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %q = vector.transfer_read %u[%i], %pad : tensor<8xf32>, vector<4xf32>
  return %r, %q : vector<4xf32>, vector<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 5)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (vector<4xf32>, vector<2x3xf32>) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg3]
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%c2, %0, %1], %cst {in_bounds = [true]} : tensor<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %3 = affine.apply #map2()[%arg1, %arg3]
// CHECK-NEXT:     %4 = vector.transfer_read %arg0[%c2, %3, %c6], %cst {in_bounds = [true, true]} : tensor<?x?x?xf32>, vector<2x3xf32>
// CHECK-NEXT:     return %2, %4 : vector<4xf32>, vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @write(%arg0: tensor<?x16x16xf32>, %arg1: vector<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: index) -> tensor<?x16x16xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%arg3, %c3, %c4] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<?x16x16xf32>
// CHECK-NEXT:     return %0 : tensor<?x16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: tensor<16xf32>, %arg1: index) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1] [8] [2] : tensor<16xf32> to tensor<8xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %extracted_slice[%arg1], %cst {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[%arg1] [8] [1] : tensor<16xf32> to tensor<8xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %extracted_slice_0[%arg1], %cst : tensor<8xf32>, vector<4xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
