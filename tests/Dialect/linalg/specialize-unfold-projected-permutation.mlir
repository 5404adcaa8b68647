// RUN: strata-opt %s --linalg-specialize-generic-ops | FileCheck %s
// CONFORMANCE: pipeline=--linalg-specialize-generic-ops

// linalg-specialize-generic-ops unfolds the transposing and broadcasting
// input maps of an elementwise generic on static tensors into
// linalg.transpose and linalg.broadcast, and the generic, now on
// identity maps, becomes a named op. Dynamic shapes and reductions stay.

func.func @broadcast_and_transpose(%row: tensor<6xf32>, %t: tensor<6x4xf32>, %out: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%row, %t : tensor<6xf32>, tensor<6x4xf32>) outs(%out : tensor<4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

func.func @dynamic_stays(%row: tensor<?xi32>, %m: tensor<3x?xi32>, %out: tensor<3x?xi32>) -> tensor<3x?xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%row, %m : tensor<?xi32>, tensor<3x?xi32>) outs(%out : tensor<3x?xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.subi %a, %b : i32
    linalg.yield %s : i32
  } -> tensor<3x?xi32>
  return %0 : tensor<3x?xi32>
}

func.func @reduction_stays(%a: tensor<5x2xf32>, %b: tensor<2x5xf32>, %out: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<5x2xf32>, tensor<2x5xf32>) outs(%out : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.maximumf %x, %y : f32
    %r = arith.maximumf %m, %o : f32
    linalg.yield %r : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @broadcast_and_transpose(%arg0: tensor<6xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg0 : tensor<6xf32>) outs(%0 : tensor<4x6xf32>) dimensions = [0] 
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg1 : tensor<6x4xf32>) outs(%1 : tensor<4x6xf32>) permutation = [1, 0] 
// CHECK-NEXT:     %2 = linalg.mul ins(%broadcasted, %transposed : tensor<4x6xf32>, tensor<4x6xf32>) outs(%arg2 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     return %2 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic_stays(%arg0: tensor<?xi32>, %arg1: tensor<3x?xi32>, %arg2: tensor<3x?xi32>) -> tensor<3x?xi32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?xi32>, tensor<3x?xi32>) outs(%arg2 : tensor<3x?xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %1 = arith.subi %in, %in_0 : i32
// CHECK-NEXT:       linalg.yield %1 : i32
// CHECK-NEXT:     } -> tensor<3x?xi32>
// CHECK-NEXT:     return %0 : tensor<3x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduction_stays(%arg0: tensor<5x2xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<5x2xf32>, tensor<2x5xf32>) outs(%arg2 : tensor<5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT:       %2 = arith.maximumf %1, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<5xf32>
// CHECK-NEXT:     return %0 : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
