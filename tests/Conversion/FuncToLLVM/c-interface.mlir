// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm
// CONFORMANCE: pipeline=--convert-func-to-llvm --mlir-print-debuginfo

// llvm.emit_c_interface: a `_mlir_ciface_` wrapper calls a defined function;
// a declared one becomes a private function calling the declared wrapper.
func.func @scalar(%a: i32, %i: index) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}
func.func private @ext(%a: f32) -> f32 attributes {llvm.emit_c_interface}
func.func @none() attributes {llvm.emit_c_interface} {
  return
}

// CHECK: llvm.func @scalar(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @_mlir_ciface_scalar(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.call @scalar(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func private @ext(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.call @_mlir_ciface_ext(%arg0) : (f32) -> f32
// CHECK-NEXT:   llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK: llvm.func @_mlir_ciface_ext(f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK: llvm.func @none() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK: llvm.func @_mlir_ciface_none() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   llvm.call @none() : () -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
