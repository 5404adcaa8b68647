// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Operands the export spells out: dense `index` elements read at their
// stored width, aggregates of undefs folded to one undef, the address
// space of an indirect callee, `inalloca` allocas, and named structs that
// only an alloca or a GEP names.

llvm.func @index_elements() -> vector<3xi32> {
  %0 = llvm.mlir.constant(dense<[7, -1, 300]> : vector<3xindex>) : vector<3xi32>
  llvm.return %0 : vector<3xi32>
}

llvm.mlir.global internal constant @undefs() : !llvm.array<3 x struct<(ptr, i32)>> {
  %0 = llvm.mlir.constant([[#llvm.undef, #llvm.undef], [#llvm.zero, #llvm.undef], #llvm.undef]) : !llvm.array<3 x struct<(ptr, i32)>>
  llvm.return %0 : !llvm.array<3 x struct<(ptr, i32)>>
}

llvm.func @far_call(%f: !llvm.ptr<7>, %g: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.call %f(%x) : !llvm.ptr<7>, (i32) -> i32
  %1 = llvm.call %g(%0) : !llvm.ptr, (i32) -> i32
  llvm.return %1 : i32
}

llvm.func @args(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca inalloca %n x !llvm.struct<"args.frame", (i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"other.frame", (i8, i64)>
  llvm.return %1 : !llvm.ptr
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: %args.frame = type { i32, double }
// CHECK-NEXT: %other.frame = type { i8, i64 }
// CHECK-EMPTY:
// CHECK-NEXT: @undefs = internal constant [3 x { ptr, i32 }] [{ ptr, i32 } undef, { ptr, i32 } { ptr null, i32 undef }, { ptr, i32 } undef]
// CHECK-EMPTY:
// CHECK-NEXT: define <3 x i32> @index_elements() {
// CHECK-NEXT:   ret <3 x i32> <i32 7, i32 -1, i32 300>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @far_call(ptr addrspace(7) %0, ptr %1, i32 %2) {
// CHECK-NEXT:   %4 = call addrspace(7) i32 %0(i32 %2)
// CHECK-NEXT:   %5 = call i32 %1(i32 %4)
// CHECK-NEXT:   ret i32 %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @args(i64 %0) {
// CHECK-NEXT:   %2 = alloca inalloca %args.frame, i64 %0, align 8
// CHECK-NEXT:   %3 = getelementptr %other.frame, ptr %2, i32 0, i32 1
// CHECK-NEXT:   ret ptr %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
