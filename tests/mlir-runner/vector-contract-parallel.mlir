// Contractions with a leading parallel dimension, lowered by strata-opt as
// one smaller contraction per index of that dimension (a batch dimension
// of both operands, or a free dimension of one operand), each a matrix
// product lowered as dot products or as outer products, and run; the
// output equals mlir-runner's.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      ( ( ( 6, 15.75 ), ( 14.5, 29.5 ) ), ( ( 1, 7 ), ( 3, 10 ) ) )
// CHECK-NEXT: ( ( ( 14, 17 ), ( 30, 33 ) ), ( ( 0.5, 7 ), ( 9.5, 13.75 ) ) )

#nwc = affine_map<(n, w, f, c) -> (n, w, c)>
#cf = affine_map<(n, w, f, c) -> (c, f)>
#nwf = affine_map<(n, w, f, c) -> (n, w, f)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @main() {
  %a = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[0.0, 1.0, 0.0], [1.0, 1.0, 1.0]]]> : vector<2x2x3xf32>
  %b = arith.constant dense<[[1.0, -1.0], [0.5, 2.0], [-2.0, 0.25]]> : vector<3x2xf32>
  %c = arith.constant dense<[[[10.0, 12.0], [20.0, 22.0]], [[0.5, 5.0], [3.5, 8.75]]]> : vector<2x2x2xf32>
  %0 = vector.contract {indexing_maps = [#nwc, #cf, #nwf], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<3x2xf32> into vector<2x2x2xf32>
  vector.print %0 : vector<2x2x2xf32>
  %bb = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[2.0, 1.0], [0.0, 2.0], [4.0, 2.0]]]> : vector<2x3x2xf32>
  %1 = vector.contract {indexing_maps = [#bmk, #bkn, #bmn], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %bb, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  vector.print %1 : vector<2x2x2xf32>
  return
}
