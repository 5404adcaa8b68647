// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=index-bitwidth=32
// CONFORMANCE: pipeline=--convert-to-llvm

// reinterpret_cast of an unranked memref takes the pointers from the
// ranked descriptor the unranked one points to.

func.func @f(%m: memref<*xf32>, %o: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.reinterpret_cast %m to offset: [%o], sizes: [4, %o], strides: [%o, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %c : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @g(%m: memref<*xi16, 2>) -> memref<2x3xi16, strided<[3, 1], offset: 5>, 2> {
  %c = memref.reinterpret_cast %m to offset: [5], sizes: [2, 3], strides: [3, 1] : memref<*xi16, 2> to memref<2x3xi16, strided<[3, 1], offset: 5>, 2>
  return %c : memref<2x3xi16, strided<[3, 1], offset: 5>, 2>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<*xf32>, %arg1: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %0, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<*xi16, 2>) -> memref<2x3xi16, strided<[3, 1], offset: 5>, 2> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi16, 2> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<2>
// CHECK-NEXT:     %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT:     %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<2>
// CHECK-NEXT:     %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xi16, strided<[3, 1], offset: 5>, 2>
// CHECK-NEXT:     return %18 : memref<2x3xi16, strided<[3, 1], offset: 5>, 2>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
