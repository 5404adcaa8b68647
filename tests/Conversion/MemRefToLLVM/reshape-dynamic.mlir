// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--convert-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// reshape to a ranked memref with dynamic sizes loads them from the shape
// operand (a lowered memref.load, leaving its casts to index and back);
// strides are static where the result type knows them, else the product
// of the inner sizes. Under convert-to-llvm, where the casts the pattern
// leaves are not legal, the op stays.

func.func @dyn(%m: memref<4x5xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @mixed(%m: memref<?xf32>, %s: memref<3xindex, strided<[?], offset: ?>>) -> memref<3x?x5xf32> {
  %r = memref.reshape %m(%s) : (memref<?xf32>, memref<3xindex, strided<[?], offset: ?>>) -> memref<3x?x5xf32>
  return %r : memref<3x?x5xf32>
}
func.func @i32shape(%m: memref<8xi8>, %s: memref<2xindex>, %i: index) -> memref<2x?xi8> {
  %r = memref.reshape %m(%s) : (memref<8xi8>, memref<2xindex>) -> memref<2x?xi8>
  %c = memref.load %r[%i, %i] : memref<2x?xi8>
  return %r : memref<2x?xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dyn(%arg0: memref<4x5xf32>, %arg1: memref<2xindex>) -> memref<?x?xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %9, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = llvm.mul %9, %15 : i64
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %21 = llvm.getelementptr inbounds|nuw %20[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : index to i64
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT:     %28 = llvm.mul %18, %24 : i64
// CHECK-NEXT:     return %27 : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: memref<?xf32>, %arg1: memref<3xindex, strided<[?], offset: ?>>) -> memref<3x?x5xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xindex, strided<[?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %8[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %9, %11[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %13 = llvm.mul %9, %10 : i64
// CHECK-NEXT:     %14 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %17 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %19 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %20 = llvm.mul %15, %19 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %21 = llvm.getelementptr inbounds|nuw %18[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : index to i64
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %26 = llvm.insertvalue %14, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %27 = llvm.mul %14, %24 : i64
// CHECK-NEXT:     %28 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %30 = llvm.insertvalue %27, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<3x?x5xf32>
// CHECK-NEXT:     %32 = llvm.mul %27, %28 : i64
// CHECK-NEXT:     return %31 : memref<3x?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i32shape(%arg0: memref<8xi8>, %arg1: memref<2xindex>, %arg2: index) -> memref<2x?xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<8xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %13 = llvm.getelementptr inbounds|nuw %12[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %14 = llvm.load %13 : !llvm.ptr -> i64
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : i64 to index
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : index to i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = llvm.insertvalue %10, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %19 = llvm.mul %10, %16 : i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %22 = llvm.insertvalue %19, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xi8>
// CHECK-NEXT:     %24 = llvm.mul %19, %20 : i64
// CHECK-NEXT:     %25 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %26 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %27 = llvm.mul %0, %26 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %28 = llvm.add %27, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %29 = llvm.getelementptr inbounds|nuw %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %30 = llvm.load %29 : !llvm.ptr -> i8
// CHECK-NEXT:     return %23 : memref<2x?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
