// RUN: strata-opt %s --arith-emulate-wide-int="widest-int-supported=32" | FileCheck %s
// Each i64 is held as vector<2xi32> (low half first) and each vector of
// i64 gains a trailing dimension of 2; the ops are computed on the halves.

func.func @consts() -> (i64, vector<3xi64>, vector<2x2xi64>) {
  %a = arith.constant -3 : i64
  %b = arith.constant dense<[1, -1, 4294967296]> : vector<3xi64>
  %c = arith.constant dense<7> : vector<2x2xi64>
  return %a, %b, %c : i64, vector<3xi64>, vector<2x2xi64>
}

func.func @bin2d(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> (vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.addi %a, %b : vector<2x3xi64>
  %1 = arith.subi %a, %b : vector<2x3xi64>
  %2 = arith.muli %a, %b : vector<2x3xi64>
  %3 = arith.xori %a, %b : vector<2x3xi64>
  return %0, %1, %2, %3 : vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>
}

func.func @cmp(%a: i64, %b: i64, %v: vector<4xi64>, %w: vector<4xi64>) -> (i1, i1, i1, vector<4xi1>) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi ne, %a, %b : i64
  %2 = arith.cmpi sle, %a, %b : i64
  %3 = arith.cmpi ugt, %v, %w : vector<4xi64>
  return %0, %1, %2, %3 : i1, i1, i1, vector<4xi1>
}

func.func @minmax_select(%a: i64, %b: i64, %c: vector<2xi1>, %v: vector<2xi64>, %w: vector<2xi64>) -> (i64, i64, vector<2xi64>) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.minui %a, %b : i64
  %2 = arith.select %c, %v, %w : vector<2xi1>, vector<2xi64>
  return %0, %1, %2 : i64, i64, vector<2xi64>
}

func.func @shifts(%a: i64, %b: i64, %v: vector<2x2xi64>) -> (i64, i64, i64, vector<2x2xi64>) {
  %0 = arith.shli %a, %b : i64
  %1 = arith.shrui %a, %b : i64
  %2 = arith.shrsi %a, %b : i64
  %3 = arith.shrsi %v, %v : vector<2x2xi64>
  return %0, %1, %2, %3 : i64, i64, i64, vector<2x2xi64>
}

func.func @casts(%a: i64, %i: index, %v: vector<3xi64>, %f: f32, %h: vector<2xf16>, %e: i8) -> (index, i64, i64, vector<3xi16>, f32, f64, i64, vector<2xi64>, vector<2xi64>, i64) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_castui %i : index to i64
  %2 = arith.index_cast %i : index to i64
  %3 = arith.trunci %v : vector<3xi64> to vector<3xi16>
  %4 = arith.sitofp %a : i64 to f32
  %5 = arith.uitofp %a : i64 to f64
  %6 = arith.fptosi %f : f32 to i64
  %7 = arith.fptoui %h : vector<2xf16> to vector<2xi64>
  %8 = arith.fptosi %h : vector<2xf16> to vector<2xi64>
  %9 = arith.extsi %e : i8 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, i64, i64, vector<3xi16>, f32, f64, i64, vector<2xi64>, vector<2xi64>, i64
}

