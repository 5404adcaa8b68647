// RUN: strata-opt %s '--set-llvm-module-datalayout=data-layout=e-p:32:32-i64:64' | FileCheck %s
// CONFORMANCE: pipeline='--set-llvm-module-datalayout=data-layout=e-p:32:32-i64:64'
// CONFORMANCE: pipeline=--set-llvm-module-datalayout

// The data layout string replaces the module's `llvm.data_layout`.
module attributes {llvm.data_layout = "E", test.kept} {
  func.func private @f()
}

// CHECK: module attributes {llvm.data_layout = "e-p:32:32-i64:64", test.kept} {
// CHECK-NEXT:   func.func private @f()
// CHECK-NEXT: }
// CHECK-EMPTY:
