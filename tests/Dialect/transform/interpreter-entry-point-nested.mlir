// RUN: strata-opt %s --transform-interpreter --verify-diagnostics
// The entry point and the sequences that nested symbol references include.

module @top attributes {transform.with_named_sequence} {
  module @first attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      // expected-remark @below {{nested entry point, included}}
      transform.test_transform_op "nested entry point, included"
      transform.yield
    }
    module @deeper attributes {transform.with_named_sequence} {
      transform.named_sequence @leaf(%arg0: !transform.any_op {transform.consumed}) {
        // expected-remark @below {{deeper, included}}
        transform.test_transform_op "deeper, included"
        transform.test_consume_operand %arg0 : !transform.any_op
        transform.yield
      }
    }
  }
  // The entry point directly in the root is chosen over the nested one
  // that comes first.
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @first::@__transform_main failures(propagate) (%arg0) : (!transform.any_op) -> ()
    %copy = transform.test_copy_payload %arg0 : (!transform.any_op) -> !transform.any_op
    transform.include @first::@deeper::@leaf failures(propagate) (%copy) : (!transform.any_op) -> ()
    transform.yield
  }
}
