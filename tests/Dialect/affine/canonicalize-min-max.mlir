// RUN: strata-opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Canonicalization of affine.min/affine.max: one expression becomes an
// affine.apply, repeated expressions go, a min (max) of a min (max)
// merges, and linear expressions are ordered by their coefficients.

func.func @single(%a: index) -> (index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 * 2)>(%a)
  %1 = affine.max affine_map<()[s0] -> (s0 + 3)>()[%a]
  return %0, %1 : index, index
}

func.func @dedup(%a: index, %b: index) -> index {
  %0 = affine.min affine_map<()[s0, s1] -> (s0 floordiv 2, s1, s0 floordiv 2)>()[%a, %b]
  return %0 : index
}

func.func @merge(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0 * 2)>(%0)[%c]
  %2 = affine.max affine_map<(d0)[s0] -> (d0 - 1, s0)>(%a)[%b]
  %3 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%2, %c]
  return %1, %3 : index, index
}

func.func @order(%a: index, %b: index) -> (index, index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.min affine_map<(d0, d1) -> (d0 + 3, d1, d0 - d1, 7)>(%i, %j)
      %1 = affine.max affine_map<(d0, d1) -> (d0 mod 4, d1)>(%i, %j)
      "test.use"(%0, %1) : (index, index) -> ()
    }
  }
  return %a, %b : index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 floordiv 2, s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1, s2] -> (s2 + 4, s1, s0 * 2)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1] -> (s1 - 1, s0)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (7, d1, d0 - d1, d0 + 3)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0 mod 4, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @single(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dedup(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map2()[%arg0, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @merge(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.min #map3()[%arg2, %arg1, %arg0]
// CHECK-NEXT:     %1 = affine.max #map4()[%arg1, %arg0]
// CHECK-NEXT:     %2 = affine.min #map5()[%1, %arg2]
// CHECK-NEXT:     return %0, %2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @order(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:         %0 = affine.min #map6(%arg2, %arg3)
// CHECK-NEXT:         %1 = affine.max #map7(%arg2, %arg3)
// CHECK-NEXT:         "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
