// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.vectorize with vector sizes: dynamic dimensions
// (tensor.dim / memref.dim) and static ones smaller than the vector size
// mask the transfers and reductions with vector.create_mask +
// vector.mask (one mask per accessed set of loops); sizes given by a
// parameter or a constant op; scalable sizes; dynamic sizes assumed to
// be the vector sizes; contractions as one vector.contract
// (create_named_contraction); tensor.insert_slice as a read of the
// source and a write into the destination; tensor.pad as a masked read
// of the source written into a tensor.empty of the result's sizes.

// CHECK: #map = affine_map<(d0) -> (0, d0)>
// CHECK-LABEL: func.func @dynamic_elementwise(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim_0 : vector<8xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1], %3 {in_bounds = [true, true], permutation_map = #map} : tensor<?xf32>, vector<4x8xf32> } : vector<8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = vector.mask %1 { vector.transfer_read %arg2[%c0_1, %c0_1], %6 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %8 = arith.subf %2, %5 : vector<4x8xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %9 = vector.mask %1 { vector.transfer_write %8, %arg2[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %9 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dynamic_elementwise(%a: tensor<?x?xf32>, %b: tensor<?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, 8] : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @dynamic_matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_2 : vector<8x4xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_3, %c0_3], %0 {in_bounds = [true, true, true], permutation_map = #map} : memref<?x?xf32>, vector<8x16x4xf32> } : vector<8x4xi1> -> vector<8x16x4xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim_2, %dim_0 : vector<4x16xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_3, %c0_3], %3 {in_bounds = [true, true, true], permutation_map = #map1} : memref<?x?xf32>, vector<8x16x4xf32> } : vector<4x16xi1> -> vector<8x16x4xf32>
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = vector.create_mask %dim, %dim_0 : vector<8x16xi1>
// CHECK-NEXT: %8 = vector.mask %7 { vector.transfer_read %arg2[%c0_3, %c0_3], %6 {in_bounds = [true, true]} : memref<?x?xf32>, vector<8x16xf32> } : vector<8x16xi1> -> vector<8x16xf32>
// CHECK-NEXT: %9 = arith.mulf %2, %5 : vector<8x16x4xf32>
// CHECK-NEXT: %10 = vector.create_mask %dim, %dim_0, %dim_2 : vector<8x16x4xi1>
// CHECK-NEXT: %11 = vector.mask %10 { vector.multi_reduction <add>, %9, %8 [2] : vector<8x16x4xf32> to vector<8x16xf32> } : vector<8x16x4xi1> -> vector<8x16xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: vector.mask %7 { vector.transfer_write %11, %arg2[%c0_4, %c0_4] {in_bounds = [true, true]} : vector<8x16xf32>, memref<?x?xf32> } : vector<8x16xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dynamic_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 16 : i64 -> !transform.param<i64>
    transform.structured.vectorize %0 vector_sizes [8, %p, 4] : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @static_smaller_than_vector(%arg0: tensor<3x5xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %c3, %c5 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<3x5xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %c3 : vector<4xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0], %3 {in_bounds = [true]} : tensor<3xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.mask %1 { vector.multi_reduction <add>, %2, %5 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.mask %4 { vector.transfer_write %6, %arg1[%c0_0] {in_bounds = [true]} : vector<4xf32>, tensor<3xf32> } : vector<4xi1> -> tensor<3xf32>
// CHECK-NEXT: return %7 : tensor<3xf32>
// CHECK-NEXT: }
func.func @static_smaller_than_vector(%a: tensor<3x5xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %c8 = arith.constant 8 : index
  %r = linalg.reduce ins(%a : tensor<3x5xf32>) outs(%o : tensor<3xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, %c] : !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @scalable_and_reduction_broadcast_output(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x[4]xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x[4]xf32> } : vector<4x[4]xi1> -> vector<4x[4]xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim : vector<4xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1, %c0_1], %3 {in_bounds = [true], permutation_map = #map} : tensor<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.mask %1 { vector.multi_reduction <add>, %2, %5 [1] : vector<4x[4]xf32> to vector<4xf32> } : vector<4x[4]xi1> -> vector<4xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.mask %4 { vector.transfer_write %6, %arg1[%c0_2, %c0_2] {in_bounds = [true], permutation_map = #map} : vector<4xf32>, tensor<?x?xf32> } : vector<4xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %7 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @scalable_and_reduction_broadcast_output(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, [4]] : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @assume_dynamic_sizes(%arg0: memref<8x?xf32>, %arg1: memref<8x?xf32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<8x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [false, true]} : memref<8x?xf32>, vector<8x16xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {in_bounds = [false, true]} : memref<8x?xf32>, vector<8x16xf32>
// CHECK-NEXT: %4 = math.exp %1 : vector<8x16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %4, %arg1[%c0_0, %c0_0] {in_bounds = [false, true]} : vector<8x16xf32>, memref<8x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assume_dynamic_sizes(%a: memref<8x?xf32>, %o: memref<8x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<8x?xf32>) outs(%o : memref<8x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [8, 16] {assume_dynamic_dims_match_vec_sizes} : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map4 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map5 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @named_contraction(%arg0: tensor<?x8xf32>, %arg1: tensor<8x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<8x?xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = tensor.dim %arg0, %c0_2 : tensor<?x8xf32>
// CHECK-NEXT: %c8_4 = arith.constant 8 : index
// CHECK-NEXT: %0 = vector.create_mask %dim_3, %c8_4 : vector<4x8xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%c0_1, %c0_1], %cst {in_bounds = [true, true]} : tensor<?x8xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %cst_5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg1, %c1_7 : tensor<8x?xf32>
// CHECK-NEXT: %c8_9 = arith.constant 8 : index
// CHECK-NEXT: %2 = vector.create_mask %c8_9, %dim_8 : vector<8x16xi1>
// CHECK-NEXT: %3 = vector.mask %2 { vector.transfer_read %arg1[%c0_6, %c0_6], %cst_5 {in_bounds = [true, true]} : tensor<8x?xf32>, vector<8x16xf32> } : vector<8x16xi1> -> vector<8x16xf32>
// CHECK-NEXT: %cst_10 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %dim_13 = tensor.dim %arg2, %c0_12 : tensor<?x?xf32>
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %dim_15 = tensor.dim %arg2, %c1_14 : tensor<?x?xf32>
// CHECK-NEXT: %4 = vector.create_mask %dim_13, %dim_15 : vector<4x16xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg2[%c0_11, %c0_11], %cst_10 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x16xf32> } : vector<4x16xi1> -> vector<4x16xf32>
// CHECK-NEXT: %6 = vector.create_mask %dim, %dim_0, %c8 : vector<4x16x8xi1>
// CHECK-NEXT: %7 = vector.mask %6 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %1, %3, %5 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %dim_18 = tensor.dim %arg2, %c0_17 : tensor<?x?xf32>
// CHECK-NEXT: %c1_19 = arith.constant 1 : index
// CHECK-NEXT: %dim_20 = tensor.dim %arg2, %c1_19 : tensor<?x?xf32>
// CHECK-NEXT: %8 = vector.create_mask %dim_18, %dim_20 : vector<4x16xi1>
// CHECK-NEXT: %9 = vector.mask %8 { vector.transfer_write %7, %arg2[%c0_16, %c0_16] {in_bounds = [true, true]} : vector<4x16xf32>, tensor<?x?xf32> } : vector<4x16xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %9 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @named_contraction_static(%arg0: memref<4x8xi32>, %arg1: memref<8xi32>, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : memref<4x8xi32>, vector<4x8xi32>
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0_1], %c0_i32_0 {in_bounds = [true]} : memref<8xi32>, vector<8xi32>
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0_3], %c0_i32_2 {in_bounds = [true]} : memref<4xi32>, vector<4xi32>
// CHECK-NEXT: %3 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<4x8xi32>, vector<8xi32> into vector<4xi32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %3, %arg2[%c0_4] {in_bounds = [true]} : vector<4xi32>, memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @named_contraction(%a: tensor<?x8xf32>, %b: tensor<8x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @named_contraction_static(%a: memref<4x8xi32>, %b: memref<8xi32>, %c: memref<4xi32>) {
  linalg.matvec ins(%a, %b : memref<4x8xi32>, memref<8xi32>) outs(%c : memref<4xi32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, 16, 8] {create_named_contraction} : !transform.any_op
    %1 = transform.structured.match ops{["linalg.matvec"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %1 {create_named_contraction} : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<?x4xf32>, %arg1: tensor<16x8xf32>, %arg2: index) -> tensor<16x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0_1 : tensor<?x4xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = vector.create_mask %dim, %c4 : vector<8x4xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%c0_0, %c0_0], %cst {in_bounds = [true, true]} : tensor<?x4xf32>, vector<8x4xf32> } : vector<8x4xi1> -> vector<8x4xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %2 = vector.create_mask %c16, %c8 : vector<8x4xi1>
