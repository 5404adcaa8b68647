; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Block tags take the numbers LLVM's parser gives the blocks: first the
; blocks earlier block addresses name (by name), then each at its first
; mention in the body.
@table = global [2 x ptr] [ptr blockaddress(@dispatch, %sub), ptr blockaddress(@dispatch, %add)]

define i32 @dispatch(i1 %sel, i32 %x, i32 %y) {
entry:
  %dest = select i1 %sel, ptr blockaddress(@dispatch, %add), ptr blockaddress(@dispatch, %other)
  indirectbr ptr %dest, [label %add, label %sub, label %other]
add:
  %v = phi i32 [ %x, %entry ], [ %d, %sub ]
  %s = add i32 %v, %y
  ret i32 %s
sub:
  %d = sub i32 %x, %y
  indirectbr ptr blockaddress(@dispatch, %add), [label %add]
other:
  ret i32 0
}

define ptr @later() {
  ret ptr blockaddress(@target, %1)
}

define void @target() {
  br label %1
1:
  ret void
}

; // -----

define void @no_targets(ptr %p) {
  indirectbr ptr %p, []
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
; CHECK-NEXT:     %0 = llvm.blockaddress <function = @dispatch, tag = <id = 0>> : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.blockaddress <function = @dispatch, tag = <id = 1>> : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.array<2 x ptr> 
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.array<2 x ptr> 
; CHECK-NEXT:     llvm.return %4 : !llvm.array<2 x ptr>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @dispatch(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.blockaddress <function = @dispatch, tag = <id = 0>> : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.blockaddress <function = @dispatch, tag = <id = 3>> : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.select %arg0, %0, %1 : i1, !llvm.ptr
; CHECK-NEXT:     llvm.indirectbr %3 : !llvm.ptr, [
; CHECK-NEXT:     ^bb1(%arg1 : i32),
; CHECK-NEXT:     ^bb2,
; CHECK-NEXT:     ^bb3
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
; CHECK-NEXT:     llvm.blocktag <id = 0>
; CHECK-NEXT:     %5 = llvm.add %4, %arg2 : i32
; CHECK-NEXT:     llvm.return %5 : i32
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     llvm.blocktag <id = 1>
; CHECK-NEXT:     %6 = llvm.sub %arg1, %arg2 : i32
; CHECK-NEXT:     llvm.indirectbr %0 : !llvm.ptr, [
; CHECK-NEXT:     ^bb1(%6 : i32)
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb3:  // pred: ^bb0
; CHECK-NEXT:     llvm.blocktag <id = 3>
; CHECK-NEXT:     llvm.return %2 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @later() -> !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.blockaddress <function = @target, tag = <id = 0>> : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @target() {
; CHECK-NEXT:     llvm.br ^bb1
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.blocktag <id = 0>
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @no_targets(%arg0: !llvm.ptr) {
; CHECK-NEXT:     llvm.indirectbr %arg0 : !llvm.ptr, []
; CHECK-NEXT:   }
; CHECK-NEXT: }
