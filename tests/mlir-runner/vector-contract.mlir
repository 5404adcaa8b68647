// Contractions, outer products and transposes, lowered by strata-opt's
// vector lowerings (dot products, rows of products, element moves) and run.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, -1.0], [0.5, 2.0], [-2.0, 0.25]]> : vector<3x2xf32>
  %c = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %0 : vector<2x2xf32>
  %x = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %y = arith.constant dense<[5, -6, 7, -8]> : vector<4xi32>
  %z = arith.constant 100 : i32
  %1 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<4xi32>, vector<4xi32> into i32
  vector.print %1 : i32
  %u = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %v = arith.constant dense<[1.0, 10.0, 100.0]> : vector<3xf32>
  %2 = vector.outerproduct %u, %v : vector<2xf32>, vector<3xf32>
  vector.print %2 : vector<2x3xf32>
  %3 = vector.outerproduct %u, %v, %a {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
  vector.print %3 : vector<2x3xf32>
  %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %4 : vector<3x2xf32>
  %5 = arith.addf %4, %b : vector<3x2xf32>
  vector.print %5 : vector<3x2xf32>
  %s = arith.constant 0.5 : f32
  %6 = vector.outerproduct %u, %s : vector<2xf32>, f32
  vector.print %6 : vector<2xf32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi64>
  %7 = vector.transpose %m, [1, 0] : vector<2x3xi64> to vector<3x2xi64>
  %8 = vector.extract %7[2] : vector<2xi64> from vector<3x2xi64>
  %9 = vector.reduction <mul>, %8 : vector<2xi64> into i64
  vector.print %9 : i64
  return
}

// CHECK: ( ( 6, 23.75 ), ( 24.5, 47.5 ) )
// CHECK-NEXT: 82
// CHECK-NEXT: ( ( 2, 20, 200 ), ( 3, 30, 300 ) )
// CHECK-NEXT: ( ( 3, 22, 203 ), ( 7, 35, 306 ) )
// CHECK-NEXT: ( ( 3, 7 ), ( 22, 35 ), ( 203, 306 ) )
// CHECK-NEXT: ( ( 4, 6 ), ( 22.5, 37 ), ( 201, 306.25 ) )
// CHECK-NEXT: ( 1, 1.5 )
// CHECK-NEXT: 18
