// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// CONFORMANCE: translate=--mlir-to-llvmir

// An `llvm.data_layout` string takes precedence over a `dlti.dl_spec`.
module attributes {llvm.data_layout = "e-i64:64", dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  llvm.func @f() {
    llvm.return
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-i64:64"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
