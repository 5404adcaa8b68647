// RUN: strata-opt %s -allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=analysis -verify-diagnostics | FileCheck %s

// The analysis reports the ops it could legalize (the legal ones among
// them) and changes nothing.

// CHECK-LABEL: func @analysis
// CHECK-NEXT:    "test.illegal_op_b"
// CHECK-NEXT:    "test.illegal_op_c"
// CHECK-NEXT:    "test.illegal_op_f"
// CHECK:         "test.invalid"
// expected-remark@+1 {{op 'builtin.module' is legalizable}}
module {
  // expected-remark@+1 {{op 'func.func' is legalizable}}
  func.func @analysis(%arg0: i32) {
    // expected-remark@+1 {{op 'test.illegal_op_b' is legalizable}}
    %0 = "test.illegal_op_b"() : () -> i32
    // expected-remark@+1 {{op 'test.illegal_op_c' is legalizable}}
    %1 = "test.illegal_op_c"() : () -> i32
    %2 = "test.illegal_op_f"() : () -> i32
    "other.region"() ({
      // expected-remark@+1 {{op 'test.invalid' is legalizable}}
      "test.invalid"(%0, %1) : (i32, i32) -> ()
    }) : () -> ()
    return
  }
}
