// RUN: strata-opt %s --transform-dialect-check-uses --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-dialect-check-uses

// A handle consumed by a transform is used afterwards.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{allocated here}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{freed here}}
    %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    // expected-warning @below {{operand #0 may be used after free}}
    transform.debug.emit_remark_at %f, "late" : !transform.any_op
    transform.yield
  }
}

// -----

// A handle consumed inside a sequence is freed by the sequence for the
// ops after it.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{allocated here}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{freed here}}
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg0: !transform.any_op):
      %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    }
    // expected-warning @below {{operand #0 may be used after free}}
    transform.debug.emit_remark_at %f, "late" : !transform.any_op
    transform.yield
  }
}

// -----

// A transform in a cycle of the control flow consumes, on the next trip,
// the handle it freed on the previous one: it is reported as using it,
// freed by itself.
func.func @consumed_in_a_cycle() {
  // expected-note @below {{allocated here}}
  %h = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op
  transform.test_transform_op_with_regions {
    "transform.test_branching_transform_op_terminator"() : () -> ()
  },
  {
  ^bb0:
    "transform.test_branching_transform_op_terminator"()[^bb1] : () -> ()
  ^bb1:
    "transform.test_branching_transform_op_terminator"()[^bb2] : () -> ()
  ^bb2:
    // expected-warning @below {{operand #0 may be used after free}}
    // expected-note @below {{freed here}}
    transform.test_consume_operand %h : !transform.any_op
    "transform.test_branching_transform_op_terminator"()[^bb1, ^bb3] : () -> ()
  ^bb3:
    "transform.test_branching_transform_op_terminator"() : () -> ()
  }
  return
}
