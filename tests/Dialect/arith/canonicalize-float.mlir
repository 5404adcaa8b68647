// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

func.func @f32_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %b, %a : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.divf %a, %z : f32
  %5 = arith.remf %a, %b : f32
  %6 = arith.negf %b : f32
  %7 = arith.divf %z, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// NaNs: signaling NaNs are quieted by arithmetic, maxnumf returns the
// number, maximumf propagates; -0 orders below +0.
func.func @nan_and_zeros() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7FA00000 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maxnumf %nz, %z : f32
  %1 = arith.minnumf %z, %nz : f32
  %2 = arith.maximumf %nz, %z : f32
  %3 = arith.minimumf %z, %nz : f32
  %4 = arith.maxnumf %nan, %one : f32
  %5 = arith.maxnumf %snan, %one : f32
  %6 = arith.maximumf %one, %nan : f32
  %7 = arith.addf %snan, %one : f32
  %8 = arith.negf %snan : f32
  %9 = arith.remf %one, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @float_identities(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %one, %x : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.maximumf %x, %ninf : f32
  %7 = arith.minnumf %x, %inf : f32
  %8 = arith.maxnumf %x, %x : f32
  %n = arith.negf %x : f32
  %9 = arith.negf %n : f32
  %10 = arith.maximumf %x, %inf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// Each type rounds in its own format.
func.func @small_types() -> (f16, bf16, f8E4M3FN, f8E5M2, f64, tf32, f8E4M3, f8E3M4) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 2049.0 : f16
  %0 = arith.addf %a, %b : f16
  %c = arith.constant 1.0 : bf16
  %d = arith.constant 0.00390625 : bf16
  %1 = arith.addf %c, %d : bf16
  %e = arith.constant 448.0 : f8E4M3FN
  %2 = arith.addf %e, %e : f8E4M3FN
  %f = arith.constant 57344.0 : f8E5M2
  %3 = arith.addf %f, %f : f8E5M2
  %g = arith.constant 0.1 : f64
  %h = arith.constant 0.2 : f64
  %4 = arith.addf %g, %h : f64
  %i = arith.constant 1.0 : tf32
  %5 = arith.divf %i, %i : tf32
  %j = arith.constant 2.0 : f8E4M3
  %6 = arith.mulf %j, %j : f8E4M3
  %k = arith.constant 1.5 : f8E3M4
  %7 = arith.subf %k, %k : f8E3M4
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f8E4M3FN, f8E5M2, f64, tf32, f8E4M3, f8E3M4
}

func.func @float_vectors() -> (vector<2xf32>, tensor<3xf16>) {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<0.5> : vector<2xf32>
  %0 = arith.mulf %a, %b : vector<2xf32>
  %c = arith.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf16>
  %1 = arith.negf %c : tensor<3xf16>
  return %0, %1 : vector<2xf32>, tensor<3xf16>
}

func.func @cmpf(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %one, %two : f32
  %1 = arith.cmpf oeq, %nan, %nan : f32
  %2 = arith.cmpf une, %nan, %one : f32
  %3 = arith.cmpf uno, %x, %nan : f32
  %4 = arith.cmpf ord, %nan, %x : f32
  %5 = arith.cmpf ult, %x, %nan : f32
  %6 = arith.cmpf false, %x, %one : f32
  %7 = arith.cmpf oge, %two, %two : f32
  %8 = arith.cmpf one, %one, %two : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// Extended formats compute at their own precision.
func.func @wide_floats() -> (f80, f128, i128, f128) {
  %x = arith.constant 1.5 : f80
  %y = arith.constant 0.1 : f80
  %0 = arith.mulf %x, %y : f80
  %p = arith.constant 1.0e100 : f128
  %q = arith.constant 3.0 : f128
  %1 = arith.divf %p, %q : f128
  %2 = arith.fptosi %p : f128 to i128
  %b = arith.constant 12345678901234567890123 : i128
  %3 = arith.sitofp %b : i128 to f128
  return %0, %1, %2, %3 : f80, f128, i128, f128
}

// CHECK: module {
// CHECK-NEXT:   func.func @f32_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -1.400000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0.0999999791 : f32
// CHECK-NEXT:     %cst_5 = arith.constant -1.000000e-01 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nan_and_zeros() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0x7FE00000 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0xFFA00000 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_2, %cst_4, %cst_3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_identities(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:     %1 = arith.subf %arg0, %cst_0 : f32
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %cst_1 : f32
// CHECK-NEXT:     %3 = arith.maximumf %arg0, %cst_1 : f32
// CHECK-NEXT:     return %arg0, %0, %arg0, %1, %arg0, %arg0, %arg0, %2, %arg0, %arg0, %3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @small_types() -> (f16, bf16, f8E4M3FN, f8E5M2, f64, tf32, f8E4M3, f8E3M4) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : tf32
// CHECK-NEXT:     %cst_0 = arith.constant 2.050000e+03 : f16
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:     %cst_2 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:     %cst_3 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:     %cst_4 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:     %cst_5 = arith.constant 4.000000e+00 : f8E4M3
// CHECK-NEXT:     %cst_6 = arith.constant 0.000000e+00 : f8E3M4
// CHECK-NEXT:     return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst, %cst_5, %cst_6 : f16, bf16, f8E4M3FN, f8E5M2, f64, tf32, f8E4M3, f8E3M4
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_vectors() -> (vector<2xf32>, tensor<3xf16>) {
// CHECK-NEXT:     %cst = arith.constant dense<[5.000000e-01, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-1.000000e+00, 2.000000e+00, -3.000000e+00]> : tensor<3xf16>
// CHECK-NEXT:     return %cst, %cst_0 : vector<2xf32>, tensor<3xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf(%arg0: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.cmpf false, %arg0, %cst : f32
// CHECK-NEXT:     return %true, %false, %true, %true, %false, %true, %0, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wide_floats() -> (f80, f128, i128, f128) {
// CHECK-NEXT:     %cst = arith.constant 0x40484EA15B273B38A122658000000000 : f128
// CHECK-NEXT:     %cst_0 = arith.constant 1.00000000000000001590289110975991805E+100 : f128
// CHECK-NEXT:     %cst_1 = arith.constant 0.150000000000000008327 : f80
// CHECK-NEXT:     %cst_2 = arith.constant 3.33333333333333338634297036586639335E+99 : f128
// CHECK-NEXT:     %0 = arith.fptosi %cst_0 : f128 to i128
// CHECK-NEXT:     return %cst_1, %cst_2, %0, %cst : f80, f128, i128, f128
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
