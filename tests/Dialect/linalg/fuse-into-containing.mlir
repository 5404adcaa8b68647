// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Fusing producers into the loops tiling their consumer with
// transform.structured.fuse_into_containing_op: tiles of slices inside
// scf.forall and scf.for (with the loop's iteration arguments as the
// copy's destinations), through the forall's shared outputs, a forall
// rebuilt to yield a producer used after it, cloning producers that
// cannot be tiled, several producers from one handle.

// CHECK: #map = affine_map<(d0) -> (d0 * 16)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 24)>
// CHECK-LABEL: func.func @fill_matmul_forall(%arg0: tensor<64x32xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<64x48xf32>) -> tensor<64x48xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64x48xf32>) -> tensor<64x48xf32>
// CHECK-NEXT: %1 = scf.forall (%arg3, %arg4) in (4, 2) shared_outs(%arg5 = %arg2) -> (tensor<64x48xf32>) {
// CHECK-NEXT: %2 = affine.apply #map(%arg3)
// CHECK-NEXT: %3 = affine.apply #map1(%arg4)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%2, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, %3] [32, 24] [1, 1] : tensor<32x48xf32> to tensor<32x24xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg3)
// CHECK-NEXT: %5 = affine.apply #map1(%arg4)
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg5[%4, %5] [16, 24] [1, 1] : tensor<64x48xf32> to tensor<16x24xf32>
// CHECK-NEXT: %6 = linalg.fill ins(%cst : f32) outs(%extracted_slice_1 : tensor<16x24xf32>) -> tensor<16x24xf32>
// CHECK-NEXT: %7 = linalg.matmul ins(%extracted_slice, %extracted_slice_0 : tensor<16x32xf32>, tensor<32x24xf32>) outs(%6 : tensor<16x24xf32>) -> tensor<16x24xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %7 into %arg5[%2, %3] [16, 24] [1, 1] : tensor<16x24xf32> into tensor<64x48xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<64x48xf32>
// CHECK-NEXT: }
func.func @fill_matmul_forall(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %c: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%c : tensor<64x48xf32>) -> tensor<64x48xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%fill : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %mm : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [16, 24] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %fill into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 4)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 4))>
// CHECK: #map3 = affine_map<()[s0] -> (s0 - (s0 ceildiv 4) * 4)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 4)) + s0)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 4)) + s0, s0 ceildiv 4)>
// CHECK: #map6 = affine_map<(d0) -> (0, d0)>
// CHECK: #map7 = affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 2))>
// CHECK: #map8 = affine_map<()[s0] -> (s0 - (s0 ceildiv 2) * 2)>
// CHECK: #map9 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 2)) + s0)>
// CHECK: #map10 = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 2)) + s0, s0 ceildiv 2)>
// CHECK: #map11 = affine_map<(d0) -> (d0 - 1)>
// CHECK-LABEL: func.func @elementwise_chain_forall(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %1 = linalg.negf ins(%0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%dim]
// CHECK-NEXT: %3 = affine.apply #map1()[%dim_0]
// CHECK-NEXT: %4 = scf.forall (%arg2, %arg3) in (4, 2) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %5 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %6 = affine.apply #map3()[%dim]
// CHECK-NEXT: %7 = affine.apply #map4(%arg2)[%dim]
// CHECK-NEXT: %8 = affine.min #map5(%arg2)[%dim]
// CHECK-NEXT: %9 = affine.max #map6(%8)
// CHECK-NEXT: %10 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %11 = affine.apply #map8()[%dim_0]
// CHECK-NEXT: %12 = affine.apply #map9(%arg3)[%dim_0]
// CHECK-NEXT: %13 = affine.min #map10(%arg3)[%dim_0]
// CHECK-NEXT: %14 = affine.max #map6(%13)
// CHECK-NEXT: %15 = affine.apply #map11(%9)
// CHECK-NEXT: %16 = affine.apply #map11(%14)
// CHECK-NEXT: %17 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %18 = affine.apply #map11(%9)
// CHECK-NEXT: %19 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %20 = affine.apply #map11(%14)
// CHECK-NEXT: %21 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %22 = affine.apply #map11(%9)
// CHECK-NEXT: %23 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %24 = affine.apply #map11(%14)
// CHECK-NEXT: %25 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %26 = affine.apply #map11(%9)
// CHECK-NEXT: %27 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %28 = affine.apply #map11(%14)
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %29 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %dim_10 = tensor.dim %29, %c0_9 : tensor<?x?xf32>
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %30 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %dim_12 = tensor.dim %30, %c1_11 : tensor<?x?xf32>
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %dim_14 = tensor.dim %arg4, %c0_13 : tensor<?x?xf32>
// CHECK-NEXT: %c1_15 = arith.constant 1 : index
// CHECK-NEXT: %dim_16 = tensor.dim %arg4, %c1_15 : tensor<?x?xf32>
// CHECK-NEXT: %31 = affine.apply #map11(%9)
// CHECK-NEXT: %32 = affine.apply #map11(%14)
// CHECK-NEXT: %33 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %34 = affine.apply #map11(%9)
// CHECK-NEXT: %35 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %36 = affine.apply #map11(%14)
// CHECK-NEXT: %37 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %38 = affine.apply #map11(%9)
// CHECK-NEXT: %39 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %40 = affine.apply #map11(%14)
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %dim_18 = tensor.dim %arg0, %c0_17 : tensor<?x?xf32>
// CHECK-NEXT: %c1_19 = arith.constant 1 : index
// CHECK-NEXT: %dim_20 = tensor.dim %arg0, %c1_19 : tensor<?x?xf32>
// CHECK-NEXT: %c0_21 = arith.constant 0 : index
// CHECK-NEXT: %dim_22 = tensor.dim %arg4, %c0_21 : tensor<?x?xf32>
// CHECK-NEXT: %c1_23 = arith.constant 1 : index
// CHECK-NEXT: %dim_24 = tensor.dim %arg4, %c1_23 : tensor<?x?xf32>
// CHECK-NEXT: %41 = affine.apply #map11(%9)
// CHECK-NEXT: %42 = affine.apply #map11(%14)
// CHECK-NEXT: %43 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %44 = affine.apply #map11(%9)
// CHECK-NEXT: %45 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %46 = affine.apply #map11(%14)
// CHECK-NEXT: %47 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %48 = affine.apply #map11(%9)
// CHECK-NEXT: %49 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %50 = affine.apply #map11(%14)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%43, %45] [%9, %14] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_25 = tensor.extract_slice %arg4[%47, %49] [%9, %14] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %51 = linalg.exp ins(%extracted_slice : tensor<?x?xf32>) outs(%extracted_slice_25 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_26 = tensor.extract_slice %arg4[%37, %39] [%9, %14] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %52 = linalg.negf ins(%51 : tensor<?x?xf32>) outs(%extracted_slice_26 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_27 = tensor.extract_slice %arg0[%21, %23] [%9, %14] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_28 = tensor.extract_slice %arg4[%25, %27] [%9, %14] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %53 = linalg.add ins(%52, %extracted_slice_27 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_28 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %54 = affine.apply #map11(%9)
// CHECK-NEXT: %55 = affine.apply #map11(%14)
// CHECK-NEXT: %56 = affine.apply #map2(%arg2)[%dim]
// CHECK-NEXT: %57 = affine.apply #map11(%9)
// CHECK-NEXT: %58 = affine.apply #map7(%arg3)[%dim_0]
// CHECK-NEXT: %59 = affine.apply #map11(%14)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %53 into %arg4[%56, %58] [%9, %14] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @elementwise_chain_forall(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.exp ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.negf ins(%0 : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = linalg.add ins(%1, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %producers = transform.structured.match ops{["linalg.exp", "linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %add num_threads [4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %producers into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @fill_into_for_nest(%arg0: tensor<64x32xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<64x48xf32>) -> tensor<64x48xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64x48xf32>) -> tensor<64x48xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg0, %arg1 : tensor<64x32xf32>, tensor<32x48xf32>) outs(%0 : tensor<64x48xf32>) -> tensor<64x48xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c48 = arith.constant 48 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c16_1 = arith.constant 16 : index
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %c64 step %c16 iter_args(%arg4 = %arg2) -> (tensor<64x48xf32>) {
// CHECK-NEXT: %3 = scf.for %arg5 = %c0_0 to %c48 step %c16_1 iter_args(%arg6 = %arg4) -> (tensor<64x48xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg1[0, %arg5] [32, 16] [1, 1] : tensor<32x48xf32> to tensor<32x16xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %0[%arg3, %arg5] [16, 16] [1, 1] : tensor<64x48xf32> to tensor<16x16xf32>
// CHECK-NEXT: %4 = linalg.matmul ins(%extracted_slice, %extracted_slice_2 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%extracted_slice_3 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %arg6[%arg3, %arg5] [16, 16] [1, 1] : tensor<64x48xf32> to tensor<16x16xf32>
// CHECK-NEXT: %5 = linalg.exp ins(%4 : tensor<16x16xf32>) outs(%extracted_slice_4 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %5 into %arg6[%arg3, %arg5] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x48xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<64x48xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : tensor<64x48xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : tensor<64x48xf32>
// CHECK-NEXT: }
func.func @fill_into_for_nest(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %c: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%c : tensor<64x48xf32>) -> tensor<64x48xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%fill : tensor<64x48xf32>) -> tensor<64x48xf32>
  %e = linalg.exp ins(%mm : tensor<64x48xf32>) outs(%c : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %e : tensor<64x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %exp tile_sizes [16, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %mm into %loops#1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 16)>
// CHECK-LABEL: func.func @used_after_forall(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<64xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<64xf32>
// CHECK-NEXT: %2:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1, %arg4 = %0) -> (tensor<64xf32>, tensor<64xf32>) {
// CHECK-NEXT: %4 = affine.apply #map1(%arg2)
// CHECK-NEXT: %5 = affine.apply #map1(%arg2)
// CHECK-NEXT: %6 = affine.apply #map1(%arg2)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%5] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg4[%6] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<16xf32>) outs(%extracted_slice_0 : tensor<16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %9 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %9 : f32
// CHECK-NEXT: } -> tensor<16xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg3[%4] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %8 = linalg.exp ins(%7 : tensor<16xf32>) outs(%extracted_slice_1 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %7 into %arg4[%4] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %8 into %arg3[%4] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = linalg.negf ins(%2#1 : tensor<64xf32>) outs(%0 : tensor<64xf32>) -> tensor<64xf32>
// CHECK-NEXT: return %2#0, %3 : tensor<64xf32>, tensor<64xf32>
// CHECK-NEXT: }
#id = affine_map<(d0) -> (d0)>
func.func @used_after_forall(%a: tensor<64xf32>, %out: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %1 = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s0 = tensor.extract_slice %0[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s1 = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %r = linalg.exp ins(%s0 : tensor<16xf32>) outs(%s1 : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  %2 = linalg.negf ins(%0 : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %1, %2 : tensor<64xf32>, tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %forall = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %g into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 16)>
// CHECK-LABEL: func.func @clone_untileable(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<16xf32>
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<64xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg3[%1] [16] [1] : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.000000e+00> : tensor<16xf32>
// CHECK-NEXT: %2 = linalg.mul ins(%extracted_slice, %cst_1 : tensor<16xf32>, tensor<16xf32>) outs(%extracted_slice_0 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %2 into %arg3[%1] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<64xf32>
// CHECK-NEXT: }
func.func @clone_untileable(%a: tensor<64xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %cst = arith.constant dense<2.0> : tensor<16xf32>
  %1 = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s0 = tensor.extract_slice %a[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s1 = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %r = linalg.mul ins(%s0, %cst : tensor<16xf32>, tensor<16xf32>) outs(%s1 : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %1 : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %forall = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %c into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
