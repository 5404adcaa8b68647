// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm
// CONFORMANCE: pipeline=--split-input-file --finalize-memref-to-llvm=index-bitwidth=32

// Dynamic sizes of a reshape are loaded from the shape operand as its
// element type: an i64 shape needs no cast under 64-bit indices, a
// narrower one is cast to the index type once.

func.func @i64_shape(%m: memref<?x6xf16>, %s: memref<3xi64>) -> memref<?x3x?xf16> {
  %r = memref.reshape %m(%s) : (memref<?x6xf16>, memref<3xi64>) -> memref<?x3x?xf16>
  return %r : memref<?x3x?xf16>
}

// -----

func.func @i16_shape(%m: memref<24xi8>, %s: memref<2xi16>) -> memref<4x?xi8> {
  %r = memref.reshape %m(%s) : (memref<24xi8>, memref<2xi16>) -> memref<4x?xi8>
  return %r : memref<4x?xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @i64_shape(%arg0: memref<?x6xf16>, %arg1: memref<3xi64>) -> memref<?x3x?xf16> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x6xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %8[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %9, %14[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mul %9, %13 : i64
// CHECK-NEXT:     %17 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %19 = llvm.insertvalue %16, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %20 = llvm.mul %16, %17 : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %22 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %23 = llvm.getelementptr inbounds|nuw %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %24 = llvm.load %23 : !llvm.ptr -> i64
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %26 = llvm.insertvalue %20, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x3x?xf16>
// CHECK-NEXT:     %28 = llvm.mul %20, %24 : i64
// CHECK-NEXT:     return %27 : memref<?x3x?xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @i16_shape(%arg0: memref<24xi8>, %arg1: memref<2xi16>) -> memref<4x?xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<24xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT:     %13 = llvm.load %12 : !llvm.ptr -> i16
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : i16 to i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %9, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.mul %9, %14 : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %20 = llvm.insertvalue %17, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xi8>
// CHECK-NEXT:     %22 = llvm.mul %17, %18 : i64
// CHECK-NEXT:     return %21 : memref<4x?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
