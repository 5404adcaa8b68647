// RUN: strata-opt %s --fold-tensor-subset-ops | FileCheck %s
// CONFORMANCE: pipeline=--fold-tensor-subset-ops

// fold-tensor-subset-ops: an insertion of an insertion whose sizes it
// matches inserts the inner source at the composed offsets (before the
// `scf.forall.in_parallel` for a parallel insertion); slices fold into
// the transfers reading and writing them. A partial inner insertion stays.

func.func @insert_of_insert(%t: tensor<4x8xf32>, %mid: tensor<4x8xf32>, %d: tensor<16x1x32xf32>, %i: index, %j: index) -> tensor<16x1x32xf32> {
  %0 = tensor.insert_slice %t into %mid[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 0, %j] [4, 1, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<16x1x32xf32>
  return %1 : tensor<16x1x32xf32>
}

func.func @insert_of_partial_insert(%t: tensor<2xf32>, %mid: tensor<6xf32>, %d: tensor<3x6xf32>, %i: index) -> tensor<3x6xf32> {
  %0 = tensor.insert_slice %t into %mid[%i] [2] [1] : tensor<2xf32> into tensor<6xf32>
  %1 = tensor.insert_slice %0 into %d[1, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<3x6xf32>
  return %1 : tensor<3x6xf32>
}

func.func @strided(%t: tensor<2xf32>, %mid: tensor<2xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.insert_slice %t into %mid[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
  %1 = tensor.insert_slice %0 into %d[1] [2] [3] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @parallel(%t: tensor<?xf32>, %mid: tensor<?xf32>, %out: tensor<?x?xf32>, %n: index, %sz: index, %o: index) -> tensor<?x?xf32> {
  %r = scf.forall (%k) in (%n) shared_outs(%acc = %out) -> (tensor<?x?xf32>) {
    %0 = tensor.insert_slice %t into %mid[%o] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %acc[%k, %k] [1, %sz] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}

func.func @read_and_write(%t: tensor<8x8xf32>, %v: vector<2xf32>, %e: tensor<2xf32>, %i: index) -> (vector<4xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i, 2] [1, 6] [1, 1] : tensor<8x8xf32> to tensor<6xf32>
  %r = vector.transfer_read %s[%c0], %pad {in_bounds = [true]} : tensor<6xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<2xf32>, tensor<2xf32>
  %u = tensor.insert_slice %w into %t[3, %i] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
  return %r, %u : vector<4xf32>, tensor<8x8xf32>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_of_insert(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<16x1x32xf32>, %arg3: index, %arg4: index) -> tensor<16x1x32xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg2[%arg3, 0, %arg4] [4, 1, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<16x1x32xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<16x1x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert_of_partial_insert(%arg0: tensor<2xf32>, %arg1: tensor<6xf32>, %arg2: tensor<3x6xf32>, %arg3: index) -> tensor<3x6xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg3] [2] [1] : tensor<2xf32> into tensor<6xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %inserted_slice into %arg2[1, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<3x6xf32>
// CHECK-NEXT:     return %inserted_slice_0 : tensor<3x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @strided(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg2[1] [2] [3] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: index, %arg5: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg6) in (%arg3) shared_outs(%arg7 = %arg2) -> (tensor<?x?xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map()[%arg6, %arg5]
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg7[%arg6, %1] [1, %arg4] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_and_write(%arg0: tensor<8x8xf32>, %arg1: vector<2xf32>, %arg2: tensor<2xf32>, %arg3: index) -> (vector<4xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg3, %c2], %cst {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg1, %arg0[%c3, %arg3] {in_bounds = [true]} : vector<2xf32>, tensor<8x8xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
