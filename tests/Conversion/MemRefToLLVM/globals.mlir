// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --mlir-print-debuginfo

// memref.global becomes llvm.mlir.global (arrays of the element type, the
// scalar for rank 0); get_global builds a descriptor on its address.
memref.global "private" constant @c : memref<2x3xf32> = dense<1.0>
memref.global @u : memref<4xi32> = uninitialized
memref.global @s : memref<f32> = dense<0.0> {alignment = 16}
func.func @g() -> (memref<2x3xf32>, memref<f32>) {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @s : memref<f32>
  return %0, %1 : memref<2x3xf32>, memref<f32>
}

// CHECK: llvm.mlir.global private constant @c(dense<1.000000e+00> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK: llvm.mlir.global external @u() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT:   llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK: llvm.mlir.global external @s(0.000000e+00 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
// CHECK: func.func @g() -> (memref<2x3xf32>, memref<f32>) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT:   %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:   %9 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// CHECK-NEXT:   %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT:   %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %22 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT:   %25 = llvm.mlir.addressof @s : !llvm.ptr
// CHECK-NEXT:   %26 = llvm.getelementptr %25[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %27 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %28 = llvm.inttoptr %27 : i64 to !llvm.ptr
// CHECK-NEXT:   %29 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:   return %20, %34 : memref<2x3xf32>, memref<f32>
// CHECK-NEXT: }

// -----

// Integer globals and a memory space.
memref.global "private" @i : memref<i64> = dense<7>
memref.global @v : memref<3xi16, 1> = dense<[1, 2, 3]>
func.func @use() -> memref<3xi16, 1> {
  %0 = memref.get_global @v : memref<3xi16, 1>
  return %0 : memref<3xi16, 1>
}

// CHECK: llvm.mlir.global private @i(7 : i64) {addr_space = 0 : i32} : i64
// CHECK: llvm.mlir.global external @v(dense<[1, 2, 3]> : tensor<3xi16>) {addr_space = 1 : i32} : !llvm.array<3 x i16>
// CHECK: func.func @use() -> memref<3xi16, 1> {
// CHECK-NEXT:   %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT:   %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT:   %5 = llvm.mlir.addressof @v : !llvm.ptr<1>
// CHECK-NEXT:   %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<3 x i16>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
// CHECK-NEXT:   %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %14 = llvm.insertvalue %0, %13[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi16, 1>
// CHECK-NEXT:   return %16 : memref<3xi16, 1>
// CHECK-NEXT: }
