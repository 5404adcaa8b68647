// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// n-D from_elements and to_elements unrolled along the leading dimension
// (1-D ones stay).
module {
  func.func @from_elements(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> (vector<3x1x2xi8>, vector<2xi8>) {
    %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<3x1x2xi8>
    %1 = vector.from_elements %a, %b : vector<2xi8>
    return %0, %1 : vector<3x1x2xi8>, vector<2xi8>
  }
  func.func @to_elements(%v: vector<2x1x3xf16>, %w: vector<3xf16>) -> (f16, f16, f16, f16) {
    %0:6 = vector.to_elements %v : vector<2x1x3xf16>
    %1:3 = vector.to_elements %w : vector<3xf16>
    return %0#0, %0#4, %0#5, %1#2 : f16, f16, f16, f16
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %f {
        transform.apply_patterns.vector.unroll_to_elements
        transform.apply_patterns.vector.unroll_from_elements
      } : !transform.any_op
      transform.yield
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @from_elements(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i8, %arg4: i8, %arg5: i8) -> (vector<3x1x2xi8>, vector<2xi8>) {
// CHECK-NEXT:     %0 = ub.poison : vector<3x1x2xi8>
// CHECK-NEXT:     %1 = ub.poison : vector<1x2xi8>
// CHECK-NEXT:     %2 = vector.from_elements %arg0, %arg1 : vector<2xi8>
// CHECK-NEXT:     %3 = vector.insert %2, %1 [0] : vector<2xi8> into vector<1x2xi8>
// CHECK-NEXT:     %4 = vector.insert %3, %0 [0] : vector<1x2xi8> into vector<3x1x2xi8>
// CHECK-NEXT:     %5 = vector.from_elements %arg2, %arg3 : vector<2xi8>
// CHECK-NEXT:     %6 = vector.insert %5, %1 [0] : vector<2xi8> into vector<1x2xi8>
// CHECK-NEXT:     %7 = vector.insert %6, %4 [1] : vector<1x2xi8> into vector<3x1x2xi8>
// CHECK-NEXT:     %8 = vector.from_elements %arg4, %arg5 : vector<2xi8>
// CHECK-NEXT:     %9 = vector.insert %8, %1 [0] : vector<2xi8> into vector<1x2xi8>
// CHECK-NEXT:     %10 = vector.insert %9, %7 [2] : vector<1x2xi8> into vector<3x1x2xi8>
// CHECK-NEXT:     %11 = vector.from_elements %arg0, %arg1 : vector<2xi8>
// CHECK-NEXT:     return %10, %11 : vector<3x1x2xi8>, vector<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_elements(%arg0: vector<2x1x3xf16>, %arg1: vector<3xf16>) -> (f16, f16, f16, f16) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : vector<3xf16> from vector<2x1x3xf16>
// CHECK-NEXT:     %1:3 = vector.to_elements %0 : vector<3xf16>
// CHECK-NEXT:     %2 = vector.extract %arg0[1, 0] : vector<3xf16> from vector<2x1x3xf16>
// CHECK-NEXT:     %3:3 = vector.to_elements %2 : vector<3xf16>
// CHECK-NEXT:     %4:3 = vector.to_elements %arg1 : vector<3xf16>
// CHECK-NEXT:     return %1#0, %3#1, %3#2, %4#2 : f16, f16, f16, f16
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.unroll_to_elements
// CHECK-NEXT:         transform.apply_patterns.vector.unroll_from_elements
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
