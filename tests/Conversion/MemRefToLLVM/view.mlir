// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// view keeps the source's allocated pointer, advances the aligned pointer
// by the byte shift and fills sizes and strides from the innermost
// dimension out; a dynamic stride is the next stride times the next size.

func.func @view(%b: memref<2048xi8>, %o: index, %n: index) -> memref<?x4xf32> {
  %0 = memref.view %b[%o][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @view_static(%b: memref<2048xi8>, %o: index) -> memref<8x4xf32> {
  %0 = memref.view %b[%o][] : memref<2048xi8> to memref<8x4xf32>
  return %0 : memref<8x4xf32>
}
func.func @view_dyn(%b: memref<?xi8>, %o: index, %n: index, %k: index) -> memref<?x?xf32> {
  %0 = memref.view %b[%o][%n, %k] : memref<?xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @view_3d(%b: memref<?xi8, 1>, %o: index, %n: index, %k: index) -> memref<?x3x?xi64, 1> {
  %0 = memref.view %b[%o][%n, %k] : memref<?xi8, 1> to memref<?x3x?xi64, 1>
  return %0 : memref<?x3x?xi64, 1>
}
func.func @view_rank0(%b: memref<64xi8>, %o: index) -> memref<f64> {
  %0 = memref.view %b[%o][] : memref<64xi8> to memref<f64>
  return %0 : memref<f64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:     return %18 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_static(%arg0: memref<2048xi8>, %arg1: index) -> memref<8x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x4xf32>
// CHECK-NEXT:     return %18 : memref<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_dyn(%arg0: memref<?xi8>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %0, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.mul %13, %0 : i64
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT:     return %18 : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_3d(%arg0: memref<?xi8, 1>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x3x?xi64, 1> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : memref<?xi8, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %8 = llvm.getelementptr %7[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %0, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %12[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %14[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %17 = llvm.mul %13, %0 : i64
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %20 = llvm.mul %17, %15 : i64
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x3x?xi64, 1>
// CHECK-NEXT:     return %22 : memref<?x3x?xi64, 1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view_rank0(%arg0: memref<64xi8>, %arg1: index) -> memref<f64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64)> to memref<f64>
// CHECK-NEXT:     return %10 : memref<f64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
