// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// A pass option taken from a parameter: the function type lists the
// target first, then the parameters.

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %iterations = transform.param.constant 10 -> !transform.any_param
    %g = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %iterations, "test-convergence" = true} to %f : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.param.constant 10 : i64 -> !transform.any_param
// CHECK-NEXT:       %2 = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %1, "test-convergence" = true} to %0 : (!transform.any_op, !transform.any_param) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
