// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias internal @b {dso_local} : !llvm.array<2 x i32> {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %1 : !llvm.ptr
}
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() {
  llvm.return
}

// CHECK: @g = global i32 1
// CHECK-EMPTY:
// CHECK-NEXT: @a = alias i32, ptr @g
// CHECK-NEXT: @b = internal alias [2 x i32], getelementptr inbounds nuw (i8, ptr @g, i64 4)
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @resolver() {
// CHECK-NEXT:   ret ptr @f
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @f() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
