// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Canonicalizations that cancel affine.linearize_index against
// affine.delinearize_index, and delinearized indices recombined in maps.

// A disjoint linearization delinearized by the same basis gives back its
// indices; with a shorter matching tail, the head is re-linearized.
func.func @delinearize_of_linearize(%i: index, %j: index, %k: index, %n: index) -> (index, index, index, index, index, index) {
  %l = affine.linearize_index disjoint [%i, %j, %k] by (%n, 6, 5) : index
  %a:3 = affine.delinearize_index %l into (%n, 6, 5) : index, index, index
  %b:3 = affine.delinearize_index %l into (3, 5) : index, index, index
  return %a#0, %a#1, %a#2, %b#0, %b#1, %b#2 : index, index, index, index, index, index
}

// -----

// Without `disjoint` nothing cancels.
func.func @not_disjoint(%i: index, %j: index) -> (index, index) {
  %l = affine.linearize_index [%i, %j] by (7, 9) : index
  %a:2 = affine.delinearize_index %l into (7, 9) : index, index
  return %a#0, %a#1 : index, index
}

// -----

// The last linearized index spans the last delinearized bounds (4 * 4 = 16).
func.func @split_last(%i: index, %j: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%i, %j] by (3, 16) : index
  %a:3 = affine.delinearize_index %l into (3, 4, 4) : index, index, index
  return %a#0, %a#1, %a#2 : index, index, index
}

// -----

// Consecutive results of one delinearization, re-linearized with the same
// bounds, merge into one index: in the middle, at the head, and all of it.
func.func @linearize_of_delinearize(%x: index, %y: index, %z: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (5, 6, 7) : index, index, index
  %0 = affine.linearize_index [%y, %a#1, %a#2, %z] by (2, 6, 7, 3) : index
  %1 = affine.linearize_index [%a#0, %a#1, %y] by (5, 6, 11) : index
  %2 = affine.linearize_index [%a#0, %a#1, %a#2] by (5, 6, 7) : index
  return %0, %1, %2 : index, index, index
}

// -----

// Dynamic bounds multiply into an affine.apply.
func.func @dynamic_product(%x: index, %m: index, %n: index) -> index {
  %a:3 = affine.delinearize_index %x into (%m, %n, 2) : index, index, index
  %0 = affine.linearize_index [%a#1, %a#2, %a#0] by (%n, 2, %m) : index
  return %0 : index
}

// -----

// Leading zeros and unit bounds drop out.
func.func @zeros_and_units(%i: index, %j: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %i, %j] by (4, 5, 6) : index
  %1 = affine.linearize_index [%c0, %i] by (9) : index
  %2 = affine.linearize_index disjoint [%i, %j, %j] by (7, 1, 3) : index
  %3 = affine.linearize_index [%i, %c0, %j] by (7, 1, 3) : index
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Delinearized indices recombined with their strides in an affine map are
// the delinearized index, in any order and beside other terms.
func.func @apply_of_delinearize(%x: index, %y: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (4, 3, 10) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s1 * 30 + s0 + s2 * 10)>()[%a#2, %a#0, %a#1]
  %1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 10 + s2 * 30 + s3 * 2)>()[%a#2, %a#1, %a#0, %y]
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 10)>()[%a#2, %a#1]
  return %0, %1, %2 : index, index, index
}

// -----

// In a loop, the results are dims and so is the replacement.
func.func @apply_of_delinearize_dims(%m: memref<120xf32>, %v: f32) {
  affine.for %i = 0 to 120 {
    %a:2 = affine.delinearize_index %i into (12, 10) : index, index
    %j = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 10)>(%a#0, %a#1)
    memref.store %v, %m[%j] : memref<120xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @delinearize_of_linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 6) : index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0 into (3) : index, index
// CHECK-NEXT:     return %arg0, %arg1, %arg2, %1#0, %1#1, %arg2 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_disjoint(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (7, 9) : index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0 into (7, 9) : index, index
// CHECK-NEXT:     return %1#0, %1#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @split_last(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg1 into (4, 4) : index, index
// CHECK-NEXT:     return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @linearize_of_delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (5, 42) : index, index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0#1 into (6, 7) : index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%arg1, %0#1, %arg2] by (2, 42, 3) : index
// CHECK-NEXT:     %3 = affine.linearize_index [%0#0, %1#0, %arg1] by (5, 6, 11) : index
// CHECK-NEXT:     return %2, %3, %arg0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_product(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (%arg1, %0) : index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%1#1, %1#0] by (%0, %arg1) : index
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zeros_and_units(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (5, 6) : index
// CHECK-NEXT:     %1 = affine.linearize_index disjoint [%arg0, %arg1] by (7, 3) : index
// CHECK-NEXT:     %2 = affine.linearize_index [%arg0, %arg1] by (7, 3) : index
// CHECK-NEXT:     return %0, %arg0, %1, %2 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 10)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply_of_delinearize(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (4, 3, 10) : index, index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:     %2 = affine.apply #map1()[%0#2, %0#1]
// CHECK-NEXT:     return %arg0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply_of_delinearize_dims(%arg0: memref<120xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 120 {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg2] : memref<120xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
