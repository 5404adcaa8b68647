// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

// Alignments follow the module's data layout.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-a:0:32"} {
  llvm.mlir.global internal @s() : !llvm.struct<(i8, i64, i128)> {
    %0 = llvm.mlir.zero : !llvm.struct<(i8, i64, i128)>
    llvm.return %0 : !llvm.struct<(i8, i64, i128)>
  }
  llvm.func @loads(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    %1 = llvm.load %p : !llvm.ptr -> i128
    %2 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i64)>
    %3 = llvm.load %p : !llvm.ptr -> f80
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.alloca %c1 x !llvm.struct<(i8, i8)> : (i32) -> !llvm.ptr
    %5 = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
    llvm.store %0, %5 : i64, !llvm.ptr
    %6 = llvm.mlir.addressof @s : !llvm.ptr
    %7 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i128)>
    %8 = llvm.load %7 : !llvm.ptr -> i64
    %9 = llvm.add %0, %8 : i64
    llvm.return %9 : i64
  }
}

// CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-a:0:32"
// CHECK-EMPTY:
// CHECK-NEXT: @s = internal global { i8, i64, i128 } zeroinitializer
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @loads(ptr %0) {
// CHECK-NEXT:   %2 = load i64, ptr %0, align 8
// CHECK-NEXT:   %3 = load i128, ptr %0, align 16
// CHECK-NEXT:   %4 = load { i8, i64 }, ptr %0, align 8
// CHECK-NEXT:   %5 = load x86_fp80, ptr %0, align 16
// CHECK-NEXT:   %6 = alloca { i8, i8 }, align 4
// CHECK-NEXT:   %7 = alloca i64, align 8
// CHECK-NEXT:   store i64 %2, ptr %7, align 8
// CHECK-NEXT:   %8 = load i64, ptr getelementptr inbounds nuw (i8, ptr @s, i64 16), align 8
// CHECK-NEXT:   %9 = add i64 %2, %8
// CHECK-NEXT:   ret i64 %9
// CHECK-NEXT: }
