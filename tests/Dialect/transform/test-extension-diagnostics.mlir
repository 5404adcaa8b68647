// RUN: strata-opt %s --transform-interpreter --allow-unregistered-dialect --split-input-file --verify-diagnostics
// The ops of the transform dialect's test extension, seen through the
// diagnostics they emit: remarks, silenceable failures, the use of
// handles invalidated by a consuming op, and the checks of the ops
// applied to each payload op.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-remark @below {{applying transformation}}
    transform.test_transform_op
    // expected-remark @below {{applying transformation "second"}}
    transform.test_transform_op "second"
    transform.yield
  }
}

// -----

// The script is payload too: a handle to the op itself, consumed by an
// op that checks its name.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %self = transform.test_produce_self_handle_or_forward_operand {tag = 7} : () -> !transform.any_op
    %other = transform.test_copy_payload %self : (!transform.any_op) -> !transform.any_op
    %fwd = transform.test_produce_self_handle_or_forward_operand %other : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{succeeded}}
    transform.test_consume_operand_of_op_kind_or_fail %fwd, "transform.test_copy_payload" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected the operand to be associated a payload op of kind func.func got builtin.module}}
    transform.test_consume_operand_of_op_kind_or_fail %root, "func.func" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-note @below {{handle to invalidated ops}}
    // expected-note @below {{ancestor payload op}}
    // expected-note @below {{nested payload op}}
    %h = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.test_consume_operand %h : !transform.any_op
    // expected-error @below {{uses a handle invalidated by a previously executed transform op}}
    transform.test_copy_payload %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Consuming the root invalidates handles to the ops nested in it.
// expected-note @below {{ancestor payload op}}
module {
  // expected-note @below {{nested payload op}}
  func.func @callee() {
    return
  }

  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op) {
      // expected-note @below {{handle to invalidated ops}}
      %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
      transform.test_consume_operand %root : !transform.any_op
      // expected-error @below {{uses a handle invalidated by a previously executed transform op}}
      transform.test_consume_operand_of_op_kind_or_fail %f, "func.func" : !transform.any_op
      transform.yield
    }
  }
}

// -----

func.func @two_results() -> (i32, i64) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i64
  return %a, %b : i32, i64
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{payload has no result #1}}
    %v = transform.test_produce_value_handle_to_result %c, 1 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

// expected-remark @below {{second argument}}
// expected-note @below {{value handle points to a block argument #1 in block #0 in region #0}}
func.func @args(%x: index, %y: f32) {
  %0 = arith.constant 1 : index
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.test_produce_value_handle_to_argument_of_parent_block %c, 1 : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %v, "second argument" : !transform.any_value
    // expected-error @below {{parent of the payload has no argument #2}}
    %w = transform.test_produce_value_handle_to_argument_of_parent_block %c, 2 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{ancestor payload op}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-note @below {{descendant payload op}}
    scf.for %j = %c0 to %n step %c1 {
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // The match lists the inner loop first: no error.
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand_each %loops : !transform.any_op
    %again = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %rev = transform.test_reverse_payload_ops %again : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform operation consumes a handle pointing to an ancestor payload operation before its descendant}}
    // expected-note @below {{the ancestor is likely erased or rewritten before the descendant is accessed, leading to undefined behavior}}
    transform.test_consume_operand_each %rev : !transform.any_op
    transform.yield
  }
}

// -----

func.func @erase_unused() {
  %0 = arith.constant 5 : i32
  %1 = arith.addi %0, %0 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{erasing the add}}
    transform.test_emit_remark_and_erase_operand %add, "erasing the add" : !transform.any_op
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{erasing the constant}}
    // expected-error @below {{silenceable error}}
    transform.test_emit_remark_and_erase_operand %cst, "erasing the constant" {fail_after_erase} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @erase_used() {
  %0 = arith.constant 5 : i32
  %1 = arith.addi %0, %0 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{trying}}
    // expected-error @below {{cannot erase an op that has uses}}
    transform.test_emit_remark_and_erase_operand %cst, "trying" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @each() {
  // expected-note @below {{when applied to this op}}
  %0 = arith.constant 5 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{application of transform.test_wrong_number_of_results expected to produce 3 results (actually produced 1).}}
    // expected-note @below {{if you need variadic results, consider a generic `apply` instead of the specialized `applyToOne`.}}
    %a, %b, %c = transform.test_wrong_number_of_results %cst : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @multi() {
  %0 = arith.constant 5 : i32
  // expected-note @below {{when applied to this op}}
  %1 = arith.constant 6 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{application of transform.test_wrong_number_of_multi_results expected to produce 1 results (actually produced 0).}}
    // expected-note @below {{if you need variadic results, consider a generic `apply` instead of the specialized `applyToOne`.}}
    %r = transform.test_wrong_number_of_multi_results %cst : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @counts() {
  %0 = arith.constant 5 : i32
  %1 = arith.constant 6 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %r:2 = transform.test_correct_number_of_multi_results %cst : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %r#1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    %cst2 = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // A target with a null result adds to no result.
    %m:2 = transform.test_mixed_null_and_non_null_results %cst2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n0 = transform.num_associations %m#0 : (!transform.any_op) -> !transform.param<i64>
    %n1 = transform.num_associations %m#1 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0}}
    transform.debug.emit_param_as_remark %n0 : !transform.param<i64>
    // expected-remark @below {{0}}
    transform.debug.emit_param_as_remark %n1 : !transform.param<i64>
    transform.yield
  }
}

