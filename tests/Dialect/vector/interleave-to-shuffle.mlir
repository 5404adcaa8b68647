// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// A 1-D interleave is a shuffle taking the lanes of both operands in
// turn; n-D and scalable ones stay.
module {
  func.func @interleave(%a: vector<3xf64>, %b: vector<3xf64>, %c: vector<2x2xi1>, %d: vector<[4]xi8>) -> (vector<6xf64>, vector<2x4xi1>, vector<[8]xi8>) {
    %0 = vector.interleave %a, %b : vector<3xf64> -> vector<6xf64>
    %1 = vector.interleave %c, %c : vector<2x2xi1> -> vector<2x4xi1>
    %2 = vector.interleave %d, %d : vector<[4]xi8> -> vector<[8]xi8>
    return %0, %1, %2 : vector<6xf64>, vector<2x4xi1>, vector<[8]xi8>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %f {
        transform.apply_patterns.vector.interleave_to_shuffle
      } : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @interleave(%arg0: vector<3xf64>, %arg1: vector<3xf64>, %arg2: vector<2x2xi1>, %arg3: vector<[4]xi8>) -> (vector<6xf64>, vector<2x4xi1>, vector<[8]xi8>) {
// CHECK-NEXT:     %0 = vector.shuffle %arg0, %arg1 [0, 3, 1, 4, 2, 5] : vector<3xf64>, vector<3xf64>
// CHECK-NEXT:     %1 = vector.interleave %arg2, %arg2 : vector<2x2xi1> -> vector<2x4xi1>
// CHECK-NEXT:     %2 = vector.interleave %arg3, %arg3 : vector<[4]xi8> -> vector<[8]xi8>
// CHECK-NEXT:     return %0, %1, %2 : vector<6xf64>, vector<2x4xi1>, vector<[8]xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.interleave_to_shuffle
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
