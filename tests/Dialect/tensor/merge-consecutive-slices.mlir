// RUN: strata-opt %s --test-tensor-transform-patterns=test-fold-consecutive-insert-extract-slice | FileCheck %s
// CONFORMANCE: pipeline=--test-tensor-transform-patterns=test-fold-consecutive-insert-extract-slice

// Consecutive slices merged: offsets `outer + inner * stride` and strides
// multiplied (a dimension the first slice drops keeps its entries); an
// insertion of a static insertion that only adds unit dimensions inserts
// the inner source directly, also in `scf.forall.in_parallel`.

func.func @extract_of_extract(%t: tensor<?x?x?xf32>, %i: index, %j: index, %n: index) -> tensor<4x?xf32> {
  %0 = tensor.extract_slice %t[1, %i, 2] [1, 32, %n] [1, 2, 1] : tensor<?x?x?xf32> to tensor<32x?xf32>
  %1 = tensor.extract_slice %0[%j, 3] [4, %n] [1, 1] : tensor<32x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

func.func @insert_of_rank_expanding_insert(%t: tensor<8xf32>, %mid: tensor<1x8xf32>, %d: tensor<4x16xf32>, %i: index) -> tensor<4x16xf32> {
  %0 = tensor.insert_slice %t into %mid[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 4] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}

func.func @not_covering(%t: tensor<4xf32>, %mid: tensor<1x8xf32>, %d: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %0 = tensor.insert_slice %t into %mid[0, 2] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x8xf32>
  %1 = tensor.insert_slice %0 into %d[0, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<1x8xf32>
  return %1 : tensor<1x8xf32>
}

func.func @parallel(%t: tensor<2xf32>, %mid: tensor<2x1xf32>, %out: tensor<8x1xf32>) -> tensor<8x1xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%k) in (%c4) shared_outs(%acc = %out) -> (tensor<8x1xf32>) {
    %0 = tensor.insert_slice %t into %mid[0, 0] [2, 1] [1, 1] : tensor<2xf32> into tensor<2x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %acc[%k, 0] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<8x1xf32>
    }
  }
  return %r : tensor<8x1xf32>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_of_extract(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %arg1]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, %0, 5] [1, 4, %arg3] [1, 2, 1] : tensor<?x?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_of_rank_expanding_insert(%arg0: tensor<8xf32>, %arg1: tensor<1x8xf32>, %arg2: tensor<4x16xf32>, %arg3: index) -> tensor<4x16xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg2[%arg3, 4] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x16xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_covering(%arg0: tensor<4xf32>, %arg1: tensor<1x8xf32>, %arg2: tensor<1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 2] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: tensor<2xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<8x1xf32>) -> tensor<8x1xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (%c4) shared_outs(%arg4 = %arg2) -> (tensor<8x1xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [2, 1] [1, 1] : tensor<2xf32> into tensor<8x1xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
