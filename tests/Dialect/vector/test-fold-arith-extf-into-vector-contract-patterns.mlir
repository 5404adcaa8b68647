// RUN: strata-opt %s -test-fold-arith-extf-into-vector-contract-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-fold-arith-extf-into-vector-contract-patterns -split-input-file

// Extensions of both operands fold into a mixed-precision contraction.
func.func @fold_extf(%a: vector<2x3xbf16>, %b: vector<3x5xbf16>, %acc: vector<2x5xf32>) -> vector<2x5xf32> {
  %0 = arith.extf %a : vector<2x3xbf16> to vector<2x3xf32>
  %1 = arith.extf %b : vector<3x5xbf16> to vector<3x5xf32>
  %2 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %acc : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
  return %2 : vector<2x5xf32>
}

// -----

func.func @fold_extsi(%a: vector<4xi8>, %b: vector<4xi8>, %acc: i32) -> i32 {
  %0 = arith.extsi %a : vector<4xi8> to vector<4xi32>
  %1 = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %2 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %0, %1, %acc : vector<4xi32>, vector<4xi32> into i32
  return %2 : i32
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fold_extf(%arg0: vector<2x3xbf16>, %arg1: vector<3x5xbf16>, %arg2: vector<2x5xf32>) -> vector<2x5xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xbf16>, vector<3x5xbf16> into vector<2x5xf32>
// CHECK-NEXT:     return %0 : vector<2x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fold_extsi(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi8>, vector<4xi8> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
