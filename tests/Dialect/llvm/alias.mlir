// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Aliases: linkage, visibility, thread_local, unnamed_addr, initializer.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias internal hidden thread_local unnamed_addr @b {dso_local} : i32 {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @use() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @b : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.alias external @a : i32 {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.alias internal hidden thread_local unnamed_addr @b {dso_local} : i32 {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @a : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @use() -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @b : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
