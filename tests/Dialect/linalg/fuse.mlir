// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter
// CONFORMANCE: pipeline=--transform-interpreter --canonicalize

// Tiling a consumer and fusing its producers with transform.structured.fuse:
// elementwise chains, producers reached through the loops' destinations
// (fill into a reduction, a matmul's accumulator), interchange, sizes from
// parameters, scf.forall, producers with other uses, slices of producers
// merged into the tiles' slices with apply_cleanup.

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0, 32)>
// CHECK: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @exp_add(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c32_11 = arith.constant 32 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %c0_9 to %dim step %c32 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %2 = scf.for %arg4 = %c0_10 to %dim_0 step %c32_11 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %3 = affine.min #map(%arg2)[%dim]
// CHECK-NEXT: %4 = affine.min #map(%arg4)[%dim_0]
// CHECK-NEXT: %5 = affine.apply #map1(%3)
// CHECK-NEXT: %6 = affine.apply #map1(%4)
// CHECK-NEXT: %7 = affine.apply #map1(%3)
// CHECK-NEXT: %8 = affine.apply #map1(%4)
// CHECK-NEXT: %9 = affine.apply #map1(%3)
// CHECK-NEXT: %10 = affine.apply #map1(%4)
// CHECK-NEXT: %11 = affine.apply #map1(%3)
// CHECK-NEXT: %12 = affine.apply #map1(%4)
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %dim_13 = tensor.dim %arg0, %c0_12 : tensor<?x?xf32>
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %dim_15 = tensor.dim %arg0, %c1_14 : tensor<?x?xf32>
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %dim_17 = tensor.dim %arg1, %c0_16 : tensor<?x?xf32>
// CHECK-NEXT: %c1_18 = arith.constant 1 : index
// CHECK-NEXT: %dim_19 = tensor.dim %arg1, %c1_18 : tensor<?x?xf32>
// CHECK-NEXT: %13 = affine.apply #map1(%3)
// CHECK-NEXT: %14 = affine.apply #map1(%4)
// CHECK-NEXT: %15 = affine.apply #map1(%3)
// CHECK-NEXT: %16 = affine.apply #map1(%4)
// CHECK-NEXT: %17 = affine.apply #map1(%3)
// CHECK-NEXT: %18 = affine.apply #map1(%4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_20 = tensor.extract_slice %arg1[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %19 = linalg.exp ins(%extracted_slice : tensor<?x?xf32>) outs(%extracted_slice_20 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_21 = tensor.extract_slice %0[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_22 = tensor.extract_slice %arg0[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_23 = tensor.extract_slice %arg5[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %20 = linalg.add ins(%19, %extracted_slice_22 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_23 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %21 = affine.apply #map1(%3)
// CHECK-NEXT: %22 = affine.apply #map1(%4)
// CHECK-NEXT: %23 = affine.apply #map1(%3)
// CHECK-NEXT: %24 = affine.apply #map1(%4)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %20 into %arg5[%arg2, %arg4] [%3, %4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @exp_add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.exp ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.add ins(%0, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [32, 32] interchange [0, 1]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @chain_static(%arg0: tensor<64x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<64x128xf32>
// CHECK-NEXT: %1 = linalg.negf ins(%arg0 : tensor<64x128xf32>) outs(%0 : tensor<64x128xf32>) -> tensor<64x128xf32>
// CHECK-NEXT: %2 = linalg.exp ins(%1 : tensor<64x128xf32>) outs(%0 : tensor<64x128xf32>) -> tensor<64x128xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %c0 to %c64 step %c16 iter_args(%arg3 = %0) -> (tensor<64x128xf32>) {
// CHECK-NEXT: %4 = scf.for %arg4 = %c0_0 to %c128 step %c32 iter_args(%arg5 = %arg3) -> (tensor<64x128xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %5 = tensor.empty() : tensor<64x128xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %5[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %0[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %6 = linalg.negf ins(%extracted_slice : tensor<16x32xf32>) outs(%extracted_slice_2 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %1[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %7 = tensor.empty() : tensor<64x128xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %7[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %0[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %8 = linalg.exp ins(%6 : tensor<16x32xf32>) outs(%extracted_slice_5 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %2[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_7 = tensor.extract_slice %arg1[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %9 = tensor.empty() : tensor<64x128xf32>
// CHECK-NEXT: %extracted_slice_8 = tensor.extract_slice %9[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_9 = tensor.extract_slice %arg5[%arg2, %arg4] [16, 32] [1, 1] : tensor<64x128xf32> to tensor<16x32xf32>
// CHECK-NEXT: %10 = linalg.mul ins(%8, %extracted_slice_7 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%extracted_slice_9 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %10 into %arg5[%arg2, %arg4] [16, 32] [1, 1] : tensor<16x32xf32> into tensor<64x128xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<64x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : tensor<64x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : tensor<64x128xf32>
// CHECK-NEXT: }
func.func @chain_static(%a: tensor<64x128xf32>, %b: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %0 = linalg.negf ins(%a : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %1 = linalg.exp ins(%0 : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %2 = linalg.mul ins(%1, %b : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.mul"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [16, 32]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (-d0 + 12, 5)>
// CHECK: #map1 = affine_map<(d0) -> (-d0 + 25, 7)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @fill_reduction(%arg0: tensor<12x7x25xf32>) -> tensor<12x25xf32> {
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<12x25xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c25 = arith.constant 25 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %c12 step %c5 iter_args(%arg2 = %0) -> (tensor<12x25xf32>) {
// CHECK-NEXT: %2 = scf.for %arg3 = %c0_0 to %c25 step %c7 iter_args(%arg4 = %arg2) -> (tensor<12x25xf32>) {
// CHECK-NEXT: %c12_1 = arith.constant 12 : index
// CHECK-NEXT: %3 = affine.min #map(%arg1)
// CHECK-NEXT: %c25_2 = arith.constant 25 : index
// CHECK-NEXT: %4 = affine.min #map1(%arg3)
// CHECK-NEXT: %5 = affine.apply #map2(%3)
// CHECK-NEXT: %6 = affine.apply #map2(%4)
// CHECK-NEXT: %7 = affine.apply #map2(%3)
// CHECK-NEXT: %8 = affine.apply #map2(%4)
// CHECK-NEXT: %9 = affine.apply #map2(%3)
// CHECK-NEXT: %10 = affine.apply #map2(%4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, %arg3] [%3, 7, %4] [1, 1, 1] : tensor<12x7x25xf32> to tensor<?x7x?xf32>
// CHECK-NEXT: %11 = affine.apply #map2(%3)
// CHECK-NEXT: %12 = affine.apply #map2(%4)
// CHECK-NEXT: %13 = affine.apply #map2(%3)
// CHECK-NEXT: %14 = affine.apply #map2(%4)
// CHECK-NEXT: %15 = tensor.empty() : tensor<12x25xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %15[%arg1, %arg3] [%3, %4] [1, 1] : tensor<12x25xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg4[%arg1, %arg3] [%3, %4] [1, 1] : tensor<12x25xf32> to tensor<?x?xf32>
// CHECK-NEXT: %16 = linalg.fill ins(%cst : f32) outs(%extracted_slice_4 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg4[%arg1, %arg3] [%3, %4] [1, 1] : tensor<12x25xf32> to tensor<?x?xf32>
// CHECK-NEXT: %17 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%extracted_slice : tensor<?x7x?xf32>) outs(%16 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %22 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %22 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: %18 = affine.apply #map2(%3)
// CHECK-NEXT: %19 = affine.apply #map2(%4)
// CHECK-NEXT: %20 = affine.apply #map2(%3)
// CHECK-NEXT: %21 = affine.apply #map2(%4)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %17 into %arg4[%arg1, %arg3] [%3, %4] [1, 1] : tensor<?x?xf32> into tensor<12x25xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<12x25xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<12x25xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<12x25xf32>
// CHECK-NEXT: }
func.func @fill_reduction(%input: tensor<12x7x25xf32>) -> tensor<12x25xf32> {
  %five = arith.constant 5.0 : f32
  %init = tensor.empty() : tensor<12x25xf32>
  %fill = linalg.fill ins(%five : f32) outs(%init : tensor<12x25xf32>) -> tensor<12x25xf32>
  %0 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
    iterator_types = ["parallel", "reduction", "parallel"]
  } ins(%input : tensor<12x7x25xf32>) outs(%fill : tensor<12x25xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<12x25xf32>
  return %0 : tensor<12x25xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [5, 0, 7] interchange [0, 2, 1]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @matmul_fill_bias(%arg0: tensor<128x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<128x256xf32>) -> tensor<128x256xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<128x256xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x256xf32>) -> tensor<128x256xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%1 : tensor<128x256xf32>) -> tensor<128x256xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c256 = arith.constant 256 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %3 = scf.for %arg3 = %c0 to %c128 step %c32 iter_args(%arg4 = %0) -> (tensor<128x256xf32>) {
// CHECK-NEXT: %4 = scf.for %arg5 = %c0_0 to %c256 step %c64 iter_args(%arg6 = %arg4) -> (tensor<128x256xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [32, 64] [1, 1] : tensor<128x64xf32> to tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[0, %arg5] [64, 64] [1, 1] : tensor<64x256xf32> to tensor<64x64xf32>
// CHECK-NEXT: %5 = tensor.empty() : tensor<128x256xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %5[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %0[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %6 = linalg.fill ins(%cst : f32) outs(%extracted_slice_3 : tensor<32x64xf32>) -> tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %1[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %7 = linalg.matmul ins(%extracted_slice, %extracted_slice_1 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%6 : tensor<32x64xf32>) -> tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %2[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg2[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %8 = tensor.empty() : tensor<128x256xf32>
// CHECK-NEXT: %extracted_slice_7 = tensor.extract_slice %8[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %extracted_slice_8 = tensor.extract_slice %arg6[%arg3, %arg5] [32, 64] [1, 1] : tensor<128x256xf32> to tensor<32x64xf32>
// CHECK-NEXT: %9 = linalg.add ins(%7, %extracted_slice_6 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%extracted_slice_8 : tensor<32x64xf32>) -> tensor<32x64xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %9 into %arg6[%arg3, %arg5] [32, 64] [1, 1] : tensor<32x64xf32> into tensor<128x256xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<128x256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : tensor<128x256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : tensor<128x256xf32>
// CHECK-NEXT: }
func.func @matmul_fill_bias(%a: tensor<128x64xf32>, %b: tensor<64x256xf32>, %bias: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x256xf32>) outs(%fill : tensor<128x256xf32>) -> tensor<128x256xf32>
  %add = linalg.add ins(%mm, %bias : tensor<128x256xf32>, tensor<128x256xf32>) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %add : tensor<128x256xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [32, 64]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0, 16)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0, 8)>
// CHECK: #map2 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @params(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %c0_9 to %dim_0 step %c16 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %2 = scf.for %arg4 = %c0_10 to %dim step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %3 = affine.min #map(%arg2)[%dim_0]
// CHECK-NEXT: %4 = affine.min #map1(%arg4)[%dim]
// CHECK-NEXT: %5 = affine.apply #map2(%4)
// CHECK-NEXT: %6 = affine.apply #map2(%3)
// CHECK-NEXT: %7 = affine.apply #map2(%4)
// CHECK-NEXT: %8 = affine.apply #map2(%3)
// CHECK-NEXT: %9 = affine.apply #map2(%4)
// CHECK-NEXT: %10 = affine.apply #map2(%3)
// CHECK-NEXT: %11 = affine.apply #map2(%4)
// CHECK-NEXT: %12 = affine.apply #map2(%3)
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %dim_12 = tensor.dim %arg0, %c0_11 : tensor<?x?xf32>
// CHECK-NEXT: %c1_13 = arith.constant 1 : index
// CHECK-NEXT: %dim_14 = tensor.dim %arg0, %c1_13 : tensor<?x?xf32>
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %dim_16 = tensor.dim %arg1, %c0_15 : tensor<?x?xf32>
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: %dim_18 = tensor.dim %arg1, %c1_17 : tensor<?x?xf32>
// CHECK-NEXT: %13 = affine.apply #map2(%4)
// CHECK-NEXT: %14 = affine.apply #map2(%3)
// CHECK-NEXT: %15 = affine.apply #map2(%4)
// CHECK-NEXT: %16 = affine.apply #map2(%3)
// CHECK-NEXT: %17 = affine.apply #map2(%4)
// CHECK-NEXT: %18 = affine.apply #map2(%3)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_19 = tensor.extract_slice %arg1[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %19 = linalg.exp ins(%extracted_slice : tensor<?x?xf32>) outs(%extracted_slice_19 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_20 = tensor.extract_slice %0[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_21 = tensor.extract_slice %arg0[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_22 = tensor.extract_slice %arg5[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %20 = linalg.add ins(%19, %extracted_slice_21 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_22 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %21 = affine.apply #map2(%4)
// CHECK-NEXT: %22 = affine.apply #map2(%3)
// CHECK-NEXT: %23 = affine.apply #map2(%4)
// CHECK-NEXT: %24 = affine.apply #map2(%3)
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %20 into %arg5[%arg4, %arg2] [%4, %3] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @params(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.exp ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.add ins(%0, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.param.constant 8 : i64 -> !transform.param<i64>
    %i = transform.param.constant 0 : i64 -> !transform.param<i64>
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [%s, 16] interchange [1, %i]
      : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @forall(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT: %1 = linalg.exp ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
// CHECK-NEXT: %2 = scf.forall (%arg2, %arg3) = (0, 0) to (64, 64) step (16, 32) shared_outs(%arg4 = %arg1) -> (tensor<64x64xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %3[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %0[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %4 = linalg.exp ins(%extracted_slice : tensor<16x32xf32>) outs(%extracted_slice_1 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %1[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg1[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg4[%arg2, %arg3] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
// CHECK-NEXT: %5 = linalg.add ins(%4, %extracted_slice_3 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%extracted_slice_4 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %5 into %arg4[%arg2, %arg3] [16, 32] [1, 1] : tensor<16x32xf32> into tensor<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : tensor<64x64xf32>
// CHECK-NEXT: }
func.func @forall(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %0 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = linalg.add ins(%0, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.fuse %0 tile_sizes [16, 32] {use_forall}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @producer_used_elsewhere(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<32x32xf32>
// CHECK-NEXT: %1 = linalg.exp ins(%arg0 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) -> tensor<32x32xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c32 step %c8 iter_args(%arg3 = %0) -> (tensor<32x32xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<32x32xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %3[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %0[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %4 = linalg.exp ins(%extracted_slice : tensor<8x32xf32>) outs(%extracted_slice_1 : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %1[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg1[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %5 = tensor.empty() : tensor<32x32xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %5[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg3[%arg2, 0] [8, 32] [1, 1] : tensor<32x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %6 = linalg.add ins(%4, %extracted_slice_3 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%extracted_slice_5 : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %6 into %arg3[%arg2, 0] [8, 32] [1, 1] : tensor<8x32xf32> into tensor<32x32xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %2 : tensor<32x32xf32>, tensor<32x32xf32>
// CHECK-NEXT: }
func.func @producer_used_elsewhere(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %e = tensor.empty() : tensor<32x32xf32>
  %0 = linalg.exp ins(%a : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = linalg.add ins(%0, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0, %1 : tensor<32x32xf32>, tensor<32x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.fuse %0 tile_sizes [8]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @generic_transpose_producer(%arg0: tensor<16x32xf32>) -> tensor<32x16xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<32x16xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) permutation = [1, 0]
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %c32 step %c8 iter_args(%arg2 = %0) -> (tensor<32x16xf32>) {
// CHECK-NEXT: %2 = scf.for %arg3 = %c0_0 to %c16 step %c4 iter_args(%arg4 = %arg2) -> (tensor<32x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg1] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<32x16xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %3[%arg1, %arg3] [8, 4] [1, 1] : tensor<32x16xf32> to tensor<8x4xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %0[%arg1, %arg3] [8, 4] [1, 1] : tensor<32x16xf32> to tensor<8x4xf32>
// CHECK-NEXT: %transposed_3 = linalg.transpose ins(%extracted_slice : tensor<4x8xf32>) outs(%extracted_slice_2 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %transposed[%arg1, %arg3] [8, 4] [1, 1] : tensor<32x16xf32> to tensor<8x4xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<32x16xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %4[%arg1, %arg3] [8, 4] [1, 1] : tensor<32x16xf32> to tensor<8x4xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg4[%arg1, %arg3] [8, 4] [1, 1] : tensor<32x16xf32> to tensor<8x4xf32>
// CHECK-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_3 : tensor<8x4xf32>) outs(%extracted_slice_6 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %6 = linalg.index 0 : index
// CHECK-NEXT: %7 = affine.apply #map1(%arg1)[%6]
// CHECK-NEXT: %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT: %9 = arith.sitofp %8 : i32 to f32
// CHECK-NEXT: %10 = arith.addf %in, %9 : f32
// CHECK-NEXT: linalg.yield %10 : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %5 into %arg4[%arg1, %arg3] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<32x16xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<32x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<32x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<32x16xf32>
// CHECK-NEXT: }
func.func @generic_transpose_producer(%a: tensor<16x32xf32>) -> tensor<32x16xf32> {
  %e = tensor.empty() : tensor<32x16xf32>
  %t = linalg.transpose ins(%a : tensor<16x32xf32>) outs(%e : tensor<32x16xf32>) permutation = [1, 0]
  %0 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel"]
  } ins(%t : tensor<32x16xf32>) outs(%e : tensor<32x16xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [8, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK-LABEL: func.func @cleanup_through_slice(%arg0: tensor<64x64xf32>, %arg1: tensor<32x32xf32>, %arg2: index) -> tensor<32x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT: %1 = linalg.exp ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %1[%arg2, 1] [32, 32] [1, 2] : tensor<64x64xf32> to tensor<32x32xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c32_1 = arith.constant 32 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %c32 step %c8 iter_args(%arg4 = %arg1) -> (tensor<32x32xf32>) {
// CHECK-NEXT: %3 = scf.for %arg5 = %c0_0 to %c32_1 step %c16 iter_args(%arg6 = %arg4) -> (tensor<32x32xf32>) {
// CHECK-NEXT: %4 = affine.apply #map()[%arg3, %arg2]
// CHECK-NEXT: %5 = affine.apply #map1()[%arg5]
// CHECK-NEXT: %6 = linalg.exp ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %6[%4, %5] [8, 16] [1, 2] : tensor<64x64xf32> to tensor<8x16xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %1[%4, %5] [8, 16] [1, 2] : tensor<64x64xf32> to tensor<8x16xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg1[%arg3, %arg5] [8, 16] [1, 1] : tensor<32x32xf32> to tensor<8x16xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg6[%arg3, %arg5] [8, 16] [1, 1] : tensor<32x32xf32> to tensor<8x16xf32>
// CHECK-NEXT: %7 = linalg.add ins(%extracted_slice_3, %extracted_slice_4 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%extracted_slice_5 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %7 into %arg6[%arg3, %arg5] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x32xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : tensor<32x32xf32>
// CHECK-NEXT: }
func.func @cleanup_through_slice(%a: tensor<64x64xf32>, %b: tensor<32x32xf32>, %i: index) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %0 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = tensor.extract_slice %0[%i, 1] [32, 32] [1, 2] : tensor<64x64xf32> to tensor<32x32xf32>
  %1 = linalg.add ins(%s, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%b : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [8, 16] {apply_cleanup}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @cleanup_rank_reducing(%arg0: tensor<4x64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x64xf32>
// CHECK-NEXT: %1 = linalg.negf ins(%arg0 : tensor<4x64xf32>) outs(%0 : tensor<4x64xf32>) -> tensor<4x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %1[2, 0] [1, 64] [1, 1] : tensor<4x64xf32> to tensor<64xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c64 step %c16 iter_args(%arg3 = %arg1) -> (tensor<64xf32>) {
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[2, %arg2] [1, 16] [1, 1] : tensor<4x64xf32> to tensor<1x16xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<4x64xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %3[2, %arg2] [1, 16] [1, 1] : tensor<4x64xf32> to tensor<1x16xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %0[2, %arg2] [1, 16] [1, 1] : tensor<4x64xf32> to tensor<1x16xf32>
// CHECK-NEXT: %4 = linalg.negf ins(%extracted_slice_0 : tensor<1x16xf32>) outs(%extracted_slice_2 : tensor<1x16xf32>) -> tensor<1x16xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %4[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %1[2, %arg2] [1, 16] [1, 1] : tensor<4x64xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_5 = tensor.extract_slice %arg3[%arg2] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %5 = linalg.exp ins(%extracted_slice_3 : tensor<16xf32>) outs(%extracted_slice_5 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %5 into %arg3[%arg2] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : tensor<64xf32>
// CHECK-NEXT: }
func.func @cleanup_rank_reducing(%a: tensor<4x64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<4x64xf32>
  %0 = linalg.negf ins(%a : tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) -> tensor<4x64xf32>
  %s = tensor.extract_slice %0[2, 0] [1, 64] [1, 1] : tensor<4x64xf32> to tensor<64xf32>
  %1 = linalg.exp ins(%s : tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  return %1 : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.fuse %0 tile_sizes [16] {apply_cleanup}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
