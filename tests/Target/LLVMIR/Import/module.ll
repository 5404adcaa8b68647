; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Module properties: data layout, triple, inline assembly, identification.
target datalayout = "e-m:e-p270:32:32-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "nop"

!llvm.ident = !{!0}
!0 = !{!"a compiler"}

; // -----

; Globals: linkage, visibility, initializers as attributes or regions.
%s = type { i32, ptr }

@counter = internal global i32 0, align 4
@name = private unnamed_addr constant [3 x i8] c"hi\00"
@table = constant [2 x i16] [i16 1, i16 -2]
@zero = global %s zeroinitializer
@self = hidden global %s { i32 5, ptr @self }
@gep = constant ptr getelementptr (i8, ptr @name, i64 1)
@ext = external thread_local global double
@0 = global i8 1
@alias = alias i32, ptr @counter

define i32 @read() {
  %v = load i32, ptr @counter
  %w = load i8, ptr @0
  ret i32 %v
}

; // -----

; Function attributes: the ones with an attribute of their own, and the
; others passed through.
define void @attrs(ptr noalias nonnull %p, i32 signext %x) #0 section ".text.a" align 16 {
  ret void
}

declare noundef i32 @decl(ptr nocapture readonly) memory(read)

attributes #0 = { noinline nounwind "frame-pointer"="all" "target-cpu"="x86-64" "custom"="value" cold }

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "a compiler", llvm.module_asm = ["nop"], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
; CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @name("hi\00") {addr_space = 0 : i32, dso_local}
; CHECK-NEXT:   llvm.mlir.global external constant @table(dense<[1, -2]> : tensor<2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x i16>
; CHECK-NEXT:   llvm.mlir.global external @zero() {addr_space = 0 : i32} : !llvm.struct<"s", (i32, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.struct<"s", (i32, ptr)>
; CHECK-NEXT:     llvm.return %2 : !llvm.struct<"s", (i32, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external hidden @self() {addr_space = 0 : i32, dso_local} : !llvm.struct<"s", (i32, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @self : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.constant(5 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<"s", (i32, ptr)>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"s", (i32, ptr)> 
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<"s", (i32, ptr)> 
; CHECK-NEXT:     llvm.return %4 : !llvm.struct<"s", (i32, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external constant @gep() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.addressof @name : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     llvm.return %2 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external thread_local @ext() {addr_space = 0 : i32} : f64
; CHECK-NEXT:   llvm.mlir.global external @mlir.llvm.nameless_global_0(1 : i8) {addr_space = 0 : i32} : i8
; CHECK-NEXT:   llvm.mlir.alias external @alias : i32 {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @counter : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @read() -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @counter : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.addressof @mlir.llvm.nameless_global_0 : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     %3 = llvm.load %1 {alignment = 1 : i64} : !llvm.ptr -> i8
; CHECK-NEXT:     llvm.return %2 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.nonnull}, %arg1: i32 {llvm.signext}) attributes {alignment = 16 : i64, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, passthrough = ["cold", ["custom", "value"], ["target-cpu", "x86-64"]], section = ".text.a", target_cpu = "x86-64"} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @decl(!llvm.ptr {llvm.nocapture, llvm.readonly}) -> (i32 {llvm.noundef}) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>}
; CHECK-NEXT: }
