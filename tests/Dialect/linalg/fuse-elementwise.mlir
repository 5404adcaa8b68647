// RUN: strata-opt %s --linalg-fuse-elementwise-ops --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--linalg-fuse-elementwise-ops

// Elementwise fusion of linalg.generic ops on tensors: chains, producers
// read through transposed and broadcast maps, producers using
// linalg.index, reductions, producers kept for other uses or not fusable,
// and the patterns the pass applies with it (splat constants and fills as
// scalars, unread outputs as tensor.empty, duplicate and dead operands,
// transposes of constants folded).

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @chain(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg3, %arg4) : tensor<?x?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %in_1 : f32
// CHECK-NEXT: %4 = arith.negf %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%1 : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @transpose_and_broadcast(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%0 : tensor<16x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.subf %in, %in_0 : f32
// CHECK-NEXT: %3 = math.exp %2 : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<16x8xf32>
// CHECK-NEXT: return %1 : tensor<16x8xf32>
// CHECK-NEXT: }
func.func @transpose_and_broadcast(%a: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<16x8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<8x16xf32>) outs(%e2 : tensor<16x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = math.exp %x : f32
    linalg.yield %m : f32
  } -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @producer_index(%arg0: tensor<4x6xi32>) -> tensor<6x4xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x4xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x6xi32>) outs(%0 : tensor<6x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.addi %3, %2 : index
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %6 = arith.addi %in, %5 : i32
// CHECK-NEXT: %7 = linalg.index 0 : index
// CHECK-NEXT: %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT: %9 = arith.muli %6, %8 : i32
// CHECK-NEXT: linalg.yield %9 : i32
// CHECK-NEXT: } -> tensor<6x4xi32>
// CHECK-NEXT: return %1 : tensor<6x4xi32>
// CHECK-NEXT: }
func.func @producer_index(%a: tensor<4x6xi32>) -> tensor<6x4xi32> {
  %e = tensor.empty() : tensor<4x6xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %s = arith.addi %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<4x6xi32>
  %e2 = tensor.empty() : tensor<6x4xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x6xi32>) outs(%e2 : tensor<6x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    %m = arith.muli %x, %c : i32
    linalg.yield %m : i32
  } -> tensor<6x4xi32>
  return %1 : tensor<6x4xi32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @into_reduction(%arg0: tensor<8x16xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: %2 = arith.addf %1, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @into_reduction(%a: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map2 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @not_fused(%arg0: tensor<8x16xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %5 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %5 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<8xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %5 = math.absf %in : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %5 = math.sqrt %in : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %2, %3, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
#id1 = affine_map<(d0) -> (d0)>
func.func @not_fused(%a: tensor<8x16xf32>, %init: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // A reduction producer is not fused.
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%0 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  // A producer with two uses is not fused.
  %2 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%b : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = math.absf %x : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  %3 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%2 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = math.sqrt %x : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  return %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @splat_fill_and_outs(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %cst_0 : f32
// CHECK-NEXT: %3 = arith.addf %2, %cst : f32
// CHECK-NEXT: %4 = arith.addf %3, %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
#id1 = affine_map<(d0) -> (d0)>
func.func @splat_fill_and_outs(%a: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %cst = arith.constant dense<3.0> : tensor<8xf32>
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%two : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %cst, %fill, %a : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) {
  ^bb0(%x: f32, %c: f32, %f: f32, %x2: f32, %o: f32):
    %m = arith.mulf %x, %c : f32
    %s = arith.addf %m, %f : f32
    %t = arith.addf %s, %x2 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @dead_inputs_and_results(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
#id1 = affine_map<(d0) -> (d0)>
func.func @dead_inputs_and_results(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0:2 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e, %e : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %p: f32):
    %n = arith.negf %x : f32
    %m = arith.mulf %x, %x : f32
    linalg.yield %n, %m : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @constant_transpose(%arg0: tensor<3x2xf32>, %arg1: tensor<2x4x3xi8>) -> (tensor<3x2xf32>, tensor<2x4x3xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}0.000000e+00, 3.000000e+00], [1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00]]> : tensor<3x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]], {{\[\[}}12, 16, 20], [13, 17, 21], [14, 18, 22], [15, 19, 23]]]> : tensor<2x4x3xi8>
// CHECK-NEXT: return %cst, %cst_0 : tensor<3x2xf32>, tensor<2x4x3xi8>
// CHECK-NEXT: }
func.func @constant_transpose(%init: tensor<3x2xf32>, %init3: tensor<2x4x3xi8>) -> (tensor<3x2xf32>, tensor<2x4x3xi8>) {
  %c = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x2xf32>
  %c3 = arith.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi8>
  %1 = linalg.transpose ins(%c3 : tensor<2x3x4xi8>) outs(%init3 : tensor<2x4x3xi8>) permutation = [0, 2, 1]
  return %0, %1 : tensor<3x2xf32>, tensor<2x4x3xi8>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @constant_transpose_not_folded(%arg0: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<2x3xf32>) outs(%0 : tensor<3x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3x2xf32>
// CHECK-NEXT: return %1, %cst : tensor<3x2xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
func.func @constant_transpose_not_folded(%init: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x2xf32>
  return %0, %c : tensor<3x2xf32>, tensor<2x3xf32>
}
