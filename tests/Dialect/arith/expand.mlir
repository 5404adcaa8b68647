// RUN: strata-opt %s --split-input-file --arith-expand | FileCheck %s
// CONFORMANCE: pipeline=--arith-expand

// Divisions rounding up or down, on scalars, index and vectors.
func.func @divisions(%a: i16, %b: i16, %i: index, %j: index, %v: vector<3xi8>) -> (i16, index, vector<3xi8>, i16, index) {
  %0 = arith.ceildivsi %a, %b : i16
  %1 = arith.floordivsi %i, %j : index
  %2 = arith.ceildivui %v, %v : vector<3xi8>
  %3 = arith.floordivsi %b, %a : i16
  %4 = arith.ceildivsi %j, %i : index
  return %0, %1, %2, %3, %4 : i16, index, vector<3xi8>, i16, index
}

// CHECK-LABEL: func.func @divisions(%arg0: i16, %arg1: i16, %arg2: index, %arg3: index, %arg4: vector<3xi8>) -> (i16, index, vector<3xi8>, i16, index) {
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:   %0 = arith.divsi %arg0, %arg1 : i16
// CHECK-NEXT:   %1 = arith.muli %0, %arg1 : i16
// CHECK-NEXT:   %2 = arith.cmpi ne, %arg0, %1 : i16
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg0, %c0_i16 : i16
// CHECK-NEXT:   %4 = arith.cmpi slt, %arg1, %c0_i16 : i16
// CHECK-NEXT:   %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT:   %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:   %7 = arith.addi %0, %c1_i16 : i16
// CHECK-NEXT:   %8 = arith.select %6, %7, %0 : i16
// CHECK-NEXT:   %9 = arith.divsi %arg2, %arg3 : index
// CHECK-NEXT:   %10 = arith.muli %9, %arg3 : index
// CHECK-NEXT:   %11 = arith.cmpi ne, %arg2, %10 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %12 = arith.cmpi slt, %arg2, %c0 : index
// CHECK-NEXT:   %13 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT:   %14 = arith.cmpi ne, %12, %13 : i1
// CHECK-NEXT:   %15 = arith.andi %11, %14 : i1
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %16 = arith.addi %9, %c-1 : index
// CHECK-NEXT:   %17 = arith.select %15, %16, %9 : index
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<3xi8>
// CHECK-NEXT:   %18 = arith.cmpi eq, %arg4, %cst : vector<3xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<1> : vector<3xi8>
// CHECK-NEXT:   %19 = arith.subi %arg4, %cst_0 : vector<3xi8>
// CHECK-NEXT:   %20 = arith.divui %19, %arg4 : vector<3xi8>
// CHECK-NEXT:   %21 = arith.addi %20, %cst_0 : vector<3xi8>
// CHECK-NEXT:   %22 = arith.select %18, %cst, %21 : vector<3xi1>, vector<3xi8>
// CHECK-NEXT:   %23 = arith.divsi %arg1, %arg0 : i16
// CHECK-NEXT:   %24 = arith.muli %23, %arg0 : i16
// CHECK-NEXT:   %25 = arith.cmpi ne, %arg1, %24 : i16
// CHECK-NEXT:   %c0_i16_1 = arith.constant 0 : i16
// CHECK-NEXT:   %26 = arith.cmpi slt, %arg1, %c0_i16_1 : i16
// CHECK-NEXT:   %27 = arith.cmpi slt, %arg0, %c0_i16_1 : i16
// CHECK-NEXT:   %28 = arith.cmpi ne, %26, %27 : i1
// CHECK-NEXT:   %29 = arith.andi %25, %28 : i1
// CHECK-NEXT:   %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:   %30 = arith.addi %23, %c-1_i16 : i16
// CHECK-NEXT:   %31 = arith.select %29, %30, %23 : i16
// CHECK-NEXT:   %c0_2 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %32 = arith.divsi %arg3, %arg2 : index
// CHECK-NEXT:   %33 = arith.muli %32, %arg2 : index
// CHECK-NEXT:   %34 = arith.cmpi ne, %arg3, %33 : index
// CHECK-NEXT:   %35 = arith.cmpi slt, %arg3, %c0_2 : index
// CHECK-NEXT:   %36 = arith.cmpi slt, %arg2, %c0_2 : index
// CHECK-NEXT:   %37 = arith.cmpi eq, %35, %36 : i1
// CHECK-NEXT:   %38 = arith.andi %34, %37 : i1
// CHECK-NEXT:   %39 = arith.addi %32, %c1 : index
// CHECK-NEXT:   %40 = arith.select %38, %39, %32 : index
// CHECK-NEXT:   return %8, %17, %22, %31, %40 : i16, index, vector<3xi8>, i16, index
// CHECK-NEXT: }

// -----

func.func @min_max(%a: i64, %b: i64, %x: f16, %y: f16, %v: vector<2xbf16>) -> (i64, i64, i64, i64, f16, f16, vector<2xbf16>, vector<2xbf16>) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.minui %a, %b : i64
  %2 = arith.minsi %b, %a : i64
  %3 = arith.maxui %b, %a : i64
  %4 = arith.maximumf %x, %y fastmath<fast> : f16
  %5 = arith.minnumf %x, %y : f16
  %6 = arith.minimumf %v, %v : vector<2xbf16>
  %7 = arith.maxnumf %v, %v : vector<2xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i64, i64, f16, f16, vector<2xbf16>, vector<2xbf16>
}

// CHECK-LABEL: func.func @min_max(%arg0: i64, %arg1: i64, %arg2: f16, %arg3: f16, %arg4: vector<2xbf16>) -> (i64, i64, i64, i64, f16, f16, vector<2xbf16>, vector<2xbf16>) {
// CHECK-NEXT:   %0 = arith.cmpi sgt, %arg0, %arg1 : i64
// CHECK-NEXT:   %1 = arith.select %0, %arg0, %arg1 : i64
// CHECK-NEXT:   %2 = arith.cmpi ult, %arg0, %arg1 : i64
// CHECK-NEXT:   %3 = arith.select %2, %arg0, %arg1 : i64
// CHECK-NEXT:   %4 = arith.cmpi slt, %arg1, %arg0 : i64
// CHECK-NEXT:   %5 = arith.select %4, %arg1, %arg0 : i64
// CHECK-NEXT:   %6 = arith.cmpi ugt, %arg1, %arg0 : i64
// CHECK-NEXT:   %7 = arith.select %6, %arg1, %arg0 : i64
// CHECK-NEXT:   %8 = arith.cmpf ugt, %arg2, %arg3 : f16
// CHECK-NEXT:   %9 = arith.select %8, %arg2, %arg3 : f16
// CHECK-NEXT:   %10 = arith.cmpf uno, %arg3, %arg3 : f16
// CHECK-NEXT:   %11 = arith.select %10, %arg3, %9 : f16
// CHECK-NEXT:   %12 = arith.cmpf ult, %arg2, %arg3 : f16
// CHECK-NEXT:   %13 = arith.select %12, %arg2, %arg3 : f16
// CHECK-NEXT:   %14 = arith.cmpf uno, %arg2, %arg2 : f16
// CHECK-NEXT:   %15 = arith.select %14, %arg3, %13 : f16
// CHECK-NEXT:   return %1, %3, %5, %7, %11, %15, %arg4, %arg4 : i64, i64, i64, i64, f16, f16, vector<2xbf16>, vector<2xbf16>
// CHECK-NEXT: }

// -----

// Scales of 16 bits or more are truncated to f8E8M0FNU first.
func.func @scaling(%a: f8E5M2, %s: f8E8M0FNU, %h: vector<2xf32>, %t: vector<2xbf16>) -> (f32, vector<2xf8E4M3FN>, vector<2xf64>) {
  %0 = arith.scaling_extf %a, %s fastmath<contract> : f8E5M2, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %h, %t upward : vector<2xf32>, vector<2xbf16> to vector<2xf8E4M3FN>
  %2 = arith.scaling_extf %h, %t : vector<2xf32>, vector<2xbf16> to vector<2xf64>
  return %0, %1, %2 : f32, vector<2xf8E4M3FN>, vector<2xf64>
}

// CHECK-LABEL: func.func @scaling(%arg0: f8E5M2, %arg1: f8E8M0FNU, %arg2: vector<2xf32>, %arg3: vector<2xbf16>) -> (f32, vector<2xf8E4M3FN>, vector<2xf64>) {
// CHECK-NEXT:   %0 = arith.extf %arg1 fastmath<contract> : f8E8M0FNU to f32
// CHECK-NEXT:   %1 = arith.extf %arg0 fastmath<contract> : f8E5M2 to f32
// CHECK-NEXT:   %2 = arith.mulf %1, %0 fastmath<contract> : f32
// CHECK-NEXT:   %3 = arith.truncf %arg3 : vector<2xbf16> to vector<2xf8E8M0FNU>
// CHECK-NEXT:   %4 = arith.extf %3 : vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT:   %5 = arith.divf %arg2, %4 : vector<2xf32>
// CHECK-NEXT:   %6 = arith.truncf %5 upward : vector<2xf32> to vector<2xf8E4M3FN>
// CHECK-NEXT:   %7 = arith.truncf %arg3 : vector<2xbf16> to vector<2xf8E8M0FNU>
// CHECK-NEXT:   %8 = arith.extf %7 : vector<2xf8E8M0FNU> to vector<2xf64>
// CHECK-NEXT:   %9 = arith.extf %arg2 : vector<2xf32> to vector<2xf64>
// CHECK-NEXT:   %10 = arith.mulf %9, %8 : vector<2xf64>
// CHECK-NEXT:   return %2, %6, %10 : f32, vector<2xf8E4M3FN>, vector<2xf64>
// CHECK-NEXT: }

// -----

// Casts are left alone without the include options.
func.func @casts(%a: f32, %b: bf16) -> (bf16, f32, f4E2M1FN) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.truncf %a : f32 to f4E2M1FN
  return %0, %1, %2 : bf16, f32, f4E2M1FN
}

// CHECK-LABEL: func.func @casts(%arg0: f32, %arg1: bf16) -> (bf16, f32, f4E2M1FN) {
// CHECK-NEXT:   %0 = arith.truncf %arg0 : f32 to bf16
// CHECK-NEXT:   %1 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT:   %2 = arith.truncf %arg0 : f32 to f4E2M1FN
// CHECK-NEXT:   return %0, %1, %2 : bf16, f32, f4E2M1FN
// CHECK-NEXT: }
