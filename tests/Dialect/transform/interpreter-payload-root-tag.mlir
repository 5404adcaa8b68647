// RUN: strata-opt %s --pass-pipeline="builtin.module(transform-interpreter{debug-payload-root-tag=chosen entry-point=main})" --split-input-file --verify-diagnostics
// With debug-payload-root-tag, the entry point's first argument is the
// op tagged with transform.target_tag, which must be unique.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op) {
    transform.debug.emit_remark_at %root, "the root" : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "a function under it" : !transform.any_op
    transform.yield
  }

  module {
    func.func @skipped() {
      return
    }
  }
  // expected-remark @below {{the root}}
  module attributes {transform.target_tag = "chosen"} {
    // expected-remark @below {{a function under it}}
    func.func @visited() {
      return
    }
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op) {
    transform.yield
  }
  // expected-error @below {{repeated operation with the target tag 'chosen'}}
  module attributes {transform.target_tag = "chosen"} {
    // expected-note @below {{previously seen operation}}
    module attributes {transform.target_tag = "chosen"} {
    }
  }
}

// -----

// expected-error @below {{could not find the operation with transform.target_tag="chosen" attribute}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op) {
    transform.yield
  }
  module attributes {transform.target_tag = "other"} {
  }
}
