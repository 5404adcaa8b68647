// RUN: strata-opt %s --split-input-file --test-math-algebraic-simplification | FileCheck %s
// CONFORMANCE: pipeline=--test-math-algebraic-simplification

// powf by constants: 0, 4 and -2 stay; the flags go to the new ops.
func.func @p(%x: f32, %v: vector<2xf16>, %t: tensor<2xf32>) -> (f32, f32, f32, vector<2xf16>, vector<2xf16>, f32, tensor<2xf32>, f32) {
  %c0 = arith.constant 0.0 : f32
  %c4 = arith.constant 4.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %vm1 = arith.constant dense<-1.0> : vector<2xf16>
  %v075 = arith.constant dense<0.75> : vector<2xf16>
  %tm1 = arith.constant dense<-1.0> : tensor<2xf32>
  %0 = math.powf %x, %c0 : f32
  %1 = math.powf %x, %c4 : f32
  %2 = math.powf %x, %cm2 fastmath<nnan> : f32
  %3 = math.powf %v, %vm1 fastmath<fast> : vector<2xf16>
  %4 = math.powf %v, %v075 : vector<2xf16>
  %c3 = arith.constant 3.0 : f32
  %5 = math.powf %x, %c3 fastmath<ninf> : f32
  %6 = math.powf %t, %t : tensor<2xf32>
  %c1 = arith.constant 1.0 : f32
  %7 = math.powf %c1, %c1 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, vector<2xf16>, vector<2xf16>, f32, tensor<2xf32>, f32
}

// CHECK-LABEL: func.func @p(%arg0: f32, %arg1: vector<2xf16>, %arg2: tensor<2xf32>) -> (f32, f32, f32, vector<2xf16>, vector<2xf16>, f32, tensor<2xf32>, f32) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<1.000000e+00> : vector<2xf16>
// CHECK-NEXT:   %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:   %0 = math.powf %arg0, %cst_1 : f32
// CHECK-NEXT:   %1 = math.powf %arg0, %cst_2 : f32
// CHECK-NEXT:   %2 = math.powf %arg0, %cst_3 fastmath<nnan> : f32
// CHECK-NEXT:   %3 = arith.divf %cst_0, %arg1 fastmath<fast> : vector<2xf16>
// CHECK-NEXT:   %4 = math.sqrt %arg1 : vector<2xf16>
// CHECK-NEXT:   %5 = math.sqrt %4 : vector<2xf16>
// CHECK-NEXT:   %6 = arith.mulf %4, %5 : vector<2xf16>
// CHECK-NEXT:   %7 = arith.mulf %arg0, %arg0 fastmath<ninf> : f32
// CHECK-NEXT:   %8 = arith.mulf %arg0, %7 fastmath<ninf> : f32
// CHECK-NEXT:   %9 = math.powf %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT:   return %0, %1, %2, %3, %6, %8, %9, %cst : f32, f32, f32, vector<2xf16>, vector<2xf16>, f32, tensor<2xf32>, f32
// CHECK-NEXT: }

// -----

// Integer powers up to 8 become products (a negative one divides one).
func.func @i(%x: i32, %v: vector<2xi8>, %f: f64, %w: vector<3xf32>) -> (i32, i32, i32, vector<2xi8>, vector<2xi8>, f64, f64, vector<3xf32>, vector<3xf32>, f64) {
  %c4 = arith.constant 4 : i32
  %c9 = arith.constant 9 : i32
  %cm8 = arith.constant -8 : i32
  %vm3 = arith.constant dense<-3> : vector<2xi8>
  %v0 = arith.constant dense<0> : vector<2xi8>
  %0 = math.ipowi %x, %c4 : i32
  %1 = math.ipowi %x, %c9 : i32
  %2 = math.ipowi %x, %cm8 : i32
  %3 = math.ipowi %v, %vm3 : vector<2xi8>
  %4 = math.ipowi %v, %v0 : vector<2xi8>
  %5 = math.fpowi %f, %c4 fastmath<fast> : f64, i32
  %6 = math.fpowi %f, %cm8 : f64, i32
  %wm2 = arith.constant dense<-2> : vector<3xi64>
  %7 = math.fpowi %w, %wm2 fastmath<fast> : vector<3xf32>, vector<3xi64>
  %w0 = arith.constant dense<0> : vector<3xi64>
  %8 = math.fpowi %w, %w0 : vector<3xf32>, vector<3xi64>
  %9 = math.fpowi %f, %c9 : f64, i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, vector<2xi8>, vector<2xi8>, f64, f64, vector<3xf32>, vector<3xf32>, f64
}

// CHECK-LABEL: func.func @i(%arg0: i32, %arg1: vector<2xi8>, %arg2: f64, %arg3: vector<3xf32>) -> (i32, i32, i32, vector<2xi8>, vector<2xi8>, f64, f64, vector<3xf32>, vector<3xf32>, f64) {
// CHECK-NEXT:   %cst = arith.constant dense<1.000000e+00> : vector<3xf32>
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant dense<1> : vector<2xi8>
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT:   %2 = arith.muli %1, %arg0 : i32
// CHECK-NEXT:   %3 = math.ipowi %arg0, %c9_i32 : i32
// CHECK-NEXT:   %4 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   %5 = arith.muli %4, %arg0 : i32
// CHECK-NEXT:   %6 = arith.muli %5, %arg0 : i32
// CHECK-NEXT:   %7 = arith.muli %6, %arg0 : i32
// CHECK-NEXT:   %8 = arith.muli %7, %arg0 : i32
// CHECK-NEXT:   %9 = arith.muli %8, %arg0 : i32
// CHECK-NEXT:   %10 = arith.muli %9, %arg0 : i32
// CHECK-NEXT:   %11 = arith.divsi %c1_i32, %10 : i32
// CHECK-NEXT:   %12 = arith.muli %arg1, %arg1 : vector<2xi8>
// CHECK-NEXT:   %13 = arith.muli %12, %arg1 : vector<2xi8>
// CHECK-NEXT:   %14 = arith.divsi %cst_1, %13 : vector<2xi8>
// CHECK-NEXT:   %15 = arith.mulf %arg2, %arg2 : f64
// CHECK-NEXT:   %16 = arith.mulf %15, %arg2 : f64
// CHECK-NEXT:   %17 = arith.mulf %16, %arg2 : f64
// CHECK-NEXT:   %18 = arith.mulf %arg2, %arg2 : f64
// CHECK-NEXT:   %19 = arith.mulf %18, %arg2 : f64
// CHECK-NEXT:   %20 = arith.mulf %19, %arg2 : f64
// CHECK-NEXT:   %21 = arith.mulf %20, %arg2 : f64
// CHECK-NEXT:   %22 = arith.mulf %21, %arg2 : f64
// CHECK-NEXT:   %23 = arith.mulf %22, %arg2 : f64
// CHECK-NEXT:   %24 = arith.mulf %23, %arg2 : f64
// CHECK-NEXT:   %25 = arith.divf %cst_0, %24 : f64
// CHECK-NEXT:   %26 = arith.mulf %arg3, %arg3 : vector<3xf32>
// CHECK-NEXT:   %27 = arith.divf %cst, %26 : vector<3xf32>
// CHECK-NEXT:   %28 = math.fpowi %arg2, %c9_i32 : f64, i32
// CHECK-NEXT:   return %2, %3, %11, %14, %cst_1, %17, %25, %27, %cst, %28 : i32, i32, i32, vector<2xi8>, vector<2xi8>, f64, f64, vector<3xf32>, vector<3xf32>, f64
// CHECK-NEXT: }
