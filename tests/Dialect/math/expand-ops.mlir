// RUN: strata-opt %s --split-input-file --math-expand-ops | FileCheck %s
// CONFORMANCE: pipeline=--math-expand-ops

// Hyperbolic functions through exp and log, on scalars and vectors.
func.func @hyperbolic(%x: f64, %v: vector<3xf16>) -> (f64, f64, vector<3xf16>, f64, vector<3xf16>, f64) {
  %0 = math.sinh %x : f64
  %1 = math.cosh %x fastmath<fast> : f64
  %2 = math.tanh %v : vector<3xf16>
  %3 = math.asinh %x : f64
  %4 = math.acosh %v : vector<3xf16>
  %5 = math.atanh %x : f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, vector<3xf16>, f64, vector<3xf16>, f64
}

// CHECK-LABEL: func.func @hyperbolic(%arg0: f64, %arg1: vector<3xf16>) -> (f64, f64, vector<3xf16>, f64, vector<3xf16>, f64) {
// CHECK-NEXT:   %cst = arith.constant dense<-1.000000e+00> : vector<3xf16>
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant dense<-2.000000e+00> : vector<3xf16>
// CHECK-NEXT:   %cst_2 = arith.constant dense<1.000000e+00> : vector<3xf16>
// CHECK-NEXT:   %cst_3 = arith.constant dense<0.000000e+00> : vector<3xf16>
// CHECK-NEXT:   %cst_4 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:   %0 = math.exp %arg0 : f64
// CHECK-NEXT:   %1 = arith.negf %arg0 : f64
// CHECK-NEXT:   %2 = math.exp %1 : f64
// CHECK-NEXT:   %3 = arith.subf %0, %2 : f64
// CHECK-NEXT:   %4 = arith.mulf %3, %cst_4 : f64
// CHECK-NEXT:   %5 = math.exp %arg0 : f64
// CHECK-NEXT:   %6 = arith.negf %arg0 : f64
// CHECK-NEXT:   %7 = math.exp %6 : f64
// CHECK-NEXT:   %8 = arith.addf %5, %7 : f64
// CHECK-NEXT:   %9 = arith.mulf %8, %cst_4 : f64
// CHECK-NEXT:   %10 = arith.cmpf olt, %arg1, %cst_3 : vector<3xf16>
// CHECK-NEXT:   %11 = arith.uitofp %10 : vector<3xi1> to vector<3xf16>
// CHECK-NEXT:   %12 = arith.mulf %11, %cst_1 : vector<3xf16>
// CHECK-NEXT:   %13 = arith.addf %12, %cst_2 : vector<3xf16>
// CHECK-NEXT:   %14 = arith.mulf %13, %arg1 : vector<3xf16>
// CHECK-NEXT:   %15 = arith.mulf %14, %cst_1 : vector<3xf16>
// CHECK-NEXT:   %16 = math.exp %15 : vector<3xf16>
// CHECK-NEXT:   %17 = arith.subf %cst_2, %16 : vector<3xf16>
// CHECK-NEXT:   %18 = arith.addf %16, %cst_2 : vector<3xf16>
// CHECK-NEXT:   %19 = arith.divf %17, %18 : vector<3xf16>
// CHECK-NEXT:   %20 = arith.mulf %13, %19 : vector<3xf16>
// CHECK-NEXT:   %21 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT:   %22 = arith.addf %21, %cst_0 : f64
// CHECK-NEXT:   %23 = math.sqrt %22 : f64
// CHECK-NEXT:   %24 = arith.addf %arg0, %23 : f64
// CHECK-NEXT:   %25 = math.log %24 : f64
// CHECK-NEXT:   %26 = arith.mulf %arg1, %arg1 : vector<3xf16>
// CHECK-NEXT:   %27 = arith.addf %26, %cst : vector<3xf16>
// CHECK-NEXT:   %28 = math.sqrt %27 : vector<3xf16>
// CHECK-NEXT:   %29 = arith.addf %arg1, %28 : vector<3xf16>
// CHECK-NEXT:   %30 = math.log %29 : vector<3xf16>
// CHECK-NEXT:   %31 = arith.addf %arg0, %cst_0 : f64
// CHECK-NEXT:   %32 = arith.negf %arg0 : f64
// CHECK-NEXT:   %33 = arith.addf %32, %cst_0 : f64
// CHECK-NEXT:   %34 = arith.divf %31, %33 : f64
// CHECK-NEXT:   %35 = math.log %34 : f64
// CHECK-NEXT:   %36 = arith.mulf %35, %cst_4 : f64
// CHECK-NEXT:   return %4, %9, %20, %25, %30, %36 : f64, f64, vector<3xf16>, f64, vector<3xf16>, f64
// CHECK-NEXT: }

