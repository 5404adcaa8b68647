// RUN: strata-opt %s --split-input-file -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file -verify-diagnostics

// An empty body `{}` declares an LLVM function, unlike func.func's.

llvm.func @declared() {}
llvm.func @also_declared(i64) -> f32
llvm.func @caller() -> f32 {
  %c = llvm.mlir.constant(3 : i64) : i64
  llvm.call @declared() : () -> ()
  %r = llvm.call @also_declared(%c) : (i64) -> f32
  llvm.return %r : f32
}

// -----

// With named arguments the body has an entry block, which needs a
// terminator.

// expected-error @+1 {{empty block: expect at least a terminator}}
llvm.func @with_args(%a: i32) {}

// CHECK: module {
// CHECK-NEXT:   llvm.func @declared()
// CHECK-NEXT:   llvm.func @also_declared(i64) -> f32
// CHECK-NEXT:   llvm.func @caller() -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     llvm.call @declared() : () -> ()
// CHECK-NEXT:     %1 = llvm.call @also_declared(%0) : (i64) -> f32
// CHECK-NEXT:     llvm.return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
