// RUN: strata-opt %s --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// Without `aggressive`, a pad of a constant that has other uses stays.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.rewrite_as_constant
    } : !transform.any_op
    transform.yield
  }
}

func.func @shared_source() -> (tensor<3xi32>, tensor<2xi32>) {
  %init = arith.constant dense<[4, 5]> : tensor<2xi32>
  %p = arith.constant 9 : i32
  %0 = tensor.pad %init low[0] high[1] {
  ^bb0(%a: index):
    tensor.yield %p : i32
  } : tensor<2xi32> to tensor<3xi32>
  return %0, %init : tensor<3xi32>, tensor<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.tensor.rewrite_as_constant
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shared_source() -> (tensor<3xi32>, tensor<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[4, 5]> : tensor<2xi32>
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %padded = tensor.pad %cst low[0] high[1] {
// CHECK-NEXT:     ^bb0(%arg0: index):
// CHECK-NEXT:       tensor.yield %c9_i32 : i32
// CHECK-NEXT:     } : tensor<2xi32> to tensor<3xi32>
// CHECK-NEXT:     return %padded, %cst : tensor<3xi32>, tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
