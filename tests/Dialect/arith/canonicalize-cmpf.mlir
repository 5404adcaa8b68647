// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize --mlir-print-debuginfo

// Comparisons of converted integers with float constants become integer
// comparisons or constants.
func.func @signed(%i: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i8 to f32
  %c35 = arith.constant 3.5 : f32
  %cm35 = arith.constant -3.5 : f32
  %c4 = arith.constant 4.0 : f32
  %c300 = arith.constant 300.0 : f32
  %cm300 = arith.constant -300.0 : f32
  %z = arith.constant -0.0 : f32
  %0 = arith.cmpf olt, %f, %c35 : f32
  %1 = arith.cmpf ult, %f, %cm35 : f32
  %2 = arith.cmpf oeq, %f, %c35 : f32
  %3 = arith.cmpf une, %f, %c35 : f32
  %4 = arith.cmpf ogt, %f, %cm35 : f32
  %5 = arith.cmpf oge, %f, %c35 : f32
  %6 = arith.cmpf ole, %f, %cm35 : f32
  %7 = arith.cmpf ueq, %f, %c4 : f32
  %8 = arith.cmpf olt, %f, %c300 : f32
  %9 = arith.cmpf ogt, %f, %cm300 : f32
  %10 = arith.cmpf ord, %f, %c4 : f32
  %11 = arith.cmpf oge, %f, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @unsigned(%i: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %i : i8 to f32
  %c35 = arith.constant 3.5 : f32
  %cm35 = arith.constant -3.5 : f32
  %c300 = arith.constant 300.0 : f32
  %c4 = arith.constant 4.0 : f32
  %0 = arith.cmpf olt, %f, %c35 : f32
  %1 = arith.cmpf olt, %f, %cm35 : f32
  %2 = arith.cmpf uge, %f, %cm35 : f32
  %3 = arith.cmpf oge, %f, %c35 : f32
  %4 = arith.cmpf ogt, %f, %c300 : f32
  %5 = arith.cmpf une, %f, %c4 : f32
  %6 = arith.cmpf uno, %f, %c4 : f32
  %7 = arith.cmpf ole, %f, %c35 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// A 32-bit integer does not fit f32's significand: only constants far
// from the rounding region are rewritten.
func.func @lossy(%i: i32, %j: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f32
  %big = arith.constant 16777218.0 : f32
  %small = arith.constant 100.0 : f32
  %0 = arith.cmpf oeq, %f, %big : f32
  %1 = arith.cmpf oeq, %f, %small : f32
  %g = arith.sitofp %j : i64 to f16
  %inf = arith.constant 0x7C00 : f16
  %2 = arith.cmpf olt, %g, %inf : f16
  %h = arith.sitofp %i : i32 to f64
  %c = arith.constant 1.0e10 : f64
  %3 = arith.cmpf olt, %h, %c : f64
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @signed(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c3_i8 : i8
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg0, %c-3_i8 : i8
// CHECK-NEXT:     %2 = arith.cmpi sge, %arg0, %c-3_i8 : i8
// CHECK-NEXT:     %3 = arith.cmpi sgt, %arg0, %c3_i8 : i8
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg0, %c-3_i8 : i8
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c4_i8 : i8
// CHECK-NEXT:     %6 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT:     return %0, %1, %false, %true, %2, %3, %4, %5, %true, %true, %true, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %c3_i8 : i8
// CHECK-NEXT:     %1 = arith.cmpi ugt, %arg0, %c3_i8 : i8
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %c4_i8 : i8
// CHECK-NEXT:     %3 = arith.cmpi ule, %arg0, %c3_i8 : i8
// CHECK-NEXT:     return %0, %false, %true, %1, %false, %2, %false, %3 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @lossy(%arg0: i32, %arg1: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:     %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 0x4B800001 : f32
// CHECK-NEXT:     %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %1 = arith.cmpf oeq, %0, %cst_0 : f32
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c100_i32 : i32
// CHECK-NEXT:     %3 = arith.sitofp %arg1 : i64 to f16
// CHECK-NEXT:     %4 = arith.cmpf olt, %3, %cst : f16
// CHECK-NEXT:     return %1, %2, %4, %true : i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
