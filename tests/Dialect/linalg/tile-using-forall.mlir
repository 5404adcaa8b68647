// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Tiling structured ops and linalg.softmax into scf.forall with
// transform.structured.tile_using_forall, by tile sizes (constants,
// parameters or computed by the payload) or numbers of threads, on
// tensors and memrefs.

// CHECK: #map = affine_map<(d0) -> (d0 * 16)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 10)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 50, 16)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_matmul(%arg0: tensor<50x30xf32>, %arg1: tensor<30x20xf32>, %arg2: tensor<50x20xf32>) -> tensor<50x20xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4) in (4, 2) shared_outs(%arg5 = %arg2) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %2 = affine.apply #map1(%arg4)
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %3 = affine.min #map2(%1)
// CHECK-NEXT: %4 = affine.apply #map3(%3)
// CHECK-NEXT: %5 = affine.apply #map3(%3)
// CHECK-NEXT: %6 = affine.apply #map3(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1, 0] [%3, 30] [1, 1] : tensor<50x30xf32> to tensor<?x30xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, %2] [30, 10] [1, 1] : tensor<30x20xf32> to tensor<30x10xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg5[%1, %2] [%3, 10] [1, 1] : tensor<50x20xf32> to tensor<?x10xf32>
// CHECK-NEXT: %7 = linalg.matmul ins(%extracted_slice, %extracted_slice_0 : tensor<?x30xf32>, tensor<30x10xf32>) outs(%extracted_slice_1 : tensor<?x10xf32>) -> tensor<?x10xf32>
// CHECK-NEXT: %8 = affine.apply #map3(%3)
// CHECK-NEXT: %9 = affine.apply #map3(%3)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %7 into %arg5[%1, %2] [%3, 10] [1, 1] : tensor<?x10xf32> into tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<50x20xf32>
// CHECK-NEXT: }
func.func @forall_matmul(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [16, 10] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 16)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 ceildiv 4)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * 16)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 4)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (-d0 + s0, 16)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (-d0 + s0, 4)>
// CHECK: #map6 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 - 1)>
// CHECK-LABEL: func.func @forall_dynamic_reduction(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_0]
// CHECK-NEXT: %2 = scf.forall (%arg3, %arg4) in (%0, %1) shared_outs(%arg5 = %arg2) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %3 = affine.apply #map2(%arg3)
// CHECK-NEXT: %4 = affine.apply #map3(%arg4)
// CHECK-NEXT: %5 = affine.min #map4(%3)[%dim]
// CHECK-NEXT: %6 = affine.min #map5(%4)[%dim_0]
// CHECK-NEXT: %7 = affine.apply #map6(%5)
// CHECK-NEXT: %8 = affine.apply #map7()[%dim_4]
// CHECK-NEXT: %9 = affine.apply #map6(%6)
// CHECK-NEXT: %10 = affine.apply #map6(%5)
// CHECK-NEXT: %11 = affine.apply #map6(%6)
// CHECK-NEXT: %12 = affine.apply #map6(%6)
// CHECK-NEXT: %13 = affine.apply #map7()[%dim_4]
// CHECK-NEXT: %14 = affine.apply #map6(%5)
// CHECK-NEXT: %15 = affine.apply #map7()[%dim_4]
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%3, %4] [%5, %6] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_9 = tensor.extract_slice %arg1[%4, 0] [%6, %dim_4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_10 = tensor.extract_slice %arg5[%3, 0] [%5, %dim_4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %16 = linalg.matmul ins(%extracted_slice, %extracted_slice_9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_10 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %17 = affine.apply #map6(%5)
// CHECK-NEXT: %18 = affine.apply #map7()[%dim_4]
// CHECK-NEXT: %19 = affine.apply #map6(%6)
// CHECK-NEXT: %20 = affine.apply #map6(%5)
// CHECK-NEXT: %21 = affine.apply #map7()[%dim_4]
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %16 into %arg5[%3, 0] [%5, %dim_4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @forall_dynamic_reduction(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [16, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 7)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 30, 7)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @forall_index(%arg0: tensor<30x17xindex>) -> tensor<30x17xindex> {
// CHECK-NEXT: %0 = scf.forall (%arg1) in (5) shared_outs(%arg2 = %arg0) -> (tensor<30x17xindex>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: %2 = affine.min #map1(%1)
// CHECK-NEXT: %3 = affine.apply #map2(%2)
// CHECK-NEXT: %4 = affine.apply #map2(%2)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%1, 0] [%2, 17] [1, 1] : tensor<30x17xindex> to tensor<?x17xindex>
// CHECK-NEXT: %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%extracted_slice : tensor<?x17xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %8 = linalg.index 0 : index
// CHECK-NEXT: %9 = affine.apply #map4(%1)[%8]
// CHECK-NEXT: %10 = linalg.index 1 : index
// CHECK-NEXT: %11 = arith.addi %9, %10 : index
// CHECK-NEXT: linalg.yield %11 : index
// CHECK-NEXT: } -> tensor<?x17xindex>
// CHECK-NEXT: %6 = affine.apply #map2(%2)
// CHECK-NEXT: %7 = affine.apply #map2(%2)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %5 into %arg2[%1, 0] [%2, 17] [1, 1] : tensor<?x17xindex> into tensor<30x17xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<30x17xindex>
// CHECK-NEXT: }
func.func @forall_index(%init: tensor<30x17xindex>) -> tensor<30x17xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<30x17xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<30x17xindex>
  return %0 : tensor<30x17xindex>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [7] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 7)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 6)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * 7)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (-d0 + s0, 7)>
// CHECK: #map4 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_memref(%arg0: memref<18x?xf32>, %arg1: memref<18x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<18x?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c1_0 : memref<18x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (3, %0) {
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: %2 = affine.apply #map2(%arg3)
// CHECK-NEXT: %3 = affine.min #map3(%2)[%dim]
// CHECK-NEXT: %4 = affine.apply #map4(%3)
// CHECK-NEXT: %5 = affine.apply #map4(%3)
// CHECK-NEXT: %6 = affine.apply #map4(%3)
// CHECK-NEXT: %subview = memref.subview %arg0[%1, %2] [6, %3] [1, 1] : memref<18x?xf32> to memref<6x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[%1, %2] [6, %3] [1, 1] : memref<18x?xf32> to memref<6x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: linalg.copy ins(%subview : memref<6x?xf32, strided<[?, 1], offset: ?>>) outs(%subview_2 : memref<6x?xf32, strided<[?, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_memref(%a: memref<18x?xf32>, %b: memref<18x?xf32>) {
  linalg.copy ins(%a : memref<18x?xf32>) outs(%b : memref<18x?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [6, 7] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map3 = affine_map<(d0) -> (-d0 + 10, 4)>
// CHECK: #map4 = affine_map<(d0) -> (-d0 + 10, 3)>
// CHECK: #map5 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map6 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-LABEL: func.func @forall_conv_strided(%arg0: tensor<1x21x21x4xf32>, %arg1: tensor<3x3x4x6xf32>, %arg2: tensor<1x10x10x6xf32>) -> tensor<1x10x10x6xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4, %arg5) in (3, 4, 3) shared_outs(%arg6 = %arg2) -> (tensor<1x10x10x6xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %2 = affine.apply #map1(%arg4)
// CHECK-NEXT: %3 = affine.apply #map2(%arg5)
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %4 = affine.min #map3(%1)
// CHECK-NEXT: %c10_0 = arith.constant 10 : index
// CHECK-NEXT: %5 = affine.min #map4(%2)
// CHECK-NEXT: %6 = affine.apply #map5(%4)
// CHECK-NEXT: %7 = affine.apply #map5(%5)
// CHECK-NEXT: %8 = affine.apply #map2(%1)
// CHECK-NEXT: %9 = affine.apply #map2(%4)
// CHECK-NEXT: %10 = affine.apply #map6(%4)
// CHECK-NEXT: %11 = affine.apply #map2(%2)
// CHECK-NEXT: %12 = affine.apply #map2(%5)
// CHECK-NEXT: %13 = affine.apply #map6(%5)
// CHECK-NEXT: %14 = affine.apply #map5(%4)
// CHECK-NEXT: %15 = affine.apply #map5(%5)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %8, %11, 0] [1, %10, %13, 4] [1, 1, 1, 1] : tensor<1x21x21x4xf32> to tensor<1x?x?x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[0, 0, 0, %3] [3, 3, 4, 2] [1, 1, 1, 1] : tensor<3x3x4x6xf32> to tensor<3x3x4x2xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg6[0, %1, %2, %3] [1, %4, %5, 2] [1, 1, 1, 1] : tensor<1x10x10x6xf32> to tensor<1x?x?x2xf32>
// CHECK-NEXT: %16 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%extracted_slice, %extracted_slice_1 : tensor<1x?x?x4xf32>, tensor<3x3x4x2xf32>) outs(%extracted_slice_2 : tensor<1x?x?x2xf32>) -> tensor<1x?x?x2xf32>
// CHECK-NEXT: %17 = affine.apply #map5(%4)
// CHECK-NEXT: %18 = affine.apply #map5(%5)
// CHECK-NEXT: %19 = affine.apply #map5(%4)
// CHECK-NEXT: %20 = affine.apply #map5(%5)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %16 into %arg6[0, %1, %2, %3] [1, %4, %5, 2] [1, 1, 1, 1] : tensor<1x?x?x2xf32> into tensor<1x10x10x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<1x10x10x6xf32>
// CHECK-NEXT: }
func.func @forall_conv_strided(%in: tensor<1x21x21x4xf32>, %f: tensor<3x3x4x6xf32>, %out: tensor<1x10x10x6xf32>) -> tensor<1x10x10x6xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %f : tensor<1x21x21x4xf32>, tensor<3x3x4x6xf32>) outs(%out : tensor<1x10x10x6xf32>) -> tensor<1x10x10x6xf32>
  return %0 : tensor<1x10x10x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [0, 4, 3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 8)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * -8 + 50)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * -8 + 50, 8)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 5)>
