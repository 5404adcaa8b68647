// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// vectorize_children_and_apply_patterns on bodies with tensor.extract and
// on linalg.pack / linalg.unpack: extracts of elementwise index vectors
// sink to scalars, the all-true mask of a broadcast read folds away and
// the read becomes a 0-d read and a broadcast.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @contiguous(%t: tensor<5x40xf32>, %a: index, %b: index, %out: tensor<1x8xf32>) -> tensor<1x8xf32> {
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x8xf32>) {
    ^bb0(%o: f32):
      %j = linalg.index 1 : index
      %x = arith.addi %a, %j : index
      %y = arith.addi %x, %b : index
      %e = tensor.extract %t[%a, %y] : tensor<5x40xf32>
      linalg.yield %e : f32
    } -> tensor<1x8xf32>
    return %r : tensor<1x8xf32>
  }
  func.func @broadcast(%t: tensor<6x6xi32>, %i: index, %out: tensor<1x3xi32>) -> tensor<1x3xi32> {
    %c1 = arith.constant 1 : index
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x3xi32>) {
    ^bb0(%o: i32):
      %e = tensor.extract %t[%i, %c1] : tensor<6x6xi32>
      %s = arith.muli %e, %o : i32
      linalg.yield %s : i32
    } -> tensor<1x3xi32>
    return %r : tensor<1x3xi32>
  }
  func.func @relayout(%s: tensor<8x6xf32>, %p: tensor<2x3x4x2xf32>, %d: tensor<8x6xf32>) -> (tensor<2x3x4x2xf32>, tensor<8x6xf32>) {
    %packed = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %p : tensor<8x6xf32> -> tensor<2x3x4x2xf32>
    %unpacked = linalg.unpack %packed inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<2x3x4x2xf32> -> tensor<8x6xf32>
    return %packed, %unpacked : tensor<2x3x4x2xf32>, tensor<8x6xf32>
  }
  // The index of the unit loop folds to 0 before the generic is
  // vectorized: the gather's trailing offset is one broadcast of a scalar.
  func.func @unit_loop_gather(%t: tensor<4x16x32xf32>, %s: index, %out: tensor<4x1xf32>) -> tensor<4x1xf32> {
    %c2 = arith.constant 2 : index
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<4x1xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %x = arith.addi %j, %s : index
      %y = arith.muli %x, %c2 : index
      %e = tensor.extract %t[%i, %c2, %y] : tensor<4x16x32xf32>
      linalg.yield %e : f32
    } -> tensor<4x1xf32>
    return %r : tensor<4x1xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      %v = transform.structured.vectorize_children_and_apply_patterns %f {vectorize_nd_extract} : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @contiguous(%arg0: tensor<5x40xf32>, %arg1: index, %arg2: index, %arg3: tensor<1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg1, %1], %0 {in_bounds = [true, true]} : tensor<5x40xf32>, vector<1x8xf32>
// CHECK-NEXT:     %3 = vector.transfer_write %2, %arg3[%c0, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<1x8xf32>
// CHECK-NEXT:     return %3 : tensor<1x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcast(%arg0: tensor<6x6xi32>, %arg1: index, %arg2: tensor<1x3xi32>) -> tensor<1x3xi32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = vector.transfer_read %arg2[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<1x3xi32>, vector<1x3xi32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg1, %c1], %0 : tensor<6x6xi32>, vector<i32>
// CHECK-NEXT:     %3 = vector.broadcast %2 : vector<i32> to vector<1x3xi32>
// CHECK-NEXT:     %4 = arith.muli %3, %1 : vector<1x3xi32>
// CHECK-NEXT:     %5 = vector.transfer_write %4, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<1x3xi32>, tensor<1x3xi32>
// CHECK-NEXT:     return %5 : tensor<1x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @relayout(%arg0: tensor<8x6xf32>, %arg1: tensor<2x3x4x2xf32>, %arg2: tensor<8x6xf32>) -> (tensor<2x3x4x2xf32>, tensor<8x6xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<8x6xf32>, vector<8x6xf32>
// CHECK-NEXT:     %2 = vector.shape_cast %1 : vector<8x6xf32> to vector<2x4x3x2xf32>
// CHECK-NEXT:     %3 = vector.transpose %2, [0, 2, 1, 3] : vector<2x4x3x2xf32> to vector<2x3x4x2xf32>
// CHECK-NEXT:     %4 = vector.transfer_write %3, %arg1[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<2x3x4x2xf32>, tensor<2x3x4x2xf32>
// CHECK-NEXT:     %5 = vector.transpose %3, [0, 2, 1, 3] : vector<2x3x4x2xf32> to vector<2x4x3x2xf32>
// CHECK-NEXT:     %6 = vector.shape_cast %5 : vector<2x4x3x2xf32> to vector<8x6xf32>
// CHECK-NEXT:     %7 = vector.transfer_write %6, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x6xf32>, tensor<8x6xf32>
// CHECK-NEXT:     return %4, %7 : tensor<2x3x4x2xf32>, tensor<8x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unit_loop_gather(%arg0: tensor<4x16x32xf32>, %arg1: index, %arg2: tensor<4x1xf32>) -> tensor<4x1xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[64, 576, 1088, 1600]> : vector<4xindex>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4x1xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<true> : vector<4x1xi1>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT:     %1 = vector.broadcast %cst : vector<4xindex> to vector<1x4xindex>
// CHECK-NEXT:     %2 = vector.transpose %1, [1, 0] : vector<1x4xindex> to vector<4x1xindex>
// CHECK-NEXT:     %3 = vector.broadcast %0 : index to vector<4x1xindex>
// CHECK-NEXT:     %4 = arith.addi %3, %2 : vector<4x1xindex>
// CHECK-NEXT:     %5 = vector.gather %arg0[%c0, %c0, %c0] [%4], %cst_1, %cst_0 : tensor<4x16x32xf32>, vector<4x1xindex>, vector<4x1xi1>, vector<4x1xf32> into vector<4x1xf32>
// CHECK-NEXT:     %6 = vector.transfer_write %5, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x1xf32>, tensor<4x1xf32>
// CHECK-NEXT:     return %6 : tensor<4x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.vectorize_children_and_apply_patterns %0 {vectorize_nd_extract} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
