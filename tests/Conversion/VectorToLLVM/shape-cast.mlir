// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// shape_cast moves chunks contiguous in both shapes with shuffles.
func.func @flatten(%v: vector<3x4xi32>) -> vector<12xi32> {
  %0 = vector.shape_cast %v : vector<3x4xi32> to vector<12xi32>
  return %0 : vector<12xi32>
}

// -----

func.func @unflatten(%v: vector<8xf32>) -> vector<2x2x2xf32> {
  %0 = vector.shape_cast %v : vector<8xf32> to vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}

// -----

// Rows of 6 into rows of 4: chunks of 2.
func.func @regroup(%v: vector<2x6xi8>) -> vector<3x4xi8> {
  %0 = vector.shape_cast %v : vector<2x6xi8> to vector<3x4xi8>
  return %0 : vector<3x4xi8>
}

// -----

// No common chunk: element by element.
func.func @elements(%v: vector<3x2xf64>) -> vector<2x3xf64> {
  %0 = vector.shape_cast %v : vector<3x2xf64> to vector<2x3xf64>
  return %0 : vector<2x3xf64>
}

// -----

// Strided slices of 1-D vectors are shuffles.
func.func @slices(%v: vector<8xi16>, %w: vector<3xi16>) -> (vector<3xi16>, vector<8xi16>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8xi16> to vector<3xi16>
  %1 = vector.insert_strided_slice %w, %v {offsets = [4], strides = [1]} : vector<3xi16> into vector<8xi16>
  return %0, %1 : vector<3xi16>, vector<8xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @flatten(%arg0: vector<3x4xi32>) -> vector<12xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT:     %1 = ub.poison : vector<12xi32>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>> 
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %2 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xi32> 
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xi32> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>> 
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xi32> 
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [12, 13, 14, 15, 0, 1, 2, 3, 20, 21, 22, 23] : vector<12xi32> 
// CHECK-NEXT:     %8 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>> 
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xi32> 
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [12, 13, 14, 15, 16, 17, 18, 19, 0, 1, 2, 3] : vector<12xi32> 
// CHECK-NEXT:     return %10 : vector<12xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unflatten(%arg0: vector<8xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT:     %0 = ub.poison : vector<2x2x2xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg0, %arg0 [0, 1] : vector<8xf32> 
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:     %4 = llvm.shufflevector %arg0, %arg0 [2, 3] : vector<8xf32> 
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:     %6 = llvm.shufflevector %arg0, %arg0 [4, 5] : vector<8xf32> 
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:     %8 = llvm.shufflevector %arg0, %arg0 [6, 7] : vector<8xf32> 
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %7[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x array<2 x vector<2xf32>>> to vector<2x2x2xf32>
// CHECK-NEXT:     return %10 : vector<2x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @regroup(%arg0: vector<2x6xi8>) -> vector<3x4xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x6xi8> to !llvm.array<2 x vector<6xi8>>
// CHECK-NEXT:     %1 = ub.poison : vector<3x4xi8>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x4xi8> to !llvm.array<3 x vector<4xi8>>
// CHECK-NEXT:     %3 = ub.poison : vector<4xi8>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<6xi8>> 
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 1] : vector<6xi8> 
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %3 [0, 1, 6, 7] : vector<4xi8> 
// CHECK-NEXT:     %8 = llvm.shufflevector %4, %4 [2, 3] : vector<6xi8> 
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xi8> 
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %2[0] : !llvm.array<3 x vector<4xi8>> 
// CHECK-NEXT:     %12 = llvm.shufflevector %4, %4 [4, 5] : vector<6xi8> 
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %3 [0, 1, 6, 7] : vector<4xi8> 
// CHECK-NEXT:     %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<6xi8>> 
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 1] : vector<6xi8> 
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %18 = llvm.shufflevector %17, %14 [4, 5, 0, 1] : vector<4xi8> 
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %11[1] : !llvm.array<3 x vector<4xi8>> 
// CHECK-NEXT:     %20 = llvm.shufflevector %15, %15 [2, 3] : vector<6xi8> 
// CHECK-NEXT:     %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %3 [0, 1, 6, 7] : vector<4xi8> 
// CHECK-NEXT:     %23 = llvm.shufflevector %15, %15 [4, 5] : vector<6xi8> 
// CHECK-NEXT:     %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0] : vector<2xi8> 
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %22 [4, 5, 0, 1] : vector<4xi8> 
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %19[2] : !llvm.array<3 x vector<4xi8>> 
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<3 x vector<4xi8>> to vector<3x4xi8>
// CHECK-NEXT:     return %27 : vector<3x4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elements(%arg0: vector<3x2xf64>) -> vector<2x3xf64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %1 = ub.poison : vector<2x3xf64>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %3[%4 : i64] : vector<2xf64>
// CHECK-NEXT:     %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %8 = llvm.insertelement %5, %6[%7 : i64] : vector<3xf64>
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %10[%11 : i64] : vector<2xf64>
// CHECK-NEXT:     %13 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %15 = llvm.insertelement %12, %13[%14 : i64] : vector<3xf64>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %9[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %17 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %19 = llvm.extractelement %17[%18 : i64] : vector<2xf64>
// CHECK-NEXT:     %20 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %21 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %22 = llvm.insertelement %19, %20[%21 : i64] : vector<3xf64>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %16[0] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %24 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %26 = llvm.extractelement %24[%25 : i64] : vector<2xf64>
// CHECK-NEXT:     %27 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %29 = llvm.insertelement %26, %27[%28 : i64] : vector<3xf64>
// CHECK-NEXT:     %30 = llvm.insertvalue %29, %23[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %31 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %33 = llvm.extractelement %31[%32 : i64] : vector<2xf64>
// CHECK-NEXT:     %34 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %36 = llvm.insertelement %33, %34[%35 : i64] : vector<3xf64>
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %30[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %38 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %40 = llvm.extractelement %38[%39 : i64] : vector<2xf64>
// CHECK-NEXT:     %41 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %43 = llvm.insertelement %40, %41[%42 : i64] : vector<3xf64>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %37[1] : !llvm.array<2 x vector<3xf64>> 
// CHECK-NEXT:     %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<2 x vector<3xf64>> to vector<2x3xf64>
// CHECK-NEXT:     return %45 : vector<2x3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slices(%arg0: vector<8xi16>, %arg1: vector<3xi16>) -> (vector<3xi16>, vector<8xi16>) {
// CHECK-NEXT:     %0 = llvm.shufflevector %arg0, %arg0 [2, 3, 4] : vector<8xi16> 
// CHECK-NEXT:     %1 = llvm.shufflevector %arg1, %arg1 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xi16> 
// CHECK-NEXT:     %2 = llvm.shufflevector %1, %arg0 [8, 9, 10, 11, 0, 1, 2, 15] : vector<8xi16> 
// CHECK-NEXT:     return %0, %2 : vector<3xi16>, vector<8xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
