// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: llvm.func @resolver
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: llvm.mlir.ifunc external @chosen : !llvm.func<i32 (i32)>, !llvm.ptr @resolver {dso_local}
llvm.mlir.ifunc external @chosen : !llvm.func<i32 (i32)>, !llvm.ptr @resolver {dso_local}
// CHECK: llvm.mlir.ifunc internal hidden unnamed_addr @other : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.mlir.ifunc internal hidden unnamed_addr @other : !llvm.func<void ()>, !llvm.ptr @resolver

// An alias of the resolver's address is looked through.
llvm.mlir.alias external @resolver_alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @resolver : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// CHECK: llvm.mlir.ifunc weak @through_alias : !llvm.func<void ()>, !llvm.ptr @resolver_alias
llvm.mlir.ifunc weak @through_alias : !llvm.func<void ()>, !llvm.ptr @resolver_alias

// An ifunc is called and addressed as a function.
// CHECK-LABEL: llvm.func @use
// CHECK: llvm.call @chosen(%{{.*}}) : (i32) -> i32
// CHECK: llvm.mlir.addressof @other : !llvm.ptr
llvm.func @use(%x: i32) -> i32 {
  %0 = llvm.call @chosen(%x) : (i32) -> i32
  %1 = llvm.mlir.addressof @other : !llvm.ptr
  llvm.return %0 : i32
}
