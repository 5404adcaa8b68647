// RUN: strata-opt %s --split-input-file --arith-emulate-unsupported-floats="source-types=bf16,f8E5M2 target-type=f32" | FileCheck %s
// CONFORMANCE: pipeline="--arith-emulate-unsupported-floats=source-types=bf16,f8E5M2 target-type=f32"

// Arithmetic on bf16 and f8E5M2 is done in f32; casts, constants and
// selects keep their types, and each converted value is extended once.
func.func @arith(%x: bf16, %y: bf16, %c: i1) -> (bf16, i1, bf16, i32) {
  %k = arith.constant 2.5 : bf16
  %0 = arith.mulf %x, %k fastmath<reassoc> : bf16
  %1 = arith.subf %0, %y : bf16
  %2 = arith.cmpf oge, %1, %x : bf16
  %3 = arith.select %c, %1, %y : bf16
  %4 = arith.divf %3, %x : bf16
  %5 = arith.fptoui %4 : bf16 to i32
  %6 = arith.extf %4 : bf16 to f64
  return %4, %2, %3, %5 : bf16, i1, bf16, i32
}

// CHECK-LABEL: func.func @arith(%arg0: bf16, %arg1: bf16, %arg2: i1) -> (bf16, i1, bf16, i32) {
// CHECK-NEXT:   %0 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %1 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %cst = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT:   %2 = arith.extf %cst fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %3 = arith.mulf %1, %2 fastmath<reassoc> : f32
// CHECK-NEXT:   %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT:   %5 = arith.extf %4 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %6 = arith.subf %5, %0 : f32
// CHECK-NEXT:   %7 = arith.truncf %6 fastmath<contract> : f32 to bf16
// CHECK-NEXT:   %8 = arith.extf %7 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %9 = arith.cmpf oge, %8, %1 : f32
// CHECK-NEXT:   %10 = arith.select %arg2, %7, %arg1 : bf16
// CHECK-NEXT:   %11 = arith.extf %10 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %12 = arith.divf %11, %1 : f32
// CHECK-NEXT:   %13 = arith.truncf %12 fastmath<contract> : f32 to bf16
// CHECK-NEXT:   %14 = arith.extf %13 fastmath<contract> : bf16 to f32
// CHECK-NEXT:   %15 = arith.fptoui %14 : f32 to i32
// CHECK-NEXT:   %16 = arith.extf %13 : bf16 to f64
// CHECK-NEXT:   return %13, %9, %10, %15 : bf16, i1, bf16, i32
// CHECK-NEXT: }

// -----

func.func @shaped(%v: vector<2xf8E5M2>, %t: tensor<3xbf16>, %i: vector<2xi8>) -> (vector<2xf8E5M2>, tensor<3xbf16>, vector<2xf8E5M2>) {
  %0 = arith.negf %v : vector<2xf8E5M2>
  %1 = arith.maximumf %t, %t : tensor<3xbf16>
  %2 = arith.uitofp %i : vector<2xi8> to vector<2xf8E5M2>
  %3 = arith.addf %0, %2 : vector<2xf8E5M2>
  return %3, %1, %0 : vector<2xf8E5M2>, tensor<3xbf16>, vector<2xf8E5M2>
}

// CHECK-LABEL: func.func @shaped(%arg0: vector<2xf8E5M2>, %arg1: tensor<3xbf16>, %arg2: vector<2xi8>) -> (vector<2xf8E5M2>, tensor<3xbf16>, vector<2xf8E5M2>) {
// CHECK-NEXT:   %0 = arith.extf %arg0 fastmath<contract> : vector<2xf8E5M2> to vector<2xf32>
// CHECK-NEXT:   %1 = arith.negf %0 : vector<2xf32>
// CHECK-NEXT:   %2 = arith.truncf %1 fastmath<contract> : vector<2xf32> to vector<2xf8E5M2>
// CHECK-NEXT:   %3 = arith.extf %2 fastmath<contract> : vector<2xf8E5M2> to vector<2xf32>
// CHECK-NEXT:   %4 = arith.uitofp %arg2 : vector<2xi8> to vector<2xf32>
// CHECK-NEXT:   %5 = arith.truncf %4 fastmath<contract> : vector<2xf32> to vector<2xf8E5M2>
// CHECK-NEXT:   %6 = arith.extf %5 fastmath<contract> : vector<2xf8E5M2> to vector<2xf32>
// CHECK-NEXT:   %7 = arith.addf %3, %6 : vector<2xf32>
// CHECK-NEXT:   %8 = arith.truncf %7 fastmath<contract> : vector<2xf32> to vector<2xf8E5M2>
// CHECK-NEXT:   return %8, %arg1, %2 : vector<2xf8E5M2>, tensor<3xbf16>, vector<2xf8E5M2>
// CHECK-NEXT: }

// -----

// Other types and dialects are left alone.
func.func @untouched(%x: f16, %b: bf16) -> (f16, bf16) {
  %0 = arith.addf %x, %x : f16
  %1 = math.exp %b : bf16
  return %0, %1 : f16, bf16
}

// CHECK-LABEL: func.func @untouched(%arg0: f16, %arg1: bf16) -> (f16, bf16) {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg0 : f16
// CHECK-NEXT:   %1 = math.exp %arg1 : bf16
// CHECK-NEXT:   return %0, %1 : f16, bf16
// CHECK-NEXT: }
