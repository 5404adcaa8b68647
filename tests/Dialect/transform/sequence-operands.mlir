// RUN: strata-opt %s | FileCheck %s
// transform.sequence's operand types, with or without parentheses; they
// print in parentheses when there are extra bindings.

// CHECK-LABEL: transform.sequence  failures(propagate) {
//       CHECK:   sequence %arg0, %arg1, %arg2 : (!transform.any_op, !transform.any_op, !transform.param<i64>) failures(propagate) {
//       CHECK:   sequence %arg0, %arg1 : (!transform.any_op, !transform.any_op) failures(suppress) {
//       CHECK:   sequence %arg0 : !transform.any_op failures(propagate) {
//       CHECK: %0 = transform.sequence  -> !transform.any_op failures(propagate) {
transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op, %extra: !transform.any_op, %param: !transform.param<i64>):
  transform.sequence %root, %extra, %param : !transform.any_op, !transform.any_op, !transform.param<i64> failures(propagate) {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op, %c: !transform.param<i64>):
  }
  transform.sequence %root, %extra : (!transform.any_op, !transform.any_op) failures(suppress) {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
  }
  transform.sequence %root : (!transform.any_op) failures(propagate) {
  ^bb1(%a: !transform.any_op):
  }
}

%r = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.yield %arg0 : !transform.any_op
}
