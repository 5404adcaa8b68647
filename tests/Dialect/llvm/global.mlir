// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Globals: linkage, visibility, thread_local, unnamed_addr, constants,
// values, initializer regions, address spaces; string globals omit their type.
llvm.mlir.global internal @g0(0 : i32) : i32
llvm.mlir.global external constant @g1(1.0 : f32) {alignment = 4 : i64} : f32
llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global external @ext() : i64
llvm.mlir.global weak hidden thread_local local_unnamed_addr @tl(0 : i64) {dso_local, section = ".tdata"} : i64
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  llvm.return %2 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal @as(0 : i32) {addr_space = 3 : i32} : i32
llvm.mlir.global common @c(0 : i32) : i32
llvm.mlir.global internal @z() : !llvm.array<4 x i32> {
  %0 = llvm.mlir.zero : !llvm.array<4 x i32>
  llvm.return %0 : !llvm.array<4 x i32>
}
llvm.mlir.global internal @dense(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global linkonce_odr @lo(0 : i8) {externally_initialized} : i8
llvm.func @use() -> !llvm.ptr<3> {
  %0 = llvm.mlir.addressof @as : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal @g0(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global external constant @g1(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 4 : i64} : f32
// CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global external @ext() {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.mlir.global weak hidden thread_local local_unnamed_addr @tl(0 : i64) {addr_space = 0 : i32, dso_local, section = ".tdata"} : i64
// CHECK-NEXT:   llvm.mlir.global internal @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     llvm.return %2 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @as(0 : i32) {addr_space = 3 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global common @c(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global internal @z() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.array<4 x i32>
// CHECK-NEXT:     llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @dense(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
// CHECK-NEXT:   llvm.mlir.global linkonce_odr @lo(0 : i8) {addr_space = 0 : i32, externally_initialized} : i8
// CHECK-NEXT:   llvm.func @use() -> !llvm.ptr<3> {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @as : !llvm.ptr<3>
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr<3>
// CHECK-NEXT:   }
// CHECK-NEXT: }
