// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// linalg.index of a loop of static size 1 folds to 0; the others stay.

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#proj = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @index_unit_loops(%in: tensor<4x1x?xindex>, %out: tensor<4x1x?xindex>) -> tensor<4x1x?xindex> {
    %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%in : tensor<4x1x?xindex>) outs(%out : tensor<4x1x?xindex>) {
    ^bb0(%a: index, %o: index):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = linalg.index 2 : index
      %x = arith.addi %i, %j : index
      %y = arith.addi %x, %k : index
      %z = arith.addi %y, %a : index
      linalg.yield %z : index
    } -> tensor<4x1x?xindex>
    return %r : tensor<4x1x?xindex>
  }
  func.func @index_reduced_unit_loop(%in: tensor<3x1xindex>, %out: tensor<3xindex>) -> tensor<3xindex> {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in : tensor<3x1xindex>) outs(%out : tensor<3xindex>) {
    ^bb0(%a: index, %o: index):
      %j = linalg.index 1 : index
      %x = arith.muli %a, %j : index
      %y = arith.addi %x, %o : index
      linalg.yield %y : index
    } -> tensor<3xindex>
    return %r : tensor<3xindex>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %f {
      } : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_unit_loops(%arg0: tensor<4x1x?xindex>, %arg1: tensor<4x1x?xindex>) -> tensor<4x1x?xindex> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x1x?xindex>) outs(%arg1 : tensor<4x1x?xindex>) {
// CHECK-NEXT:     ^bb0(%in: index, %out: index):
// CHECK-NEXT:       %1 = linalg.index 0 : index
// CHECK-NEXT:       %2 = linalg.index 2 : index
// CHECK-NEXT:       %3 = arith.addi %1, %2 : index
// CHECK-NEXT:       %4 = arith.addi %3, %in : index
// CHECK-NEXT:       linalg.yield %4 : index
// CHECK-NEXT:     } -> tensor<4x1x?xindex>
// CHECK-NEXT:     return %0 : tensor<4x1x?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_reduced_unit_loop(%arg0: tensor<3x1xindex>, %arg1: tensor<3xindex>) -> tensor<3xindex> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x1xindex>) outs(%arg1 : tensor<3xindex>) {
// CHECK-NEXT:     ^bb0(%in: index, %out: index):
// CHECK-NEXT:       linalg.yield %out : index
// CHECK-NEXT:     } -> tensor<3xindex>
// CHECK-NEXT:     return %0 : tensor<3xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
