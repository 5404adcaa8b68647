// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter -allow-unregistered-dialect

func.func @unknown_callee() {
  "test.mark"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %mark = transform.structured.match ops{["test.mark"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{unresolved symbol @nowhere}}
    %c = transform.func.cast_and_call @nowhere before %mark : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @arity(%a: i32) {
  "test.mark"(%a) : (i32) -> ()
  return
}

// expected-error @below {{mismatch between number of function arguments 0 and number of inputs 1}}
func.func private @no_args()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %mark = transform.structured.match ops{["test.mark"]} in %root : (!transform.any_op) -> !transform.any_op
    %in = transform.get_operand %mark[0] : (!transform.any_op) -> !transform.any_value
    %c = transform.func.cast_and_call @no_args(%in) before %mark : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_points() {
  "test.mark"() : () -> ()
  "test.mark"() : () -> ()
  return
}

func.func private @callee()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %mark = transform.structured.match ops{["test.mark"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{Only one op can be specified as an insertion point}}
    %c = transform.func.cast_and_call @callee before %mark : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected a function handle or name to call}}
    %c = transform.func.cast_and_call before %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{function handle and name are mutually exclusive}}
    %c = transform.func.cast_and_call @f %root before %root : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected children ops to implement TypeConverterBuilderOpInterface}}
    %c = transform.func.cast_and_call @f before %root {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Without `ignore_dynamic_info`, a dynamic size is not cast to a static one.

func.func @no_cast(%t: tensor<?xf32>) {
  "test.op"(%t) : (tensor<?xf32>) -> ()
  return
}

func.func private @static(tensor<4xf32>)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %in = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{Failed to materialize conversion of <block argument> of type 'tensor<?xf32>' at index: 0 to type 'tensor<4xf32>'}}
    %call = transform.func.cast_and_call @static(%in) before %op {
      transform.type_conversion.tensor.cast_shape_dynamic_dims
    } : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @late_input() {
  "test.mark"() : () -> ()
  %0 = "test.late"() : () -> i32
  return
}

func.func private @callee(i32)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %mark = transform.structured.match ops{["test.mark"]} in %root : (!transform.any_op) -> !transform.any_op
    %late = transform.structured.match ops{["test.late"]} in %root : (!transform.any_op) -> !transform.any_op
    %in = transform.get_result %late[0] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{does not dominate insertion point}}
    %call = transform.func.cast_and_call @callee(%in) before %mark : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}
