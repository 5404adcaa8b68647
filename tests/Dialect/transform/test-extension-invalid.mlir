// RUN: strata-opt %s --split-input-file --verify-diagnostics
// What the verifiers of the test extension's ops reject.

func.func @dummy_with_operands(%b: i1) {
  // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
  // expected-note @below {{no effects specified for operand #0}}
  transform.test_dummy_payload_op %b : (i1) -> ()
  return
}

// -----

func.func @dummy_fails() {
  // expected-error @below {{'transform.test_dummy_payload_op' op fail_to_verify is set}}
  transform.test_dummy_payload_op {fail_to_verify} : () -> ()
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.test_re_enter_region' op expects as many operands as block arguments}}
    transform.test_re_enter_region %root : !transform.any_op {
    ^bb0(%a: !transform.any_op, %b: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.test_produce_param' op result #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
    %p = "transform.test_produce_param"() <{attr = 1 : i32}> : () -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.test_produce_value_handle_to_result' op requires attribute 'number'}}
    %v = "transform.test_produce_value_handle_to_result"(%root) : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    %0 = transform.test_required_memory_effects %root {has_result_effect} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{TransformOpInterface requires 'allocate' memory effect to be specified for results}}
    // expected-note @below {{no 'allocate' effect specified for result #0}}
    %0 = transform.test_required_memory_effects %root {has_operand_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource}}
    // expected-note @below {{consumes operand #0}}
    %0 = transform.test_required_memory_effects %root {has_operand_effect, has_result_effect} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The checks of an op that may be a script's top level.
// expected-error @below {{expects at least one region}}
"transform.test_transform_unrestricted_op_no_interface"() : () -> ()

// -----

// expected-error @below {{expects a single-block region}}
"transform.test_transform_unrestricted_op_no_interface"() ({
}) : () -> ()

// -----

// expected-error @below {{expects the entry block to have at least one argument}}
"transform.test_transform_unrestricted_op_no_interface"() ({
^bb0:
  transform.yield
}) : () -> ()

// -----

// expected-error @below {{expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
"transform.test_transform_unrestricted_op_no_interface"() ({
^bb0(%a: !transform.any_value):
  transform.yield
}) : () -> ()

// -----

// expected-error @below {{expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #2 does not}}
"transform.test_transform_unrestricted_op_no_interface"() ({
^bb0(%a: !transform.any_op, %b: !transform.param<i8>, %c: f32):
  transform.yield
}) : () -> ()

// -----

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  // expected-error @below {{expects operands to be provided for a nested op}}
  "transform.test_transform_unrestricted_op_no_interface"() ({
  ^bb0(%a: !transform.any_op):
    transform.yield
  }) : () -> ()
}
