// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Parts of constants become arith constants; parts of `create` are its
// operands, and `create` of the parts of one value is that value.
func.func @parts(%a: f16, %b: f16, %z: complex<f16>) -> (f16, f16, f64, f64, complex<f16>) {
  %c = complex.constant [4.0, -2.0] : complex<f64>
  %0 = complex.re %c : complex<f64>
  %1 = complex.im %c : complex<f64>
  %w = complex.create %a, %b : complex<f16>
  %2 = complex.re %w : complex<f16>
  %3 = complex.im %w : complex<f16>
  %r = complex.re %z : complex<f16>
  %i = complex.im %z : complex<f16>
  %4 = complex.create %r, %i : complex<f16>
  return %2, %3, %0, %1, %4 : f16, f16, f64, f64, complex<f16>
}

// Only the parts of one value recombine.
func.func @parts_of_two(%z: complex<f32>, %w: complex<f32>) -> complex<f32> {
  %r = complex.re %z : complex<f32>
  %i = complex.im %w : complex<f32>
  %0 = complex.create %r, %i : complex<f32>
  return %0 : complex<f32>
}

// A part of a negated `create` is the negated operand.
func.func @neg_parts(%a: f64, %b: f64) -> (f64, f64) {
  %w = complex.create %a, %b : complex<f64>
  %n = complex.neg %w : complex<f64>
  %0 = complex.re %n : complex<f64>
  %1 = complex.im %n : complex<f64>
  return %0, %1 : f64, f64
}

// Inverse ops cancel; zero and one on the right are identities (either
// zero), not on the left.
func.func @identities(%x: complex<f32>, %y: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %s = complex.sub %x, %y : complex<f32>
  %0 = complex.add %s, %y : complex<f32>
  %1 = complex.add %y, %s : complex<f32>
  %a = complex.add %x, %y : complex<f32>
  %2 = complex.sub %a, %y : complex<f32>
  %3 = complex.add %x, %zero : complex<f32>
  %4 = complex.sub %x, %zero : complex<f32>
  %5 = complex.add %zero, %x : complex<f32>
  %6 = complex.mul %x, %one : complex<f32>
  %7 = complex.div %x, %one : complex<f32>
  %8 = complex.mul %one, %x : complex<f32>
  %n = complex.neg %x : complex<f32>
  %9 = complex.neg %n : complex<f32>
  %e = complex.exp %x : complex<f32>
  %10 = complex.log %e : complex<f32>
  %l = complex.log %y : complex<f32>
  %11 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// Arithmetic on constants is not folded.
func.func @no_constant_arithmetic() -> (complex<f32>, complex<f32>) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [3.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.mul %a, %b : complex<f32>
  %c = complex.conj %0 : complex<f32>
  %1 = complex.conj %c : complex<f32>
  return %0, %1 : complex<f32>, complex<f32>
}

// Chains of bitcasts merge: into one complex bitcast, an arith bitcast
// when neither end is complex, nothing when the ends have one type.
func.func @bitcasts(%x: complex<f32>, %f: f64, %i: i64) -> (complex<f32>, i64, f64, complex<f32>, f64) {
  %0 = complex.bitcast %x : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = complex.bitcast %f : f64 to complex<f32>
  %3 = complex.bitcast %2 : complex<f32> to i64
  %4 = complex.bitcast %i : i64 to complex<f32>
  %5 = complex.bitcast %4 : complex<f32> to f64
  %6 = arith.bitcast %f : f64 to i64
  %7 = complex.bitcast %6 : i64 to complex<f32>
  %8 = complex.bitcast %x : complex<f32> to i64
  %9 = arith.bitcast %8 : i64 to f64
  return %1, %3, %5, %7, %9 : complex<f32>, i64, f64, complex<f32>, f64
}

// CHECK: module {
// CHECK-NEXT:   func.func @parts(%arg0: f16, %arg1: f16, %arg2: complex<f16>) -> (f16, f16, f64, f64, complex<f16>) {
// CHECK-NEXT:     %cst = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:     return %arg0, %arg1, %cst, %cst_0, %arg2 : f16, f16, f64, f64, complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parts_of_two(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:     %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT:     return %2 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_parts(%arg0: f64, %arg1: f64) -> (f64, f64) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : f64
// CHECK-NEXT:     %1 = arith.negf %arg1 : f64
// CHECK-NEXT:     return %0, %1 : f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identities(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:     %cst = complex.constant [0.000000e+00 : f32, -0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_0 = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.add %cst, %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.mul %cst_0, %arg0 : complex<f32>
// CHECK-NEXT:     return %arg0, %arg0, %arg0, %arg0, %arg0, %0, %arg0, %arg0, %1, %arg0, %arg0, %arg1 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_constant_arithmetic() -> (complex<f32>, complex<f32>) {
// CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_0 = complex.constant [3.000000e+00 : f32, 1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.mul %cst, %cst_0 : complex<f32>
// CHECK-NEXT:     return %0, %0 : complex<f32>, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcasts(%arg0: complex<f32>, %arg1: f64, %arg2: i64) -> (complex<f32>, i64, f64, complex<f32>, f64) {
// CHECK-NEXT:     %0 = arith.bitcast %arg1 : f64 to i64
// CHECK-NEXT:     %1 = arith.bitcast %arg2 : i64 to f64
// CHECK-NEXT:     %2 = complex.bitcast %arg1 : f64 to complex<f32>
// CHECK-NEXT:     %3 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT:     return %arg0, %0, %1, %2, %3 : complex<f32>, i64, f64, complex<f32>, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
