// RUN: strata-opt %s -convert-math-to-libm | FileCheck %s
// CONFORMANCE: pipeline=-convert-math-to-libm
// CONFORMANCE: pipeline=-convert-math-to-libm -canonicalize

// Ops on vectors are unrolled element by element into a zero vector;
// f16 and bf16 are computed in f32.
func.func @vec(%a: vector<2x2xf64>, %b: vector<2x2xf64>) -> vector<2x2xf64> {
  %r = math.atan2 %a, %b : vector<2x2xf64>
  return %r : vector<2x2xf64>
}

func.func @half(%h: f16, %b: bf16) -> (f16, bf16) {
  %x = math.exp %h : f16
  %y = math.cbrt %b : bf16
  return %x, %y : f16, bf16
}

func.func @half_vec(%v: vector<3xf16>) -> vector<3xf16> {
  %r = math.tan %v : vector<3xf16>
  return %r : vector<3xf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func @vec(%arg0: vector<2x2xf64>, %arg1: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK-NEXT:     %0 = vector.extract %arg0[0, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %1 = vector.extract %arg1[0, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %2 = call @atan2(%0, %1) : (f64, f64) -> f64
// CHECK-NEXT:     %3 = vector.insert %2, %cst [0, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT:     %4 = vector.extract %arg0[0, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %5 = vector.extract %arg1[0, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %6 = call @atan2(%4, %5) : (f64, f64) -> f64
// CHECK-NEXT:     %7 = vector.insert %6, %3 [0, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT:     %8 = vector.extract %arg0[1, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %9 = vector.extract %arg1[1, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %10 = call @atan2(%8, %9) : (f64, f64) -> f64
// CHECK-NEXT:     %11 = vector.insert %10, %7 [1, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT:     %12 = vector.extract %arg0[1, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %13 = vector.extract %arg1[1, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT:     %14 = call @atan2(%12, %13) : (f64, f64) -> f64
// CHECK-NEXT:     %15 = vector.insert %14, %11 [1, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT:     return %15 : vector<2x2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @half(%arg0: f16, %arg1: bf16) -> (f16, bf16) {
// CHECK-NEXT:     %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:     %1 = call @expf(%0) : (f32) -> f32
// CHECK-NEXT:     %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT:     %3 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT:     %4 = call @cbrtf(%3) : (f32) -> f32
// CHECK-NEXT:     %5 = arith.truncf %4 : f32 to bf16
// CHECK-NEXT:     return %2, %5 : f16, bf16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @half_vec(%arg0: vector<3xf16>) -> vector<3xf16> {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3xf16>
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f16 from vector<3xf16>
// CHECK-NEXT:     %1 = arith.extf %0 : f16 to f32
// CHECK-NEXT:     %2 = call @tanf(%1) : (f32) -> f32
// CHECK-NEXT:     %3 = arith.truncf %2 : f32 to f16
// CHECK-NEXT:     %4 = vector.insert %3, %cst [0] : f16 into vector<3xf16>
// CHECK-NEXT:     %5 = vector.extract %arg0[1] : f16 from vector<3xf16>
// CHECK-NEXT:     %6 = arith.extf %5 : f16 to f32
// CHECK-NEXT:     %7 = call @tanf(%6) : (f32) -> f32
// CHECK-NEXT:     %8 = arith.truncf %7 : f32 to f16
// CHECK-NEXT:     %9 = vector.insert %8, %4 [1] : f16 into vector<3xf16>
// CHECK-NEXT:     %10 = vector.extract %arg0[2] : f16 from vector<3xf16>
// CHECK-NEXT:     %11 = arith.extf %10 : f16 to f32
// CHECK-NEXT:     %12 = call @tanf(%11) : (f32) -> f32
// CHECK-NEXT:     %13 = arith.truncf %12 : f32 to f16
// CHECK-NEXT:     %14 = vector.insert %13, %9 [2] : f16 into vector<3xf16>
// CHECK-NEXT:     return %14 : vector<3xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
