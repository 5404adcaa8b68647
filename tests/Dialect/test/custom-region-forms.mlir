// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--allow-unregistered-dialect

// Custom forms around regions without terminators: one printed right after
// the op name, one followed by a directive that prints nothing.

// CHECK: test.single_no_terminator_custom_asm_op{
// CHECK-NEXT: "important_dont_drop"() : () -> ()
// CHECK-NEXT: }
test.single_no_terminator_custom_asm_op {
  "important_dont_drop"() : () -> ()
}

// CHECK: test.dummy_op_with_region_ref {
// CHECK-NEXT: }
test.dummy_op_with_region_ref {
  ^bb0:
}

// CHECK: test.dummy_op_with_region_ref {
// CHECK-NEXT: "x"() : () -> ()
// CHECK-NEXT: } {a = 1 : i64}
test.dummy_op_with_region_ref {
  "x"() : () -> ()
} {a = 1}
