// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every op of the dialect in its custom form, with fastmath flags where
// the op takes them.
func.func @all(%x: f64, %y: f64, %n: i16) -> (complex<f64>, f64, i1, i1, i128) {
  %c = complex.constant [2.5, -0.5] : complex<f64>
  %ci = complex.constant [3 : i8, 4 : i8] : complex<i8>
  %b = complex.constant [false, true] : complex<i1>
  %z = complex.create %x, %y : complex<f64>
  %re = complex.re %z : complex<f64>
  %im = complex.im %z fastmath<nnan> : complex<f64>
  %abs = complex.abs %z fastmath<fast> : complex<f64>
  %ang = complex.angle %z : complex<f64>
  %0 = complex.add %z, %c : complex<f64>
  %1 = complex.sub %0, %c fastmath<ninf> : complex<f64>
  %2 = complex.mul %1, %1 fastmath<nnan,contract> : complex<f64>
  %3 = complex.div %2, %z : complex<f64>
  %4 = complex.pow %3, %z : complex<f64>
  %5 = complex.atan2 %4, %z : complex<f64>
  %6 = complex.powi %5, %n : complex<f64>, i16
  %7 = complex.powi %6, %n fastmath<afn> : complex<f64>, i16
  %8 = complex.neg %7 : complex<f64>
  %9 = complex.conj %8 : complex<f64>
  %10 = complex.exp %9 : complex<f64>
  %11 = complex.expm1 %10 : complex<f64>
  %12 = complex.log %11 : complex<f64>
  %13 = complex.log1p %12 : complex<f64>
  %14 = complex.sqrt %13 : complex<f64>
  %15 = complex.rsqrt %14 : complex<f64>
  %16 = complex.sin %15 : complex<f64>
  %17 = complex.cos %16 : complex<f64>
  %18 = complex.tan %17 : complex<f64>
  %19 = complex.tanh %18 : complex<f64>
  %20 = complex.sign %19 fastmath<reassoc> : complex<f64>
  %eq = complex.eq %20, %z : complex<f64>
  %ne = complex.neq %20, %z : complex<f64>
  %bits = complex.bitcast %20 : complex<f64> to i128
  return %20, %abs, %eq, %ne, %bits : complex<f64>, f64, i1, i1, i128
}

// Bitcasts between complex numbers and floats or integers of their width.
func.func @bitcasts(%a: f64, %b: complex<f16>) -> (complex<f32>, i32, complex<f16>) {
  %0 = complex.bitcast %a : f64 to complex<f32>
  %1 = complex.bitcast %b : complex<f16> to i32
  %2 = complex.bitcast %b : complex<f16> to complex<f16>
  return %0, %1, %2 : complex<f32>, i32, complex<f16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @all(%arg0: f64, %arg1: f64, %arg2: i16) -> (complex<f64>, f64, i1, i1, i128) {
// CHECK-NEXT:     %cst = complex.constant [2.500000e+00, -5.000000e-01] : complex<f64>
// CHECK-NEXT:     %cst_0 = complex.constant [3 : i8, 4 : i8] : complex<i8>
// CHECK-NEXT:     %cst_1 = complex.constant [false, true] : complex<i1>
// CHECK-NEXT:     %0 = complex.create %arg0, %arg1 : complex<f64>
// CHECK-NEXT:     %1 = complex.re %0 : complex<f64>
// CHECK-NEXT:     %2 = complex.im %0 fastmath<nnan> : complex<f64>
// CHECK-NEXT:     %3 = complex.abs %0 fastmath<fast> : complex<f64>
// CHECK-NEXT:     %4 = complex.angle %0 : complex<f64>
// CHECK-NEXT:     %5 = complex.add %0, %cst : complex<f64>
// CHECK-NEXT:     %6 = complex.sub %5, %cst fastmath<ninf> : complex<f64>
// CHECK-NEXT:     %7 = complex.mul %6, %6 fastmath<nnan,contract> : complex<f64>
// CHECK-NEXT:     %8 = complex.div %7, %0 : complex<f64>
// CHECK-NEXT:     %9 = complex.pow %8, %0 : complex<f64>
// CHECK-NEXT:     %10 = complex.atan2 %9, %0 : complex<f64>
// CHECK-NEXT:     %11 = complex.powi %10, %arg2 : complex<f64>, i16
// CHECK-NEXT:     %12 = complex.powi %11, %arg2 fastmath<afn> : complex<f64>, i16
// CHECK-NEXT:     %13 = complex.neg %12 : complex<f64>
// CHECK-NEXT:     %14 = complex.conj %13 : complex<f64>
// CHECK-NEXT:     %15 = complex.exp %14 : complex<f64>
// CHECK-NEXT:     %16 = complex.expm1 %15 : complex<f64>
// CHECK-NEXT:     %17 = complex.log %16 : complex<f64>
// CHECK-NEXT:     %18 = complex.log1p %17 : complex<f64>
// CHECK-NEXT:     %19 = complex.sqrt %18 : complex<f64>
// CHECK-NEXT:     %20 = complex.rsqrt %19 : complex<f64>
// CHECK-NEXT:     %21 = complex.sin %20 : complex<f64>
// CHECK-NEXT:     %22 = complex.cos %21 : complex<f64>
// CHECK-NEXT:     %23 = complex.tan %22 : complex<f64>
// CHECK-NEXT:     %24 = complex.tanh %23 : complex<f64>
// CHECK-NEXT:     %25 = complex.sign %24 fastmath<reassoc> : complex<f64>
// CHECK-NEXT:     %26 = complex.eq %25, %0 : complex<f64>
// CHECK-NEXT:     %27 = complex.neq %25, %0 : complex<f64>
// CHECK-NEXT:     %28 = complex.bitcast %25 : complex<f64> to i128
// CHECK-NEXT:     return %25, %3, %26, %27, %28 : complex<f64>, f64, i1, i1, i128
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcasts(%arg0: f64, %arg1: complex<f16>) -> (complex<f32>, i32, complex<f16>) {
// CHECK-NEXT:     %0 = complex.bitcast %arg0 : f64 to complex<f32>
// CHECK-NEXT:     %1 = complex.bitcast %arg1 : complex<f16> to i32
// CHECK-NEXT:     %2 = complex.bitcast %arg1 : complex<f16> to complex<f16>
// CHECK-NEXT:     return %0, %1, %2 : complex<f32>, i32, complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
