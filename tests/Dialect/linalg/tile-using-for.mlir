// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Tiling structured ops and linalg.softmax into scf.for nests with
// transform.structured.tile_using_for: static, partial (affine.min) and
// dynamic tiles, tile sizes computed by the payload, interchange,
// memrefs, linalg.index, several results, operands no tiled loop
// indexes, convolutions.

// CHECK-LABEL: func.func @matmul_static(%arg0: tensor<64x48xf32>, %arg1: tensor<48x32xf32>, %arg2: tensor<64x32xf32>) -> tensor<64x32xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c48 = arith.constant 48 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c64 step %c16 iter_args(%arg4 = %arg2) -> (tensor<64x32xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c32 step %c8 iter_args(%arg6 = %arg4) -> (tensor<64x32xf32>) {
// CHECK-NEXT: %2 = scf.for %arg7 = %c0_1 to %c48 step %c12 iter_args(%arg8 = %arg6) -> (tensor<64x32xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg7] [16, 12] [1, 1] : tensor<64x48xf32> to tensor<16x12xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg1[%arg7, %arg5] [12, 8] [1, 1] : tensor<48x32xf32> to tensor<12x8xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg8[%arg3, %arg5] [16, 8] [1, 1] : tensor<64x32xf32> to tensor<16x8xf32>
// CHECK-NEXT: %3 = linalg.matmul ins(%extracted_slice, %extracted_slice_2 : tensor<16x12xf32>, tensor<12x8xf32>) outs(%extracted_slice_3 : tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %3 into %arg8[%arg3, %arg5] [16, 8] [1, 1] : tensor<16x8xf32> into tensor<64x32xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<64x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<64x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<64x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<64x32xf32>
// CHECK-NEXT: }
func.func @matmul_static(%a: tensor<64x48xf32>, %b: tensor<48x32xf32>, %c: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x48xf32>, tensor<48x32xf32>) outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [16, 8, 12] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 50, 16)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 20, 8)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 30, 12)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @matmul_partial(%arg0: tensor<50x30xf32>, %arg1: tensor<30x20xf32>, %arg2: tensor<50x20xf32>) -> tensor<50x20xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c50 step %c16 iter_args(%arg4 = %arg2) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c20 step %c8 iter_args(%arg6 = %arg4) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %2 = scf.for %arg7 = %c0_1 to %c30 step %c12 iter_args(%arg8 = %arg6) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %c50_2 = arith.constant 50 : index
// CHECK-NEXT: %3 = affine.min #map(%arg3)
// CHECK-NEXT: %c20_3 = arith.constant 20 : index
// CHECK-NEXT: %4 = affine.min #map1(%arg5)
// CHECK-NEXT: %c30_4 = arith.constant 30 : index
// CHECK-NEXT: %5 = affine.min #map2(%arg7)
// CHECK-NEXT: %6 = affine.apply #map3(%3)
// CHECK-NEXT: %7 = affine.apply #map3(%4)
// CHECK-NEXT: %8 = affine.apply #map3(%5)
// CHECK-NEXT: %9 = affine.apply #map3(%3)
// CHECK-NEXT: %10 = affine.apply #map3(%5)
// CHECK-NEXT: %11 = affine.apply #map3(%5)
// CHECK-NEXT: %12 = affine.apply #map3(%4)
// CHECK-NEXT: %13 = affine.apply #map3(%3)
// CHECK-NEXT: %14 = affine.apply #map3(%4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg7] [%3, %5] [1, 1] : tensor<50x30xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg1[%arg7, %arg5] [%5, %4] [1, 1] : tensor<30x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg8[%arg3, %arg5] [%3, %4] [1, 1] : tensor<50x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: %15 = linalg.matmul ins(%extracted_slice, %extracted_slice_5 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_6 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %16 = affine.apply #map3(%3)
// CHECK-NEXT: %17 = affine.apply #map3(%4)
// CHECK-NEXT: %18 = affine.apply #map3(%5)
// CHECK-NEXT: %19 = affine.apply #map3(%3)
// CHECK-NEXT: %20 = affine.apply #map3(%4)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %15 into %arg8[%arg3, %arg5] [%3, %4] [1, 1] : tensor<?x?xf32> into tensor<50x20xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<50x20xf32>
// CHECK-NEXT: }
func.func @matmul_partial(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [16, 8, 12] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0, 10)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0, 20)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 - 1)>
// CHECK-LABEL: func.func @matmul_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
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
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_9 to %dim step %c10 iter_args(%arg4 = %arg2) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_10 to %dim_0 step %c20 iter_args(%arg6 = %arg4) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %2 = affine.min #map(%arg3)[%dim]
// CHECK-NEXT: %3 = affine.min #map1(%arg5)[%dim_0]
// CHECK-NEXT: %4 = affine.apply #map2(%2)
// CHECK-NEXT: %5 = affine.apply #map3()[%dim_4]
// CHECK-NEXT: %6 = affine.apply #map2(%3)
// CHECK-NEXT: %7 = affine.apply #map2(%2)
// CHECK-NEXT: %8 = affine.apply #map2(%3)
// CHECK-NEXT: %9 = affine.apply #map2(%3)
// CHECK-NEXT: %10 = affine.apply #map3()[%dim_4]
// CHECK-NEXT: %11 = affine.apply #map2(%2)
// CHECK-NEXT: %12 = affine.apply #map3()[%dim_4]
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg5] [%2, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_11 = tensor.extract_slice %arg1[%arg5, 0] [%3, %dim_4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_12 = tensor.extract_slice %arg6[%arg3, 0] [%2, %dim_4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %13 = linalg.matmul ins(%extracted_slice, %extracted_slice_11 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_12 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %14 = affine.apply #map2(%2)
// CHECK-NEXT: %15 = affine.apply #map3()[%dim_4]
// CHECK-NEXT: %16 = affine.apply #map2(%3)
// CHECK-NEXT: %17 = affine.apply #map2(%2)
// CHECK-NEXT: %18 = affine.apply #map3()[%dim_4]
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %13 into %arg6[%arg3, 0] [%2, %dim_4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @matmul_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [10, 0, 20] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 30, 12)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 50, 16)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 20, 8)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @matmul_interchange(%arg0: tensor<50x30xf32>, %arg1: tensor<30x20xf32>, %arg2: tensor<50x20xf32>) -> tensor<50x20xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c30 step %c12 iter_args(%arg4 = %arg2) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c50 step %c16 iter_args(%arg6 = %arg4) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %2 = scf.for %arg7 = %c0_1 to %c20 step %c8 iter_args(%arg8 = %arg6) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %c30_2 = arith.constant 30 : index
// CHECK-NEXT: %3 = affine.min #map(%arg3)
// CHECK-NEXT: %c50_3 = arith.constant 50 : index
// CHECK-NEXT: %4 = affine.min #map1(%arg5)
// CHECK-NEXT: %c20_4 = arith.constant 20 : index
// CHECK-NEXT: %5 = affine.min #map2(%arg7)
// CHECK-NEXT: %6 = affine.apply #map3(%4)
// CHECK-NEXT: %7 = affine.apply #map3(%5)
// CHECK-NEXT: %8 = affine.apply #map3(%3)
// CHECK-NEXT: %9 = affine.apply #map3(%4)
// CHECK-NEXT: %10 = affine.apply #map3(%3)
// CHECK-NEXT: %11 = affine.apply #map3(%3)
// CHECK-NEXT: %12 = affine.apply #map3(%5)
// CHECK-NEXT: %13 = affine.apply #map3(%4)
// CHECK-NEXT: %14 = affine.apply #map3(%5)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg5, %arg3] [%4, %3] [1, 1] : tensor<50x30xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg1[%arg3, %arg7] [%3, %5] [1, 1] : tensor<30x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg8[%arg5, %arg7] [%4, %5] [1, 1] : tensor<50x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: %15 = linalg.matmul ins(%extracted_slice, %extracted_slice_5 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_6 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %16 = affine.apply #map3(%4)
// CHECK-NEXT: %17 = affine.apply #map3(%5)
// CHECK-NEXT: %18 = affine.apply #map3(%3)
// CHECK-NEXT: %19 = affine.apply #map3(%4)
// CHECK-NEXT: %20 = affine.apply #map3(%5)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %15 into %arg8[%arg5, %arg7] [%4, %5] [1, 1] : tensor<?x?xf32> into tensor<50x20xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<50x20xf32>
// CHECK-NEXT: }
func.func @matmul_interchange(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [16, 8, 12] interchange = [2, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 50, 16)>
// CHECK: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @matmul_memref(%arg0: memref<50x30xf32>, %arg1: memref<30x20xf32>, %arg2: memref<50x20xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c50 step %c16 {
// CHECK-NEXT: scf.for %arg4 = %c0_0 to %c20 step %c10 {
// CHECK-NEXT: %c50_1 = arith.constant 50 : index
// CHECK-NEXT: %0 = affine.min #map(%arg3)
// CHECK-NEXT: %1 = affine.apply #map1(%0)
// CHECK-NEXT: %2 = affine.apply #map1(%0)
// CHECK-NEXT: %3 = affine.apply #map1(%0)
// CHECK-NEXT: %subview = memref.subview %arg0[%arg3, 0] [%0, 30] [1, 1] : memref<50x30xf32> to memref<?x30xf32, strided<[30, 1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[0, %arg4] [30, 10] [1, 1] : memref<30x20xf32> to memref<30x10xf32, strided<[20, 1], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg2[%arg3, %arg4] [%0, 10] [1, 1] : memref<50x20xf32> to memref<?x10xf32, strided<[20, 1], offset: ?>>
// CHECK-NEXT: linalg.matmul ins(%subview, %subview_2 : memref<?x30xf32, strided<[30, 1], offset: ?>>, memref<30x10xf32, strided<[20, 1], offset: ?>>) outs(%subview_3 : memref<?x10xf32, strided<[20, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_memref(%a: memref<50x30xf32>, %b: memref<30x20xf32>, %c: memref<50x20xf32>) {
  linalg.matmul ins(%a, %b : memref<50x30xf32>, memref<30x20xf32>) outs(%c : memref<50x20xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [16, 10] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 50, 64)>
// CHECK: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @matmul_whole_operand(%arg0: tensor<50x30xf32>, %arg1: tensor<30x20xf32>, %arg2: tensor<50x20xf32>) -> tensor<50x20xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c50 step %c64 iter_args(%arg4 = %arg2) -> (tensor<50x20xf32>) {
// CHECK-NEXT: %c50_0 = arith.constant 50 : index
// CHECK-NEXT: %1 = affine.min #map(%arg3)
// CHECK-NEXT: %2 = affine.apply #map1(%1)
// CHECK-NEXT: %3 = affine.apply #map1(%1)
// CHECK-NEXT: %4 = affine.apply #map1(%1)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [%1, 30] [1, 1] : tensor<50x30xf32> to tensor<?x30xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[0, 0] [30, 20] [1, 1] : tensor<30x20xf32> to tensor<30x20xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg4[%arg3, 0] [%1, 20] [1, 1] : tensor<50x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %5 = linalg.matmul ins(%extracted_slice, %extracted_slice_1 : tensor<?x30xf32>, tensor<30x20xf32>) outs(%extracted_slice_2 : tensor<?x20xf32>) -> tensor<?x20xf32>
// CHECK-NEXT: %6 = affine.apply #map1(%1)
// CHECK-NEXT: %7 = affine.apply #map1(%1)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %5 into %arg4[%arg3, 0] [%1, 20] [1, 1] : tensor<?x20xf32> into tensor<50x20xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<50x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<50x20xf32>
// CHECK-NEXT: }
func.func @matmul_whole_operand(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:1 = transform.structured.tile_using_for %0 tile_sizes [64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 40, 6)>
// CHECK: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @generic_reduction_untiled(%arg0: tensor<40x24xf32>, %arg1: tensor<40xf32>) -> tensor<40xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c40 step %c6 iter_args(%arg3 = %arg1) -> (tensor<40xf32>) {
// CHECK-NEXT: %c40_0 = arith.constant 40 : index
// CHECK-NEXT: %1 = affine.min #map(%arg2)
// CHECK-NEXT: %2 = affine.apply #map1(%1)
// CHECK-NEXT: %3 = affine.apply #map1(%1)
// CHECK-NEXT: %4 = affine.apply #map1(%1)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [%1, 24] [1, 1] : tensor<40x24xf32> to tensor<?x24xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg3[%arg2] [%1] [1] : tensor<40xf32> to tensor<?xf32>
// CHECK-NEXT: %5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice : tensor<?x24xf32>) outs(%extracted_slice_1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %8 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %8 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %6 = affine.apply #map1(%1)
// CHECK-NEXT: %7 = affine.apply #map1(%1)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %5 into %arg3[%arg2] [%1] [1] : tensor<?xf32> into tensor<40xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<40xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<40xf32>
// CHECK-NEXT: }
func.func @generic_reduction_untiled(%x: tensor<40x24xf32>, %init: tensor<40xf32>) -> tensor<40xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<40x24xf32>) outs(%init : tensor<40xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<40xf32>
  return %0 : tensor<40xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [6, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 30, 7)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 17, 5)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @generic_index(%arg0: tensor<30x17xindex>) -> tensor<30x17xindex> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c30 step %c7 iter_args(%arg2 = %arg0) -> (tensor<30x17xindex>) {
// CHECK-NEXT: %1 = scf.for %arg3 = %c0_0 to %c17 step %c5 iter_args(%arg4 = %arg2) -> (tensor<30x17xindex>) {
// CHECK-NEXT: %c30_1 = arith.constant 30 : index
// CHECK-NEXT: %2 = affine.min #map(%arg1)
// CHECK-NEXT: %c17_2 = arith.constant 17 : index
// CHECK-NEXT: %3 = affine.min #map1(%arg3)
// CHECK-NEXT: %4 = affine.apply #map2(%2)
// CHECK-NEXT: %5 = affine.apply #map2(%3)
// CHECK-NEXT: %6 = affine.apply #map2(%2)
// CHECK-NEXT: %7 = affine.apply #map2(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg1, %arg3] [%2, %3] [1, 1] : tensor<30x17xindex> to tensor<?x?xindex>
// CHECK-NEXT: %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%extracted_slice : tensor<?x?xindex>) {
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %13 = linalg.index 0 : index
// CHECK-NEXT: %14 = affine.apply #map4(%arg1)[%13]
// CHECK-NEXT: %15 = linalg.index 1 : index
// CHECK-NEXT: %16 = affine.apply #map4(%arg3)[%15]
// CHECK-NEXT: %17 = arith.addi %14, %16 : index
// CHECK-NEXT: linalg.yield %17 : index
// CHECK-NEXT: } -> tensor<?x?xindex>
// CHECK-NEXT: %9 = affine.apply #map2(%2)
// CHECK-NEXT: %10 = affine.apply #map2(%3)
// CHECK-NEXT: %11 = affine.apply #map2(%2)
// CHECK-NEXT: %12 = affine.apply #map2(%3)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %8 into %arg4[%arg1, %arg3] [%2, %3] [1, 1] : tensor<?x?xindex> into tensor<30x17xindex>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<30x17xindex>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<30x17xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<30x17xindex>
// CHECK-NEXT: }
func.func @generic_index(%init: tensor<30x17xindex>) -> tensor<30x17xindex> {
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
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [7, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 12, 5)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 33, 8)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map4 = affine_map<(d0, d1) -> ()>
// CHECK: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @generic_two_results(%arg0: tensor<33x12xf32>, %arg1: f32, %arg2: tensor<33x12xf32>, %arg3: tensor<12x33xf32>) -> (tensor<33x12xf32>, tensor<12x33xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c33 = arith.constant 33 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0:2 = scf.for %arg4 = %c0 to %c12 step %c5 iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (tensor<33x12xf32>, tensor<12x33xf32>) {
// CHECK-NEXT: %1:2 = scf.for %arg7 = %c0_0 to %c33 step %c8 iter_args(%arg8 = %arg5, %arg9 = %arg6) -> (tensor<33x12xf32>, tensor<12x33xf32>) {
// CHECK-NEXT: %c12_1 = arith.constant 12 : index
// CHECK-NEXT: %2 = affine.min #map(%arg4)
// CHECK-NEXT: %c33_2 = arith.constant 33 : index
// CHECK-NEXT: %3 = affine.min #map1(%arg7)
// CHECK-NEXT: %4 = affine.apply #map2(%3)
// CHECK-NEXT: %5 = affine.apply #map2(%2)
// CHECK-NEXT: %6 = affine.apply #map2(%3)
// CHECK-NEXT: %7 = affine.apply #map2(%2)
// CHECK-NEXT: %8 = affine.apply #map2(%3)
// CHECK-NEXT: %9 = affine.apply #map2(%2)
// CHECK-NEXT: %10 = affine.apply #map2(%2)
// CHECK-NEXT: %11 = affine.apply #map2(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg7, %arg4] [%3, %2] [1, 1] : tensor<33x12xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg8[%arg7, %arg4] [%3, %2] [1, 1] : tensor<33x12xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg9[%arg4, %arg7] [%2, %3] [1, 1] : tensor<12x33xf32> to tensor<?x?xf32>
// CHECK-NEXT: %12:2 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %arg1 : tensor<?x?xf32>, f32) outs(%extracted_slice_3, %extracted_slice_4 : tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_6: f32, %out: f32, %out_7: f32):
// CHECK-NEXT: %21 = arith.mulf %in, %in_6 : f32
// CHECK-NEXT: %22 = arith.addf %in, %in_6 : f32
// CHECK-NEXT: linalg.yield %21, %22 : f32, f32
// CHECK-NEXT: } -> (tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK-NEXT: %13 = affine.apply #map2(%3)
// CHECK-NEXT: %14 = affine.apply #map2(%2)
// CHECK-NEXT: %15 = affine.apply #map2(%3)
// CHECK-NEXT: %16 = affine.apply #map2(%2)
// CHECK-NEXT: %17 = affine.apply #map2(%3)
// CHECK-NEXT: %18 = affine.apply #map2(%2)
// CHECK-NEXT: %19 = affine.apply #map2(%2)
// CHECK-NEXT: %20 = affine.apply #map2(%3)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %12#0 into %arg8[%arg7, %arg4] [%3, %2] [1, 1] : tensor<?x?xf32> into tensor<33x12xf32>
// CHECK-NEXT: %inserted_slice_5 = tensor.insert_slice %12#1 into %arg9[%arg4, %arg7] [%2, %3] [1, 1] : tensor<?x?xf32> into tensor<12x33xf32>
// CHECK-NEXT: scf.yield %inserted_slice, %inserted_slice_5 : tensor<33x12xf32>, tensor<12x33xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1#0, %1#1 : tensor<33x12xf32>, tensor<12x33xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<33x12xf32>, tensor<12x33xf32>
// CHECK-NEXT: }
func.func @generic_two_results(%x: tensor<33x12xf32>, %s: f32, %o1: tensor<33x12xf32>, %o2: tensor<12x33xf32>) -> (tensor<33x12xf32>, tensor<12x33xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> ()>, affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (b, a)>], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<33x12xf32>, f32) outs(%o1, %o2 : tensor<33x12xf32>, tensor<12x33xf32>) {
  ^bb0(%v: f32, %f: f32, %a: f32, %b: f32):
    %m = arith.mulf %v, %f : f32
    %n = arith.addf %v, %f : f32
    linalg.yield %m, %n : f32, f32
  } -> (tensor<33x12xf32>, tensor<12x33xf32>)
  return %0#0, %0#1 : tensor<33x12xf32>, tensor<12x33xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [8, 5] interchange = [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 13, 5)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 20, 6)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1) -> ()>
// CHECK: #map4 = affine_map<(d0, d1) -> (2, d1)>
// CHECK: #map5 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @generic_constant_maps(%arg0: tensor<f32>, %arg1: tensor<4x20xf32>, %arg2: tensor<13x20xf32>) -> tensor<13x20xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c13 step %c5 iter_args(%arg4 = %arg2) -> (tensor<13x20xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c20 step %c6 iter_args(%arg6 = %arg4) -> (tensor<13x20xf32>) {
// CHECK-NEXT: %c13_1 = arith.constant 13 : index
// CHECK-NEXT: %2 = affine.min #map(%arg3)
// CHECK-NEXT: %c20_2 = arith.constant 20 : index
// CHECK-NEXT: %3 = affine.min #map1(%arg5)
// CHECK-NEXT: %4 = affine.apply #map2(%2)
// CHECK-NEXT: %5 = affine.apply #map2(%3)
// CHECK-NEXT: %6 = affine.apply #map2(%3)
// CHECK-NEXT: %7 = affine.apply #map2(%2)
// CHECK-NEXT: %8 = affine.apply #map2(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, %arg5] [4, %3] [1, 1] : tensor<4x20xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg6[%arg3, %arg5] [%2, %3] [1, 1] : tensor<13x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %extracted_slice : tensor<f32>, tensor<4x?xf32>) outs(%extracted_slice_3 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_4: f32, %out: f32):
// CHECK-NEXT: %14 = arith.addf %in, %in_4 : f32
// CHECK-NEXT: linalg.yield %14 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: %10 = affine.apply #map2(%2)
// CHECK-NEXT: %11 = affine.apply #map2(%3)
// CHECK-NEXT: %12 = affine.apply #map2(%2)
// CHECK-NEXT: %13 = affine.apply #map2(%3)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %9 into %arg6[%arg3, %arg5] [%2, %3] [1, 1] : tensor<?x?xf32> into tensor<13x20xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<13x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<13x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<13x20xf32>
// CHECK-NEXT: }
func.func @generic_constant_maps(%x: tensor<f32>, %row: tensor<4x20xf32>, %init: tensor<13x20xf32>) -> tensor<13x20xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (2, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %row : tensor<f32>, tensor<4x20xf32>) outs(%init : tensor<13x20xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %s = arith.addf %a, %r : f32
    linalg.yield %s : f32
  } -> tensor<13x20xf32>
  return %0 : tensor<13x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [5, 6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 10, 4)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 - 1)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map4 = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @generic_full_reduction(%arg0: tensor<?x10xf32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x10xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0_0 to %c10 step %c4 iter_args(%arg3 = %arg1) -> (tensor<f32>) {
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %1 = affine.min #map(%arg2)
// CHECK-NEXT: %2 = affine.apply #map1()[%dim]
// CHECK-NEXT: %3 = affine.apply #map2(%1)
// CHECK-NEXT: %4 = affine.apply #map1()[%dim]
// CHECK-NEXT: %5 = affine.apply #map2(%1)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [%dim, %1] [1, 1] : tensor<?x10xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg3[] [] [] : tensor<f32> to tensor<f32>
// CHECK-NEXT: %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "reduction"]} ins(%extracted_slice : tensor<?x?xf32>) outs(%extracted_slice_2 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %9 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %9 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %7 = affine.apply #map1()[%dim]
// CHECK-NEXT: %8 = affine.apply #map2(%1)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %6 into %arg3[] [] [] : tensor<f32> into tensor<f32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
func.func @generic_full_reduction(%x: tensor<?x10xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<?x10xf32>) outs(%init : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:1 = transform.structured.tile_using_for %0 tile_sizes [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 16, 5)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 18, 4)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 3, 2)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map4 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map5 = affine_map<(d0, d1) -> (d0 + d1 - 2)>
// CHECK: #map6 = affine_map<(d0, d1) -> (d0 + d1 - 1)>
// CHECK: #map7 = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map8 = affine_map<(d0) -> (d0 + 2)>
// CHECK-LABEL: func.func @conv_2d(%arg0: tensor<2x18x20x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<2x16x18x8xf32>) -> tensor<2x16x18x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c18 = arith.constant 18 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c16 step %c5 iter_args(%arg4 = %arg2) -> (tensor<2x16x18x8xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c18 step %c4 iter_args(%arg6 = %arg4) -> (tensor<2x16x18x8xf32>) {
// CHECK-NEXT: %2 = scf.for %arg7 = %c0_1 to %c3 step %c2 iter_args(%arg8 = %arg6) -> (tensor<2x16x18x8xf32>) {
// CHECK-NEXT: %c16_2 = arith.constant 16 : index
// CHECK-NEXT: %3 = affine.min #map(%arg3)
// CHECK-NEXT: %c18_3 = arith.constant 18 : index
// CHECK-NEXT: %4 = affine.min #map1(%arg5)
// CHECK-NEXT: %c3_4 = arith.constant 3 : index
// CHECK-NEXT: %5 = affine.min #map2(%arg7)
// CHECK-NEXT: %6 = affine.apply #map3(%3)
// CHECK-NEXT: %7 = affine.apply #map3(%4)
// CHECK-NEXT: %8 = affine.apply #map3(%5)
// CHECK-NEXT: %9 = affine.apply #map4(%arg3, %arg7)
// CHECK-NEXT: %10 = affine.apply #map5(%3, %5)
// CHECK-NEXT: %11 = affine.apply #map6(%3, %5)
// CHECK-NEXT: %12 = affine.apply #map7(%4)
// CHECK-NEXT: %13 = affine.apply #map8(%4)
// CHECK-NEXT: %14 = affine.apply #map3(%5)
// CHECK-NEXT: %15 = affine.apply #map3(%3)
// CHECK-NEXT: %16 = affine.apply #map3(%4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %9, %arg5, 0] [2, %11, %13, 3] [1, 1, 1, 1] : tensor<2x18x20x3xf32> to tensor<2x?x?x3xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg1[%arg7, 0, 0, 0] [%5, 3, 3, 8] [1, 1, 1, 1] : tensor<3x3x3x8xf32> to tensor<?x3x3x8xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg8[0, %arg3, %arg5, 0] [2, %3, %4, 8] [1, 1, 1, 1] : tensor<2x16x18x8xf32> to tensor<2x?x?x8xf32>
// CHECK-NEXT: %17 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%extracted_slice, %extracted_slice_5 : tensor<2x?x?x3xf32>, tensor<?x3x3x8xf32>) outs(%extracted_slice_6 : tensor<2x?x?x8xf32>) -> tensor<2x?x?x8xf32>
// CHECK-NEXT: %18 = affine.apply #map3(%3)
// CHECK-NEXT: %19 = affine.apply #map3(%4)
// CHECK-NEXT: %20 = affine.apply #map3(%5)
// CHECK-NEXT: %21 = affine.apply #map3(%3)
// CHECK-NEXT: %22 = affine.apply #map3(%4)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %17 into %arg8[0, %arg3, %arg5, 0] [2, %3, %4, 8] [1, 1, 1, 1] : tensor<2x?x?x8xf32> into tensor<2x16x18x8xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<2x16x18x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<2x16x18x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<2x16x18x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<2x16x18x8xf32>
// CHECK-NEXT: }
func.func @conv_2d(%in: tensor<2x18x20x3xf32>, %f: tensor<3x3x3x8xf32>, %out: tensor<2x16x18x8xf32>) -> tensor<2x16x18x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<2x18x20x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<2x16x18x8xf32>) -> tensor<2x16x18x8xf32>
  return %0 : tensor<2x16x18x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [0, 5, 4, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 7, 4)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 2, 5)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @depthwise_conv_partial_window(%arg0: tensor<7x3x2xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<7x2x2xf32>) -> tensor<7x2x2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c7 step %c4 iter_args(%arg4 = %arg2) -> (tensor<7x2x2xf32>) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0_0 to %c2 step %c5 iter_args(%arg6 = %arg4) -> (tensor<7x2x2xf32>) {
// CHECK-NEXT: %c7_1 = arith.constant 7 : index
// CHECK-NEXT: %2 = affine.min #map(%arg3)
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %3 = affine.min #map1(%arg5)
// CHECK-NEXT: %4 = affine.apply #map2(%2)
// CHECK-NEXT: %5 = affine.apply #map2(%3)
// CHECK-NEXT: %6 = affine.apply #map2(%2)
// CHECK-NEXT: %7 = affine.apply #map3()[%3]
// CHECK-NEXT: %8 = affine.apply #map2(%2)
// CHECK-NEXT: %9 = affine.apply #map2(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg5, 0] [%2, %7, 2] [1, 1, 1] : tensor<7x3x2xf32> to tensor<?x?x2xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg1[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> to tensor<2x2xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg6[%arg3, %arg5, 0] [%2, %3, 2] [1, 1, 1] : tensor<7x2x2xf32> to tensor<?x?x2xf32>
// CHECK-NEXT: %10 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%extracted_slice, %extracted_slice_3 : tensor<?x?x2xf32>, tensor<2x2xf32>) outs(%extracted_slice_4 : tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
// CHECK-NEXT: %11 = affine.apply #map2(%2)
// CHECK-NEXT: %12 = affine.apply #map2(%3)
// CHECK-NEXT: %13 = affine.apply #map2(%2)
// CHECK-NEXT: %14 = affine.apply #map2(%3)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %10 into %arg6[%arg3, %arg5, 0] [%2, %3, 2] [1, 1, 1] : tensor<?x?x2xf32> into tensor<7x2x2xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<7x2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<7x2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<7x2x2xf32>
// CHECK-NEXT: }
func.func @depthwise_conv_partial_window(%a: tensor<7x3x2xf32>, %b: tensor<2x2xf32>, %c: tensor<7x2x2xf32>) -> tensor<7x2x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<7x3x2xf32>, tensor<2x2xf32>) outs(%c : tensor<7x2x2xf32>) -> tensor<7x2x2xf32>
  return %0 : tensor<7x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wc"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2:2 = transform.structured.tile_using_for %0 tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0, 4)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 24, 5)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @fill_memref_dynamic(%arg0: memref<?x24xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x24xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c24 = arith.constant 24 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0_0 to %dim step %c4 {
// CHECK-NEXT: scf.for %arg3 = %c0_1 to %c24 step %c5 {
// CHECK-NEXT: %0 = affine.min #map(%arg2)[%dim]
// CHECK-NEXT: %c24_2 = arith.constant 24 : index
// CHECK-NEXT: %1 = affine.min #map1(%arg3)
// CHECK-NEXT: %2 = affine.apply #map2(%0)
// CHECK-NEXT: %3 = affine.apply #map2(%1)
// CHECK-NEXT: %4 = affine.apply #map2(%0)
// CHECK-NEXT: %5 = affine.apply #map2(%1)
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, %arg3] [%0, %1] [1, 1] : memref<?x24xf32> to memref<?x?xf32, strided<[24, 1], offset: ?>>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<?x?xf32, strided<[24, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fill_memref_dynamic(%m: memref<?x24xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<?x24xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.fill"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @reduce_unit_tiles(%arg0: tensor<7x9xi32>, %arg1: tensor<9xi32>) -> tensor<9xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c7 step %c1 iter_args(%arg3 = %arg1) -> (tensor<9xi32>) {
// CHECK-NEXT: %1 = scf.for %arg4 = %c0_0 to %c9 step %c1_1 iter_args(%arg5 = %arg3) -> (tensor<9xi32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg4] [1, 1] [1, 1] : tensor<7x9xi32> to tensor<1x1xi32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg5[%arg4] [1] [1] : tensor<9xi32> to tensor<1xi32>
// CHECK-NEXT: %reduced = linalg.reduce ins(%extracted_slice : tensor<1x1xi32>) outs(%extracted_slice_2 : tensor<1xi32>) dimensions = [0]
// CHECK-NEXT: (%in: i32, %init: i32) {
// CHECK-NEXT: %2 = arith.addi %in, %init : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %reduced into %arg5[%arg4] [1] [1] : tensor<1xi32> into tensor<9xi32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<9xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<9xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<9xi32>
// CHECK-NEXT: }
func.func @reduce_unit_tiles(%x: tensor<7x9xi32>, %init: tensor<9xi32>) -> tensor<9xi32> {
  %0 = linalg.reduce ins(%x : tensor<7x9xi32>) outs(%init : tensor<9xi32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<9xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.reduce"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + 50, s0)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (-d0 + s0, s1)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @matmul_dynamic_sizes(%arg0: tensor<50x30xf32>, %arg1: tensor<30x?xf32>, %arg2: tensor<50x?xf32>) -> tensor<50x?xf32> {
// CHECK-NEXT: %0 = call @get_tile() : () -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<30x?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %c1_0 : tensor<50x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %c50 step %0 iter_args(%arg4 = %arg2) -> (tensor<50x?xf32>) {
// CHECK-NEXT: %2 = scf.for %arg5 = %c0_2 to %dim step %0 iter_args(%arg6 = %arg4) -> (tensor<50x?xf32>) {
// CHECK-NEXT: %c50_3 = arith.constant 50 : index
// CHECK-NEXT: %3 = affine.min #map(%arg3)[%0]
// CHECK-NEXT: %4 = affine.min #map1(%arg5)[%dim, %0]
// CHECK-NEXT: %5 = affine.apply #map2(%3)
// CHECK-NEXT: %6 = affine.apply #map2(%4)
// CHECK-NEXT: %7 = affine.apply #map2(%3)
// CHECK-NEXT: %8 = affine.apply #map2(%4)
// CHECK-NEXT: %9 = affine.apply #map2(%3)
// CHECK-NEXT: %10 = affine.apply #map2(%4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [%3, 30] [1, 1] : tensor<50x30xf32> to tensor<?x30xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg1[0, %arg5] [30, %4] [1, 1] : tensor<30x?xf32> to tensor<30x?xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg6[%arg3, %arg5] [%3, %4] [1, 1] : tensor<50x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %11 = linalg.matmul ins(%extracted_slice, %extracted_slice_4 : tensor<?x30xf32>, tensor<30x?xf32>) outs(%extracted_slice_5 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %12 = affine.apply #map2(%3)
// CHECK-NEXT: %13 = affine.apply #map2(%4)
// CHECK-NEXT: %14 = affine.apply #map2(%3)
// CHECK-NEXT: %15 = affine.apply #map2(%4)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %11 into %arg6[%arg3, %arg5] [%3, %4] [1, 1] : tensor<?x?xf32> into tensor<50x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<50x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<50x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<50x?xf32>
// CHECK-NEXT: }
func.func private @get_tile() -> index
func.func @matmul_dynamic_sizes(%a: tensor<50x30xf32>, %b: tensor<30x?xf32>, %c: tensor<50x?xf32>) -> tensor<50x?xf32> {
  %sz = func.call @get_tile() : () -> index
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x?xf32>) outs(%c : tensor<50x?xf32>) -> tensor<50x?xf32>
  return %0 : tensor<50x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["func.call"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %2, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [%1, %1] : (!transform.any_op, !transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 10, 4)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0, 3)>
// CHECK-LABEL: func.func @softmax_partial(%arg0: tensor<10x?x24xf32>, %arg1: tensor<10x?x24xf32>) -> tensor<10x?x24xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1_0 : tensor<10x?x24xf32>
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c10 step %c4 iter_args(%arg3 = %arg1) -> (tensor<10x?x24xf32>) {
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %dim step %c3 iter_args(%arg5 = %arg3) -> (tensor<10x?x24xf32>) {
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %2 = affine.min #map(%arg2)
// CHECK-NEXT: %3 = affine.min #map1(%arg4)[%dim]
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg4, %c0] [%2, %3, 24] [1, 1, 1] : tensor<10x?x24xf32> to tensor<?x?x24xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg5[%arg2, %arg4, %c0] [%2, %3, 24] [1, 1, 1] : tensor<10x?x24xf32> to tensor<?x?x24xf32>
// CHECK-NEXT: %4 = linalg.softmax dimension(2) ins(%extracted_slice : tensor<?x?x24xf32>) outs(%extracted_slice_2 : tensor<?x?x24xf32>) -> tensor<?x?x24xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %4 into %arg5[%arg2, %arg4, %c0] [%2, %3, 24] [1, 1, 1] : tensor<?x?x24xf32> into tensor<10x?x24xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<10x?x24xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : tensor<10x?x24xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<10x?x24xf32>
// CHECK-NEXT: }
func.func @softmax_partial(%x: tensor<10x?x24xf32>, %o: tensor<10x?x24xf32>) -> tensor<10x?x24xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<10x?x24xf32>) outs(%o : tensor<10x?x24xf32>) -> tensor<10x?x24xf32>
  return %0 : tensor<10x?x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0, 3)>
// CHECK-LABEL: func.func @softmax_memref(%arg0: memref<8x?x24xf32>, %arg1: memref<8x?x24xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1_0 : memref<8x?x24xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c4 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c3 {
// CHECK-NEXT: %0 = affine.min #map(%arg3)[%dim]
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, %arg3, %c0] [4, %0, 24] [1, 1, 1] : memref<8x?x24xf32> to memref<4x?x24xf32, strided<[?, 24, 1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg1[%arg2, %arg3, %c0] [4, %0, 24] [1, 1, 1] : memref<8x?x24xf32> to memref<4x?x24xf32, strided<[?, 24, 1], offset: ?>>
// CHECK-NEXT: linalg.softmax dimension(2) ins(%subview : memref<4x?x24xf32, strided<[?, 24, 1], offset: ?>>) outs(%subview_1 : memref<4x?x24xf32, strided<[?, 24, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @softmax_memref(%x: memref<8x?x24xf32>, %o: memref<8x?x24xf32>) {
  linalg.softmax dimension(2) ins(%x : memref<8x?x24xf32>) outs(%o : memref<8x?x24xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

