// RUN: strata-opt %s --split-input-file --affine-expand-index-ops-as-affine | FileCheck %s
// CONFORMANCE: pipeline=--affine-expand-index-ops-as-affine

// affine.delinearize_index and affine.linearize_index expanded into
// affine.apply ops: one floordiv and one mod per basis element, composed
// with each other; one sum of products for a linearization.

func.func @delinearize_static(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (3, 7, 11) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @delinearize_no_outer_bound(%i: index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @delinearize_of_apply(%i: index) -> (index, index) {
  %j = affine.apply affine_map<(d0) -> (d0 * 4 + 2)>(%i)
  %0:2 = affine.delinearize_index %j into (16, 4) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @linearize_static(%a: index, %b: index) -> index {
  %0 = affine.linearize_index [%a, %b] by (6, 9) : index
  return %0 : index
}

// -----

func.func @linearize_no_outer_bound(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (4, 5) : index
  return %0 : index
}

// -----

func.func @round_trip(%i: index, %n: index) -> index {
  %0:2 = affine.delinearize_index %i into (%n, 32) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (%n, 32) : index
  return %1 : index
}

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 77)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 77) floordiv 11)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 11)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @delinearize_static(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s1 floordiv (s0 * 8))>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s1 mod (s0 * 8)) floordiv 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> ((s1 mod (s0 * 8)) mod 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @delinearize_no_outer_bound(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg1, %arg0]
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @delinearize_of_apply(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     return %arg0, %c2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 * 9 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @linearize_static(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 * 20 + s1 * 5 + s2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @linearize_no_outer_bound(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 floordiv 32)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 mod 32)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 32 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @round_trip(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %2 = affine.apply #map2()[%0, %1]
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
