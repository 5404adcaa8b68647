// RUN: strata-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm

// Attributes of an argument that expands into descriptor fields are
// dropped; the others stay on their argument (with the types of byval
// converted). Result attributes of several results are dropped.
func.func private @mixed(%a: memref<4xf32> {llvm.noalias}, %b: !llvm.ptr {llvm.byval = index}, %c: i32 {llvm.signext}) -> (i32 {llvm.zeroext})

func.func private @only_memref(%a: memref<4xf32> {llvm.noalias, test.x = 1 : i32})

func.func private @two_results() -> (i32 {test.r}, f32)

// CHECK: module {
// CHECK-NEXT:   llvm.func @mixed(!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr {llvm.byval = i64}, i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @only_memref(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @two_results() -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK-EMPTY:
