// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// transform.structured.scalarize: the loops of dynamic size tiled by 1,
// the static ones left whole.

func.func @dynamic_rows(%a: tensor<?x8xf32>, %b: tensor<8x3xf32>, %c: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x3xf32>) outs(%c : tensor<?x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.structured.scalarize %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @after_tiling(%x: tensor<10x?xf32>, %y: tensor<10x?xf32>) -> tensor<10x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<10x?xf32>) outs(%y : tensor<10x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<10x?xf32>
  return %r : tensor<10x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s = transform.structured.scalarize %t : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @all_static(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  linalg.copy ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.structured.scalarize %c : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %s : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic_rows(%arg0: tensor<?x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<?x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg2, %c0_0 : tensor<?x3xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = tensor.dim %arg0, %c0_2 : tensor<?x8xf32>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim_5 = tensor.dim %arg2, %c0_4 : tensor<?x3xf32>
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0_6 to %dim step %c1 iter_args(%arg4 = %arg2) -> (tensor<?x3xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<1x8xf32>
// CHECK-NEXT:       %extracted_slice_7 = tensor.extract_slice %arg1[0, 0] [8, 3] [1, 1] : tensor<8x3xf32> to tensor<8x3xf32>
// CHECK-NEXT:       %extracted_slice_8 = tensor.extract_slice %arg4[%arg3, 0] [1, 3] [1, 1] : tensor<?x3xf32> to tensor<1x3xf32>
// CHECK-NEXT:       %1 = linalg.matmul ins(%extracted_slice, %extracted_slice_7 : tensor<1x8xf32>, tensor<8x3xf32>) outs(%extracted_slice_8 : tensor<1x3xf32>) -> tensor<1x3xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %1 into %arg4[%arg3, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<?x3xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<?x3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.scalarize %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (-d0 + 10, 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 - 1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @after_tiling(%arg0: tensor<10x?xf32>, %arg1: tensor<10x?xf32>) -> tensor<10x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<10x?xf32>
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %dim_1 = tensor.dim %arg1, %c1_0 : tensor<10x?xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c10 step %c4 iter_args(%arg3 = %arg1) -> (tensor<10x?xf32>) {
// CHECK-NEXT:       %c10_2 = arith.constant 10 : index
// CHECK-NEXT:       %1 = affine.min #map(%arg2)
// CHECK-NEXT:       %2 = affine.apply #map1(%1)
// CHECK-NEXT:       %3 = affine.apply #map2()[%dim]
// CHECK-NEXT:       %4 = affine.apply #map1(%1)
// CHECK-NEXT:       %5 = affine.apply #map2()[%dim]
// CHECK-NEXT:       %6 = affine.apply #map1(%1)
// CHECK-NEXT:       %7 = affine.apply #map2()[%dim]
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [%1, %dim] [1, 1] : tensor<10x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:       %extracted_slice_3 = tensor.extract_slice %arg3[%arg2, 0] [%1, %dim] [1, 1] : tensor<10x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:       %c0_4 = arith.constant 0 : index
// CHECK-NEXT:       %c1_5 = arith.constant 1 : index
// CHECK-NEXT:       %c0_6 = arith.constant 0 : index
// CHECK-NEXT:       %c1_7 = arith.constant 1 : index
// CHECK-NEXT:       %c0_8 = arith.constant 0 : index
// CHECK-NEXT:       %c1_9 = arith.constant 1 : index
// CHECK-NEXT:       %c0_10 = arith.constant 0 : index
// CHECK-NEXT:       %c1_11 = arith.constant 1 : index
// CHECK-NEXT:       %c0_12 = arith.constant 0 : index
// CHECK-NEXT:       %c0_13 = arith.constant 0 : index
// CHECK-NEXT:       %c1_14 = arith.constant 1 : index
// CHECK-NEXT:       %c1_15 = arith.constant 1 : index
// CHECK-NEXT:       %8 = scf.for %arg4 = %c0_12 to %1 step %c1_14 iter_args(%arg5 = %extracted_slice_3) -> (tensor<?x?xf32>) {
// CHECK-NEXT:         %13 = scf.for %arg6 = %c0_13 to %dim step %c1_15 iter_args(%arg7 = %arg5) -> (tensor<?x?xf32>) {
// CHECK-NEXT:           %extracted_slice_16 = tensor.extract_slice %extracted_slice[%arg4, %arg6] [1, 1] [1, 1] : tensor<?x?xf32> to tensor<1x1xf32>
// CHECK-NEXT:           %extracted_slice_17 = tensor.extract_slice %arg7[%arg4, %arg6] [1, 1] [1, 1] : tensor<?x?xf32> to tensor<1x1xf32>
// CHECK-NEXT:           %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16 : tensor<1x1xf32>) outs(%extracted_slice_17 : tensor<1x1xf32>) {
// CHECK-NEXT:           ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:             %15 = math.exp %in : f32
// CHECK-NEXT:             linalg.yield %15 : f32
// CHECK-NEXT:           } -> tensor<1x1xf32>
// CHECK-NEXT:           %inserted_slice_18 = tensor.insert_slice %14 into %arg7[%arg4, %arg6] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
// CHECK-NEXT:           scf.yield %inserted_slice_18 : tensor<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %13 : tensor<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %9 = affine.apply #map1(%1)
// CHECK-NEXT:       %10 = affine.apply #map2()[%dim]
// CHECK-NEXT:       %11 = affine.apply #map1(%1)
// CHECK-NEXT:       %12 = affine.apply #map2()[%dim]
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %8 into %arg3[%arg2, 0] [%1, %dim] [1, 1] : tensor<?x?xf32> into tensor<10x?xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<10x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<10x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops = transform.structured.tile_using_for %0 tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %1 = transform.structured.scalarize %tiled_linalg_op : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @all_static(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.copy"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.scalarize %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %2 = transform.num_associations %1 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
