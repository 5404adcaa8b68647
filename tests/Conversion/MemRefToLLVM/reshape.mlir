// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts

// reshape to a statically shaped memref: a descriptor over the source's
// pointers with offset 0 and the result's constant sizes and strides.

func.func @rs(%m: memref<4x?xf32>, %s: memref<2xindex>) -> memref<2x8xf32> {
  %0 = memref.reshape %m(%s) : (memref<4x?xf32>, memref<2xindex>) -> memref<2x8xf32>
  return %0 : memref<2x8xf32>
}
func.func @rs2(%m: memref<32xf32>, %s: memref<3xi32>) -> memref<2x4x4xf32> {
  %0 = memref.reshape %m(%s) : (memref<32xf32>, memref<3xi32>) -> memref<2x4x4xf32>
  return %0 : memref<2x4x4xf32>
}
func.func @rs0(%m: memref<1xf32>, %s: memref<0xindex>) -> memref<f32> {
  %0 = memref.reshape %m(%s) : (memref<1xf32>, memref<0xindex>) -> memref<f32>
  return %0 : memref<f32>
}
func.func @rs1(%m: memref<2x3xi16, 4>, %s: memref<1xi64>) -> memref<6xi16, 4> {
  %0 = memref.reshape %m(%s) : (memref<2x3xi16, 4>, memref<1xi64>) -> memref<6xi16, 4>
  return %0 : memref<6xi16, 4>
}

// CHECK: module {
// CHECK-NEXT:   func.func @rs(%arg0: memref<4x?xf32>, %arg1: memref<2xindex>) -> memref<2x8xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %8, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT:     %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %13, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x8xf32>
// CHECK-NEXT:     %18 = llvm.mul %13, %14 : i64
// CHECK-NEXT:     return %17 : memref<2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rs2(%arg0: memref<32xf32>, %arg1: memref<3xi32>) -> memref<2x4x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<32xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %8, %10[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT:     %13 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %13, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %17 = llvm.mul %13, %14 : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %21 = llvm.insertvalue %18, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:     %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x4x4xf32>
// CHECK-NEXT:     %23 = llvm.mul %18, %19 : i64
// CHECK-NEXT:     return %22 : memref<2x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rs0(%arg0: memref<1xf32>, %arg1: memref<0xindex>) -> memref<f32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<1xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:     return %8 : memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rs1(%arg0: memref<2x3xi16, 4>, %arg1: memref<1xi64>) -> memref<6xi16, 4> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xi16, 4> to !llvm.struct<(ptr<4>, ptr<4>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %7[3, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %8, %10[4, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)> to memref<6xi16, 4>
// CHECK-NEXT:     %13 = llvm.mul %8, %9 : i64
// CHECK-NEXT:     return %12 : memref<6xi16, 4>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
