// RUN: strata-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm

// Without `index-bitwidth`, `index` takes the width the module's data
// layout gives it.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
  func.func @narrow(%i: index, %m: memref<?xf32>) -> index {
    return %i : index
  }
}

// -----

module {
  func.func private @default_width(index) -> index
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
// CHECK-NEXT:   llvm.func @narrow(%arg0: i16, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i16, %arg4: i16, %arg5: i16) -> i16 {
// CHECK-NEXT:     llvm.return %arg0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @default_width(i64) -> i64 attributes {sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK-EMPTY:
