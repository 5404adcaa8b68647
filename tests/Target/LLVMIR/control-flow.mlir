// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.add %a, %b : i32
  llvm.br ^bb3(%0 : i32)
^bb2:
  %1 = llvm.sub %a, %b : i32
  llvm.br ^bb3(%1 : i32)
^bb3(%v: i32):
  llvm.return %v : i32
}

llvm.func @loop(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^header(%zero, %zero : i64, i64)
^header(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %acc2 = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %one : i64
  llvm.br ^header(%i2, %acc2 : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @cond_args(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  llvm.return %x : i32
^bb2(%y: i32, %z: i32):
  %s = llvm.add %y, %z : i32
  llvm.return %s : i32
}

llvm.func @switch(%v: i32, %a: i64) -> i64 {
  llvm.switch %v : i32, ^bb1(%a : i64) [
    1: ^bb2,
    7: ^bb1(%a : i64),
    -3: ^bb3
  ]
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  %c = llvm.mlir.constant(2 : i64) : i64
  llvm.return %c : i64
^bb3:
  llvm.unreachable
}

llvm.func @out_of_order(%c: i1) {
  llvm.br ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.cond_br %c, ^bb1, ^bb3
^bb3:
  llvm.br ^bb1
}

// CHECK: define i32 @diamond(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   %5 = add i32 %1, %2
// CHECK-NEXT:   br label %8
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   %7 = sub i32 %1, %2
// CHECK-NEXT:   br label %8
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %4, %6
// CHECK-NEXT:   %9 = phi i32 [ %7, %6 ], [ %5, %4 ]
// CHECK-NEXT:   ret i32 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @loop(i64 %0) {
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %6, %1
// CHECK-NEXT:   %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %5 = icmp sge i64 %3, %0
// CHECK-NEXT:   br i1 %5, label %9, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   %7 = add i64 %4, %3
// CHECK-NEXT:   %8 = add i64 %3, 1
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %2
// CHECK-NEXT:   ret i64 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @cond_args(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   %5 = phi i32 [ %1, %3 ]
// CHECK-NEXT:   ret i32 %5
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   %7 = phi i32 [ %2, %3 ]
// CHECK-NEXT:   %8 = phi i32 [ %1, %3 ]
// CHECK-NEXT:   %9 = add i32 %7, %8
// CHECK-NEXT:   ret i32 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @switch(i32 %0, i64 %1) {
// CHECK-NEXT:   switch i32 %0, label %3 [
// CHECK-NEXT:     i32 1, label %5
// CHECK-NEXT:     i32 7, label %7
// CHECK-NEXT:     i32 -3, label %6
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %7, %2
// CHECK-NEXT:   %4 = phi i64 [ %8, %7 ], [ %1, %2 ]
// CHECK-NEXT:   ret i64 %4
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %2
// CHECK-NEXT:   ret i64 2
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   unreachable
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %2
// CHECK-NEXT:   %8 = phi i64 [ %1, %2 ]
// CHECK-NEXT:   br label %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @out_of_order(i1 %0) {
// CHECK-NEXT:   br label %3
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %4, %3
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %1
// CHECK-NEXT:   br i1 %0, label %2, label %4
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   br label %2
// CHECK-NEXT: }
