// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=test-legalize-mode=full -verify-diagnostics | FileCheck %s

// An op a pattern erases takes its region's illegal ops with it; its
// block signature is converted first.

// CHECK-LABEL: func @drop_region
// CHECK-NEXT:    "test.return"() : () -> ()
func.func @drop_region() {
  "test.drop_region_op"() ({
  ^bb0(%a: i64, %b: f32):
    %0 = "test.illegal_op_f"() : () -> i32
    "test.invalid"(%a, %b) : (i64, f32) -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}

// -----

// The ops in a recursively legal op are left alone.

// CHECK-LABEL: func @recursively_legal
// CHECK-NEXT:    builtin.module attributes {test.recursively_legal} {
// CHECK-NEXT:      "test.illegal_op_f"() : () -> i32
func.func @recursively_legal() {
  builtin.module attributes {test.recursively_legal} {
    %0 = "test.illegal_op_f"() : () -> i32
  }
  "test.return"() : () -> ()
}

// -----

// A function whose signature a pattern converts becomes recursively
// legal: its body is then left alone.

// CHECK-LABEL: func @converted_then_recursively_legal
// CHECK-SAME:    (%{{.*}}: f64, %{{.*}}: f16, %{{.*}}: f16) attributes {test.recursively_legal}
// CHECK-NEXT:    "test.illegal_op_f"() : () -> i32
builtin.module {
  func.func @converted_then_recursively_legal(%arg0: i64, %arg1: f32) attributes {test.recursively_legal} {
    %0 = "test.illegal_op_f"() : () -> i32
    "test.return"() : () -> ()
  }
}

// -----

// Unknown ops are legal only when marked so; the failed conversion
// changes nothing.

// CHECK-LABEL: func @unknown_ops
// CHECK-NEXT:    "other.op"() {test.dynamically_legal} : () -> ()
// CHECK-NEXT:    "other.op"() : () -> ()
// expected-remark@+1 {{applyFullConversion failed}}
builtin.module {
  func.func @unknown_ops() {
    "other.op"() {test.dynamically_legal} : () -> ()
    // expected-error@+1 {{failed to legalize operation 'other.op'}}
    "other.op"() : () -> ()
    "test.return"() : () -> ()
  }
}
