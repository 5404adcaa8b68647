// RUN: strata-opt %s -test-math-algebraic-simplification | FileCheck %s

func.func @powers(%x: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %c0 = arith.constant 0 : i32
  %cm2 = arith.constant -2 : i32
  %c9 = arith.constant 9 : i64
  %0 = complex.powi %x, %c0 : complex<f32>, i32
  %1 = complex.powi %x, %cm2 fastmath<nnan> : complex<f32>, i32
  %2 = complex.powi %x, %c9 : complex<f32>, i64
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @powers(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:     %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.mul %arg0, %arg0 fastmath<nnan> : complex<f32>
// CHECK-NEXT:     %1 = complex.div %cst, %0 fastmath<nnan> : complex<f32>
// CHECK-NEXT:     %2 = complex.powi %arg0, %c9_i64 : complex<f32>, i64
// CHECK-NEXT:     return %cst, %1, %2 : complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
