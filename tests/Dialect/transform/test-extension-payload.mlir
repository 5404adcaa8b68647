// RUN: strata-opt %s --transform-interpreter --allow-unregistered-dialect | FileCheck %s
// The test extension's ops that change the payload: the test patterns
// (replace an op by one of the name it gives, erase test.erase_op), ops
// created before each target, an invalid op inserted and printed without
// verification, and an erased op.

// CHECK{LITERAL}: [[[ IR printer: invalid ]]]
// CHECK-NEXT:     "test.tx_holder"() ({
// CHECK-NEXT:       transform.test_dummy_payload_op  {fail_to_verify} : () -> ()
// CHECK-NEXT:       "test.tx_inner"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT{LITERAL}: [[[ IR printer: skipped ]]]
// CHECK-NEXT:     "test.tx_holder"() ({...}) : () -> ()

// CHECK-LABEL: func.func @patterns(
//  CHECK-SAME:     %[[A:.*]]: i32) -> i32 {
//  CHECK-NEXT:   %[[NEW:.*]] = "test.tx_target"(%[[A]]) : (i32) -> i32
//  CHECK-NEXT:   %[[DUMMY:.*]] = transform.test_dummy_payload_op  : () -> i32
//  CHECK-NEXT:   %[[SUM:.*]] = arith.addi %[[NEW]], %[[DUMMY]] : i32
//  CHECK-NEXT:   return %[[SUM]] : i32
//  CHECK-NEXT: }

// CHECK-LABEL: func.func @created_ops() {
//  CHECK-NEXT:   "foo"() : () -> ()
//  CHECK-NEXT:   "foo"() : () -> ()
//  CHECK-NEXT:   arith.constant 1 : i8
//  CHECK-NEXT:   return
//  CHECK-NEXT: }

func.func @patterns(%a: i32) -> i32 {
  %0 = "test.tx_source"(%a) {replace_with_new_op = "test.tx_target"} : (i32) -> i32
  "test.erase_op"() : () -> ()
  %1 = transform.test_dummy_payload_op : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

func.func @created_ops() {
  %c = arith.constant 1 : i8
  "test.tx_holder"() ({
    "test.tx_inner"() : () -> ()
  }) : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %first {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    %c = transform.structured.match ops{["arith.constant"]} in %second : (!transform.any_op) -> !transform.any_op
    %r:2 = transform.test_correct_number_of_multi_results %c : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %h = transform.structured.match ops{["test.tx_holder"]} in %second : (!transform.any_op) -> !transform.any_op
    transform.test_produce_invalid_ir %h : !transform.any_op
    transform.print %h {name = "invalid", assume_verified} : !transform.any_op
    transform.print %h {name = "skipped", skip_regions} : !transform.any_op
    // The op and what it holds are gone from the output.
    transform.test_emit_remark_and_erase_operand %h, "gone" : !transform.any_op
    transform.yield
  }
}
