// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any_sel any
  llvm.comdat_selector @nd nodeduplicate
}
llvm.mlir.global external @cg(1 : i32) comdat(@__llvm_comdat::@any_sel) : i32
llvm.func @ctor() {
  llvm.return
}
llvm.func @dtor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @va(%ap: !llvm.ptr) -> i32 {
  %0 = llvm.va_arg %ap : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
llvm.func @asm(%x: i32) -> i32 {
  %0 = llvm.inline_asm "mov $0, $1", "=r,r" %x : (i32) -> i32
  %1 = llvm.inline_asm has_side_effects asm_dialect = intel "nop", "" : () -> !llvm.void
  llvm.return %0 : i32
}
llvm.comdat @c2 {
  llvm.comdat_selector @fc any
  llvm.comdat_selector @g2 nodeduplicate
}
llvm.mlir.global external @g2(2 : i64) comdat(@c2::@g2) : i64
llvm.func @fc() {
  llvm.return
}
llvm.func @other() {
  llvm.return
}
llvm.func @asm2(%x: i32, %y: f32) -> !llvm.struct<(i32, f32)> {
  %0 = llvm.inline_asm is_align_stack "nop # \22$0\22 $1\0A", "=r,=r,r,r" %x, %y : (i32, f32) -> !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}

llvm.comdat @c3 {
  llvm.comdat_selector @in_comdat any
}
llvm.func @in_comdat() comdat(@c3::@in_comdat) {
  llvm.return
}

// CHECK: $in_comdat = comdat any
// CHECK-EMPTY:
// CHECK-NEXT: $any_sel = comdat any
// CHECK-EMPTY:
// CHECK-NEXT: $g2 = comdat nodeduplicate
// CHECK-EMPTY:
// CHECK-NEXT: @cg = global i32 1, comdat($any_sel)
// CHECK-NEXT: @g2 = global i64 2, comdat
// CHECK-NEXT: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]
// CHECK-NEXT: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @dtor, ptr null }]
// CHECK-EMPTY:
// CHECK-NEXT: define void @ctor() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @dtor() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @va(ptr %0) {
// CHECK-NEXT:   %2 = va_arg ptr %0, i32
// CHECK-NEXT:   ret i32 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @asm(i32 %0) {
// CHECK-NEXT:   %2 = call i32 asm "mov $0, $1", "=r,r"(i32 %0)
// CHECK-NEXT:   call void asm sideeffect inteldialect "nop", ""()
// CHECK-NEXT:   ret i32 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @fc() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @other() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define { i32, float } @asm2(i32 %0, float %1) {
// CHECK-NEXT:   %3 = call { i32, float } asm alignstack "nop # \22$0\22 $1\0A", "=r,=r,r,r"(i32 %0, float %1)
// CHECK-NEXT:   ret { i32, float } %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @in_comdat() comdat {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
