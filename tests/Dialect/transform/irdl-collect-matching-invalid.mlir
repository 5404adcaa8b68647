// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// The body of transform.irdl.collect_matching must hold one irdl.dialect with one irdl.operation.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.irdl.collect_matching' op expects IRDL to contain exactly one operation}}
    %m = transform.irdl.collect_matching in %root : (!transform.any_op) -> (!transform.any_op) {
    ^bb0(%arg: !transform.any_op):
      irdl.dialect @d {
        irdl.type @t {
        }
      }
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.irdl.collect_matching' op expects the body operation to be irdl.dialect}}
    %m = transform.irdl.collect_matching in %root : (!transform.any_op) -> (!transform.any_op) {
    ^bb0(%arg: !transform.any_op):
      "test.op"() : () -> ()
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{'transform.irdl.collect_matching' op expects a single operation in the body}}
    %m = transform.irdl.collect_matching in %root : (!transform.any_op) -> (!transform.any_op) {
    ^bb0(%arg: !transform.any_op):
      irdl.dialect @d {
      }
      irdl.dialect @e {
      }
    }
    transform.yield
  }
}
