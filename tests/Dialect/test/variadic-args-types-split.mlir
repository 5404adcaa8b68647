// RUN: strata-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Operands and their types in separate optional groups of a declarative
// format: the counts must match.

// CHECK-LABEL: func.func @split
// CHECK: test.variadic_args_types_split "none"
// CHECK: test.variadic_args_types_split "two", %{{.*}}, %{{.*}} : i32, i64
func.func @split(%a: i32, %b: i64) {
  test.variadic_args_types_split "none"
  test.variadic_args_types_split "two", %a, %b : i32, i64
  return
}

// -----

// expected-error@+1 {{number of operands and types do not match: got 0 operands and 1 types}}
test.variadic_args_types_split "hello_world" : i32
