// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Constant folds of the math ops on scalars and splats, and the
// power identities.
func.func @m() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.5 : f32
  %0 = math.absf %b : f32
  %1 = math.ceil %b : f32
  %2 = math.floor %b : f32
  %3 = math.sqrt %a : f32
  %4 = math.exp %a : f32
  %5 = math.log %a : f32
  %6 = math.powf %a, %b : f32
  %7 = math.copysign %a, %b : f32
  %8 = math.round %b : f32
  %9 = math.roundeven %b : f32
  %10 = math.trunc %b : f32
  %11 = math.sin %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @m2() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 0.5 : f64
  %0 = math.cos %a : f64
  %1 = math.tan %a : f64
  %2 = math.atan %a : f64
  %3 = math.atan2 %a, %b : f64
  %4 = math.exp2 %a : f64
  %5 = math.expm1 %a : f64
  %6 = math.log2 %a : f64
  %7 = math.log10 %a : f64
  %8 = math.log1p %a : f64
  %9 = math.rsqrt %a : f64
  %10 = math.erf %a : f64
  %11 = math.tanh %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}
func.func @m3() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f32
  %c = arith.constant 3.0 : f32
  %i = arith.constant 12 : i32
  %j = arith.constant 3 : i32
  %0 = math.asin %b : f32
  %1 = math.acos %b : f32
  %2 = math.sinh %a : f32
  %3 = math.cosh %a : f32
  %4 = math.asinh %a : f32
  %5 = math.acosh %a : f32
  %6 = math.atanh %b : f32
  %7 = math.cbrt %a : f32
  %8 = math.fma %a, %b, %c : f32
  %9 = math.ctlz %i : i32
  %10 = math.cttz %i : i32
  %11 = math.ipowi %i, %j : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32
}
func.func @m4(%x: f32) -> (i32, vector<4xf32>, tensor<2xf32>, f32, f32, i1, i1, f32, f32) {
  %i = arith.constant 12 : i32
  %0 = math.ctpop %i : i32
  %v = arith.constant dense<4.0> : vector<4xf32>
  %1 = math.sqrt %v : vector<4xf32>
  %t = arith.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %2 = math.sqrt %t : tensor<2xf32>
  %two = arith.constant 2.0 : f32
  %3 = math.fpowi %two, %i : f32, i32
  %inf = arith.constant 0x7F800000 : f32
  %4 = math.absf %inf : f32
  %5 = math.isinf %inf : f32
  %6 = math.isnan %x : f32
  %half = arith.constant 0.5 : f32
  %7 = math.powf %x, %half : f32
  %one = arith.constant 1.0 : f32
  %8 = math.powf %x, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, vector<4xf32>, tensor<2xf32>, f32, f32, i1, i1, f32, f32
}
func.func @m5(%x: f32, %i: i32) -> (f32, f32, f32, i32, i32, f32) {
  %m1 = arith.constant -1.0 : f32
  %0 = math.powf %x, %m1 : f32
  %two = arith.constant 2.0 : f32
  %1 = math.powf %x, %two : f32
  %z = arith.constant 0.0 : f32
  %2 = math.powf %x, %z : f32
  %c1 = arith.constant 1 : i32
  %3 = math.ipowi %i, %c1 : i32
  %c0 = arith.constant 0 : i32
  %4 = math.ipowi %i, %c0 : i32
  %5 = math.fpowi %x, %c1 : f32, i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, i32, i32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @m() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 3.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.41421354 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 7.3890562 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0.693147182 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0.0883883461 : f32
// CHECK-NEXT:     %cst_6 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 0.909297406 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_1, %cst_1, %cst_0, %cst_7 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m2() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT:     %cst = arith.constant 0.46211715726000974 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0.99532226501895271 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %cst_2 = arith.constant -0.41614683654714241 : f64
// CHECK-NEXT:     %cst_3 = arith.constant -2.1850398632615189 : f64
// CHECK-NEXT:     %cst_4 = arith.constant 1.1071487177940904 : f64
// CHECK-NEXT:     %cst_5 = arith.constant 1.3258176636680326 : f64
// CHECK-NEXT:     %cst_6 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:     %cst_7 = arith.constant 6.3890560989306504 : f64
// CHECK-NEXT:     %cst_8 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %cst_9 = arith.constant 0.3010299956639812 : f64
// CHECK-NEXT:     %cst_10 = arith.constant 1.0986122886681096 : f64
// CHECK-NEXT:     %0 = math.rsqrt %cst_1 : f64
// CHECK-NEXT:     return %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %0, %cst_0, %cst : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m3() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32) {
// CHECK-NEXT:     %c1728_i32 = arith.constant 1728 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0.52359879 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 1.04719758 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 3.62686038 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 3.76219583 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 1.44363546 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 1.31695795 : f32
// CHECK-NEXT:     %cst_8 = arith.constant 0.549306154 : f32
// CHECK-NEXT:     %0 = math.cbrt %cst : f32
// CHECK-NEXT:     %1 = math.fma %cst, %cst_0, %cst_1 : f32
// CHECK-NEXT:     return %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %0, %1, %c28_i32, %c2_i32, %c1728_i32 : f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m4(%arg0: f32) -> (i32, vector<4xf32>, tensor<2xf32>, f32, f32, i1, i1, f32, f32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %cst_3 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_4 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %0 = math.fpowi %cst_2, %c12_i32 : f32, i32
// CHECK-NEXT:     %1 = math.isnan %arg0 : f32
// CHECK-NEXT:     %2 = math.powf %arg0, %cst_1 : f32
// CHECK-NEXT:     %3 = math.powf %arg0, %cst_0 : f32
// CHECK-NEXT:     return %c2_i32, %cst_3, %cst_4, %0, %cst, %true, %1, %2, %3 : i32, vector<4xf32>, tensor<2xf32>, f32, f32, i1, i1, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m5(%arg0: f32, %arg1: i32) -> (f32, f32, f32, i32, i32, f32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %0 = math.powf %arg0, %cst_1 : f32
// CHECK-NEXT:     %1 = math.powf %arg0, %cst_0 : f32
// CHECK-NEXT:     %2 = math.powf %arg0, %cst : f32
// CHECK-NEXT:     %3 = math.ipowi %arg1, %c1_i32 : i32
// CHECK-NEXT:     %4 = math.ipowi %arg1, %c0_i32 : i32
// CHECK-NEXT:     %5 = math.fpowi %arg0, %c1_i32 : f32, i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : f32, f32, f32, i32, i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
