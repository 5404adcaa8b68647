// RUN: not strata-opt %s --transform-interpreter --allow-unregistered-dialect 2>/dev/null | FileCheck %s
// transform.print shows an op that does not verify in the generic form,
// unless told to assume it verified; a top level printed in local scope
// is not followed by an empty line. (The invalid op makes the pass fail
// in the end.)

// CHECK{LITERAL}:     [[[ IR printer: valid ]]]
//  CHECK-NEXT:        "test.tx_box"() ({
//  CHECK-NEXT:          "test.tx_item"() : () -> ()
//  CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT{LITERAL}: [[[ IR printer: invalid ]]]
//  CHECK-NEXT:        "test.tx_box"() ({
//  CHECK-NEXT:          "transform.test_dummy_payload_op"() <{fail_to_verify}> : () -> ()
//  CHECK-NEXT:          "test.tx_item"() : () -> ()
//  CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT{LITERAL}: [[[ IR printer: trusted ]]]
//  CHECK-NEXT:        "test.tx_box"() ({
//  CHECK-NEXT:          transform.test_dummy_payload_op  {fail_to_verify} : () -> ()
//  CHECK-NEXT:          "test.tx_item"() : () -> ()
//  CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT{LITERAL}: [[[ IR printer: local top-level ]]]
//  CHECK-NEXT:        "builtin.module"() ({
//       CHECK:        }) {transform.with_named_sequence} : () -> ()
//  CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT{LITERAL}: [[[ IR printer: after local ]]]
//  CHECK-NEXT:        "test.tx_box"() ({...}) : () -> ()

func.func @holder() {
  "test.tx_box"() ({
    "test.tx_item"() : () -> ()
  }) : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %box = transform.structured.match ops{["test.tx_box"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %box {name = "valid"} : !transform.any_op
    transform.test_produce_invalid_ir %box : !transform.any_op
    transform.print %box {name = "invalid"} : !transform.any_op
    transform.print %box {name = "trusted", assume_verified} : !transform.any_op
    transform.print {name = "local", use_local_scope}
    transform.print %box {name = "after local", skip_regions} : !transform.any_op
    transform.yield
  }
}
