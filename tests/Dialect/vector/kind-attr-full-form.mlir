// RUN: strata-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=-split-input-file

// A combining kind may be written as the full attribute; it prints short.
func.func @full_form(%v: vector<4x8xi32>, %acc: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.multi_reduction #vector.kind<maxsi>, %v, %acc [0] : vector<4x8xi32> to vector<8xi32>
  return %0 : vector<8xi32>
}

// CHECK-LABEL: func.func @full_form(
// CHECK-NEXT:    vector.multi_reduction <maxsi>, %arg0, %arg1 [0] : vector<4x8xi32> to vector<8xi32>

// -----

#k = #vector.kind<xor>
func.func @alias(%v: vector<4xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction #k, %v, %acc [0] : vector<4xi32> to i32
  return %0 : i32
}

// CHECK-LABEL: func.func @alias(
// CHECK-NEXT:    vector.multi_reduction <xor>, %arg0, %arg1 [0] : vector<4xi32> to i32

// -----

func.func @wrong_attribute(%v: vector<4xi32>, %acc: i32) -> i32 {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = vector.multi_reduction #vector.iterator_type<parallel>, %v, %acc [0] : vector<4xi32> to i32
  return %0 : i32
}
