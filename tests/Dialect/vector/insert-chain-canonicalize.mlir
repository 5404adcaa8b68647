// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-canonicalize

// A chain of scalar inserts writing every element becomes one
// from_elements; the later insert wins.
// CHECK-LABEL: func.func @full
// CHECK-SAME:    (%[[V:.*]]: vector<3xi32>, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32)
// CHECK-NEXT:    %[[R:.*]] = vector.from_elements %[[C]], %[[B]], %[[A]] : vector<3xi32>
// CHECK-NEXT:    return %[[R]]
func.func @full(%v: vector<3xi32>, %a: i32, %b: i32, %c: i32) -> vector<3xi32> {
  %0 = vector.insert %a, %v [0] : i32 into vector<3xi32>
  %1 = vector.insert %b, %0 [1] : i32 into vector<3xi32>
  %2 = vector.insert %a, %1 [2] : i32 into vector<3xi32>
  %3 = vector.insert %c, %2 [0] : i32 into vector<3xi32>
  return %3 : vector<3xi32>
}

// -----

// One element is never written: the chain stays.
// CHECK-LABEL: func.func @partial
// CHECK-COUNT-2: vector.insert
func.func @partial(%v: vector<3xi32>, %a: i32) -> vector<3xi32> {
  %0 = vector.insert %a, %v [0] : i32 into vector<3xi32>
  %1 = vector.insert %a, %0 [1] : i32 into vector<3xi32>
  return %1 : vector<3xi32>
}

// -----

// An insert whose result is also used elsewhere ends the chain.
// CHECK-LABEL: func.func @shared
// CHECK-COUNT-2: vector.insert
func.func @shared(%v: vector<2xf32>, %a: f32) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
  %1 = vector.insert %a, %0 [1] : f32 into vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}
