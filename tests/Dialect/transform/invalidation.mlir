// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics -allow-unregistered-dialect
// CONFORMANCE: pipeline=--transform-interpreter

// Consuming a value handle invalidates the other handles to the same
// values.

// expected-note @below {{payload value}}
%v = "test.anchor"() : () -> (f32)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.structured.match ops{["test.anchor"]} in %root : (!transform.any_op) -> !transform.any_op
    %first = transform.test_produce_value_handle_to_result %a, 0 : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated handle}}
    %second = transform.test_produce_value_handle_to_result %a, 0 : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates handles to the same values as associated with it}}
    transform.test_consume_operand %first : !transform.any_value
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.test_consume_operand %second : !transform.any_value
    transform.yield
  }
}

// -----

// Consuming an op handle invalidates the value handles to results of ops
// nested in it.

// expected-note @below {{ancestor op associated with the consumed handle}}
"test.outer"() ({
  // expected-note @below {{op defining the value as result #1}}
  // expected-note @below {{payload value}}
  %x:2 = "test.inner"() : () -> (i32, i64)
}) : () -> ()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %outer = transform.structured.match ops{["test.outer"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.structured.match ops{["test.inner"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated handle}}
    %res = transform.test_produce_value_handle_to_result %inner, 1 : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them}}
    transform.test_consume_operand %outer : !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.test_consume_operand %res : !transform.any_value
    transform.yield
  }
}

// -----

// Consuming a value handle invalidates the op handles to the op defining
// the value and to the ops nested in it.

// expected-note @below {{ancestor payload op}}
// expected-note @below {{nested payload op}}
// expected-note @below {{consumed handle points to this payload value}}
%y = "test.producer"() : () -> (index)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-note @below {{handle to invalidated ops}}
    %p = transform.structured.match ops{["test.producer"]} in %root : (!transform.any_op) -> !transform.any_op
    %val = transform.test_produce_value_handle_to_result %p, 0 : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them}}
    transform.test_consume_operand %val : !transform.any_value
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.test_consume_operand %p : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{repeated target op}}
"test.twice"() : () -> ()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %t = transform.structured.match ops{["test.twice"]} in %root : (!transform.any_op) -> !transform.any_op
    %both = transform.merge_handles %t, %t : !transform.any_op
    // expected-error @below {{a handle passed as operand #0 and consumed by this operation points to a payload entity more than once}}
    transform.test_consume_operand %both : !transform.any_op
    transform.yield
  }
}
