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

// CHECK: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @keep_one() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @keep_two() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @hide() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.get_parent_op %0 {deduplicate} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %2 = transform.param.constant ["keep_one", "keep_two"] -> !transform.any_param
// CHECK-NEXT:       %3 = transform.apply_registered_pass "symbol-privatize" with options = {"exclude" = %2} to %1 : (!transform.any_op, !transform.any_param) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @keep_one() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @keep_two() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @hide() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.get_parent_op %0 {deduplicate} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %2 = transform.param.constant "keep_one" -> !transform.any_param
// CHECK-NEXT:       %3 = transform.apply_registered_pass "symbol-privatize" with options = {"exclude" = [%2, "keep_two"]} to %1 : (!transform.any_op, !transform.any_param) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
