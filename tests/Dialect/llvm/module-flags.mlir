// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<append_unique, "names", "x">, #llvm.mlir.module_flag<min, "level", 2 : i64>]
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<append_unique, "names", "x">, #llvm.mlir.module_flag<min, "level", 2 : i64>]
