// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant shl (not by the width or more: poison) and or; zext of a zero.
llvm.func @folds() -> (i16) {
  %a = llvm.mlir.constant(3 : i16) : i16
  %b = llvm.mlir.constant(4 : i16) : i16
  %w = llvm.mlir.constant(16 : i16) : i16
  %s = llvm.shl %a, %b : i16
  %p = llvm.shl %a, %w : i16
  %o = llvm.or %s, %b : i16
  %r = llvm.add %o, %p : i16
  llvm.return %r : i16
}

llvm.func @zext_zero() -> i64 {
  %z = llvm.mlir.zero : i8
  %e = llvm.zext %z : i8 to i64
  llvm.return %e : i64
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @folds() -> i16 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(52 : i16) : i16
// CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i16) : i16
// CHECK-NEXT:     %2 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT:     %3 = llvm.shl %1, %2 : i16
// CHECK-NEXT:     %4 = llvm.add %3, %0 : i16
// CHECK-NEXT:     llvm.return %4 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @zext_zero() -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
