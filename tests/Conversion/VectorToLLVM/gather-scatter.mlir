// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Gathers and scatters address a vector of pointers from the base.
func.func @gather_scatter(%m: memref<?x8xi16>, %i: index, %idx: vector<5xi64>, %k: vector<5xi1>, %p: vector<5xi16>) {
  %0 = vector.gather %m[%i, %i] [%idx], %k, %p : memref<?x8xi16>, vector<5xi64>, vector<5xi1>, vector<5xi16> into vector<5xi16>
  vector.scatter %m[%i, %i] [%idx], %k, %0 {alignment = 16} : memref<?x8xi16>, vector<5xi64>, vector<5xi1>, vector<5xi16>
  return
}

// -----

// An n-D gather is unrolled by rows.
func.func @gather_2d(%m: memref<16xf64>, %idx: vector<2x2xindex>, %k: vector<2x2xi1>, %p: vector<2x2xf64>) -> vector<2x2xf64> {
  %c3 = arith.constant 3 : index
  %0 = vector.gather %m[%c3] [%idx], %k, %p : memref<16xf64>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf64> into vector<2x2xf64>
  return %0 : vector<2x2xf64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @gather_scatter(%arg0: memref<?x8xi16>, %arg1: index, %arg2: vector<5xi64>, %arg3: vector<5xi1>, %arg4: vector<5xi16>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xi16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:     %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:     %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT:     %7 = llvm.getelementptr %6[%arg2] : (!llvm.ptr, vector<5xi64>) -> vector<5x!llvm.ptr>, i16
// CHECK-NEXT:     %8 = llvm.intr.masked.gather %7, %arg3, %arg4 {alignment = 2 : i32} : (vector<5x!llvm.ptr>, vector<5xi1>, vector<5xi16>) -> vector<5xi16>
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mul %0, %10 : i64
// CHECK-NEXT:     %12 = llvm.add %11, %0 : i64
// CHECK-NEXT:     %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT:     %14 = llvm.getelementptr %13[%arg2] : (!llvm.ptr, vector<5xi64>) -> vector<5x!llvm.ptr>, i16
// CHECK-NEXT:     llvm.intr.masked.scatter %8, %14, %arg3 {alignment = 16 : i32} : vector<5xi16>, vector<5xi1> into vector<5x!llvm.ptr>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @gather_2d(%arg0: memref<16xf64>, %arg1: vector<2x2xindex>, %arg2: vector<2x2xi1>, %arg3: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<16xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xi1> to !llvm.array<2 x vector<2xi1>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %c3 : index to i64
// CHECK-NEXT:     %5 = ub.poison : vector<2x2xf64>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT:     %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi1>> 
// CHECK-NEXT:     %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %11 = llvm.getelementptr %10[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %12 = llvm.getelementptr %11[%7] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, f64
// CHECK-NEXT:     %13 = llvm.intr.masked.gather %12, %8, %9 {alignment = 8 : i32} : (vector<2x!llvm.ptr>, vector<2xi1>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %6[0] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT:     %15 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<2xi64>> 
// CHECK-NEXT:     %16 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xi1>> 
// CHECK-NEXT:     %17 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT:     %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %19 = llvm.getelementptr %18[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %20 = llvm.getelementptr %19[%15] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, f64
// CHECK-NEXT:     %21 = llvm.intr.masked.gather %20, %16, %17 {alignment = 8 : i32} : (vector<2x!llvm.ptr>, vector<2xi1>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %14[1] : !llvm.array<2 x vector<2xf64>> 
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT:     return %23 : vector<2x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
