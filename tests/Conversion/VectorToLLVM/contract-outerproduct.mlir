// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm=vector-contract-lowering=outerproduct | FileCheck %s
// CONFORMANCE: skip (the same ops as mlir-opt's, in another order: the lhs elements are extracted before the outer products)

// Row-major matrix products under vector-contract-lowering=outerproduct:
// the transposed lhs, then one outerproduct (a broadcast row times rhs
// row, accumulated by fmuladd) per reduction index.
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// CHECK-LABEL: func.func @matmul(
// CHECK-NOT:     llvm.intr.vector.reduce
// CHECK-COUNT-6: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NOT:     llvm.intr.fmuladd
// CHECK:         return

// -----

// Integers: products and additions rather than fmuladd.
func.func @imatmul(%a: vector<2x1xi32>, %b: vector<1x4xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xi32>, vector<1x4xi32> into vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
// CHECK-LABEL: func.func @imatmul(
// CHECK:         %[[B:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<1 x vector<4xi32>>
// CHECK:         %[[A0:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK:         %[[M0:.*]] = arith.muli %[[A0]], %[[B]] : vector<4xi32>
// CHECK:         arith.addi %[[M0]], %{{.*}} : vector<4xi32>
// CHECK:         %[[A1:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK:         %[[M1:.*]] = arith.muli %[[A1]], %[[B]] : vector<4xi32>
// CHECK:         arith.addi %[[M1]], %{{.*}} : vector<4xi32>
