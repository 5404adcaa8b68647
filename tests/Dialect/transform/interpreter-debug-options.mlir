// RUN: strata-opt %s --pass-pipeline="builtin.module(transform-interpreter{debug-bind-trailing-args=arith.addi,#7;8,^arith.constant})" --split-input-file --verify-diagnostics
// The interpreter's debug options: extra arguments of the entry point
// bound to ops, parameters and values named on the command line, and a
// payload root other than the op the pass runs on.

func.func @sum(%x: i16) -> i16 {
  // expected-remark @below {{constant result}}
  // expected-note @below {{value handle points to an op result #0}}
  %c = arith.constant 3 : i16
  // expected-remark @below {{an add}}
  %s = arith.addi %x, %c : i16
  return %s : i16
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op, %adds: !transform.any_op,
      %params: !transform.param<i64>, %values: !transform.any_value) {
    transform.debug.emit_remark_at %adds, "an add" : !transform.any_op
    // expected-remark @below {{7 : i64, 8 : i64}}
    transform.debug.emit_param_as_remark %params : !transform.param<i64>
    transform.debug.emit_remark_at %values, "constant result" : !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{operation expects 2 extra value bindings, but 3 were provided to the interpreter}}
  transform.named_sequence @__transform_main(%root: !transform.any_op, %a: !transform.any_op, %b: !transform.any_op) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op,
      %adds: !transform.any_op,
      // expected-error @below {{wrong kind of value provided for top-level operation handle}}
      %params: !transform.any_op,
      %values: !transform.any_value) {
    transform.yield
  }
}
