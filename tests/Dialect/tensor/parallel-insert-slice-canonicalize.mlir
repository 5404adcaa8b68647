// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Constant offsets, sizes and strides of tensor.parallel_insert_slice
// become static; a source cast to the static type goes before the
// in_parallel terminator. The slice folders build new ops without the
// discardable attributes of the old ones.

func.func @constant_args(%t: tensor<8x?xf32>, %s: tensor<?x?xf32>) -> tensor<8x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8x?xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%c0, %i] [%c4, %c1] [%c1, 1] {attr} : tensor<?x?xf32> into tensor<8x?xf32>
    }
  }
  return %r : tensor<8x?xf32>
}

func.func @constant_offsets_only(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8x16xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%c4, %i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

func.func @rank_reducing(%t: tensor<8x16xf32>, %s: tensor<?xf32>, %n: index) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8x16xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %s into %o[%i, %c4] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

func.func @slices_drop_attributes(%s: tensor<?x?xf32>, %d: tensor<8x?xf32>, %i: index) -> (tensor<?x?xf32>, tensor<8x?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %s[%c0, %i] [%c4, %c1] [%c1, 1] {attr} : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %s into %d[%c0, %i] [%c4, %c1] [%c1, 1] {attr} : tensor<?x?xf32> into tensor<8x?xf32>
  return %e, %r : tensor<?x?xf32>, tensor<8x?xf32>
}

// CHECK-LABEL: func.func @constant_args(
// CHECK-NEXT: %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg0) -> (tensor<8x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[0, %arg2] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_offsets_only(
// CHECK-NEXT: %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[4, %arg2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reducing(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (2) shared_outs(%arg4 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3, 0] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3, 4] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices_drop_attributes(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [4, 1] [1, 1] : tensor<?x?xf32> to tensor<4x1xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x1xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast_0 into %arg1[0, %arg2] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<8x?xf32>
// CHECK-NEXT: return %cast, %inserted_slice : tensor<?x?xf32>, tensor<8x?xf32>
// CHECK-NEXT: }
