// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// The test extension of the interpreter's state: added, replaced and
// removed by transform ops, and used to re-point handles to another op.

// expected-note @below {{associated payload op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.test_add_test_extension "first"
    // expected-remark @below {{extension present, first}}
    transform.test_check_if_test_extension_present %root : !transform.any_op
    // An extension that is there stays.
    transform.test_add_test_extension "second"
    // expected-remark @below {{extension present, first}}
    transform.test_check_if_test_extension_present %root : !transform.any_op
    transform.test_remove_test_extension
    // expected-remark @below {{extension absent}}
    transform.test_check_if_test_extension_present %root : !transform.any_op
    transform.yield
  }
}

// -----

func.func @f() -> index {
  %0 = arith.constant 1 : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %copy = transform.test_copy_payload %c : (!transform.any_op) -> !transform.any_op
    %v = transform.get_result %c[0] : (!transform.any_op) -> !transform.any_value
    transform.test_add_test_extension "tracking"
    // Both op handles now point to the remapping op, and the value handle
    // to its result.
    // expected-note @below {{associated payload op}}
    // expected-remark @below {{remapped value}}
    // expected-note @below {{value handle points to an op result #0}}
    %self = transform.test_remap_operand_to_self %c : (!transform.any_op) -> !transform.any_op
    // expected-remark @below {{extension present, tracking}}
    transform.test_check_if_test_extension_present %copy : !transform.any_op
    transform.debug.emit_remark_at %v, "remapped value" : !transform.any_value
    transform.yield
  }
}

// -----

func.func @g() -> index {
  // expected-error @below {{cannot replace an op with another op producing fewer results while tracking handles}}
  %0 = arith.constant 2 : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_result %c[0] : (!transform.any_op) -> !transform.any_value
    transform.test_add_test_extension "tracking"
    transform.test_remap_operand_to_self %c : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{TestTransformStateExtension missing}}
    transform.test_remap_operand_to_self %root : (!transform.any_op) -> ()
    transform.yield
  }
}
