// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// Options a pass rejects, and targets a pass cannot run on.

func.func @f() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{<Pass-Options-Parser>: no such option no-such}}
    // expected-error @below {{failed to add pass or pass pipeline to pipeline: cse}}
    transform.apply_registered_pass "cse" with options = {"no-such" = 3} to %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @g(%a: i32) -> i32 {
  // expected-error @below {{trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'}}
  // expected-note @below {{target op}}
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pass pipeline failed}}
    transform.apply_registered_pass "cse" to %adds : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{trying to schedule pass 'ConvertFuncToLLVMPass' on an unsupported operation}}
  // expected-note @below {{target op}}
  func.func @h() {
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pass pipeline failed}}
    transform.apply_registered_pass "convert-func-to-llvm" to %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected '{' in options dictionary}}
    transform.apply_registered_pass "cse" with options = "a=1" to %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{duplicate keys found in options dictionary}}
    transform.apply_registered_pass "canonicalize" with options = {"top-down" = true, "top-down" = false} to %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{the param_operand attribute is a marker reserved for indicating a value will be passed via params and is only used in the generic print format}}
    // expected-error @below {{expected a valid attribute or operand as value associated to key 'max-iterations'}}
    transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = #transform.param_operand<index = 0>} to %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %p = transform.param.constant 4 -> !transform.any_param
    // expected-error @below {{dynamic option index 1 is out of bounds for the number of dynamic options: 1}}
    %0 = "transform.apply_registered_pass"(%root, %p) <{options = {"max-iterations" = [#transform.param_operand<index = 1>]}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