// -----

func.func @marked() {
  %0 = arith.constant {target_me} 5 : i32
  // expected-note @below {{when applied to this op}}
  %1 = arith.constant 6 : i32
  %2 = arith.constant {target_me} 7 : i32
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %cst = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.test_mixed_success_and_silenceable failed to apply}}
    transform.test_mixed_success_and_silenceable %cst : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %p = transform.test_produce_param (12 : i32) : !transform.param<i32>
    // expected-remark @below {{12 : i32}}
    transform.debug.emit_param_as_remark %p : !transform.param<i32>
    // expected-error @below {{expected the type of the parameter attribute ('i32') to match the parameter type ('i64')}}
    %q = transform.test_produce_param (12 : i32) : !transform.param<i64>
    transform.yield
  }
}

// -----

// expected-remark @below {{root}}
// expected-note @below {{when applied to this op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a, %b = transform.test_produce_transform_param_or_forward_operand %root : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    // expected-remark @below {{42 : i64}}
    transform.debug.emit_param_as_remark %b : !transform.param<i64>
    transform.debug.emit_remark_at %a, "root" : !transform.any_op
    // expected-error @below {{application of transform.test_produce_transform_param_or_forward_operand expected to produce an Operation * for result #0}}
    %c, %d = transform.test_produce_transform_param_or_forward_operand %root {first_result_is_param} : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}

// -----

// Ops erased and replaced while going over their handle: the erased
// ones are skipped, the replacements visited.
func.func @rewrites() {
  %a = transform.test_dummy_payload_op {erase_me} : () -> (i8)
  %b = transform.test_dummy_payload_op {replace_me} : () -> (i8)
  %c = transform.test_dummy_payload_op : () -> (i8)
  %d = transform.test_dummy_payload_op {replace_me} : () -> (i8)
  %e = transform.test_dummy_payload_op {erase_me} : () -> (i8)
  func.return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %0 = transform.structured.match ops{["transform.test_dummy_payload_op"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{4 iterations}}
    transform.test_tracked_rewrite %0 : (!transform.any_op) -> ()
    %n = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{attempting to assign a null payload op to this transform value}}
    %0 = transform.test_produce_null_payload : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{attempting to assign a null parameter to this transform value}}
    %0 = transform.test_produce_null_param : !transform.param<i32>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{attempting to assign a null payload value to this transform handle}}
    %0 = transform.test_produce_null_value : !transform.any_value
    transform.yield
  }
}

// -----

// An op that declares it consumes its operand invalidates the handle.
// expected-note @below {{ancestor payload op}}
// expected-note @below {{nested payload op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-note @below {{handle to invalidated ops}}
    %0 = transform.test_copy_payload %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    %1 = transform.test_required_memory_effects %0 {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{uses a handle invalidated by a previously executed transform op}}
    transform.test_copy_payload %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Script ops in the body of an isolated op (alternatives) are payload too.
func.func @scope() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      %r = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      // expected-remark @below {{inside}}
      // expected-note @below {{handle to invalidated ops}}
      // expected-note @below {{ancestor payload op}}
      // expected-note @below {{nested payload op}}
      %h = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op
      transform.debug.emit_remark_at %h, "inside" : !transform.any_op
      // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
      transform.test_consume_operand %h : !transform.any_op
      // expected-error @below {{uses a handle invalidated by a previously executed transform op}}
      transform.test_copy_payload %h : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
    transform.yield
  }
}

// -----

// The invalid op inserted in an isolated op's body has the op's location.
// expected-error @below {{fail_to_verify is set}}
// expected-note @below {{payload op}}
func.func @gets_invalid(%v: i8) -> i8 {
  return %v : i8
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test_produce_invalid_ir %f : !transform.any_op
    // expected-error @below {{failed to verify payload op}}
    transform.verify %f : !transform.any_op
    transform.yield
  }
}
