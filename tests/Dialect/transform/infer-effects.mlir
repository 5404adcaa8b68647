// RUN: strata-opt %s --transform-infer-effects | FileCheck %s
// CONFORMANCE: pipeline=--transform-infer-effects
// transform-infer-effects: arguments consumed by a transform of the body
// become transform.consumed, the others transform.readonly; other
// argument attributes stay; declarations are left alone.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @split(%a: !transform.any_op {test.keep}, %b: !transform.any_op) -> !transform.any_op {
    %h:2 = transform.split_handle %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %m = transform.merge_handles %h#0, %b : !transform.any_op
    transform.yield %m : !transform.any_op
  }

  transform.named_sequence @nested(%a: !transform.any_op, %p: !transform.param<i64>) {
    transform.sequence %a : !transform.any_op failures(propagate) {
    ^bb0(%inner: !transform.any_op):
      transform.test_consume_operand %inner : !transform.any_op
    }
    transform.yield
  }

  transform.named_sequence @decl(%a: !transform.any_op {transform.readonly})
}

// CHECK: module attributes {transform.with_named_sequence} {
// CHECK-NEXT:   transform.named_sequence @split(%arg0: !transform.any_op {test.keep, transform.readonly}, %arg1: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-NEXT:     %0:2 = transform.split_handle %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:     %1 = transform.merge_handles %0#0, %arg1 : !transform.any_op
// CHECK-NEXT:     transform.yield %1 : !transform.any_op
// CHECK-NEXT:   }
// CHECK-NEXT:   transform.named_sequence @nested(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.param<i64> {transform.readonly}) {
// CHECK-NEXT:     transform.sequence %arg0 : !transform.any_op failures(propagate) {
// CHECK-NEXT:     ^bb0(%arg2: !transform.any_op):
// CHECK-NEXT:       test_consume_operand %arg2 : !transform.any_op
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.yield 
// CHECK-NEXT:   }
// CHECK-NEXT:   transform.named_sequence @decl(!transform.any_op {transform.readonly})
// CHECK-NEXT: }
// CHECK-EMPTY:
