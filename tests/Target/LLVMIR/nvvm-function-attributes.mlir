// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// The NVVM dialect's function attributes become string function
// attributes (or the kernel calling convention), on declarations too.

llvm.func external @decl(i32) attributes {nvvm.minctasm = 2 : i32, nvvm.maxntid = array<i32: 64, 2>}

llvm.func @kernel() attributes {nvvm.kernel, nvvm.maxnreg = 16 : i32, nvvm.reqntid = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2>, nvvm.cluster_max_blocks = 8 : i32, nvvm.blocksareclusters} {
  llvm.return
}

llvm.func @plain() attributes {passthrough = [["no-value", ""]]} {
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare void @decl(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: define ptx_kernel void @kernel() #1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @plain() #2 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { "nvvm.maxntid"="64,2" "nvvm.minctasm"="2" }
// CHECK-NEXT: attributes #1 = { "nvvm.blocksareclusters" "nvvm.cluster_dim"="2" "nvvm.maxclusterrank"="8" "nvvm.maxnreg"="16" "nvvm.reqntid"="32,1,1" }
// CHECK-NEXT: attributes #2 = { "no-value" }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
