// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

// Constant operands fold as LLVM's IR builder folds them: offsets from null
// become integers (the sizeof idiom), GEPs of GEPs of globals combine.

llvm.func @malloc(i64) -> !llvm.ptr
llvm.mlir.global internal @g(dense<0> : tensor<8xi32>) : !llvm.array<8 x i32>
llvm.func @f(%n: i64) -> !llvm.ptr {
  %null = llvm.mlir.zero : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.getelementptr %null[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.getelementptr %null[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %4 = llvm.add %1, %3 : i64
  %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %6 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %7 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %8 = llvm.load %7 : !llvm.ptr -> i32
  %9 = llvm.getelementptr %null[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64)>
  %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
  %11 = llvm.add %4, %10 : i64
  %12 = llvm.call @malloc(%11) : (i64) -> !llvm.ptr
  %13 = llvm.sext %8 : i32 to i64
  %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %14 : !llvm.ptr
}
llvm.func @use2(!llvm.ptr)
llvm.func @h() {
  %null = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.call @use2(%0) : (!llvm.ptr) -> ()
  %1 = llvm.getelementptr inbounds %null[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.call @use2(%1) : (!llvm.ptr) -> ()
  %2 = llvm.getelementptr %null[0] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.call @use2(%2) : (!llvm.ptr) -> ()
  %3 = llvm.ptrtoint %1 : !llvm.ptr to i32
  %4 = llvm.inttoptr %3 : i32 to !llvm.ptr
  llvm.call @use2(%4) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: @g = internal global [8 x i32] zeroinitializer
// CHECK-EMPTY:
// CHECK-NEXT: declare ptr @malloc(i64)
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @f(i64 %0) {
// CHECK-NEXT:   %2 = getelementptr float, ptr null, i64 %0
// CHECK-NEXT:   %3 = ptrtoint ptr %2 to i64
// CHECK-NEXT:   %4 = add i64 4, %3
// CHECK-NEXT:   %5 = call ptr @malloc(i64 %4)
// CHECK-NEXT:   %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr @g, i64 12), align 4
// CHECK-NEXT:   %7 = add i64 %4, 24
// CHECK-NEXT:   %8 = call ptr @malloc(i64 %7)
// CHECK-NEXT:   %9 = sext i32 %6 to i64
// CHECK-NEXT:   %10 = getelementptr i8, ptr %8, i64 %9
// CHECK-NEXT:   ret ptr %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @use2(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: define void @h() {
// CHECK-NEXT:   call void @use2(ptr inttoptr (i64 4 to ptr))
// CHECK-NEXT:   call void @use2(ptr inttoptr (i64 12 to ptr))
// CHECK-NEXT:   call void @use2(ptr null)
// CHECK-NEXT:   call void @use2(ptr inttoptr (i32 12 to ptr))
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
