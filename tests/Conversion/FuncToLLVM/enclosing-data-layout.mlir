// RUN: strata-opt -pass-pipeline='builtin.module(builtin.module(convert-func-to-llvm))' %s | FileCheck %s

// A module without a data layout of its own lowers `index` to the width
// its enclosing module's layout gives.

// CHECK-LABEL: module @inner
// CHECK: llvm.func @f(%{{.*}}: i32) -> i32
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  module @inner {
    func.func @f(%arg0: index) -> index {
      return %arg0 : index
    }
  }
}
