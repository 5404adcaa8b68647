// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Module attributes that become module-level inline assembly and named
// metadata; dense initializers: a zero splat of a huge array is
// `zeroinitializer` (never expanded), and the rows of an array of vectors
// of a vector attribute stay vectors.

module attributes {llvm.ident = "a compiler 1.0", llvm.commandline = "cc -O2 \"x.c\"", llvm.module_asm = [".globl sym", "sym = 42"]} {
  llvm.mlir.global internal @huge(dense<0> : tensor<8589934592xi8>) : !llvm.array<8589934592 x i8>
  llvm.mlir.global internal @zeros(dense<0.0> : tensor<2x3xf32>) : !llvm.array<2 x array<3 x f32>>
  llvm.mlir.global internal @vector_rows(dense<[[1, 2], [3, 4]]> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
  llvm.mlir.global internal @bool_rows(dense<[[true, false], [false, true]]> : tensor<2x2xi1>) : !llvm.array<2 x vector<2xi1>>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: module asm ".globl sym"
// CHECK-NEXT: module asm "sym = 42"
// CHECK-EMPTY:
// CHECK-NEXT: @huge = internal global [8589934592 x i8] zeroinitializer
// CHECK-NEXT: @zeros = internal global [2 x [3 x float]] zeroinitializer
// CHECK-NEXT: @vector_rows = internal global [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>]
// CHECK-NEXT: @bool_rows = internal global [2 x <2 x i1>] [<2 x i1> <i1 true, i1 false>, <2 x i1> <i1 false, i1 true>]
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.ident = !{!0}
// CHECK-NEXT: !llvm.commandline = !{!1}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{!"a compiler 1.0"}
// CHECK-NEXT: !1 = !{!"cc -O2 \22x.c\22"}
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
