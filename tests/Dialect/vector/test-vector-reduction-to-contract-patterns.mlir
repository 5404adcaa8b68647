// RUN: strata-opt %s -test-vector-reduction-to-contract-patterns -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-test-vector-reduction-to-contract-patterns -split-input-file

// A multi-reduction of a product is a contraction; transposes of its
// operands fold into the indexing maps.
func.func @to_contract(%a: vector<6x4xf32>, %b: vector<6x4xf32>, %acc: vector<6xf32>) -> vector<6xf32> {
  %0 = arith.mulf %a, %b : vector<6x4xf32>
  %1 = vector.multi_reduction <add>, %0, %acc [1] : vector<6x4xf32> to vector<6xf32>
  return %1 : vector<6xf32>
}

// -----

func.func @fold_transpose(%a: vector<4x6xf32>, %b: vector<4x3xf32>, %acc: vector<6x3xf32>) -> vector<6x3xf32> {
  %t = vector.transpose %a, [1, 0] : vector<4x6xf32> to vector<6x4xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %t, %b, %acc : vector<6x4xf32>, vector<4x3xf32> into vector<6x3xf32>
  return %0 : vector<6x3xf32>
}

// -----

// A broadcast operand of a masked contraction folds into its map; the mask
// stays as it is when no loop goes away.
func.func @masked_broadcast(%a: vector<6x5xf32>, %b: vector<3x6x5xf32>, %acc: vector<3x6xf32>, %m: vector<3x6x5xi1>) -> vector<3x6xf32> {
  %bc = vector.broadcast %a : vector<6x5xf32> to vector<3x6x5xf32>
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %bc, %b, %acc : vector<3x6x5xf32>, vector<3x6x5xf32> into vector<3x6xf32> } : vector<3x6x5xi1> -> vector<3x6xf32>
  return %0 : vector<3x6xf32>
}

// -----

// When a unit loop goes away, the mask is shape-cast without it.
func.func @masked_broadcast_unit_loop(%a: vector<2x[4]xf16>, %b: vector<3x[4]xf16>, %acc: vector<2x3xf16>, %m: vector<1x2x3x[4]xi1>) -> vector<2x3xf16> {
  %ba = vector.broadcast %a : vector<2x[4]xf16> to vector<1x2x[4]xf16>
  %bb = vector.broadcast %b : vector<3x[4]xf16> to vector<1x3x[4]xf16>
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(u, i, j, k) -> (u, i, k)>, affine_map<(u, i, j, k) -> (u, j, k)>, affine_map<(u, i, j, k) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ba, %bb, %acc : vector<1x2x[4]xf16>, vector<1x3x[4]xf16> into vector<2x3xf16> } : vector<1x2x3x[4]xi1> -> vector<2x3xf16>
  return %0 : vector<2x3xf16>
}


// -----

// A masked contraction takes in its transposed operands and keeps its mask.
#m3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @masked_transpose(%a: vector<4x2x3xf32>, %b: vector<2x4x3xf32>, %acc: vector<2x4xf32>, %m: vector<2x4x3xi1>) -> vector<2x4xf32> {
  %t = vector.transpose %a, [1, 0, 2] : vector<4x2x3xf32> to vector<2x4x3xf32>
  %r = vector.mask %m { vector.contract {indexing_maps = [#m3, #m3, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %t, %b, %acc : vector<2x4x3xf32>, vector<2x4x3xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_contract(%arg0: vector<6x4xf32>, %arg1: vector<6x4xf32>, %arg2: vector<6xf32>) -> vector<6xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<6x4xf32>, vector<6x4xf32> into vector<6xf32>
// CHECK-NEXT:     return %0 : vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fold_transpose(%arg0: vector<4x6xf32>, %arg1: vector<4x3xf32>, %arg2: vector<6x3xf32>) -> vector<6x3xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x6xf32>, vector<4x3xf32> into vector<6x3xf32>
// CHECK-NEXT:     return %0 : vector<6x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_broadcast(%arg0: vector<6x5xf32>, %arg1: vector<3x6x5xf32>, %arg2: vector<3x6xf32>, %arg3: vector<3x6x5xi1>) -> vector<3x6xf32> {
// CHECK-NEXT:     %0 = vector.mask %arg3 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<6x5xf32>, vector<3x6x5xf32> into vector<3x6xf32> } : vector<3x6x5xi1> -> vector<3x6xf32>
// CHECK-NEXT:     return %0 : vector<3x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_broadcast_unit_loop(%arg0: vector<2x[4]xf16>, %arg1: vector<3x[4]xf16>, %arg2: vector<2x3xf16>, %arg3: vector<1x2x3x[4]xi1>) -> vector<2x3xf16> {
// CHECK-NEXT:     %0 = vector.shape_cast %arg3 : vector<1x2x3x[4]xi1> to vector<2x3x[4]xi1>
// CHECK-NEXT:     %1 = vector.mask %0 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x[4]xf16>, vector<3x[4]xf16> into vector<2x3xf16> } : vector<2x3x[4]xi1> -> vector<2x3xf16>
// CHECK-NEXT:     return %1 : vector<2x3xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked_transpose(%arg0: vector<4x2x3xf32>, %arg1: vector<2x4x3xf32>, %arg2: vector<2x4xf32>, %arg3: vector<2x4x3xi1>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.mask %arg3 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x2x3xf32>, vector<2x4x3xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