// CHECK-NEXT: %3 = vector.mask %2 { vector.transfer_write %1, %arg1[%arg2, %c2] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<16x8xf32> } : vector<8x4xi1> -> tensor<16x8xf32>
// CHECK-NEXT: return %3 : tensor<16x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_static(%arg0: tensor<4xi8>, %arg1: tensor<3x8xi8>) -> tensor<3x8xi8> {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0_0], %c0_i8 {in_bounds = [true]} : tensor<4xi8>, vector<4xi8>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %1 = vector.transfer_write %0, %arg1[%c1, %c4] {in_bounds = [true]} : vector<4xi8>, tensor<3x8xi8>
// CHECK-NEXT: return %1 : tensor<3x8xi8>
// CHECK-NEXT: }
func.func @insert_slice(%src: tensor<?x4xf32>, %dest: tensor<16x8xf32>, %off: index) -> tensor<16x8xf32> {
  %r = tensor.insert_slice %src into %dest[%off, 2] [%off, 4] [1, 1] : tensor<?x4xf32> into tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}
func.func @insert_slice_static(%src: tensor<4xi8>, %dest: tensor<3x8xi8>) -> tensor<3x8xi8> {
  %r = tensor.insert_slice %src into %dest[1, 4] [1, 4] [1, 1] : tensor<4xi8> into tensor<3x8xi8>
  return %r : tensor<3x8xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "insert_slice"} in %root : (!transform.any_op) -> !transform.any_op
    %0 = transform.structured.match ops{["tensor.insert_slice"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [8, 4] : !transform.any_op
    %g = transform.structured.match ops{["func.func"]} attributes{sym_name = "insert_slice_static"} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["tensor.insert_slice"]} in %g : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %1 : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK-LABEL: func.func @pad(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (tensor<2x4xf32>, tensor<1x3xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0_0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = vector.create_mask %dim, %dim_1 : vector<2x4xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %3 = vector.transfer_write %1, %2[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<2x4xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = tensor.dim %arg0, %c0_4 : tensor<?x?xf32>
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %dim_7 = tensor.dim %arg0, %c1_6 : tensor<?x?xf32>
// CHECK-NEXT: %4 = vector.create_mask %dim_5, %dim_7 : vector<1x4xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg0[%c0_3, %c0_3], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<1x4xf32> } : vector<1x4xi1> -> vector<1x4xf32>
// CHECK-NEXT: %6 = tensor.empty() : tensor<1x3xf32>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %7 = vector.create_mask %c1_9, %c3 : vector<1x4xi1>
// CHECK-NEXT: %8 = vector.mask %7 { vector.transfer_write %5, %6[%c0_8, %c0_8] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<1x3xf32> } : vector<1x4xi1> -> tensor<1x3xf32>
// CHECK-NEXT: return %3, %8 : tensor<2x4xf32>, tensor<1x3xf32>
// CHECK-NEXT: }
func.func @pad(%src: tensor<?x?xf32>, %h0: index, %h1: index, %l0: index) -> (tensor<2x4xf32>, tensor<1x3xf32>) {
  %v = arith.constant 1.5 : f32
  %p = tensor.pad %src low[0, 0] high[%h0, %h1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x4xf32>
  %q = tensor.pad %src low[%l0, 0] high[%h0, %h1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<1x3xf32>
  return %p, %q : tensor<2x4xf32>, tensor<1x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %q = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %p vector_sizes [2, 4] : !transform.any_op
    transform.structured.vectorize %q vector_sizes [1, 4] : !transform.any_op
    transform.yield
  }
}

// -----
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @pad_dynamic_result(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c1_0 : tensor<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_1]
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg0, %c0_3 : tensor<?x?xf32>
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xf32>
// CHECK-NEXT: %2 = vector.create_mask %dim_4, %dim_6 : vector<4x8xi1>
// CHECK-NEXT: %3 = vector.mask %2 { vector.transfer_read %arg0[%c0_2, %c0_2], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %4 = tensor.empty(%0, %1) : tensor<?x?xf32>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = tensor.dim %4, %c0_8 : tensor<?x?xf32>
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %dim_11 = tensor.dim %4, %c1_10 : tensor<?x?xf32>
// CHECK-NEXT: %5 = vector.create_mask %dim_9, %dim_11 : vector<4x8xi1>
// CHECK-NEXT: %6 = vector.mask %5 { vector.transfer_write %3, %4[%c0_7, %c0_7] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %6 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @pad_dynamic_result(%src: tensor<?x?xf32>, %h0: index, %h1: index) -> tensor<?x?xf32> {
  %v = arith.constant 0.5 : f32
  %c1 = arith.constant 1 : index
  %p = tensor.pad %src low[0, 0] high[%h0, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [4, 8] : !transform.any_op
    transform.yield
  }
}