// -----

func.func @tan_fma_exp2(%x: bf16, %t: tensor<2x3xf32>) -> (bf16, tensor<2x3xf32>, bf16, tensor<2x3xf32>) {
  %0 = math.tan %x : bf16
  %1 = math.fma %t, %t, %t : tensor<2x3xf32>
  %2 = math.exp2 %x : bf16
  %3 = math.exp2 %t fastmath<nnan> : tensor<2x3xf32>
  return %0, %1, %2, %3 : bf16, tensor<2x3xf32>, bf16, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @tan_fma_exp2(%arg0: bf16, %arg1: tensor<2x3xf32>) -> (bf16, tensor<2x3xf32>, bf16, tensor<2x3xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<0.693147182> : tensor<2x3xf32>
// CHECK-NEXT:   %cst_0 = arith.constant 6.914060e-01 : bf16
// CHECK-NEXT:   %0 = math.sin %arg0 : bf16
// CHECK-NEXT:   %1 = math.cos %arg0 : bf16
// CHECK-NEXT:   %2 = arith.divf %0, %1 : bf16
// CHECK-NEXT:   %3 = arith.mulf %arg1, %arg1 : tensor<2x3xf32>
// CHECK-NEXT:   %4 = arith.addf %3, %arg1 : tensor<2x3xf32>
// CHECK-NEXT:   %5 = arith.mulf %arg0, %cst_0 : bf16
// CHECK-NEXT:   %6 = math.exp %5 : bf16
// CHECK-NEXT:   %7 = arith.mulf %arg1, %cst : tensor<2x3xf32>
// CHECK-NEXT:   %8 = math.exp %7 : tensor<2x3xf32>
// CHECK-NEXT:   return %2, %4, %6, %8 : bf16, tensor<2x3xf32>, bf16, tensor<2x3xf32>
// CHECK-NEXT: }

// -----

// Leading zeros by halving the window of bits.
func.func @ctlz(%a: i16, %b: vector<2xi64>, %c: i1) -> (i16, vector<2xi64>, i1) {
  %0 = math.ctlz %a : i16
  %1 = math.ctlz %b : vector<2xi64>
  %2 = math.ctlz %c : i1
  return %0, %1, %2 : i16, vector<2xi64>, i1
}

// CHECK-LABEL: func.func @ctlz(%arg0: i16, %arg1: vector<2xi64>, %arg2: i1) -> (i16, vector<2xi64>, i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst = arith.constant dense<64> : vector<2xi64>
// CHECK-NEXT:   %cst_0 = arith.constant dense<9223372036854775807> : vector<2xi64>
// CHECK-NEXT:   %cst_1 = arith.constant dense<1> : vector<2xi64>
// CHECK-NEXT:   %cst_2 = arith.constant dense<4611686018427387903> : vector<2xi64>
// CHECK-NEXT:   %cst_3 = arith.constant dense<2> : vector<2xi64>
// CHECK-NEXT:   %cst_4 = arith.constant dense<1152921504606846975> : vector<2xi64>
// CHECK-NEXT:   %cst_5 = arith.constant dense<4> : vector<2xi64>
// CHECK-NEXT:   %cst_6 = arith.constant dense<72057594037927935> : vector<2xi64>
// CHECK-NEXT:   %cst_7 = arith.constant dense<8> : vector<2xi64>
// CHECK-NEXT:   %cst_8 = arith.constant dense<281474976710655> : vector<2xi64>
// CHECK-NEXT:   %cst_9 = arith.constant dense<16> : vector<2xi64>
// CHECK-NEXT:   %cst_10 = arith.constant dense<4294967295> : vector<2xi64>
// CHECK-NEXT:   %cst_11 = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT:   %cst_12 = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT:   %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:   %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT:   %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:   %c16383_i16 = arith.constant 16383 : i16
// CHECK-NEXT:   %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT:   %c4095_i16 = arith.constant 4095 : i16
// CHECK-NEXT:   %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT:   %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT:   %0 = arith.cmpi ule, %arg0, %c255_i16 : i16
// CHECK-NEXT:   %1 = arith.shli %arg0, %c8_i16 : i16
// CHECK-NEXT:   %2 = arith.select %0, %1, %arg0 : i16
// CHECK-NEXT:   %3 = arith.select %0, %c8_i16, %c0_i16 : i16
// CHECK-NEXT:   %4 = arith.cmpi ule, %2, %c4095_i16 : i16
// CHECK-NEXT:   %5 = arith.addi %3, %c4_i16 : i16
// CHECK-NEXT:   %6 = arith.shli %2, %c4_i16 : i16
// CHECK-NEXT:   %7 = arith.select %4, %6, %2 : i16
// CHECK-NEXT:   %8 = arith.select %4, %5, %3 : i16
// CHECK-NEXT:   %9 = arith.cmpi ule, %7, %c16383_i16 : i16
// CHECK-NEXT:   %10 = arith.addi %8, %c2_i16 : i16
// CHECK-NEXT:   %11 = arith.shli %7, %c2_i16 : i16
// CHECK-NEXT:   %12 = arith.select %9, %11, %7 : i16
// CHECK-NEXT:   %13 = arith.select %9, %10, %8 : i16
// CHECK-NEXT:   %14 = arith.cmpi ule, %12, %c32767_i16 : i16
// CHECK-NEXT:   %15 = arith.addi %13, %c1_i16 : i16
// CHECK-NEXT:   %16 = arith.select %14, %15, %13 : i16
// CHECK-NEXT:   %17 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT:   %18 = arith.select %17, %c16_i16, %16 : i16
// CHECK-NEXT:   %19 = arith.cmpi ule, %arg1, %cst_10 : vector<2xi64>
// CHECK-NEXT:   %20 = arith.shli %arg1, %cst_11 : vector<2xi64>
// CHECK-NEXT:   %21 = arith.select %19, %20, %arg1 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %22 = arith.select %19, %cst_11, %cst_12 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %23 = arith.cmpi ule, %21, %cst_8 : vector<2xi64>
// CHECK-NEXT:   %24 = arith.addi %22, %cst_9 : vector<2xi64>
// CHECK-NEXT:   %25 = arith.shli %21, %cst_9 : vector<2xi64>
// CHECK-NEXT:   %26 = arith.select %23, %25, %21 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %27 = arith.select %23, %24, %22 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %28 = arith.cmpi ule, %26, %cst_6 : vector<2xi64>
// CHECK-NEXT:   %29 = arith.addi %27, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %30 = arith.shli %26, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %31 = arith.select %28, %30, %26 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %32 = arith.select %28, %29, %27 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %33 = arith.cmpi ule, %31, %cst_4 : vector<2xi64>
// CHECK-NEXT:   %34 = arith.addi %32, %cst_5 : vector<2xi64>
// CHECK-NEXT:   %35 = arith.shli %31, %cst_5 : vector<2xi64>
// CHECK-NEXT:   %36 = arith.select %33, %35, %31 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %37 = arith.select %33, %34, %32 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %38 = arith.cmpi ule, %36, %cst_2 : vector<2xi64>
// CHECK-NEXT:   %39 = arith.addi %37, %cst_3 : vector<2xi64>
// CHECK-NEXT:   %40 = arith.shli %36, %cst_3 : vector<2xi64>
// CHECK-NEXT:   %41 = arith.select %38, %40, %36 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %42 = arith.select %38, %39, %37 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %43 = arith.cmpi ule, %41, %cst_0 : vector<2xi64>
// CHECK-NEXT:   %44 = arith.addi %42, %cst_1 : vector<2xi64>
// CHECK-NEXT:   %45 = arith.select %43, %44, %42 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %46 = arith.cmpi eq, %arg1, %cst_12 : vector<2xi64>
// CHECK-NEXT:   %47 = arith.select %46, %cst, %45 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %48 = arith.cmpi eq, %arg2, %false : i1
// CHECK-NEXT:   return %18, %47, %48 : i16, vector<2xi64>, i1
// CHECK-NEXT: }

// -----

func.func @ceil_rsqrt(%x: f16, %v: vector<4xf64>, %d: tensor<?xf32>) -> (f16, vector<4xf64>, tensor<?xf32>, f16, tensor<?xf32>) {
  %0 = math.ceil %x : f16
  %1 = math.ceil %v : vector<4xf64>
  %2 = math.ceil %d : tensor<?xf32>
  %3 = math.rsqrt %x fastmath<afn> : f16
  %4 = math.rsqrt %d : tensor<?xf32>
  return %0, %1, %2, %3, %4 : f16, vector<4xf64>, tensor<?xf32>, f16, tensor<?xf32>
}

// CHECK-LABEL: func.func @ceil_rsqrt(%arg0: f16, %arg1: vector<4xf64>, %arg2: tensor<?xf32>) -> (f16, vector<4xf64>, tensor<?xf32>, f16, tensor<?xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<1.000000e+00> : vector<4xf64>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf64>
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %0 = arith.fptosi %arg0 : f16 to i64
// CHECK-NEXT:   %1 = arith.sitofp %0 : i64 to f16
// CHECK-NEXT:   %2 = math.copysign %1, %arg0 : f16
// CHECK-NEXT:   %3 = arith.cmpf ogt, %arg0, %2 : f16
// CHECK-NEXT:   %4 = arith.select %3, %cst_1, %cst_2 : f16
// CHECK-NEXT:   %5 = arith.addf %2, %4 : f16
// CHECK-NEXT:   %6 = arith.fptosi %arg1 : vector<4xf64> to vector<4xi64>
// CHECK-NEXT:   %7 = arith.sitofp %6 : vector<4xi64> to vector<4xf64>
// CHECK-NEXT:   %8 = math.copysign %7, %arg1 : vector<4xf64>
// CHECK-NEXT:   %9 = arith.cmpf ogt, %arg1, %8 : vector<4xf64>
// CHECK-NEXT:   %10 = arith.select %9, %cst, %cst_0 : vector<4xi1>, vector<4xf64>
// CHECK-NEXT:   %11 = arith.addf %8, %10 : vector<4xf64>
// CHECK-NEXT:   %12 = math.ceil %arg2 : tensor<?xf32>
// CHECK-NEXT:   %13 = math.sqrt %arg0 : f16
// CHECK-NEXT:   %14 = arith.divf %cst_1, %13 : f16
// CHECK-NEXT:   %15 = math.rsqrt %arg2 : tensor<?xf32>
// CHECK-NEXT:   return %5, %11, %12, %14, %15 : f16, vector<4xf64>, tensor<?xf32>, f16, tensor<?xf32>
// CHECK-NEXT: }

// -----

// Constant exponents are special-cased; others go through log and exp.
func.func @powf(%x: f32, %y: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>) {
  %zero = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %mhalf = arith.constant -0.5 : f32
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  %vtwo = arith.constant dense<2.0> : vector<2xf32>
  %vm2 = arith.constant dense<-2.0> : vector<2xf32>
  %0 = math.powf %x, %y : f32
  %1 = math.powf %x, %zero : f32
  %2 = math.powf %x, %one : f32
  %3 = math.powf %y, %half : f32
  %4 = math.powf %y, %mhalf : f32
  %5 = math.powf %x, %three : f32
  %6 = math.powf %x, %four : f32
  %7 = math.powf %v, %vtwo : vector<2xf32>
  %8 = math.powf %v, %vm2 : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @powf(%arg0: f32, %arg1: f32, %arg2: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:   %0 = math.log %arg0 : f32
// CHECK-NEXT:   %1 = arith.mulf %arg1, %0 : f32
// CHECK-NEXT:   %2 = math.exp %1 : f32
// CHECK-NEXT:   %3 = math.sqrt %arg1 : f32
// CHECK-NEXT:   %4 = math.sqrt %arg1 : f32
// CHECK-NEXT:   %5 = arith.divf %cst_0, %4 : f32
// CHECK-NEXT:   %6 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:   %7 = arith.mulf %6, %arg0 : f32
// CHECK-NEXT:   %8 = math.log %arg0 : f32
// CHECK-NEXT:   %9 = arith.mulf %8, %cst_1 : f32
// CHECK-NEXT:   %10 = math.exp %9 : f32
// CHECK-NEXT:   %11 = arith.mulf %arg2, %arg2 : vector<2xf32>
// CHECK-NEXT:   %12 = arith.mulf %arg2, %arg2 : vector<2xf32>
// CHECK-NEXT:   %13 = arith.divf %cst, %12 : vector<2xf32>
// CHECK-NEXT:   return %2, %cst_0, %arg0, %3, %5, %7, %10, %11, %13 : f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }

// -----

// Rounding half away from zero is expanded for f32 only.
func.func @round(%x: f32, %v: vector<2xf32>, %d: f64) -> (f32, vector<2xf32>, f64) {
  %0 = math.round %x : f32
  %1 = math.round %v : vector<2xf32>
  %2 = math.round %d : f64
  return %0, %1, %2 : f32, vector<2xf32>, f64
}

// CHECK-LABEL: func.func @round(%arg0: f32, %arg1: vector<2xf32>, %arg2: f64) -> (f32, vector<2xf32>, f64) {
// CHECK-NEXT:   %cst = arith.constant dense<255> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<127> : vector<2xi32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<5.000000e-01> : vector<2xf32>
// CHECK-NEXT:   %cst_3 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:   %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:   %0 = math.copysign %cst_3, %arg0 : f32
// CHECK-NEXT:   %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:   %2 = arith.fptosi %1 : f32 to i64
// CHECK-NEXT:   %3 = arith.sitofp %2 : i64 to f32
// CHECK-NEXT:   %4 = math.copysign %3, %1 : f32
// CHECK-NEXT:   %5 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   %6 = arith.shrui %5, %c23_i32 : i32
// CHECK-NEXT:   %7 = arith.andi %6, %c255_i32 : i32
// CHECK-NEXT:   %8 = arith.subi %7, %c127_i32 : i32
// CHECK-NEXT:   %9 = arith.cmpi sge, %8, %c23_i32 : i32
// CHECK-NEXT:   %10 = arith.select %9, %arg0, %4 : f32
// CHECK-NEXT:   %11 = math.copysign %cst_2, %arg1 : vector<2xf32>
// CHECK-NEXT:   %12 = arith.addf %arg1, %11 : vector<2xf32>
// CHECK-NEXT:   %13 = arith.fptosi %12 : vector<2xf32> to vector<2xi64>
// CHECK-NEXT:   %14 = arith.sitofp %13 : vector<2xi64> to vector<2xf32>
// CHECK-NEXT:   %15 = math.copysign %14, %12 : vector<2xf32>
// CHECK-NEXT:   %16 = arith.bitcast %arg1 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:   %17 = arith.shrui %16, %cst_1 : vector<2xi32>
// CHECK-NEXT:   %18 = arith.andi %17, %cst : vector<2xi32>
// CHECK-NEXT:   %19 = arith.subi %18, %cst_0 : vector<2xi32>
// CHECK-NEXT:   %20 = arith.cmpi sge, %19, %cst_1 : vector<2xi32>
// CHECK-NEXT:   %21 = arith.select %20, %arg1, %15 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:   %22 = math.round %arg2 : f64
// CHECK-NEXT:   return %10, %21, %22 : f32, vector<2xf32>, f64
// CHECK-NEXT: }

// -----

func.func @roundeven_f32(%x: f32) -> f32 {
  %0 = math.roundeven %x : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @roundeven_f32(%arg0: f32) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:   %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:   %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:   %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT:   %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT:   %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   %1 = math.copysign %cst, %arg0 : f32
// CHECK-NEXT:   %2 = arith.addf %arg0, %1 : f32
// CHECK-NEXT:   %3 = arith.fptosi %2 : f32 to i64
// CHECK-NEXT:   %4 = arith.sitofp %3 : i64 to f32
// CHECK-NEXT:   %5 = math.copysign %4, %2 : f32
// CHECK-NEXT:   %6 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   %7 = arith.shrui %6, %c23_i32 : i32
// CHECK-NEXT:   %8 = arith.andi %7, %c255_i32 : i32
// CHECK-NEXT:   %9 = arith.subi %8, %c127_i32 : i32
// CHECK-NEXT:   %10 = arith.cmpi sge, %9, %c23_i32 : i32
// CHECK-NEXT:   %11 = arith.select %10, %arg0, %5 : f32
// CHECK-NEXT:   %12 = arith.bitcast %11 : f32 to i32
// CHECK-NEXT:   %13 = arith.shrui %0, %c23_i32 : i32
// CHECK-NEXT:   %14 = arith.andi %13, %c255_i32 : i32
// CHECK-NEXT:   %15 = arith.subi %14, %c127_i32 : i32
// CHECK-NEXT:   %16 = arith.shrui %12, %c23_i32 : i32
// CHECK-NEXT:   %17 = arith.andi %16, %c255_i32 : i32
// CHECK-NEXT:   %18 = arith.subi %17, %c127_i32 : i32
// CHECK-NEXT:   %19 = arith.cmpi eq, %18, %c0_i32 : i32
// CHECK-NEXT:   %20 = arith.subi %18, %c1_i32 : i32
// CHECK-NEXT:   %21 = arith.maxsi %20, %c0_i32 : i32
// CHECK-NEXT:   %22 = arith.minsi %21, %c31_i32 : i32
// CHECK-NEXT:   %23 = arith.shrui %c8388607_i32, %22 : i32
// CHECK-NEXT:   %24 = arith.andi %12, %23 : i32
// CHECK-NEXT:   %25 = arith.cmpi ne, %24, %c0_i32 : i32
// CHECK-NEXT:   %26 = arith.ori %25, %19 : i1
// CHECK-NEXT:   %27 = arith.cmpi eq, %15, %c-1_i32 : i32
// CHECK-NEXT:   %28 = arith.maxsi %15, %c0_i32 : i32
// CHECK-NEXT:   %29 = arith.minsi %28, %c31_i32 : i32
// CHECK-NEXT:   %30 = arith.shrui %c4194304_i32, %29 : i32
// CHECK-NEXT:   %31 = arith.select %27, %c0_i32, %30 : i32
// CHECK-NEXT:   %32 = arith.maxsi %15, %c0_i32 : i32
// CHECK-NEXT:   %33 = arith.minsi %32, %c31_i32 : i32
// CHECK-NEXT:   %34 = arith.shrui %c8388607_i32, %33 : i32
// CHECK-NEXT:   %35 = arith.andi %0, %34 : i32
// CHECK-NEXT:   %36 = arith.cmpi eq, %35, %31 : i32
// CHECK-NEXT:   %37 = arith.cmpi sge, %15, %c-1_i32 : i32
// CHECK-NEXT:   %38 = arith.cmpi slt, %15, %c23_i32 : i32
// CHECK-NEXT:   %39 = arith.andi %36, %38 : i1
// CHECK-NEXT:   %40 = arith.andi %39, %37 : i1
// CHECK-NEXT:   %41 = math.copysign %cst_0, %arg0 : f32
// CHECK-NEXT:   %42 = arith.subf %11, %41 : f32
// CHECK-NEXT:   %43 = arith.andi %26, %40 : i1
// CHECK-NEXT:   %44 = arith.select %43, %42, %11 : f32
// CHECK-NEXT:   %45 = math.copysign %44, %arg0 : f32
// CHECK-NEXT:   return %45 : f32
// CHECK-NEXT: }

// -----

func.func @roundeven_other(%h: f16, %d: vector<2xf64>) -> (f16, vector<2xf64>) {
  %0 = math.roundeven %h : f16
  %1 = math.roundeven %d : vector<2xf64>
  return %0, %1 : f16, vector<2xf64>
}

// CHECK-LABEL: func.func @roundeven_other(%arg0: f16, %arg1: vector<2xf64>) -> (f16, vector<2xf64>) {
// CHECK-NEXT:   %cst = arith.constant dense<2047> : vector<2xi64>
// CHECK-NEXT:   %cst_0 = arith.constant dense<4503599627370495> : vector<2xi64>
// CHECK-NEXT:   %cst_1 = arith.constant dense<2251799813685248> : vector<2xi64>
// CHECK-NEXT:   %cst_2 = arith.constant dense<1023> : vector<2xi64>
// CHECK-NEXT:   %cst_3 = arith.constant dense<63> : vector<2xi64>
// CHECK-NEXT:   %cst_4 = arith.constant dense<52> : vector<2xi64>
// CHECK-NEXT:   %cst_5 = arith.constant dense<-1> : vector<2xi64>
// CHECK-NEXT:   %cst_6 = arith.constant dense<1> : vector<2xi64>
// CHECK-NEXT:   %cst_7 = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT:   %cst_8 = arith.constant dense<1.000000e+00> : vector<2xf64>
// CHECK-NEXT:   %cst_9 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:   %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:   %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT:   %c15_i16 = arith.constant 15 : i16
// CHECK-NEXT:   %c512_i16 = arith.constant 512 : i16
// CHECK-NEXT:   %c1023_i16 = arith.constant 1023 : i16
// CHECK-NEXT:   %c31_i16 = arith.constant 31 : i16
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT:   %1 = math.round %arg0 : f16
// CHECK-NEXT:   %2 = arith.bitcast %1 : f16 to i16
// CHECK-NEXT:   %3 = arith.shrui %0, %c10_i16 : i16
// CHECK-NEXT:   %4 = arith.andi %3, %c31_i16 : i16
// CHECK-NEXT:   %5 = arith.subi %4, %c15_i16 : i16
// CHECK-NEXT:   %6 = arith.shrui %2, %c10_i16 : i16
// CHECK-NEXT:   %7 = arith.andi %6, %c31_i16 : i16
// CHECK-NEXT:   %8 = arith.subi %7, %c15_i16 : i16
// CHECK-NEXT:   %9 = arith.cmpi eq, %8, %c0_i16 : i16
// CHECK-NEXT:   %10 = arith.subi %8, %c1_i16 : i16
// CHECK-NEXT:   %11 = arith.maxsi %10, %c0_i16 : i16
// CHECK-NEXT:   %12 = arith.minsi %11, %c15_i16 : i16
// CHECK-NEXT:   %13 = arith.shrui %c1023_i16, %12 : i16
// CHECK-NEXT:   %14 = arith.andi %2, %13 : i16
// CHECK-NEXT:   %15 = arith.cmpi ne, %14, %c0_i16 : i16
// CHECK-NEXT:   %16 = arith.ori %15, %9 : i1
// CHECK-NEXT:   %17 = arith.cmpi eq, %5, %c-1_i16 : i16
// CHECK-NEXT:   %18 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT:   %19 = arith.minsi %18, %c15_i16 : i16
// CHECK-NEXT:   %20 = arith.shrui %c512_i16, %19 : i16
// CHECK-NEXT:   %21 = arith.select %17, %c0_i16, %20 : i16
// CHECK-NEXT:   %22 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT:   %23 = arith.minsi %22, %c15_i16 : i16
// CHECK-NEXT:   %24 = arith.shrui %c1023_i16, %23 : i16
// CHECK-NEXT:   %25 = arith.andi %0, %24 : i16
// CHECK-NEXT:   %26 = arith.cmpi eq, %25, %21 : i16
// CHECK-NEXT:   %27 = arith.cmpi sge, %5, %c-1_i16 : i16
// CHECK-NEXT:   %28 = arith.cmpi slt, %5, %c10_i16 : i16
// CHECK-NEXT:   %29 = arith.andi %26, %28 : i1
// CHECK-NEXT:   %30 = arith.andi %29, %27 : i1
// CHECK-NEXT:   %31 = math.copysign %cst_9, %arg0 : f16
// CHECK-NEXT:   %32 = arith.subf %1, %31 : f16
// CHECK-NEXT:   %33 = arith.andi %16, %30 : i1
// CHECK-NEXT:   %34 = arith.select %33, %32, %1 : f16
// CHECK-NEXT:   %35 = math.copysign %34, %arg0 : f16
// CHECK-NEXT:   %36 = arith.bitcast %arg1 : vector<2xf64> to vector<2xi64>
// CHECK-NEXT:   %37 = math.round %arg1 : vector<2xf64>
// CHECK-NEXT:   %38 = arith.bitcast %37 : vector<2xf64> to vector<2xi64>
// CHECK-NEXT:   %39 = arith.shrui %36, %cst_4 : vector<2xi64>
// CHECK-NEXT:   %40 = arith.andi %39, %cst : vector<2xi64>
// CHECK-NEXT:   %41 = arith.subi %40, %cst_2 : vector<2xi64>
// CHECK-NEXT:   %42 = arith.shrui %38, %cst_4 : vector<2xi64>
// CHECK-NEXT:   %43 = arith.andi %42, %cst : vector<2xi64>
// CHECK-NEXT:   %44 = arith.subi %43, %cst_2 : vector<2xi64>
// CHECK-NEXT:   %45 = arith.cmpi eq, %44, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %46 = arith.subi %44, %cst_6 : vector<2xi64>
// CHECK-NEXT:   %47 = arith.maxsi %46, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %48 = arith.minsi %47, %cst_3 : vector<2xi64>
// CHECK-NEXT:   %49 = arith.shrui %cst_0, %48 : vector<2xi64>
// CHECK-NEXT:   %50 = arith.andi %38, %49 : vector<2xi64>
// CHECK-NEXT:   %51 = arith.cmpi ne, %50, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %52 = arith.ori %51, %45 : vector<2xi1>
// CHECK-NEXT:   %53 = arith.cmpi eq, %41, %cst_5 : vector<2xi64>
// CHECK-NEXT:   %54 = arith.maxsi %41, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %55 = arith.minsi %54, %cst_3 : vector<2xi64>
// CHECK-NEXT:   %56 = arith.shrui %cst_1, %55 : vector<2xi64>
// CHECK-NEXT:   %57 = arith.select %53, %cst_7, %56 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT:   %58 = arith.maxsi %41, %cst_7 : vector<2xi64>
// CHECK-NEXT:   %59 = arith.minsi %58, %cst_3 : vector<2xi64>
// CHECK-NEXT:   %60 = arith.shrui %cst_0, %59 : vector<2xi64>
// CHECK-NEXT:   %61 = arith.andi %36, %60 : vector<2xi64>
// CHECK-NEXT:   %62 = arith.cmpi eq, %61, %57 : vector<2xi64>
// CHECK-NEXT:   %63 = arith.cmpi sge, %41, %cst_5 : vector<2xi64>
// CHECK-NEXT:   %64 = arith.cmpi slt, %41, %cst_4 : vector<2xi64>
// CHECK-NEXT:   %65 = arith.andi %62, %64 : vector<2xi1>
// CHECK-NEXT:   %66 = arith.andi %65, %63 : vector<2xi1>
// CHECK-NEXT:   %67 = math.copysign %cst_8, %arg1 : vector<2xf64>
// CHECK-NEXT:   %68 = arith.subf %37, %67 : vector<2xf64>
// CHECK-NEXT:   %69 = arith.andi %52, %66 : vector<2xi1>
// CHECK-NEXT:   %70 = arith.select %69, %68, %37 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT:   %71 = math.copysign %70, %arg1 : vector<2xf64>
// CHECK-NEXT:   return %35, %71 : f16, vector<2xf64>
// CHECK-NEXT: }

// -----

// Integer powers by squaring, negative ones through the reciprocal.
func.func @fpowi(%x: f32, %v: vector<4xf16>, %n: i32, %m: vector<4xi64>) -> (f32, f32, vector<4xf16>, f32, vector<4xf16>, f32) {
  %c5 = arith.constant 5 : i32
  %cm2 = arith.constant dense<-2> : vector<4xi64>
  %c0 = arith.constant 0 : i32
  %0 = math.fpowi %x, %c5 : f32, i32
  %1 = math.fpowi %x, %c0 : f32, i32
  %2 = math.fpowi %v, %cm2 : vector<4xf16>, vector<4xi64>
  %3 = math.fpowi %x, %n : f32, i32
  %4 = math.fpowi %v, %m : vector<4xf16>, vector<4xi64>
  %c8 = arith.constant 8 : i32
  %5 = math.fpowi %x, %c8 fastmath<fast> : f32, i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, vector<4xf16>, f32, vector<4xf16>, f32
}

// CHECK-LABEL: func.func @fpowi(%arg0: f32, %arg1: vector<4xf16>, %arg2: i32, %arg3: vector<4xi64>) -> (f32, f32, vector<4xf16>, f32, vector<4xf16>, f32) {
// CHECK-NEXT:   %cst = arith.constant dense<0xFC00> : vector<4xf16>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0x7C00> : vector<4xf16>
// CHECK-NEXT:   %cst_1 = arith.constant dense<-0.000000e+00> : vector<4xf16>
// CHECK-NEXT:   %cst_2 = arith.constant dense<0.000000e+00> : vector<4xf16>
// CHECK-NEXT:   %cst_3 = arith.constant dense<1.000000e+00> : vector<4xf16>
// CHECK-NEXT:   %cst_4 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:   %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:   %2 = arith.mulf %1, %arg0 : f32
// CHECK-NEXT:   %3 = arith.mulf %arg1, %arg1 : vector<4xf16>
// CHECK-NEXT:   %4 = arith.cmpf oeq, %3, %cst_2 : vector<4xf16>
// CHECK-NEXT:   %5 = arith.cmpf oeq, %3, %cst_1 : vector<4xf16>
// CHECK-NEXT:   %6 = arith.divf %cst_3, %3 : vector<4xf16>
// CHECK-NEXT:   %7 = arith.select %4, %cst_0, %6 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT:   %8 = arith.select %5, %cst, %7 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT:   %9 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT:   %10 = math.log %arg0 : f32
// CHECK-NEXT:   %11 = arith.mulf %9, %10 : f32
// CHECK-NEXT:   %12 = math.exp %11 : f32
// CHECK-NEXT:   %13 = arith.sitofp %arg3 : vector<4xi64> to vector<4xf16>
// CHECK-NEXT:   %14 = math.log %arg1 : vector<4xf16>
// CHECK-NEXT:   %15 = arith.mulf %13, %14 : vector<4xf16>
// CHECK-NEXT:   %16 = math.exp %15 : vector<4xf16>
// CHECK-NEXT:   %17 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:   %18 = arith.mulf %17, %17 : f32
// CHECK-NEXT:   %19 = arith.mulf %18, %18 : f32
// CHECK-NEXT:   return %2, %cst_4, %8, %12, %16, %19 : f32, f32, vector<4xf16>, f32, vector<4xf16>, f32
// CHECK-NEXT: }

// -----

func.func @clampf(%x: f32, %lo: f32, %hi: f32, %v: vector<2xf16>) -> (f32, vector<2xf16>) {
  %0 = math.clampf %x to [%lo, %hi] fastmath<nsz> : f32
  %1 = math.clampf %v to [%v, %v] : vector<2xf16>
  return %0, %1 : f32, vector<2xf16>
}

// CHECK-LABEL: func.func @clampf(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<2xf16>) -> (f32, vector<2xf16>) {
// CHECK-NEXT:   %0 = arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT:   %1 = arith.maximumf %0, %arg2 fastmath<nsz> : f32
// CHECK-NEXT:   return %1, %arg3 : f32, vector<2xf16>
// CHECK-NEXT: }
