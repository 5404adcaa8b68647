// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// CONFORMANCE: pipeline=
// CONFORMANCE: pipeline=--mlir-print-op-generic

// `test.string_attr_pretty_name` takes its `names` from the names its
// results are defined with, and shows them only when the printed names
// differ.

// CHECK-LABEL: func.func @names
// CHECK: %x = test.string_attr_pretty_name{{$}}
// CHECK: %y, %y_0 = test.string_attr_pretty_name attributes {a = 1 : i64, names = ["y", "y"]}
// CHECK: %0 = test.string_attr_pretty_name attributes {names = [""]}
// CHECK: %x_1 = test.string_attr_pretty_name attributes {names = ["x"]}
// GENERIC: %0 = "test.string_attr_pretty_name"() <{names = ["x"]}> : () -> i32
func.func @names() -> (i32, i32, i32) {
  %x = test.string_attr_pretty_name
  %y:2 = test.string_attr_pretty_name attributes {a = 1}
  %0 = test.string_attr_pretty_name
  %x_1 = "test.string_attr_pretty_name"() <{names = ["x"]}> : () -> i32
  return %x, %y#1, %0 : i32, i32, i32
}
