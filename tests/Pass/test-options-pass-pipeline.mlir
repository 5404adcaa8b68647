// RUN: strata-opt %s --test-options-pass-pipeline | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass-pipeline{list=1,2 string=foo enum=one}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{string-list=a,b list=3 enum=two string="x y"}))' --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass))' --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass-pipeline{enum=three}))' 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=a}))' 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// MLIR's test pass of option parsing and the pass pipeline registered
// with the same options: both parse their options and leave the IR as
// it is, also when a transform script applies the pipeline.

// CHECK-LABEL: func.func @f()
// CHECK-NEXT: return
func.func @f() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_registered_pass "test-options-pass-pipeline" with options = { "list" = "4,5", "enum" = "two" } to %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// DUMP: test-options-pass{enum=two list={3} string={x y} string-list={a,b}}
// DEFAULT: test-options-pass{enum=zero  string= }
// ENUM: for the --enum option: Cannot find option named 'three'!
// ENUM: failed to add `test-options-pass-pipeline` with options `enum=three`
// LIST: for the --list option: 'a' value invalid for integer argument!
