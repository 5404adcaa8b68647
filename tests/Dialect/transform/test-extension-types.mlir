// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The types the test extension adds to the transform dialect print and
// parse back; the result types of its parameter ops are inferred.

// CHECK: %[[A:.*]] = transform.test_add_to_param 3 {foo}
// CHECK: %[[B:.*]] = transform.test_add_to_param %[[A]], 4
// CHECK: %[[H:.*]] = transform.test_produce_self_handle_or_forward_operand : () -> !transform.test_dialect_op
// CHECK: transform.test_produce_param_with_number_of_test_ops %[[H]] : !transform.test_dialect_op
// CHECK: transform.cast %[[H]] : !transform.test_dialect_op to !transform.any_op
// GENERIC: "transform.test_add_to_param"() <{addendum = 3 : i32}> {foo} : () -> !transform.test_dialect_param
// GENERIC: "transform.test_add_to_param"(%{{.*}}) <{addendum = 4 : i32}> : (!transform.test_dialect_param) -> !transform.test_dialect_param
// GENERIC: "transform.test_produce_param_with_number_of_test_ops"(%{{.*}}) : (!transform.test_dialect_op) -> !transform.test_dialect_param
%0 = transform.test_add_to_param 3 {foo}
%1 = transform.test_add_to_param %0, 4
%h = transform.test_produce_self_handle_or_forward_operand : () -> !transform.test_dialect_op
%2 = transform.test_produce_param_with_number_of_test_ops %h : !transform.test_dialect_op
%3 = transform.cast %h : !transform.test_dialect_op to !transform.any_op
