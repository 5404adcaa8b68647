// RUN: strata-opt %s --transform-interpreter --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Each handle and parameter type checks the payload associated with it
// (MLIR's `checkPayload`): results of transform ops and block arguments
// alike, a mismatch being a definite failure that `failures(suppress)`
// does not silence. The test extension's types do the same.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%a: !transform.any_op):
      %f = transform.structured.match ops{["func.func"]} in %a : (!transform.any_op) -> !transform.any_op
      // expected-error @below {{incompatible payload operation name expected scf.for vs func.func}}
      %l = transform.cast %f : !transform.any_op to !transform.op<"scf.for">
    }
    transform.yield
  }
  // expected-note @below {{payload operation}}
  func.func @f() {
    return
  }
}

// -----

// expected-note @below {{payload operation}}
module attributes {transform.with_named_sequence} {
  // expected-error @below {{incompatible payload operation name expected func.func vs builtin.module}}
  transform.named_sequence @__transform_main(%root: !transform.op<"func.func">) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i32')}}
    %p = transform.param.constant 1 : i64 -> !transform.param<i32>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected parameter to be an integer attribute, got "a"}}
    %p = transform.test_produce_param ("a") : !transform.param<i32>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected type attribute, got 3 : i32}}
    %p = transform.test_produce_param (3 : i32) : !transform.type
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected affine map attribute, got f32}}
    %p = transform.test_produce_param (f32) : !transform.affine_map
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %m = transform.test_produce_param (affine_map<(d0) -> (d0 + 1)>) : !transform.affine_map
    // expected-remark @below {{affine_map<(d0) -> (d0 + 1)>}}
    transform.debug.emit_param_as_remark %m : !transform.affine_map
    %t = transform.test_produce_param (f32) : !transform.type
    // expected-remark @below {{f32}}
    transform.debug.emit_param_as_remark %t : !transform.type
    transform.yield
  }
}

// -----

// The test extension's op handle admits ops of the test dialect only.

"test.some_op"() : () -> ()
"other.op"() : () -> ()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %t = transform.structured.match ops{["test.some_op"]} in %root : (!transform.any_op) -> !transform.any_op
    %tt = transform.cast %t : !transform.any_op to !transform.test_dialect_op
    %o = transform.structured.match ops{["other.op"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload operation to belong to the 'test' dialect}}
    %ot = transform.cast %o : !transform.any_op to !transform.test_dialect_op
    transform.yield
  }
}

// -----

// Its parameter admits i32 integers only.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.param.constant 7 : i32 -> !transform.test_dialect_param
    %b = transform.test_add_to_param %a, 5
    // expected-remark @below {{12 : i32}}
    transform.debug.emit_param_as_remark %b : !transform.test_dialect_param
    %c = transform.test_add_to_param 3
    // expected-remark @below {{3 : i32}}
    transform.debug.emit_param_as_remark %c : !transform.test_dialect_param
    // expected-error @below {{expected the parameter to be a i32 integer attribute}}
    %d = transform.param.constant 7 : i64 -> !transform.test_dialect_param
    transform.yield
  }
}

// -----

func.func @two_test_ops() {
  "test.a"() : () -> ()
  "test.b"() : () -> ()
  return
}

func.func @none() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.test_produce_param_with_number_of_test_ops %f : !transform.any_op
    // expected-remark @below {{2 : i32, 0 : i32}}
    transform.debug.emit_param_as_remark %n : !transform.test_dialect_param
    %m = transform.test_add_to_param %n, 40
    // expected-remark @below {{42 : i32, 40 : i32}}
    transform.debug.emit_param_as_remark %m : !transform.test_dialect_param
    transform.yield
  }
}

// -----

// Only handles are consumed: a parameter cannot be.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-note @below {{value defined here with type '!transform.test_dialect_param'}}
    %p = transform.param.constant 1 : i32 -> !transform.test_dialect_param
    // expected-error @below {{unexpectedly consumed a value that is not a handle as operand #0}}
    transform.test_consume_operand %p : !transform.test_dialect_param
    transform.yield
  }
}