// CHECK: #map4 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_threads(%arg0: tensor<50x30xf32>, %arg1: tensor<30x20xf32>, %arg2: tensor<50x20xf32>) -> tensor<50x20xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4) in (7, 4) shared_outs(%arg5 = %arg2) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %2 = affine.apply #map1(%arg3)
// CHECK-NEXT: %3 = affine.min #map2(%arg3)
// CHECK-NEXT: %4 = affine.apply #map3(%arg4)
// CHECK-NEXT: %5 = affine.apply #map4(%3)
// CHECK-NEXT: %6 = affine.apply #map(%arg3)
// CHECK-NEXT: %7 = affine.apply #map4(%3)
// CHECK-NEXT: %8 = affine.apply #map3(%arg4)
// CHECK-NEXT: %9 = affine.apply #map(%arg3)
// CHECK-NEXT: %10 = affine.apply #map4(%3)
// CHECK-NEXT: %11 = affine.apply #map3(%arg4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%6, 0] [%3, 30] [1, 1] : tensor<50x30xf32> to tensor<?x30xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, %8] [30, 5] [1, 1] : tensor<30x20xf32> to tensor<30x5xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg5[%9, %11] [%3, 5] [1, 1] : tensor<50x20xf32> to tensor<?x5xf32>
// CHECK-NEXT: %12 = linalg.matmul ins(%extracted_slice, %extracted_slice_0 : tensor<?x30xf32>, tensor<30x5xf32>) outs(%extracted_slice_1 : tensor<?x5xf32>) -> tensor<?x5xf32>
// CHECK-NEXT: %13 = affine.apply #map4(%3)
// CHECK-NEXT: %14 = affine.apply #map(%arg3)
// CHECK-NEXT: %15 = affine.apply #map4(%3)
// CHECK-NEXT: %16 = affine.apply #map3(%arg4)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %12 into %arg5[%14, %16] [%3, 5] [1, 1] : tensor<?x5xf32> into tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<50x20xf32>
// CHECK-NEXT: }
func.func @forall_threads(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [7, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 5)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 5))>
// CHECK: #map2 = affine_map<()[s0] -> (s0 - (s0 ceildiv 5) * 5)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 5)) + s0)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 5)) + s0, s0 ceildiv 5)>
// CHECK: #map5 = affine_map<(d0) -> (0, d0)>
// CHECK: #map6 = affine_map<()[s0] -> (s0 - 1)>
// CHECK: #map7 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_threads_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim_4]
// CHECK-NEXT: %1 = scf.forall (%arg3) in (5) shared_outs(%arg4 = %arg2) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %2 = affine.apply #map1(%arg3)[%dim_4]
// CHECK-NEXT: %3 = affine.apply #map2()[%dim_4]
// CHECK-NEXT: %4 = affine.apply #map3(%arg3)[%dim_4]
// CHECK-NEXT: %5 = affine.min #map4(%arg3)[%dim_4]
// CHECK-NEXT: %6 = affine.max #map5(%5)
// CHECK-NEXT: %7 = affine.apply #map6()[%dim]
// CHECK-NEXT: %8 = affine.apply #map7(%6)
// CHECK-NEXT: %9 = affine.apply #map6()[%dim_0]
// CHECK-NEXT: %10 = affine.apply #map6()[%dim]
// CHECK-NEXT: %11 = affine.apply #map6()[%dim_0]
// CHECK-NEXT: %12 = affine.apply #map6()[%dim_0]
// CHECK-NEXT: %13 = affine.apply #map1(%arg3)[%dim_4]
// CHECK-NEXT: %14 = affine.apply #map7(%6)
// CHECK-NEXT: %15 = affine.apply #map6()[%dim]
// CHECK-NEXT: %16 = affine.apply #map1(%arg3)[%dim_4]
// CHECK-NEXT: %17 = affine.apply #map7(%6)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [%dim, %dim_0] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_9 = tensor.extract_slice %arg1[0, %13] [%dim_0, %6] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_10 = tensor.extract_slice %arg4[0, %16] [%dim, %6] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %18 = linalg.matmul ins(%extracted_slice, %extracted_slice_9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_10 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %19 = affine.apply #map6()[%dim]
// CHECK-NEXT: %20 = affine.apply #map7(%6)
// CHECK-NEXT: %21 = affine.apply #map6()[%dim_0]
// CHECK-NEXT: %22 = affine.apply #map6()[%dim]
// CHECK-NEXT: %23 = affine.apply #map1(%arg3)[%dim_4]
// CHECK-NEXT: %24 = affine.apply #map7(%6)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %18 into %arg4[0, %23] [%dim, %6] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @forall_threads_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [0, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK: #map1 = affine_map<()[s0] -> (0, s0)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * -2 + 15)>
// CHECK: #map4 = affine_map<(d0) -> (d0 * -2 + 15, 2)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 - 1)>
// CHECK: #map6 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_threads_single(%arg0: tensor<?x15xf32>, %arg1: tensor<?x15xf32>) -> tensor<?x15xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x15xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c0_0 : tensor<?x15xf32>
// CHECK-NEXT: %0 = scf.forall (%arg2, %arg3) in (1, 8) shared_outs(%arg4 = %arg1) -> (tensor<?x15xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%dim]
// CHECK-NEXT: %2 = affine.max #map1()[%dim]
// CHECK-NEXT: %3 = affine.apply #map2(%arg3)
// CHECK-NEXT: %4 = affine.apply #map3(%arg3)
// CHECK-NEXT: %5 = affine.min #map4(%arg3)
// CHECK-NEXT: %6 = affine.apply #map5()[%2]
// CHECK-NEXT: %7 = affine.apply #map6(%5)
// CHECK-NEXT: %8 = affine.apply #map(%arg2)[%dim]
// CHECK-NEXT: %9 = affine.apply #map5()[%2]
// CHECK-NEXT: %10 = affine.apply #map2(%arg3)
// CHECK-NEXT: %11 = affine.apply #map6(%5)
// CHECK-NEXT: %12 = affine.apply #map(%arg2)[%dim]
// CHECK-NEXT: %13 = affine.apply #map5()[%2]
// CHECK-NEXT: %14 = affine.apply #map2(%arg3)
// CHECK-NEXT: %15 = affine.apply #map6(%5)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%8, %10] [%2, %5] [1, 1] : tensor<?x15xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg4[%12, %14] [%2, %5] [1, 1] : tensor<?x15xf32> to tensor<?x?xf32>
// CHECK-NEXT: %16 = linalg.copy ins(%extracted_slice : tensor<?x?xf32>) outs(%extracted_slice_2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %17 = affine.apply #map5()[%2]
// CHECK-NEXT: %18 = affine.apply #map6(%5)
// CHECK-NEXT: %19 = affine.apply #map(%arg2)[%dim]
// CHECK-NEXT: %20 = affine.apply #map5()[%2]
// CHECK-NEXT: %21 = affine.apply #map2(%arg3)
// CHECK-NEXT: %22 = affine.apply #map6(%5)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %16 into %arg4[%19, %21] [%2, %5] [1, 1] : tensor<?x?xf32> into tensor<?x15xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?x15xf32>
// CHECK-NEXT: }
func.func @forall_threads_single(%a: tensor<?x15xf32>, %c: tensor<?x15xf32>) -> tensor<?x15xf32> {
  %0 = linalg.copy ins(%a : tensor<?x15xf32>) outs(%c : tensor<?x15xf32>) -> tensor<?x15xf32>
  return %0 : tensor<?x15xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [1, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @forall_unit_tiles_dynamic(%arg0: tensor<?x13xf32>, %arg1: tensor<13x6xf32>, %arg2: tensor<?x6xf32>) -> tensor<?x6xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x13xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %c0_0 : tensor<?x6xf32>
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%dim) shared_outs(%arg4 = %arg2) -> (tensor<?x6xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [1, 13] [1, 1] : tensor<?x13xf32> to tensor<1x13xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg1[0, 0] [13, 6] [1, 1] : tensor<13x6xf32> to tensor<13x6xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg4[%arg3, 0] [1, 6] [1, 1] : tensor<?x6xf32> to tensor<1x6xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%extracted_slice, %extracted_slice_2 : tensor<1x13xf32>, tensor<13x6xf32>) outs(%extracted_slice_3 : tensor<1x6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg4[%arg3, 0] [1, 6] [1, 1] : tensor<1x6xf32> into tensor<?x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?x6xf32>
// CHECK-NEXT: }
func.func @forall_unit_tiles_dynamic(%a: tensor<?x13xf32>, %b: tensor<13x6xf32>, %c: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x13xf32>, tensor<13x6xf32>) outs(%c : tensor<?x6xf32>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (50 ceildiv s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 ceildiv s1)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (-d0 + 50, s0)>
// CHECK: #map4 = affine_map<(d0)[s0, s1] -> (-d0 + s0, s1)>
// CHECK: #map5 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_dynamic_sizes(%arg0: tensor<50x30xf32>, %arg1: tensor<30x?xf32>, %arg2: tensor<50x?xf32>) -> tensor<50x?xf32> {
// CHECK-NEXT: %0 = call @get_size() : () -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<30x?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %c1_0 : tensor<50x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%0]
// CHECK-NEXT: %2 = affine.apply #map1()[%dim, %0]
// CHECK-NEXT: %3 = scf.forall (%arg3, %arg4) in (%1, %2) shared_outs(%arg5 = %arg2) -> (tensor<50x?xf32>) {
// CHECK-NEXT: %4 = affine.apply #map2(%arg3)[%0]
// CHECK-NEXT: %5 = affine.apply #map2(%arg4)[%0]
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %6 = affine.min #map3(%4)[%0]
// CHECK-NEXT: %7 = affine.min #map4(%5)[%dim, %0]
// CHECK-NEXT: %8 = affine.apply #map5(%6)
// CHECK-NEXT: %9 = affine.apply #map5(%7)
// CHECK-NEXT: %10 = affine.apply #map5(%6)
// CHECK-NEXT: %11 = affine.apply #map5(%7)
// CHECK-NEXT: %12 = affine.apply #map5(%6)
// CHECK-NEXT: %13 = affine.apply #map5(%7)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%4, 0] [%6, 30] [1, 1] : tensor<50x30xf32> to tensor<?x30xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg1[0, %5] [30, %7] [1, 1] : tensor<30x?xf32> to tensor<30x?xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg5[%4, %5] [%6, %7] [1, 1] : tensor<50x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %14 = linalg.matmul ins(%extracted_slice, %extracted_slice_2 : tensor<?x30xf32>, tensor<30x?xf32>) outs(%extracted_slice_3 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %15 = affine.apply #map5(%6)
// CHECK-NEXT: %16 = affine.apply #map5(%7)
// CHECK-NEXT: %17 = affine.apply #map5(%6)
// CHECK-NEXT: %18 = affine.apply #map5(%7)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %14 into %arg5[%4, %5] [%6, %7] [1, 1] : tensor<?x?xf32> into tensor<50x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : tensor<50x?xf32>
// CHECK-NEXT: }
func.func private @get_size() -> index
func.func @forall_dynamic_sizes(%a: tensor<50x30xf32>, %b: tensor<30x?xf32>, %c: tensor<50x?xf32>) -> tensor<50x?xf32> {
  %sz = func.call @get_size() : () -> index
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x?xf32>) outs(%c : tensor<50x?xf32>) -> tensor<50x?xf32>
  return %0 : tensor<50x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["func.call"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %2, %3 = transform.structured.tile_using_forall %0 tile_sizes [%1, %1] : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 7)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 4)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 33, 7)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @forall_param_sizes(%arg0: tensor<33x12xf32>, %arg1: tensor<33x12xf32>) -> tensor<33x12xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2, %arg3) in (5, 3) shared_outs(%arg4 = %arg1) -> (tensor<33x12xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = affine.apply #map1(%arg3)
// CHECK-NEXT: %c33 = arith.constant 33 : index
// CHECK-NEXT: %3 = affine.min #map2(%1)
// CHECK-NEXT: %4 = affine.apply #map3(%3)
// CHECK-NEXT: %5 = affine.apply #map3(%3)
// CHECK-NEXT: %6 = affine.apply #map3(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1, %2] [%3, 4] [1, 1] : tensor<33x12xf32> to tensor<?x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg4[%1, %2] [%3, 4] [1, 1] : tensor<33x12xf32> to tensor<?x4xf32>
// CHECK-NEXT: %7 = linalg.copy ins(%extracted_slice : tensor<?x4xf32>) outs(%extracted_slice_0 : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %8 = affine.apply #map3(%3)
// CHECK-NEXT: %9 = affine.apply #map3(%3)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %7 into %arg4[%1, %2] [%3, 4] [1, 1] : tensor<?x4xf32> into tensor<33x12xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<33x12xf32>
// CHECK-NEXT: }
func.func @forall_param_sizes(%x: tensor<33x12xf32>, %init: tensor<33x12xf32>) -> tensor<33x12xf32> {
  %0 = linalg.copy ins(%x : tensor<33x12xf32>) outs(%init : tensor<33x12xf32>) -> tensor<33x12xf32>
  return %0 : tensor<33x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %sz = transform.param.constant 7 : i64 -> !transform.param<i64>
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [%sz, 4] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * -3 + 8)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * -3 + 8, 3)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 2))>
// CHECK: #map5 = affine_map<()[s0] -> (s0 - (s0 ceildiv 2) * 2)>
// CHECK: #map6 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 2)) + s0)>
// CHECK: #map7 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 2)) + s0, s0 ceildiv 2)>
// CHECK: #map8 = affine_map<(d0) -> (0, d0)>
// CHECK-LABEL: func.func @forall_softmax_threads(%arg0: tensor<8x?x24xf32>, %arg1: tensor<8x?x24xf32>) -> tensor<8x?x24xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1_0 : tensor<8x?x24xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %1 = scf.forall (%arg2, %arg3) in (3, 2) shared_outs(%arg4 = %arg1) -> (tensor<8x?x24xf32>) {
// CHECK-NEXT: %2 = affine.apply #map1(%arg2)
// CHECK-NEXT: %3 = affine.apply #map2(%arg2)
// CHECK-NEXT: %4 = affine.min #map3(%arg2)
// CHECK-NEXT: %5 = affine.apply #map4(%arg3)[%dim]
// CHECK-NEXT: %6 = affine.apply #map5()[%dim]
// CHECK-NEXT: %7 = affine.apply #map6(%arg3)[%dim]
// CHECK-NEXT: %8 = affine.min #map7(%arg3)[%dim]
// CHECK-NEXT: %9 = affine.max #map8(%8)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%2, %5, %c0] [%4, %9, 24] [1, 1, 1] : tensor<8x?x24xf32> to tensor<?x?x24xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg4[%2, %5, %c0] [%4, %9, 24] [1, 1, 1] : tensor<8x?x24xf32> to tensor<?x?x24xf32>
// CHECK-NEXT: %10 = linalg.softmax dimension(2) ins(%extracted_slice : tensor<?x?x24xf32>) outs(%extracted_slice_1 : tensor<?x?x24xf32>) -> tensor<?x?x24xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %10 into %arg4[%2, %5, %c0] [%4, %9, 24] [1, 1, 1] : tensor<?x?x24xf32> into tensor<8x?x24xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<8x?x24xf32>
// CHECK-NEXT: }
func.func @forall_softmax_threads(%x: tensor<8x?x24xf32>, %o: tensor<8x?x24xf32>) -> tensor<8x?x24xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<8x?x24xf32>) outs(%o : tensor<8x?x24xf32>) -> tensor<8x?x24xf32>
  return %0 : tensor<8x?x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

