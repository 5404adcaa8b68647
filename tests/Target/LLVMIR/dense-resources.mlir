// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Initializers held in the builtin dialect's resources, read as the data of
// a dense attribute.

llvm.mlir.global internal constant @ints(dense_resource<four_ints> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global internal constant @halves(dense_resource<two_halves> : vector<2xf16>) : vector<2xf16>
llvm.mlir.global internal constant @rows(dense_resource<four_ints> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>

{-#
  dialect_resources: {
    builtin: {
      four_ints: "0x040000000100000002000000FFFFFFFF07000000",
      two_halves: "0x02000000003C00C0"
    }
  }
#-}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @ints = internal constant [4 x i32] [i32 1, i32 2, i32 -1, i32 7]
// CHECK-NEXT: @halves = internal constant <2 x half> <half 0xH3C00, half 0xHC000>
// CHECK-NEXT: @rows = internal constant [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 -1, i32 7>]
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
