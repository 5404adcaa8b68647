// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  llvm.mlir.global internal @node() : !llvm.struct<"Node", (i32, ptr)> {
    %0 = llvm.mlir.zero : !llvm.struct<"Node", (i32, ptr)>
    llvm.return %0 : !llvm.struct<"Node", (i32, ptr)>
  }
  llvm.mlir.global external @opaque_g() : !llvm.struct<"Opaque", opaque>
  llvm.func @walk(%n: !llvm.ptr) -> i32 {
    %0 = llvm.getelementptr %n[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"Node", (i32, ptr)>
    %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr
    %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<"Pair", packed (i8, struct<"Inner", (f32)>)>
    %3 = llvm.extractvalue %2[0] : !llvm.struct<"Pair", packed (i8, struct<"Inner", (f32)>)>
    %4 = llvm.zext %3 : i8 to i32
    llvm.return %4 : i32
  }
}

// CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
// CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
// CHECK-EMPTY:
// CHECK-NEXT: %Node = type { i32, ptr }
// CHECK-NEXT: %Opaque = type opaque
// CHECK-NEXT: %Pair = type <{ i8, %Inner }>
// CHECK-NEXT: %Inner = type { float }
// CHECK-EMPTY:
// CHECK-NEXT: @node = internal global %Node zeroinitializer
// CHECK-NEXT: @opaque_g = external global %Opaque
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @walk(ptr %0) {
// CHECK-NEXT:   %2 = getelementptr %Node, ptr %0, i32 0, i32 1
// CHECK-NEXT:   %3 = load ptr, ptr %2, align 8
// CHECK-NEXT:   %4 = load %Pair, ptr %3, align 1
// CHECK-NEXT:   %5 = extractvalue %Pair %4, 0
// CHECK-NEXT:   %6 = zext i8 %5 to i32
// CHECK-NEXT:   ret i32 %6
// CHECK-NEXT: }
