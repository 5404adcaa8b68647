// RUN: strata-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s

// Block addresses in a global initializer (of a function translated
// later) and in instructions, and indirect branches passing block
// arguments, which become phis.
llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.blockaddress <function = @dispatch, tag = <id = 2>> : !llvm.ptr
  %1 = llvm.blockaddress <function = @dispatch, tag = <id = 1>> : !llvm.ptr
  %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %3 = llvm.insertvalue %0, %2[0] : !llvm.array<2 x ptr>
  %4 = llvm.insertvalue %1, %3[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}

llvm.func @dispatch(%sel: i1, %x: i32, %y: i32) -> i32 {
  %a = llvm.blockaddress <function = @dispatch, tag = <id = 1>> : !llvm.ptr
  %b = llvm.blockaddress <function = @dispatch, tag = <id = 2>> : !llvm.ptr
  %dest = llvm.select %sel, %a, %b : i1, !llvm.ptr
  llvm.indirectbr %dest : !llvm.ptr, [
  ^add(%x : i32),
  ^sub
  ]
^add(%v: i32):
  llvm.blocktag <id = 1>
  %s = llvm.add %v, %y : i32
  llvm.return %s : i32
^sub:
  llvm.blocktag <id = 2>
  %d = llvm.sub %x, %y : i32
  llvm.indirectbr %a : !llvm.ptr, [
  ^add(%d : i32)
  ]
}

llvm.func @elsewhere() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @dispatch, tag = <id = 2>> : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.inttoptr %1 : i64 to !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// -----

llvm.func @empty(%p: !llvm.ptr) {
  llvm.indirectbr %p : !llvm.ptr, []
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @table = internal global [2 x ptr] [ptr blockaddress(@dispatch, %8), ptr blockaddress(@dispatch, %5)]
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @dispatch(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   %4 = select i1 %0, ptr blockaddress(@dispatch, %5), ptr blockaddress(@dispatch, %8)
// CHECK-NEXT:   indirectbr ptr %4, [label %5, label %8]
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %8, %3
// CHECK-NEXT:   %6 = phi i32 [ %9, %8 ], [ %1, %3 ]
// CHECK-NEXT:   %7 = add i32 %6, %2
// CHECK-NEXT:   ret i32 %7
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %3
// CHECK-NEXT:   %9 = sub i32 %1, %2
// CHECK-NEXT:   indirectbr ptr blockaddress(@dispatch, %5), [label %5]
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @elsewhere() {
// CHECK-NEXT:   ret ptr blockaddress(@dispatch, %8)
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @empty(ptr %0) {
// CHECK-NEXT:   indirectbr ptr %0, []
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
