// RUN: strata-opt %s --split-input-file --verify-diagnostics

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op, %extra: !transform.any_op, %more: !transform.any_op):
  // expected-error @below {{expected types to be provided for all operands}}
  transform.sequence %root, %extra, %more : !transform.any_op, !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op, %c: !transform.any_op):
  }
}
