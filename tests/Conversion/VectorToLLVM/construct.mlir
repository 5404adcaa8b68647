// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Broadcasts of scalars splat through insertelement and shufflevector.
func.func @splats(%s: i64) -> (vector<3xi64>, vector<2x3xi64>, vector<2x2x2xi64>) {
  %a = vector.broadcast %s : i64 to vector<3xi64>
  %b = vector.broadcast %s : i64 to vector<2x3xi64>
  %c = vector.broadcast %s : i64 to vector<2x2x2xi64>
  return %a, %b, %c : vector<3xi64>, vector<2x3xi64>, vector<2x2x2xi64>
}

// -----

// Broadcasts of vectors: duplication and stretching of unit dimensions.
func.func @vector_sources(%v: vector<2xf64>, %u: vector<1x2xf64>, %w: vector<3x1xf64>, %o: vector<1xf64>) -> (vector<3x2xf64>, vector<4x2xf64>, vector<3x4xf64>, vector<5xf64>) {
  %a = vector.broadcast %v : vector<2xf64> to vector<3x2xf64>
  %b = vector.broadcast %u : vector<1x2xf64> to vector<4x2xf64>
  %c = vector.broadcast %w : vector<3x1xf64> to vector<3x4xf64>
  %d = vector.broadcast %o : vector<1xf64> to vector<5xf64>
  return %a, %b, %c, %d : vector<3x2xf64>, vector<4x2xf64>, vector<3x4xf64>, vector<5xf64>
}

// -----

// from_elements: 1-D directly, n-D row by row, 0-D as one element.
func.func @build(%a: i8, %b: i8, %c: i8) -> (vector<3xi8>, vector<3x2xi8>, vector<i8>) {
  %0 = vector.from_elements %c, %b, %a : vector<3xi8>
  %1 = vector.from_elements %a, %b, %c, %c, %b, %a : vector<3x2xi8>
  %2 = vector.from_elements %b : vector<i8>
  return %0, %1, %2 : vector<3xi8>, vector<3x2xi8>, vector<i8>
}

// -----

