// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// The custom forms of the test extension's ops print as they parse.

// CHECK-LABEL: transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
//  CHECK-NEXT: transform.test_transform_op
//  CHECK-NEXT: transform.test_transform_op "with a message"
//  CHECK-NEXT: %0 = transform.test_produce_self_handle_or_forward_operand {note = "kept"} : () -> !transform.any_op
//  CHECK-NEXT: %1 = transform.test_produce_self_handle_or_forward_operand %0 : (!transform.any_op) -> !transform.op<"func.func">
//  CHECK-NEXT: %2 = transform.test_produce_value_handle_to_self_operand %arg0 : (!transform.any_op) -> !transform.any_value
//  CHECK-NEXT: %3 = transform.test_produce_value_handle_to_result %arg0, 2 : (!transform.any_op) -> !transform.any_value
//  CHECK-NEXT: %4 = transform.test_produce_value_handle_to_argument_of_parent_block %arg0, 0 : (!transform.any_op) -> !transform.any_value
//  CHECK-NEXT: %5 = transform.test_copy_payload %0 : (!transform.any_op) -> !transform.any_op
//  CHECK-NEXT: %6 = transform.test_reverse_payload_ops %5 : (!transform.any_op) -> !transform.any_op
//  CHECK-NEXT: transform.test_consume_operand %6, %0 {allow_repeated_handles} : !transform.any_op, !transform.any_op
//  CHECK-NEXT: %7 = transform.test_produce_param(7 : i16) : !transform.param<i16>
//  CHECK-NEXT: transform.test_consume_operand %7 : !transform.param<i16>
//  CHECK-NEXT: %8 = transform.test_produce_empty_payload : !transform.any_op
//  CHECK-NEXT: transform.test_consume_operand_each %8 : !transform.any_op
//  CHECK-NEXT: %out, %param = transform.test_produce_transform_param_or_forward_operand %arg0 {first_result_is_null} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
//  CHECK-NEXT: %9 = transform.test_copy_payload %out : (!transform.any_op) -> !transform.any_op
//  CHECK-NEXT: transform.test_succeed_if_operand_of_op_kind %arg0, "builtin.module" : !transform.any_op
//  CHECK-NEXT: transform.test_report_number_of_tracked_handles_nested_under %arg0 : !transform.any_op
//  CHECK-NEXT: transform.test_notify_payload_op_replaced %out, %9 : (!transform.any_op, !transform.any_op) -> ()
//  CHECK-NEXT: transform.test_re_enter_region %out, %7 : !transform.any_op, !transform.param<i16> {
//  CHECK-NEXT: ^bb0(%arg1: !transform.any_op, %arg2: !transform.param<i16>):
//  CHECK-NEXT: transform.yield
//  CHECK-NEXT: }
//  CHECK-NEXT: transform.test_re_enter_region attributes {kind = 1 : i64} {
//  CHECK-NEXT: transform.yield
//  CHECK-NEXT: }
//  CHECK-NEXT: transform.test_transform_op_with_regions {
//  CHECK-NEXT: "transform.test_branching_transform_op_terminator"()[^bb1, ^bb2] : () -> ()
//  CHECK-NEXT: ^bb1:  // pred: ^bb0
//  CHECK-NEXT: "transform.test_branching_transform_op_terminator"()[^bb2] : () -> ()
//  CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
//  CHECK-NEXT: "transform.test_branching_transform_op_terminator"() : () -> ()
//  CHECK-NEXT: }, {
//  CHECK-NEXT: }
//  CHECK-NEXT: transform.test_transform_op_with_regions attributes {tag} {
//  CHECK-NEXT: }, {
//  CHECK-NEXT: "transform.test_branching_transform_op_terminator"() : () -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: %a, %b, %c = transform.test_wrong_number_of_results %out : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
//  CHECK-NEXT: %10 = transform.test_wrong_number_of_multi_results %9 : (!transform.any_op) -> !transform.any_op
//  CHECK-NEXT: transform.test_mixed_success_and_silenceable %10 : !transform.any_op
//  CHECK-NEXT: transform.test_emit_remark_and_erase_operand %a, "bye" {fail_after_erase} : !transform.any_op
//  CHECK-NEXT: transform.test_consume_operand_of_op_kind_or_fail %b, "func.func" : !transform.any_op
//  CHECK-NEXT: transform.test_produce_invalid_ir %c : !transform.any_op
//  CHECK-NEXT: transform.apply_patterns to %arg0 {
//  CHECK-NEXT: transform.apply_patterns.transform.test_patterns
//  CHECK-NEXT: } : !transform.any_op
//  CHECK-NEXT: transform.yield
//  CHECK-NEXT: }
//  CHECK-NEXT: }
//  CHECK-NEXT: func.func @payload() -> (i1, i1) {
//  CHECK-NEXT: %0 = transform.test_dummy_payload_op  : () -> i1
//  CHECK-NEXT: %1 = transform.test_dummy_payload_op  {flag} : () -> i1
//  CHECK-NEXT: return %0, %1 : i1, i1
//  CHECK-NEXT: }
//  CHECK-NEXT: }

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.test_transform_op
    transform.test_transform_op "with a message"
    %s = transform.test_produce_self_handle_or_forward_operand {note = "kept"} : () -> !transform.any_op
    %f = transform.test_produce_self_handle_or_forward_operand %s : (!transform.any_op) -> !transform.op<"func.func">
    %v = transform.test_produce_value_handle_to_self_operand %root : (!transform.any_op) -> !transform.any_value
    %r = transform.test_produce_value_handle_to_result %root, 2 : (!transform.any_op) -> !transform.any_value
    %a = transform.test_produce_value_handle_to_argument_of_parent_block %root, 0 : (!transform.any_op) -> !transform.any_value
    %c = transform.test_copy_payload %s : (!transform.any_op) -> !transform.any_op
    %rev = transform.test_reverse_payload_ops %c : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand %rev, %s {allow_repeated_handles} : !transform.any_op, !transform.any_op
    %p = transform.test_produce_param(7 : i16) : !transform.param<i16>
    transform.test_consume_operand %p : !transform.param<i16>
    %e = transform.test_produce_empty_payload : !transform.any_op
    transform.test_consume_operand_each %e : !transform.any_op
    %x, %q = transform.test_produce_transform_param_or_forward_operand %root {first_result_is_null} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %y = transform.test_copy_payload %x : (!transform.any_op) -> !transform.any_op
    transform.test_succeed_if_operand_of_op_kind %root, "builtin.module" : !transform.any_op
    transform.test_report_number_of_tracked_handles_nested_under %root : !transform.any_op
    transform.test_notify_payload_op_replaced %x, %y : (!transform.any_op, !transform.any_op) -> ()
    transform.test_re_enter_region %x, %p : !transform.any_op, !transform.param<i16> {
    ^bb0(%arg0: !transform.any_op, %arg1: !transform.param<i16>):
      transform.yield
    }
    transform.test_re_enter_region attributes {kind = 1} {
      transform.yield
    }
    transform.test_transform_op_with_regions {
      "transform.test_branching_transform_op_terminator"()[^bb1, ^bb2] : () -> ()
    ^bb1:
      "transform.test_branching_transform_op_terminator"()[^bb2] : () -> ()
    ^bb2:
      "transform.test_branching_transform_op_terminator"() : () -> ()
    }, {
    }
    transform.test_transform_op_with_regions attributes {tag} {
    }, {
      "transform.test_branching_transform_op_terminator"() : () -> ()
    }
    %w:3 = transform.test_wrong_number_of_results %x : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %m = transform.test_wrong_number_of_multi_results %y : (!transform.any_op) -> !transform.any_op
    transform.test_mixed_success_and_silenceable %m : !transform.any_op
    transform.test_emit_remark_and_erase_operand %w#0, "bye" {fail_after_erase} : !transform.any_op
    transform.test_consume_operand_of_op_kind_or_fail %w#1, "func.func" : !transform.any_op
    transform.test_produce_invalid_ir %w#2 : !transform.any_op
    transform.apply_patterns to %root {
      transform.apply_patterns.transform.test_patterns
    } : !transform.any_op
    transform.yield
  }
}

func.func @payload() -> (i1, i1) {
  %0 = transform.test_dummy_payload_op  : () -> i1
  %1 = transform.test_dummy_payload_op {flag} : () -> i1
  return %0, %1 : i1, i1
}
