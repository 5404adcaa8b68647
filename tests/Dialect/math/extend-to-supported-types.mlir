// RUN: strata-opt %s --split-input-file --math-extend-to-supported-types="extra-types=bf16 target-type=f64" | FileCheck %s
// CONFORMANCE: pipeline="--math-extend-to-supported-types=extra-types=bf16 target-type=f64"

// Math on f16 and f8 types is computed in f64; bf16, f32 and f64 are
// supported, fma is kept, and each converted value is extended once.
func.func @math(%h: f16, %b: bf16, %q: f8E4M3FN, %n: i32) -> (f16, bf16, f8E4M3FN, i1, f16, f16) {
  %0 = math.log %h fastmath<afn> : f16
  %1 = math.sqrt %b : bf16
  %2 = math.cos %q : f8E4M3FN
  %3 = math.isinf %h : f16
  %4 = math.fpowi %0, %n : f16, i32
  %5 = math.fma %h, %h, %0 : f16
  %6 = math.copysign %h, %4 : f16
  return %6, %1, %2, %3, %4, %5 : f16, bf16, f8E4M3FN, i1, f16, f16
}

// CHECK-LABEL: func.func @math(%arg0: f16, %arg1: bf16, %arg2: f8E4M3FN, %arg3: i32) -> (f16, bf16, f8E4M3FN, i1, f16, f16) {
// CHECK-NEXT:   %0 = arith.extf %arg2 fastmath<contract> : f8E4M3FN to f64
// CHECK-NEXT:   %1 = arith.extf %arg0 fastmath<contract> : f16 to f64
// CHECK-NEXT:   %2 = math.log %1 fastmath<afn> : f64
// CHECK-NEXT:   %3 = arith.truncf %2 fastmath<contract> : f64 to f16
// CHECK-NEXT:   %4 = arith.extf %3 fastmath<contract> : f16 to f64
// CHECK-NEXT:   %5 = math.sqrt %arg1 : bf16
// CHECK-NEXT:   %6 = math.cos %0 : f64
// CHECK-NEXT:   %7 = arith.truncf %6 fastmath<contract> : f64 to f8E4M3FN
// CHECK-NEXT:   %8 = math.isinf %1 : f64
// CHECK-NEXT:   %9 = math.fpowi %4, %arg3 : f64, i32
// CHECK-NEXT:   %10 = arith.truncf %9 fastmath<contract> : f64 to f16
// CHECK-NEXT:   %11 = arith.extf %10 fastmath<contract> : f16 to f64
// CHECK-NEXT:   %12 = math.fma %arg0, %arg0, %3 : f16
// CHECK-NEXT:   %13 = math.copysign %1, %11 : f64
// CHECK-NEXT:   %14 = arith.truncf %13 fastmath<contract> : f64 to f16
// CHECK-NEXT:   return %14, %5, %7, %8, %10, %12 : f16, bf16, f8E4M3FN, i1, f16, f16
// CHECK-NEXT: }

// -----

func.func @shaped_and_nested(%v: vector<4xf16>, %c: i1, %t: tensor<2xf8E5M2>) -> (vector<4xf16>, tensor<2xf8E5M2>) {
  %0 = scf.if %c -> vector<4xf16> {
    %s = math.erf %v : vector<4xf16>
    scf.yield %s : vector<4xf16>
  } else {
    scf.yield %v : vector<4xf16>
  }
  %1 = math.absf %t : tensor<2xf8E5M2>
  %2:2 = math.sincos %0 : vector<4xf16>
  return %2#1, %1 : vector<4xf16>, tensor<2xf8E5M2>
}

// CHECK-LABEL: func.func @shaped_and_nested(%arg0: vector<4xf16>, %arg1: i1, %arg2: tensor<2xf8E5M2>) -> (vector<4xf16>, tensor<2xf8E5M2>) {
// CHECK-NEXT:   %0 = arith.extf %arg2 fastmath<contract> : tensor<2xf8E5M2> to tensor<2xf64>
// CHECK-NEXT:   %1 = arith.extf %arg0 fastmath<contract> : vector<4xf16> to vector<4xf64>
// CHECK-NEXT:   %2 = scf.if %arg1 -> (vector<4xf16>) {
// CHECK-NEXT:     %8 = math.erf %1 : vector<4xf64>
// CHECK-NEXT:     %9 = arith.truncf %8 fastmath<contract> : vector<4xf64> to vector<4xf16>
// CHECK-NEXT:     scf.yield %9 : vector<4xf16>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg0 : vector<4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   %3 = arith.extf %2 fastmath<contract> : vector<4xf16> to vector<4xf64>
// CHECK-NEXT:   %4 = math.absf %0 : tensor<2xf64>
// CHECK-NEXT:   %5 = arith.truncf %4 fastmath<contract> : tensor<2xf64> to tensor<2xf8E5M2>
// CHECK-NEXT:   %sin, %cos = math.sincos %3 : vector<4xf64>
// CHECK-NEXT:   %6 = arith.truncf %sin fastmath<contract> : vector<4xf64> to vector<4xf16>
// CHECK-NEXT:   %7 = arith.truncf %cos fastmath<contract> : vector<4xf64> to vector<4xf16>
// CHECK-NEXT:   return %7, %5 : vector<4xf16>, tensor<2xf8E5M2>
// CHECK-NEXT: }