func.func @calls(%a: i64) -> i64 {
  %0 = func.call @calls(%a) : (i64) -> i64
  vector.print %0 : i64
  %1 = arith.index_castui %a : i64 to index
  return %0 : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @consts() -> (vector<2xi32>, vector<3x2xi32>, vector<2x2x2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[-3, -1]> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<{{\[\[}}1, 0], [-1, -1], [0, 1]]> : vector<3x2xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<{{\[\[}}[7, 0], [7, 0]], {{\[\[}}7, 0], [7, 0]]]> : vector<2x2x2xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<3x2xi32>, vector<2x2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bin2d(%arg0: vector<2x3x2xi32>, %arg1: vector<2x3x2xi32>) -> (vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>) {
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %0, %2 : vector<2x3x1xi32>, vector<2x3x1xi1>
// CHECK-NEXT:     %4 = arith.extui %overflow : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT:     %5 = arith.addi %4, %1 : vector<2x3x1xi32>
// CHECK-NEXT:     %6 = arith.addi %5, %3 : vector<2x3x1xi32>
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %sum, %cst {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %8 = vector.insert_strided_slice %6, %7 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %10 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %11 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %12 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %13 = arith.subi %9, %11 : vector<2x3x1xi32>
// CHECK-NEXT:     %14 = arith.cmpi ult, %9, %11 : vector<2x3x1xi32>
// CHECK-NEXT:     %15 = arith.extui %14 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT:     %16 = arith.subi %10, %15 : vector<2x3x1xi32>
// CHECK-NEXT:     %17 = arith.subi %16, %12 : vector<2x3x1xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT:     %18 = vector.insert_strided_slice %13, %cst_0 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %19 = vector.insert_strided_slice %17, %18 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %20 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %21 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %22 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %23 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %low, %high = arith.mului_extended %20, %22 : vector<2x3x1xi32>
// CHECK-NEXT:     %24 = arith.muli %20, %23 : vector<2x3x1xi32>
// CHECK-NEXT:     %25 = arith.muli %21, %22 : vector<2x3x1xi32>
// CHECK-NEXT:     %26 = arith.addi %high, %24 : vector<2x3x1xi32>
// CHECK-NEXT:     %27 = arith.addi %26, %25 : vector<2x3x1xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT:     %28 = vector.insert_strided_slice %low, %cst_1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %29 = vector.insert_strided_slice %27, %28 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %30 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %31 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %32 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %33 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT:     %34 = arith.xori %30, %32 : vector<2x3x1xi32>
// CHECK-NEXT:     %35 = arith.xori %31, %33 : vector<2x3x1xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT:     %36 = vector.insert_strided_slice %34, %cst_2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     %37 = vector.insert_strided_slice %35, %36 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT:     return %8, %19, %29, %37 : vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<4x2xi32>, %arg3: vector<4x2xi32>) -> (i1, i1, i1, vector<4xi1>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = arith.cmpi eq, %0, %2 : i32
// CHECK-NEXT:     %5 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT:     %6 = arith.andi %4, %5 : i1
// CHECK-NEXT:     %7 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %8 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %9 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %10 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %11 = arith.cmpi ne, %7, %9 : i32
// CHECK-NEXT:     %12 = arith.cmpi ne, %8, %10 : i32
// CHECK-NEXT:     %13 = arith.ori %11, %12 : i1
// CHECK-NEXT:     %14 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %15 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %16 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %17 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %18 = arith.cmpi ule, %14, %16 : i32
// CHECK-NEXT:     %19 = arith.cmpi sle, %15, %17 : i32
// CHECK-NEXT:     %20 = arith.cmpi eq, %15, %17 : i32
// CHECK-NEXT:     %21 = arith.select %20, %18, %19 : i1
// CHECK-NEXT:     %22 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT:     %23 = vector.extract_strided_slice %arg2 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT:     %24 = vector.extract_strided_slice %arg3 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT:     %25 = vector.extract_strided_slice %arg3 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT:     %26 = arith.cmpi ugt, %22, %24 : vector<4x1xi32>
// CHECK-NEXT:     %27 = arith.cmpi ugt, %23, %25 : vector<4x1xi32>
// CHECK-NEXT:     %28 = arith.cmpi eq, %23, %25 : vector<4x1xi32>
// CHECK-NEXT:     %29 = arith.select %28, %26, %27 : vector<4x1xi1>, vector<4x1xi1>
// CHECK-NEXT:     %30 = vector.shape_cast %29 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT:     return %6, %13, %21, %30 : i1, i1, i1, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @minmax_select(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi1>, %arg3: vector<2x2xi32>, %arg4: vector<2x2xi32>) -> (vector<2xi32>, vector<2xi32>, vector<2x2xi32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = arith.cmpi ugt, %0, %2 : i32
// CHECK-NEXT:     %5 = arith.cmpi sgt, %1, %3 : i32
// CHECK-NEXT:     %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT:     %7 = arith.select %6, %4, %5 : i1
// CHECK-NEXT:     %8 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %9 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %10 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %11 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %12 = arith.select %7, %8, %10 : i32
// CHECK-NEXT:     %13 = arith.select %7, %9, %11 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %14 = vector.insert %12, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %15 = vector.insert %13, %14 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %16 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %17 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %18 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %19 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %20 = arith.cmpi ult, %16, %18 : i32
// CHECK-NEXT:     %21 = arith.cmpi ult, %17, %19 : i32
// CHECK-NEXT:     %22 = arith.cmpi eq, %17, %19 : i32
// CHECK-NEXT:     %23 = arith.select %22, %20, %21 : i1
// CHECK-NEXT:     %24 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %25 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %26 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %27 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %28 = arith.select %23, %24, %26 : i32
// CHECK-NEXT:     %29 = arith.select %23, %25, %27 : i32
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %30 = vector.insert %28, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %31 = vector.insert %29, %30 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %32 = vector.extract_strided_slice %arg3 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %33 = vector.extract_strided_slice %arg3 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %34 = vector.extract_strided_slice %arg4 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %35 = vector.extract_strided_slice %arg4 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %36 = vector.shape_cast %arg2 : vector<2xi1> to vector<2x1xi1>
// CHECK-NEXT:     %37 = arith.select %36, %32, %34 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT:     %38 = arith.select %36, %33, %35 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %39 = vector.insert_strided_slice %37, %cst_1 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %40 = vector.insert_strided_slice %38, %39 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     return %15, %31, %40 : vector<2xi32>, vector<2xi32>, vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shifts(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2x2x2xi32>) -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2x2x2xi32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %3 = arith.cmpi uge, %2, %c32_i32 : i32
// CHECK-NEXT:     %4 = arith.shli %0, %2 : i32
// CHECK-NEXT:     %5 = arith.select %3, %c0_i32, %4 : i32
// CHECK-NEXT:     %6 = arith.select %3, %c32_i32, %2 : i32
// CHECK-NEXT:     %7 = arith.subi %c32_i32, %6 : i32
// CHECK-NEXT:     %8 = arith.shrui %0, %7 : i32
// CHECK-NEXT:     %9 = arith.subi %2, %c32_i32 : i32
// CHECK-NEXT:     %10 = arith.shli %0, %9 : i32
// CHECK-NEXT:     %11 = arith.shli %1, %2 : i32
// CHECK-NEXT:     %12 = arith.select %3, %c0_i32, %11 : i32
// CHECK-NEXT:     %13 = arith.select %3, %10, %8 : i32
// CHECK-NEXT:     %14 = arith.ori %13, %12 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %15 = vector.insert %5, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %16 = vector.insert %14, %15 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %17 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %18 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %19 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c32_i32_1 = arith.constant 32 : i32
// CHECK-NEXT:     %20 = arith.cmpi uge, %19, %c32_i32_1 : i32
// CHECK-NEXT:     %21 = arith.shrui %17, %19 : i32
// CHECK-NEXT:     %22 = arith.select %20, %c0_i32_0, %21 : i32
// CHECK-NEXT:     %23 = arith.shrui %18, %19 : i32
// CHECK-NEXT:     %24 = arith.select %20, %c0_i32_0, %23 : i32
// CHECK-NEXT:     %25 = arith.select %20, %c32_i32_1, %19 : i32
// CHECK-NEXT:     %26 = arith.subi %c32_i32_1, %25 : i32
// CHECK-NEXT:     %27 = arith.shli %18, %26 : i32
// CHECK-NEXT:     %28 = arith.subi %19, %c32_i32_1 : i32
// CHECK-NEXT:     %29 = arith.shrui %18, %28 : i32
// CHECK-NEXT:     %30 = arith.select %20, %29, %27 : i32
// CHECK-NEXT:     %31 = arith.ori %22, %30 : i32
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %32 = vector.insert %31, %cst_2 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %33 = vector.insert %24, %32 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %34 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %35 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT:     %36 = arith.cmpi slt, %34, %c0_i32_3 : i32
// CHECK-NEXT:     %37 = arith.extsi %36 : i1 to i32
// CHECK-NEXT:     %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:     %38 = arith.cmpi slt, %37, %c0_i32_4 : i32
// CHECK-NEXT:     %39 = arith.extsi %38 : i1 to i32
// CHECK-NEXT:     %cst_5 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %40 = vector.insert %37, %cst_5 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %41 = vector.insert %39, %40 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %42 = arith.subi %c64_i32, %35 : i32
// CHECK-NEXT:     %cst_6 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %43 = vector.insert %42, %cst_6 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %44 = vector.extract %41[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %45 = vector.extract %41[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %46 = vector.extract %43[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_7 = arith.constant 0 : i32
// CHECK-NEXT:     %c32_i32_8 = arith.constant 32 : i32
// CHECK-NEXT:     %47 = arith.cmpi uge, %46, %c32_i32_8 : i32
// CHECK-NEXT:     %48 = arith.shli %44, %46 : i32
// CHECK-NEXT:     %49 = arith.select %47, %c0_i32_7, %48 : i32
// CHECK-NEXT:     %50 = arith.select %47, %c32_i32_8, %46 : i32
// CHECK-NEXT:     %51 = arith.subi %c32_i32_8, %50 : i32
// CHECK-NEXT:     %52 = arith.shrui %44, %51 : i32
// CHECK-NEXT:     %53 = arith.subi %46, %c32_i32_8 : i32
// CHECK-NEXT:     %54 = arith.shli %44, %53 : i32
// CHECK-NEXT:     %55 = arith.shli %45, %46 : i32
// CHECK-NEXT:     %56 = arith.select %47, %c0_i32_7, %55 : i32
// CHECK-NEXT:     %57 = arith.select %47, %54, %52 : i32
// CHECK-NEXT:     %58 = arith.ori %57, %56 : i32
// CHECK-NEXT:     %cst_9 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %59 = vector.insert %49, %cst_9 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %60 = vector.insert %58, %59 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %61 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %62 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %63 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_10 = arith.constant 0 : i32
// CHECK-NEXT:     %c32_i32_11 = arith.constant 32 : i32
// CHECK-NEXT:     %64 = arith.cmpi uge, %63, %c32_i32_11 : i32
// CHECK-NEXT:     %65 = arith.shrui %61, %63 : i32
// CHECK-NEXT:     %66 = arith.select %64, %c0_i32_10, %65 : i32
// CHECK-NEXT:     %67 = arith.shrui %62, %63 : i32
// CHECK-NEXT:     %68 = arith.select %64, %c0_i32_10, %67 : i32
// CHECK-NEXT:     %69 = arith.select %64, %c32_i32_11, %63 : i32
// CHECK-NEXT:     %70 = arith.subi %c32_i32_11, %69 : i32
// CHECK-NEXT:     %71 = arith.shli %62, %70 : i32
// CHECK-NEXT:     %72 = arith.subi %63, %c32_i32_11 : i32
// CHECK-NEXT:     %73 = arith.shrui %62, %72 : i32
// CHECK-NEXT:     %74 = arith.select %64, %73, %71 : i32
// CHECK-NEXT:     %75 = arith.ori %66, %74 : i32
// CHECK-NEXT:     %cst_12 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %76 = vector.insert %75, %cst_12 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %77 = vector.insert %68, %76 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %78 = vector.extract %77[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %79 = vector.extract %77[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %80 = vector.extract %60[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %81 = vector.extract %60[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %82 = arith.ori %78, %80 : i32
// CHECK-NEXT:     %83 = arith.ori %79, %81 : i32
// CHECK-NEXT:     %cst_13 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %84 = vector.insert %82, %cst_13 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %85 = vector.insert %83, %84 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %86 = arith.cmpi eq, %35, %c0_i32_3 : i32
// CHECK-NEXT:     %87 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %88 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %89 = vector.extract %85[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %90 = vector.extract %85[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %91 = arith.select %86, %87, %89 : i32
// CHECK-NEXT:     %92 = arith.select %86, %88, %90 : i32
// CHECK-NEXT:     %cst_14 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %93 = vector.insert %91, %cst_14 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %94 = vector.insert %92, %93 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %95 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %96 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_15 = arith.constant dense<0> : vector<2x2x1xi32>
// CHECK-NEXT:     %97 = arith.cmpi slt, %95, %cst_15 : vector<2x2x1xi32>
// CHECK-NEXT:     %98 = vector.shape_cast %97 : vector<2x2x1xi1> to vector<2x2xi1>
// CHECK-NEXT:     %99 = vector.shape_cast %98 : vector<2x2xi1> to vector<2x2x1xi1>
// CHECK-NEXT:     %100 = arith.extsi %99 : vector<2x2x1xi1> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_16 = arith.constant dense<0> : vector<2x2x1xi32>
// CHECK-NEXT:     %101 = arith.cmpi slt, %100, %cst_16 : vector<2x2x1xi32>
// CHECK-NEXT:     %102 = arith.extsi %101 : vector<2x2x1xi1> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_17 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %103 = vector.insert_strided_slice %100, %cst_17 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %104 = vector.insert_strided_slice %102, %103 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %cst_18 = arith.constant dense<64> : vector<2x2x1xi32>
// CHECK-NEXT:     %105 = arith.subi %cst_18, %96 : vector<2x2x1xi32>
// CHECK-NEXT:     %106 = vector.shape_cast %105 : vector<2x2x1xi32> to vector<2x2xi32>
// CHECK-NEXT:     %107 = vector.shape_cast %106 : vector<2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_19 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %108 = vector.insert_strided_slice %107, %cst_19 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %109 = vector.extract_strided_slice %104 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %110 = vector.extract_strided_slice %104 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %111 = vector.extract_strided_slice %108 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_20 = arith.constant dense<0> : vector<2x2x1xi32>
// CHECK-NEXT:     %cst_21 = arith.constant dense<32> : vector<2x2x1xi32>
// CHECK-NEXT:     %112 = arith.cmpi uge, %111, %cst_21 : vector<2x2x1xi32>
// CHECK-NEXT:     %113 = arith.shli %109, %111 : vector<2x2x1xi32>
// CHECK-NEXT:     %114 = arith.select %112, %cst_20, %113 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %115 = arith.select %112, %cst_21, %111 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %116 = arith.subi %cst_21, %115 : vector<2x2x1xi32>
// CHECK-NEXT:     %117 = arith.shrui %109, %116 : vector<2x2x1xi32>
// CHECK-NEXT:     %118 = arith.subi %111, %cst_21 : vector<2x2x1xi32>
// CHECK-NEXT:     %119 = arith.shli %109, %118 : vector<2x2x1xi32>
// CHECK-NEXT:     %120 = arith.shli %110, %111 : vector<2x2x1xi32>
// CHECK-NEXT:     %121 = arith.select %112, %cst_20, %120 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %122 = arith.select %112, %119, %117 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %123 = arith.ori %122, %121 : vector<2x2x1xi32>
// CHECK-NEXT:     %cst_22 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %124 = vector.insert_strided_slice %114, %cst_22 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %125 = vector.insert_strided_slice %123, %124 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %126 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %127 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %128 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %cst_23 = arith.constant dense<0> : vector<2x2x1xi32>
// CHECK-NEXT:     %cst_24 = arith.constant dense<32> : vector<2x2x1xi32>
// CHECK-NEXT:     %129 = arith.cmpi uge, %128, %cst_24 : vector<2x2x1xi32>
// CHECK-NEXT:     %130 = arith.shrui %126, %128 : vector<2x2x1xi32>
// CHECK-NEXT:     %131 = arith.select %129, %cst_23, %130 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %132 = arith.shrui %127, %128 : vector<2x2x1xi32>
// CHECK-NEXT:     %133 = arith.select %129, %cst_23, %132 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %134 = arith.select %129, %cst_24, %128 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %135 = arith.subi %cst_24, %134 : vector<2x2x1xi32>
// CHECK-NEXT:     %136 = arith.shli %127, %135 : vector<2x2x1xi32>
// CHECK-NEXT:     %137 = arith.subi %128, %cst_24 : vector<2x2x1xi32>
// CHECK-NEXT:     %138 = arith.shrui %127, %137 : vector<2x2x1xi32>
// CHECK-NEXT:     %139 = arith.select %129, %138, %136 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %140 = arith.ori %131, %139 : vector<2x2x1xi32>
// CHECK-NEXT:     %cst_25 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %141 = vector.insert_strided_slice %140, %cst_25 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %142 = vector.insert_strided_slice %133, %141 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %143 = vector.extract_strided_slice %142 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %144 = vector.extract_strided_slice %142 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %145 = vector.extract_strided_slice %125 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %146 = vector.extract_strided_slice %125 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %147 = arith.ori %143, %145 : vector<2x2x1xi32>
// CHECK-NEXT:     %148 = arith.ori %144, %146 : vector<2x2x1xi32>
// CHECK-NEXT:     %cst_26 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %149 = vector.insert_strided_slice %147, %cst_26 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %150 = vector.insert_strided_slice %148, %149 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %151 = arith.cmpi eq, %96, %cst_15 : vector<2x2x1xi32>
// CHECK-NEXT:     %152 = vector.shape_cast %151 : vector<2x2x1xi1> to vector<2x2xi1>
// CHECK-NEXT:     %153 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %154 = vector.extract_strided_slice %arg2 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %155 = vector.extract_strided_slice %150 {offsets = [0, 0, 0], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %156 = vector.extract_strided_slice %150 {offsets = [0, 0, 1], sizes = [2, 2, 1], strides = [1, 1, 1]} : vector<2x2x2xi32> to vector<2x2x1xi32>
// CHECK-NEXT:     %157 = vector.shape_cast %152 : vector<2x2xi1> to vector<2x2x1xi1>
// CHECK-NEXT:     %158 = arith.select %157, %153, %155 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %159 = arith.select %157, %154, %156 : vector<2x2x1xi1>, vector<2x2x1xi32>
// CHECK-NEXT:     %cst_27 = arith.constant dense<0> : vector<2x2x2xi32>
// CHECK-NEXT:     %160 = vector.insert_strided_slice %158, %cst_27 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     %161 = vector.insert_strided_slice %159, %160 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x2x1xi32> into vector<2x2x2xi32>
// CHECK-NEXT:     return %16, %33, %94, %161 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2x2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: vector<2xi32>, %arg1: index, %arg2: vector<3x2xi32>, %arg3: f32, %arg4: vector<2xf16>, %arg5: i8) -> (index, vector<2xi32>, vector<2xi32>, vector<3xi16>, f32, f64, vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:     %2 = arith.index_castui %arg1 : index to i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %3 = vector.insert %2, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %4 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %5 = arith.cmpi slt, %4, %c0_i32 : i32
// CHECK-NEXT:     %6 = arith.extsi %5 : i1 to i32
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %7 = vector.insert %4, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK-NEXT:     %10 = vector.shape_cast %9 : vector<3x1xi32> to vector<3xi32>
// CHECK-NEXT:     %11 = arith.trunci %10 : vector<3xi32> to vector<3xi16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %12 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %13 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %14 = vector.extract %cst_1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %15 = vector.extract %cst_1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %16 = arith.cmpi ult, %12, %14 : i32
// CHECK-NEXT:     %17 = arith.cmpi slt, %13, %15 : i32
// CHECK-NEXT:     %18 = arith.cmpi eq, %13, %15 : i32
// CHECK-NEXT:     %19 = arith.select %18, %16, %17 : i1
// CHECK-NEXT:     %20 = vector.extract %cst_1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %21 = vector.extract %cst_1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %22 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %23 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %24 = arith.subi %20, %22 : i32
// CHECK-NEXT:     %25 = arith.cmpi ult, %20, %22 : i32
// CHECK-NEXT:     %26 = arith.extui %25 : i1 to i32
// CHECK-NEXT:     %27 = arith.subi %21, %26 : i32
// CHECK-NEXT:     %28 = arith.subi %27, %23 : i32
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %29 = vector.insert %24, %cst_2 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %30 = vector.insert %28, %29 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %31 = vector.extract %30[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %32 = vector.extract %30[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %33 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %34 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %35 = arith.select %19, %31, %33 : i32
// CHECK-NEXT:     %36 = arith.select %19, %32, %34 : i32
// CHECK-NEXT:     %cst_3 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %37 = vector.insert %35, %cst_3 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %38 = vector.insert %36, %37 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %39 = vector.extract %38[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %40 = vector.extract %38[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:     %41 = arith.cmpi eq, %40, %c0_i32_4 : i32
// CHECK-NEXT:     %42 = arith.uitofp %39 : i32 to f32
// CHECK-NEXT:     %43 = arith.uitofp %40 : i32 to f32
// CHECK-NEXT:     %cst_5 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:     %44 = arith.mulf %43, %cst_5 : f32
// CHECK-NEXT:     %45 = arith.addf %42, %44 : f32
// CHECK-NEXT:     %46 = arith.select %41, %42, %45 : f32
// CHECK-NEXT:     %47 = arith.negf %46 : f32
// CHECK-NEXT:     %48 = arith.select %19, %47, %46 : f32
// CHECK-NEXT:     %49 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %50 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %c0_i32_6 = arith.constant 0 : i32
// CHECK-NEXT:     %51 = arith.cmpi eq, %50, %c0_i32_6 : i32
// CHECK-NEXT:     %52 = arith.uitofp %49 : i32 to f64
// CHECK-NEXT:     %53 = arith.uitofp %50 : i32 to f64
// CHECK-NEXT:     %cst_7 = arith.constant 0x41F0000000000000 : f64
// CHECK-NEXT:     %54 = arith.mulf %53, %cst_7 : f64
// CHECK-NEXT:     %55 = arith.addf %52, %54 : f64
// CHECK-NEXT:     %56 = arith.select %51, %52, %55 : f64
// CHECK-NEXT:     %cst_8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_9 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %57 = arith.cmpf olt, %arg3, %cst_8 : f32
// CHECK-NEXT:     %58 = arith.negf %arg3 : f32
// CHECK-NEXT:     %59 = arith.select %57, %58, %arg3 : f32
// CHECK-NEXT:     %cst_10 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:     %60 = arith.divf %59, %cst_10 : f32
// CHECK-NEXT:     %61 = arith.fptoui %60 : f32 to i32
// CHECK-NEXT:     %62 = arith.remf %59, %cst_10 : f32
// CHECK-NEXT:     %63 = arith.fptoui %62 : f32 to i32
// CHECK-NEXT:     %cst_11 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %64 = vector.insert %63, %cst_11 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %65 = vector.insert %61, %64 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %66 = vector.extract %cst_9[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %67 = vector.extract %cst_9[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %68 = vector.extract %65[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %69 = vector.extract %65[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %70 = arith.subi %66, %68 : i32
// CHECK-NEXT:     %71 = arith.cmpi ult, %66, %68 : i32
// CHECK-NEXT:     %72 = arith.extui %71 : i1 to i32
// CHECK-NEXT:     %73 = arith.subi %67, %72 : i32
// CHECK-NEXT:     %74 = arith.subi %73, %69 : i32
// CHECK-NEXT:     %cst_12 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %75 = vector.insert %70, %cst_12 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %76 = vector.insert %74, %75 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %77 = vector.extract %76[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %78 = vector.extract %76[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %79 = vector.extract %65[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %80 = vector.extract %65[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %81 = arith.select %57, %77, %79 : i32
// CHECK-NEXT:     %82 = arith.select %57, %78, %80 : i32
// CHECK-NEXT:     %cst_13 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %83 = vector.insert %81, %cst_13 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %84 = vector.insert %82, %83 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %cst_14 = arith.constant dense<0x7C00> : vector<2xf16>
// CHECK-NEXT:     %85 = arith.divf %arg4, %cst_14 : vector<2xf16>
// CHECK-NEXT:     %86 = arith.fptoui %85 : vector<2xf16> to vector<2xi32>
// CHECK-NEXT:     %87 = arith.remf %arg4, %cst_14 : vector<2xf16>
// CHECK-NEXT:     %88 = arith.fptoui %87 : vector<2xf16> to vector<2xi32>
// CHECK-NEXT:     %89 = vector.shape_cast %86 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %90 = vector.shape_cast %88 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %cst_15 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %91 = vector.insert_strided_slice %90, %cst_15 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %92 = vector.insert_strided_slice %89, %91 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %cst_16 = arith.constant dense<0.000000e+00> : vector<2xf16>
// CHECK-NEXT:     %cst_17 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %93 = arith.cmpf olt, %arg4, %cst_16 : vector<2xf16>
// CHECK-NEXT:     %94 = arith.negf %arg4 : vector<2xf16>
// CHECK-NEXT:     %95 = arith.select %93, %94, %arg4 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT:     %cst_18 = arith.constant dense<0x7C00> : vector<2xf16>
// CHECK-NEXT:     %96 = arith.divf %95, %cst_18 : vector<2xf16>
// CHECK-NEXT:     %97 = arith.fptoui %96 : vector<2xf16> to vector<2xi32>
// CHECK-NEXT:     %98 = arith.remf %95, %cst_18 : vector<2xf16>
// CHECK-NEXT:     %99 = arith.fptoui %98 : vector<2xf16> to vector<2xi32>
// CHECK-NEXT:     %100 = vector.shape_cast %97 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %101 = vector.shape_cast %99 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %cst_19 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %102 = vector.insert_strided_slice %101, %cst_19 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %103 = vector.insert_strided_slice %100, %102 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %104 = vector.extract_strided_slice %cst_17 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %105 = vector.extract_strided_slice %cst_17 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %106 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %107 = vector.extract_strided_slice %103 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %108 = arith.subi %104, %106 : vector<2x1xi32>
// CHECK-NEXT:     %109 = arith.cmpi ult, %104, %106 : vector<2x1xi32>
// CHECK-NEXT:     %110 = arith.extui %109 : vector<2x1xi1> to vector<2x1xi32>
// CHECK-NEXT:     %111 = arith.subi %105, %110 : vector<2x1xi32>
// CHECK-NEXT:     %112 = arith.subi %111, %107 : vector<2x1xi32>
// CHECK-NEXT:     %cst_20 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %113 = vector.insert_strided_slice %108, %cst_20 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %114 = vector.insert_strided_slice %112, %113 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %115 = vector.extract_strided_slice %114 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %116 = vector.extract_strided_slice %114 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %117 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %118 = vector.extract_strided_slice %103 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT:     %119 = vector.shape_cast %93 : vector<2xi1> to vector<2x1xi1>
// CHECK-NEXT:     %120 = arith.select %119, %115, %117 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT:     %121 = arith.select %119, %116, %118 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT:     %cst_21 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %122 = vector.insert_strided_slice %120, %cst_21 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %123 = vector.insert_strided_slice %121, %122 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT:     %124 = arith.extsi %arg5 : i8 to i32
// CHECK-NEXT:     %c0_i32_22 = arith.constant 0 : i32
// CHECK-NEXT:     %125 = arith.cmpi slt, %124, %c0_i32_22 : i32
// CHECK-NEXT:     %126 = arith.extsi %125 : i1 to i32
// CHECK-NEXT:     %cst_23 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %127 = vector.insert %124, %cst_23 [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %128 = vector.insert %126, %127 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     return %1, %3, %8, %11, %48, %56, %84, %92, %123, %128 : index, vector<2xi32>, vector<2xi32>, vector<3xi16>, f32, f64, vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:     %0 = call @calls(%arg0) : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT:     vector.print %0 : vector<2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = arith.index_castui %1 : i32 to index
// CHECK-NEXT:     return %0 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
