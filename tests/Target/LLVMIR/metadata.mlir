// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @weights(%c: i1, %v: i32, %p: !llvm.ptr) -> i32 {
  llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  %0 = llvm.load %p {nontemporal} : !llvm.ptr -> i32
  %1 = llvm.load %p {invariant} : !llvm.ptr -> i32
  llvm.store %0, %p {nontemporal} : i32, !llvm.ptr
  llvm.switch %v : i32, ^bb2 [
    0: ^bb2,
    1: ^bb3
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb2:
  llvm.cond_br %c weights([3, 7]), ^bb3, ^bb4
^bb3:
  llvm.return %v : i32
^bb4:
  llvm.return %v : i32
}

llvm.func @decl()
llvm.func weak hidden @hidden_fn() attributes {dso_local} {
  llvm.return
}
llvm.func @dso() attributes {dso_local} {
  llvm.return
}
llvm.func @with_personality() attributes {personality = @decl} {
  llvm.return
}
llvm.func @aligned_args(%p: !llvm.ptr {llvm.align = 16 : i64, llvm.noundef}, %q: !llvm.ptr {llvm.dereferenceable = 8 : i64}) {
  llvm.return
}

// CHECK: define i32 @weights(i1 %0, i32 %1, ptr %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %7, !prof !1
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   %5 = load i32, ptr %2, align 4, !nontemporal !2
// CHECK-NEXT:   %6 = load i32, ptr %2, align 4, !invariant.load !3
// CHECK-NEXT:   store i32 %5, ptr %2, align 4, !nontemporal !2
// CHECK-NEXT:   switch i32 %1, label %7 [
// CHECK-NEXT:     i32 0, label %7
// CHECK-NEXT:     i32 1, label %8
// CHECK-NEXT:   ], !prof !4
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %4, %4, %3
// CHECK-NEXT:   br i1 %0, label %8, label %9, !prof !1
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %7, %4
// CHECK-NEXT:   ret i32 %1
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %7
// CHECK-NEXT:   ret i32 %1
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @decl()
// CHECK-EMPTY:
// CHECK-NEXT: define weak hidden void @hidden_fn() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define dso_local void @dso() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @with_personality() personality ptr @decl {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @aligned_args(ptr noundef align 16 %0, ptr dereferenceable(8) %1) {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!"branch_weights", i32 3, i32 7}
// CHECK-NEXT: !2 = !{i32 1}
// CHECK-NEXT: !3 = !{}
// CHECK-NEXT: !4 = !{!"branch_weights", i32 1, i32 2, i32 3}
