// RUN: strata-opt %s -canonicalize | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize

// Adding a value to a contraction with a zero accumulator accumulates
// into the value; a non-zero accumulator (or -0.0) stays an add.
#maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]
func.func @contract_add(%a: vector<3x2xf32>, %b: vector<2xf32>, %c: vector<3xf32>, %x: vector<3x2xi16>, %y: vector<2xi16>, %z: vector<3xi16>) -> (vector<3xf32>, vector<3xi16>, vector<3xf32>) {
  %zf = arith.constant dense<0.0> : vector<3xf32>
  %nz = arith.constant dense<-0.0> : vector<3xf32>
  %zi = arith.constant dense<0> : vector<3xi16>
  %0 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "reduction"]} %a, %b, %zf : vector<3x2xf32>, vector<2xf32> into vector<3xf32>
  %1 = arith.addf %c, %0 : vector<3xf32>
  %2 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "reduction"]} %x, %y, %zi : vector<3x2xi16>, vector<2xi16> into vector<3xi16>
  %3 = arith.addi %2, %z : vector<3xi16>
  %4 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "reduction"]} %a, %b, %nz : vector<3x2xf32>, vector<2xf32> into vector<3xf32>
  %5 = arith.addf %4, %c : vector<3xf32>
  return %1, %3, %5 : vector<3xf32>, vector<3xi16>, vector<3xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contract_add(%arg0: vector<3x2xf32>, %arg1: vector<2xf32>, %arg2: vector<3xf32>, %arg3: vector<3x2xi16>, %arg4: vector<2xi16>, %arg5: vector<3xi16>) -> (vector<3xf32>, vector<3xi16>, vector<3xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<-0.000000e+00> : vector<3xf32>
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3x2xf32>, vector<2xf32> into vector<3xf32>
// CHECK-NEXT:     %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg3, %arg4, %arg5 : vector<3x2xi16>, vector<2xi16> into vector<3xi16>
// CHECK-NEXT:     %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<3x2xf32>, vector<2xf32> into vector<3xf32>
// CHECK-NEXT:     %3 = arith.addf %2, %arg2 : vector<3xf32>
// CHECK-NEXT:     return %0, %1, %3 : vector<3xf32>, vector<3xi16>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
