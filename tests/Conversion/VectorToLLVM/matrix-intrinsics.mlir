// RUN: strata-opt %s --convert-vector-to-llvm='vector-contract-lowering=llvmintr vector-transpose-lowering=llvmintr' -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm=vector-contract-lowering=llvmintr\ vector-transpose-lowering=llvmintr -split-input-file

// A row-major matrix product becomes llvm.intr.matrix.multiply of the
// flattened operands, added to the accumulator.
func.func @matmul_i32(%a: vector<3x2xi32>, %b: vector<2x2xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi32>, vector<2x2xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

// CHECK-LABEL: func.func @matmul_i32(%arg0: vector<3x2xi32>, %arg1: vector<2x2xi32>, %arg2: vector<3x2xi32>) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %2 = ub.poison : vector<3x2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %4 = ub.poison : vector<4xi32>
// CHECK-NEXT: %5 = ub.poison : vector<6xi32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %6 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 1, 8, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [6, 7, 0, 1, 10, 11] : vector<6xi32>
// CHECK-NEXT: %12 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %11 [6, 7, 8, 9, 0, 1] : vector<6xi32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %4 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %21 = llvm.intr.matrix.multiply %14, %20 {lhs_columns = 2 : i32, lhs_rows = 3 : i32, rhs_columns = 2 : i32} : (vector<6xi32>, vector<4xi32>) -> vector<6xi32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %21 [0, 1] : vector<6xi32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %3[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %24 = llvm.shufflevector %21, %21 [2, 3] : vector<6xi32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %26 = llvm.shufflevector %21, %21 [4, 5] : vector<6xi32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %27 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT: %29 = arith.addi %arg2, %28 : vector<3x2xi32>
// CHECK-NEXT: return %29 : vector<3x2xi32>

// -----

// A transposed operand or result is transposed first (the transposes
// lower to llvm.intr.matrix.transpose too).
func.func @matmul_transposed_rhs(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @matmul_transposed_rhs(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<6xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %11 = llvm.intr.matrix.transpose %10 {columns = 2 : i32, rows = 3 : i32} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 1] : vector<6xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %11 [2, 3] : vector<6xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %11, %11 [4, 5] : vector<6xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %4 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %4 [0, 1, 8, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %13, %13 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %22 [6, 7, 0, 1, 10, 11] : vector<6xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %14, %14 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT: %26 = llvm.shufflevector %25, %24 [6, 7, 8, 9, 0, 1] : vector<6xf32>
// CHECK-NEXT: %27 = llvm.intr.matrix.multiply %20, %26 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// CHECK-NEXT: %28 = llvm.shufflevector %27, %27 [0, 1] : vector<4xf32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %30 = llvm.shufflevector %27, %27 [2, 3] : vector<4xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %33 = arith.addf %arg2, %32 : vector<2x2xf32>
// CHECK-NEXT: return %33 : vector<2x2xf32>

// -----

func.func @transpose_3x2(%v: vector<3x2xf16>) -> vector<2x3xf16> {
  %0 = vector.transpose %v, [1, 0] : vector<3x2xf16> to vector<2x3xf16>
  return %0 : vector<2x3xf16>
}

// CHECK-LABEL: func.func @transpose_3x2(%arg0: vector<3x2xf16>) -> vector<2x3xf16> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf16> to !llvm.array<3 x vector<2xf16>>
// CHECK-NEXT: %1 = ub.poison : vector<2x3xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf16> to !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %3 = ub.poison : vector<6xf16>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf16>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 0, 0, 0, 0] : vector<2xf16>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 8, 9, 10, 11] : vector<6xf16>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf16>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 0, 0, 0, 0] : vector<2xf16>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 0, 1, 10, 11] : vector<6xf16>
// CHECK-NEXT: %10 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf16>>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1, 0, 0, 0, 0] : vector<2xf16>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %9 [6, 7, 8, 9, 0, 1] : vector<6xf16>
// CHECK-NEXT: %13 = llvm.intr.matrix.transpose %12 {columns = 3 : i32, rows = 2 : i32} : vector<6xf16> into vector<6xf16>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %13 [0, 1, 2] : vector<6xf16>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %2[0] : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %16 = llvm.shufflevector %13, %13 [3, 4, 5] : vector<6xf16>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[1] : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<3xf16>> to vector<2x3xf16>
// CHECK-NEXT: return %18 : vector<2x3xf16>
