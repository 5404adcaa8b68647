// RUN: strata-opt %s --split-input-file '--convert-to-llvm=dynamic=true' | FileCheck %s
// CONFORMANCE: pipeline='--convert-to-llvm=dynamic=true'

// The dynamic mode takes the width of `index` from the data layout of the
// converted module.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @add(%a: index, %b: index) -> index {
    %0 = arith.addi %a, %b : index
    return %0 : index
  }
}

// -----

module {
  func.func @add(%a: index, %b: index) -> index {
    %0 = arith.addi %a, %b : index
    return %0 : index
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT:   llvm.func @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @add(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 : i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
