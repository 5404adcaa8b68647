// RUN: strata-opt %s --split-input-file --convert-func-to-llvm --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm

// `llvm.readnone` becomes memory effects that access nothing.
func.func private @pure(f64) -> f64 attributes {llvm.readnone}

// -----

// A C interface of a variadic function is reported; the function stays.
// expected-error @+1 {{C interface for variadic functions is not supported yet.}}
func.func @variadic(%a: i64) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @pure(f64) -> f64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @variadic(%arg0: i64) attributes {func.varargs = true, llvm.emit_c_interface} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
