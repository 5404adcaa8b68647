// RUN: strata-opt %s --convert-func-to-llvm=index-bitwidth=32 | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm=index-bitwidth=32

// An explicit `index-bitwidth` wins over the data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
  func.func private @overridden(index) -> index
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
// CHECK-NEXT:   llvm.func @overridden(i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK-EMPTY:
