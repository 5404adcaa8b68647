// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Arithmetic on addresses of globals that cannot be folded stays a
// constant expression, in initializers and in function bodies alike.

llvm.mlir.global internal @table(dense<0> : tensor<8xi32>) : !llvm.array<8 x i32>
llvm.mlir.global external @in_space1(0 : i32) {addr_space = 1 : i32} : i32

llvm.mlir.alias internal @shifted : !llvm.array<8 x i32> {
  %0 = llvm.mlir.constant(16 : i64) : i64
  %1 = llvm.mlir.addressof @table : !llvm.ptr
  %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
  %3 = llvm.add %2, %0 : i64
  %4 = llvm.inttoptr %3 : i64 to !llvm.ptr
  llvm.return %4 : !llvm.ptr
}

llvm.mlir.alias external @generic : i32 {
  %0 = llvm.mlir.addressof @in_space1 : !llvm.ptr<1>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

llvm.func @offsets(%x: i64) -> i64 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.mlir.constant(4 : i64) : i64
  %3 = llvm.sub %1, %2 : i64
  %4 = llvm.xor %3, %x : i64
  llvm.return %4 : i64
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @table = internal global [8 x i32] zeroinitializer
// CHECK-NEXT: @in_space1 = addrspace(1) global i32 0
// CHECK-EMPTY:
// CHECK-NEXT: @shifted = internal alias [8 x i32], inttoptr (i64 add (i64 ptrtoint (ptr @table to i64), i64 16) to ptr)
// CHECK-NEXT: @generic = alias i32, addrspacecast (ptr addrspace(1) @in_space1 to ptr)
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @offsets(i64 %0) {
// CHECK-NEXT:   %2 = xor i64 sub (i64 ptrtoint (ptr @table to i64), i64 4), %0
// CHECK-NEXT:   ret i64 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
