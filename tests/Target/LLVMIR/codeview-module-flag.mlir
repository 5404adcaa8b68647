// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// CONFORMANCE: translate=--mlir-to-llvmir

// A module for Windows' MSVC environment gets the `CodeView` module flag
// next to the debug info version (unless it has one).

module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "probe", 1 : i32>]
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target triple = "x86_64-pc-windows-msvc"
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0, !1, !2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 1, !"probe", i32 1}
// CHECK-NEXT: !1 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !2 = !{i32 2, !"CodeView", i32 1}
