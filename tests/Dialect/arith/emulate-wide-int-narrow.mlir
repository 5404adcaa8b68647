// RUN: strata-opt %s --arith-emulate-wide-int="widest-int-supported=16" --canonicalize | FileCheck %s
// With 16-bit integers as the widest, i32 is split into two i16 halves;
// what is known to be zero folds away after the emulation.

func.func @mixed(%a: i8, %b: i16, %c: vector<4xi32>) -> (f32, i32, vector<4xi1>, i16) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.uitofp %0 : i32 to f32
  %2 = arith.extsi %b : i16 to i32
  %k = arith.constant 70000 : i32
  %3 = arith.addi %2, %k : i32
  %4 = arith.shrui %3, %0 : i32
  %splat = arith.constant dense<-2> : vector<4xi32>
  %5 = arith.cmpi sge, %c, %splat : vector<4xi32>
  %6 = arith.trunci %4 : i32 to i16
  return %1, %4, %5, %6 : f32, i32, vector<4xi1>, i16
}

func.func @floats(%f: f16, %d: vector<2xbf16>) -> (i32, vector<2xi32>) {
  %0 = arith.fptoui %f : f16 to i32
  %1 = arith.fptosi %d : vector<2xbf16> to vector<2xi32>
  return %0, %1 : i32, vector<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @mixed(%arg0: i8, %arg1: i16, %arg2: vector<4x2xi16>) -> (f32, vector<2xi16>, vector<4xi1>, i16) {
// CHECK-NEXT:     %cst = arith.constant dense<-1> : vector<4x1xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<-2> : vector<4x1xi16>
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c4464_i16 = arith.constant 4464 : i16
// CHECK-NEXT:     %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:     %1 = arith.uitofp %0 : i16 to f32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg1, %c0_i16 : i16
// CHECK-NEXT:     %3 = arith.extsi %2 : i1 to i16
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg1, %c4464_i16 : i16, i1
// CHECK-NEXT:     %4 = arith.extui %overflow : i1 to i16
// CHECK-NEXT:     %5 = arith.addi %4, %3 : i16
// CHECK-NEXT:     %6 = arith.addi %5, %c1_i16 : i16
// CHECK-NEXT:     %7 = arith.cmpi uge, %0, %c16_i16 : i16
// CHECK-NEXT:     %8 = arith.shrui %sum, %0 : i16
// CHECK-NEXT:     %9 = arith.select %7, %c0_i16, %8 : i16
// CHECK-NEXT:     %10 = arith.shrui %6, %0 : i16
// CHECK-NEXT:     %11 = arith.select %7, %c0_i16, %10 : i16
// CHECK-NEXT:     %12 = arith.select %7, %c16_i16, %0 : i16
// CHECK-NEXT:     %13 = arith.subi %c16_i16, %12 : i16
// CHECK-NEXT:     %14 = arith.shli %6, %13 : i16
// CHECK-NEXT:     %15 = arith.subi %0, %c16_i16 : i16
// CHECK-NEXT:     %16 = arith.shrui %6, %15 : i16
// CHECK-NEXT:     %17 = arith.select %7, %16, %14 : i16
// CHECK-NEXT:     %18 = arith.ori %9, %17 : i16
// CHECK-NEXT:     %19 = vector.from_elements %18, %11 : vector<2xi16>
// CHECK-NEXT:     %20 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi16> to vector<4x1xi16>
// CHECK-NEXT:     %21 = vector.extract_strided_slice %arg2 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi16> to vector<4x1xi16>
// CHECK-NEXT:     %22 = arith.cmpi uge, %20, %cst_0 : vector<4x1xi16>
// CHECK-NEXT:     %23 = arith.cmpi sge, %21, %cst : vector<4x1xi16>
// CHECK-NEXT:     %24 = arith.cmpi eq, %21, %cst : vector<4x1xi16>
// CHECK-NEXT:     %25 = arith.select %24, %22, %23 : vector<4x1xi1>, vector<4x1xi1>
// CHECK-NEXT:     %26 = vector.shape_cast %25 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT:     return %1, %19, %26, %18 : f32, vector<2xi16>, vector<4xi1>, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floats(%arg0: f16, %arg1: vector<2xbf16>) -> (vector<2xi16>, vector<2x2xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x1xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<6.553600e+04> : vector<2xbf16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<2x2xi16>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<2xbf16>
// CHECK-NEXT:     %cst_3 = arith.constant 0x7C00 : f16
// CHECK-NEXT:     %0 = arith.divf %arg0, %cst_3 : f16
// CHECK-NEXT:     %1 = arith.fptoui %0 : f16 to i16
// CHECK-NEXT:     %2 = arith.remf %arg0, %cst_3 : f16
// CHECK-NEXT:     %3 = arith.fptoui %2 : f16 to i16
// CHECK-NEXT:     %4 = vector.from_elements %3, %1 : vector<2xi16>
// CHECK-NEXT:     %5 = arith.cmpf olt, %arg1, %cst_2 : vector<2xbf16>
// CHECK-NEXT:     %6 = arith.negf %arg1 : vector<2xbf16>
// CHECK-NEXT:     %7 = arith.select %5, %6, %arg1 : vector<2xi1>, vector<2xbf16>
// CHECK-NEXT:     %8 = arith.divf %7, %cst_0 : vector<2xbf16>
// CHECK-NEXT:     %9 = arith.fptoui %8 : vector<2xbf16> to vector<2xi16>
// CHECK-NEXT:     %10 = arith.remf %7, %cst_0 : vector<2xbf16>
// CHECK-NEXT:     %11 = arith.fptoui %10 : vector<2xbf16> to vector<2xi16>
// CHECK-NEXT:     %12 = vector.shape_cast %9 : vector<2xi16> to vector<2x1xi16>
// CHECK-NEXT:     %13 = vector.shape_cast %11 : vector<2xi16> to vector<2x1xi16>
// CHECK-NEXT:     %14 = arith.subi %cst, %13 : vector<2x1xi16>
// CHECK-NEXT:     %15 = arith.cmpi ugt, %13, %cst : vector<2x1xi16>
// CHECK-NEXT:     %16 = arith.extui %15 : vector<2x1xi1> to vector<2x1xi16>
// CHECK-NEXT:     %17 = arith.subi %cst, %16 : vector<2x1xi16>
// CHECK-NEXT:     %18 = arith.subi %17, %12 : vector<2x1xi16>
// CHECK-NEXT:     %19 = vector.shape_cast %5 : vector<2xi1> to vector<2x1xi1>
// CHECK-NEXT:     %20 = arith.select %19, %14, %13 : vector<2x1xi1>, vector<2x1xi16>
// CHECK-NEXT:     %21 = arith.select %19, %18, %12 : vector<2x1xi1>, vector<2x1xi16>
// CHECK-NEXT:     %22 = vector.insert_strided_slice %20, %cst_1 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi16> into vector<2x2xi16>
// CHECK-NEXT:     %23 = vector.insert_strided_slice %21, %22 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi16> into vector<2x2xi16>
// CHECK-NEXT:     return %4, %23 : vector<2xi16>, vector<2x2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
