// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// A `dlti.dl_spec` becomes the module's `target datalayout`: the string
// entries in order (default memory spaces and alignments left out), then
// the integer, float and pointer types with entries; `index` has no
// counterpart. Loads and allocas are aligned by it.
module attributes {dlti.dl_spec = #dlti.dl_spec<
  "dlti.endianness" = "little",
  "dlti.global_memory_space" = 1 : ui64,
  "dlti.alloca_memory_space" = 0 : ui64,
  "dlti.stack_alignment" = 64 : i64,
  "dlti.mangling_mode" = "e",
  "dlti.legal_int_widths" = array<i32: 8, 32>,
  "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<16, function_dependent = false>,
  index = 32 : i64,
  i64 = dense<[32, 64]> : vector<2xi64>,
  f64 = dense<64> : vector<1xi64>,
  !llvm.ptr<3> = dense<[32, 32, 32]> : vector<3xi64>>} {
  llvm.func @load(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-G1-S64-m:e-n8:32-Fi16-i64:32:64-f64:64-p3:32:32:32:32"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @load(ptr %0) {
// CHECK-NEXT:   %2 = load i64, ptr %0, align 4
// CHECK-NEXT:   ret i64 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