// Shuffles of operands of one type are llvm.shufflevector; others are
// rebuilt element by element (or row by row).
func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2xf32>, %m: vector<2x3xf32>, %n: vector<1x3xf32>) -> (vector<5xf32>, vector<3xf32>, vector<3x3xf32>) {
  %0 = vector.shuffle %a, %b [7, 0, 3, 4, 1] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %c [5, 2, 4] : vector<4xf32>, vector<2xf32>
  %2 = vector.shuffle %m, %n [2, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
  return %0, %1, %2 : vector<5xf32>, vector<3xf32>, vector<3x3xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @splats(%arg0: i64) -> (vector<3xi64>, vector<2x3xi64>, vector<2x2x2xi64>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<3xi64>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<3xi64>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xi64> 
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT:     %5 = llvm.mlir.poison : vector<3xi64>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %7 = llvm.insertelement %arg0, %5[%6 : i32] : vector<3xi64>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %7 [0, 0, 0] : vector<3xi64> 
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %4[0] : !llvm.array<2 x vector<3xi64>> 
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<3xi64>> 
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xi64>> to vector<2x3xi64>
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %13 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %15 = llvm.insertelement %arg0, %13[%14 : i32] : vector<2xi64>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 0] : vector<2xi64> 
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %12[0, 0] : !llvm.array<2 x array<2 x vector<2xi64>>> 
// CHECK-NEXT:     %18 = llvm.insertvalue %16, %17[0, 1] : !llvm.array<2 x array<2 x vector<2xi64>>> 
// CHECK-NEXT:     %19 = llvm.insertvalue %16, %18[1, 0] : !llvm.array<2 x array<2 x vector<2xi64>>> 
// CHECK-NEXT:     %20 = llvm.insertvalue %16, %19[1, 1] : !llvm.array<2 x array<2 x vector<2xi64>>> 
// CHECK-NEXT:     %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<2 x array<2 x vector<2xi64>>> to vector<2x2x2xi64>
// CHECK-NEXT:     return %3, %11, %21 : vector<3xi64>, vector<2x3xi64>, vector<2x2x2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vector_sources(%arg0: vector<2xf64>, %arg1: vector<1x2xf64>, %arg2: vector<3x1xf64>, %arg3: vector<1xf64>) -> (vector<3x2xf64>, vector<4x2xf64>, vector<3x4xf64>, vector<5xf64>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<3x1xf64> to !llvm.array<3 x vector<1xf64>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<1x2xf64> to !llvm.array<1 x vector<2xf64>>
// CHECK-NEXT:     %2 = ub.poison : vector<3x4xf64>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : vector<3x4xf64> to !llvm.array<3 x vector<4xf64>>
// CHECK-NEXT:     %4 = ub.poison : vector<4x2xf64>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : vector<4x2xf64> to !llvm.array<4 x vector<2xf64>>
// CHECK-NEXT:     %6 = ub.poison : vector<3x2xf64>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg0, %7[0] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[1] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %10 = llvm.insertvalue %arg0, %9[2] : !llvm.array<3 x vector<2xf64>> 
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<3 x vector<2xf64>> to vector<3x2xf64>
// CHECK-NEXT:     %12 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<2xf64>> 
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %5[0] : !llvm.array<4 x vector<2xf64>> 
// CHECK-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.array<4 x vector<2xf64>> 
// CHECK-NEXT:     %15 = llvm.insertvalue %12, %14[2] : !llvm.array<4 x vector<2xf64>> 
// CHECK-NEXT:     %16 = llvm.insertvalue %12, %15[3] : !llvm.array<4 x vector<2xf64>> 
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<4 x vector<2xf64>> to vector<4x2xf64>
// CHECK-NEXT:     %18 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xf64>> 
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %20 = llvm.extractelement %18[%19 : i64] : vector<1xf64>
// CHECK-NEXT:     %21 = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT:     %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %23 = llvm.insertelement %20, %21[%22 : i32] : vector<4xf64>
// CHECK-NEXT:     %24 = llvm.shufflevector %23, %21 [0, 0, 0, 0] : vector<4xf64> 
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %3[0] : !llvm.array<3 x vector<4xf64>> 
// CHECK-NEXT:     %26 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xf64>> 
// CHECK-NEXT:     %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %28 = llvm.extractelement %26[%27 : i64] : vector<1xf64>
// CHECK-NEXT:     %29 = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT:     %30 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %31 = llvm.insertelement %28, %29[%30 : i32] : vector<4xf64>
// CHECK-NEXT:     %32 = llvm.shufflevector %31, %29 [0, 0, 0, 0] : vector<4xf64> 
// CHECK-NEXT:     %33 = llvm.insertvalue %32, %25[1] : !llvm.array<3 x vector<4xf64>> 
// CHECK-NEXT:     %34 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xf64>> 
// CHECK-NEXT:     %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %36 = llvm.extractelement %34[%35 : i64] : vector<1xf64>
// CHECK-NEXT:     %37 = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT:     %38 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %39 = llvm.insertelement %36, %37[%38 : i32] : vector<4xf64>
// CHECK-NEXT:     %40 = llvm.shufflevector %39, %37 [0, 0, 0, 0] : vector<4xf64> 
// CHECK-NEXT:     %41 = llvm.insertvalue %40, %33[2] : !llvm.array<3 x vector<4xf64>> 
// CHECK-NEXT:     %42 = builtin.unrealized_conversion_cast %41 : !llvm.array<3 x vector<4xf64>> to vector<3x4xf64>
// CHECK-NEXT:     %43 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %44 = llvm.extractelement %arg3[%43 : i64] : vector<1xf64>
// CHECK-NEXT:     %45 = llvm.mlir.poison : vector<5xf64>
// CHECK-NEXT:     %46 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %47 = llvm.insertelement %44, %45[%46 : i32] : vector<5xf64>
// CHECK-NEXT:     %48 = llvm.shufflevector %47, %45 [0, 0, 0, 0, 0] : vector<5xf64> 
// CHECK-NEXT:     return %11, %17, %42, %48 : vector<3x2xf64>, vector<4x2xf64>, vector<3x4xf64>, vector<5xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @build(%arg0: i8, %arg1: i8, %arg2: i8) -> (vector<3xi8>, vector<3x2xi8>, vector<i8>) {
// CHECK-NEXT:     %0 = ub.poison : vector<3x2xi8>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<3x2xi8> to !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<3xi8>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.insertelement %arg2, %2[%3 : i64] : vector<3xi8>
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %6 = llvm.insertelement %arg1, %4[%5 : i64] : vector<3xi8>
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %8 = llvm.insertelement %arg0, %6[%7 : i64] : vector<3xi8>
// CHECK-NEXT:     %9 = llvm.mlir.poison : vector<2xi8>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %11 = llvm.insertelement %arg0, %9[%10 : i64] : vector<2xi8>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %13 = llvm.insertelement %arg1, %11[%12 : i64] : vector<2xi8>
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %1[0] : !llvm.array<3 x vector<2xi8>> 
// CHECK-NEXT:     %15 = llvm.mlir.poison : vector<2xi8>
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %17 = llvm.insertelement %arg2, %15[%16 : i64] : vector<2xi8>
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %19 = llvm.insertelement %arg2, %17[%18 : i64] : vector<2xi8>
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %14[1] : !llvm.array<3 x vector<2xi8>> 
// CHECK-NEXT:     %21 = llvm.mlir.poison : vector<2xi8>
// CHECK-NEXT:     %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %23 = llvm.insertelement %arg1, %21[%22 : i64] : vector<2xi8>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %25 = llvm.insertelement %arg0, %23[%24 : i64] : vector<2xi8>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %20[2] : !llvm.array<3 x vector<2xi8>> 
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<3 x vector<2xi8>> to vector<3x2xi8>
// CHECK-NEXT:     %28 = llvm.mlir.poison : vector<1xi8>
// CHECK-NEXT:     %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %30 = llvm.insertelement %arg1, %28[%29 : i64] : vector<1xi8>
// CHECK-NEXT:     %31 = builtin.unrealized_conversion_cast %30 : vector<1xi8> to vector<i8>
// CHECK-NEXT:     return %8, %27, %31 : vector<3xi8>, vector<3x2xi8>, vector<i8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>, %arg3: vector<2x3xf32>, %arg4: vector<1x3xf32>) -> (vector<5xf32>, vector<3xf32>, vector<3x3xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg0, %arg1 [7, 0, 3, 4, 1] : vector<4xf32> 
// CHECK-NEXT:     %3 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %arg2[%4 : i64] : vector<2xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.insertelement %5, %3[%6 : i64] : vector<3xf32>
// CHECK-NEXT:     %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %9 = llvm.extractelement %arg0[%8 : i64] : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertelement %9, %7[%10 : i64] : vector<3xf32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertelement %13, %11[%14 : i64] : vector<3xf32>
// CHECK-NEXT:     %16 = llvm.mlir.poison : !llvm.array<3 x vector<3xf32>>
// CHECK-NEXT:     %17 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<3xf32>> 
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %16[0] : !llvm.array<3 x vector<3xf32>> 
// CHECK-NEXT:     %19 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %18[1] : !llvm.array<3 x vector<3xf32>> 
// CHECK-NEXT:     %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %20[2] : !llvm.array<3 x vector<3xf32>> 
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<3 x vector<3xf32>> to vector<3x3xf32>
// CHECK-NEXT:     return %2, %15, %23 : vector<5xf32>, vector<3xf32>, vector<3x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
