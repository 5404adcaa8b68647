// RUN: strata-opt %s -test-vector-reduction-to-contract-patterns -split-input-file | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 turns the contraction's combining kind into add when it folds a broadcast operand into it)

// Folding a broadcast operand into a contraction keeps its combining kind.
func.func @max_kind(%a: vector<2x4xf16>, %b: vector<3x4xf16>, %acc: vector<2x3xf16>) -> vector<2x3xf16> {
  %ba = vector.broadcast %a : vector<2x4xf16> to vector<1x2x4xf16>
  %bb = vector.broadcast %b : vector<3x4xf16> to vector<1x3x4xf16>
  %0 = vector.contract {indexing_maps = [affine_map<(u, i, j, k) -> (u, i, k)>, affine_map<(u, i, j, k) -> (u, j, k)>, affine_map<(u, i, j, k) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %ba, %bb, %acc : vector<1x2x4xf16>, vector<1x3x4xf16> into vector<2x3xf16>
  return %0 : vector<2x3xf16>
}

// CHECK-LABEL: func.func @max_kind(
// CHECK-NEXT:    %[[R:.*]] = vector.contract {{{.*}}, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 : vector<2x4xf16>, vector<3x4xf16> into vector<2x3xf16>
// CHECK-NEXT:    return %[[R]] : vector<2x3xf16>

// -----

// The same under a mask.
func.func @masked_mul_kind(%a: vector<6x5xi32>, %b: vector<3x6x5xi32>, %acc: vector<3x6xi32>, %m: vector<3x6x5xi1>) -> vector<3x6xi32> {
  %bc = vector.broadcast %a : vector<6x5xi32> to vector<3x6x5xi32>
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %bc, %b, %acc : vector<3x6x5xi32>, vector<3x6x5xi32> into vector<3x6xi32> } : vector<3x6x5xi1> -> vector<3x6xi32>
  return %0 : vector<3x6xi32>
}

// CHECK-LABEL: func.func @masked_mul_kind(
// CHECK-NEXT:    %[[R:.*]] = vector.mask %arg3 { vector.contract {{{.*}}, kind = #vector.kind<mul>} %arg0, %arg1, %arg2 : vector<6x5xi32>, vector<3x6x5xi32> into vector<3x6xi32> } : vector<3x6x5xi1> -> vector<3x6xi32>
// CHECK-NEXT:    return %[[R]] : vector<3x6xi32>
