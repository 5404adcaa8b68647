// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter --split-input-file

// A list option given as an array parameter, and as a list mixing
// parameters and attributes (which prints back as written).

module {
  func.func @keep_one() {
    return
  }
  func.func @keep_two() {
    return
  }
  func.func @hide() {
    return
  }
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.get_parent_op %f {deduplicate} : (!transform.any_op) -> !transform.any_op
    %names = transform.param.constant ["keep_one", "keep_two"] -> !transform.any_param
    transform.apply_registered_pass "symbol-privatize" with options = {exclude = %names} to %m : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

module {
  func.func @keep_one() {
    return
  }
  func.func @keep_two() {
    return
  }
  func.func @hide() {
    return
  }
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.get_parent_op %f {deduplicate} : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant "keep_one" -> !transform.any_param
    transform.apply_registered_pass "symbol-privatize" with options = {exclude = [%one, "keep_two"]} to %m : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// CHECK:      func.func @keep_one()
// CHECK:      func.func @keep_two()
// CHECK:      func.func private @hide()
// CHECK:      transform.apply_registered_pass "symbol-privatize" with options = {"exclude" = %{{.*}}} to

// CHECK:      func.func @keep_one()
// CHECK:      func.func @keep_two()
// CHECK:      func.func private @hide()
// CHECK:      transform.apply_registered_pass "symbol-privatize" with options = {"exclude" = [%{{.*}}, "keep_two"]} to
