// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// The parallelarith contraction lowering: reduction dimensions of size 1
// are extracted away (after broadcasting each operand to the parallel
// dimensions it lacks and transposing), then one fma, or a product
// combined with the accumulator by the contraction's kind.

func.func @broadcast_rhs(%a: vector<3x1xf32>, %b: vector<1xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<3x1xf32>, vector<1xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}

func.func @int_max(%a: vector<1x2xi16>, %b: vector<2x1xi16>, %acc: vector<2xi16>) -> vector<2xi16> {
  %0 = vector.contract {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n, k)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %acc : vector<1x2xi16>, vector<2x1xi16> into vector<2xi16>
  return %0 : vector<2xi16>
}

func.func @not_unit(%a: vector<2xf32>, %b: vector<2xf32>, %acc: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<2xf32>, vector<2xf32> into f32
  return %0 : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "parallelarith"
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @broadcast_rhs(%arg0: vector<3x1xf32>, %arg1: vector<1xf32>, %arg2: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : vector<1xf32> to vector<3x1xf32>
// CHECK-NEXT:     %1 = vector.transpose %arg0, [1, 0] : vector<3x1xf32> to vector<1x3xf32>
// CHECK-NEXT:     %2 = vector.transpose %0, [1, 0] : vector<3x1xf32> to vector<1x3xf32>
// CHECK-NEXT:     %3 = vector.extract %1[0] : vector<3xf32> from vector<1x3xf32>
// CHECK-NEXT:     %4 = vector.extract %2[0] : vector<3xf32> from vector<1x3xf32>
// CHECK-NEXT:     %5 = vector.fma %3, %4, %arg2 : vector<3xf32>
// CHECK-NEXT:     return %5 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_max(%arg0: vector<1x2xi16>, %arg1: vector<2x1xi16>, %arg2: vector<2xi16>) -> vector<2xi16> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %arg0, %arg1, %arg2 : vector<1x2xi16>, vector<2x1xi16> into vector<2xi16>
// CHECK-NEXT:     return %0 : vector<2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_unit(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT:     %1 = vector.reduction <add>, %0, %arg2 : vector<2xf32> into f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_contraction lowering_strategy = parallelarith
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
