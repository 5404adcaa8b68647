// RUN: strata-opt %s -split-input-file -test-convert-func-op | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -test-convert-func-op

// Functions are lowered with !test.smpla as a struct of two i8; a
// function asking for a C interface gets its wrapper.

// CHECK-LABEL: llvm.func @add
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: !llvm.struct<(i8, i8)>) -> i32 attributes {llvm.emit_c_interface}
// CHECK-NEXT:    llvm.return %[[A]] : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_add
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: !llvm.struct<(i8, i8)>) -> i32 attributes {llvm.emit_c_interface}
// CHECK-NEXT:    %[[R:.*]] = llvm.call @add(%[[A]], %[[B]]) : (i32, !llvm.struct<(i8, i8)>) -> i32
// CHECK-NEXT:    llvm.return %[[R]] : i32
func.func @add(%arg0: i32, %arg1: !test.smpla) -> i32 attributes {llvm.emit_c_interface} {
  return %arg0 : i32
}

// -----

// CHECK-LABEL: llvm.func @struct_arg
// CHECK-SAME:    (%[[A:.*]]: !llvm.struct<(i8, i8)>) -> !llvm.struct<(i8, i8)>
// CHECK-NEXT:    llvm.return %[[A]] : !llvm.struct<(i8, i8)>
func.func @struct_arg(%arg0: !test.smpla) -> !test.smpla {
  return %arg0 : !test.smpla
}
