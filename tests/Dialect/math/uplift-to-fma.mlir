// RUN: strata-opt %s --split-input-file --math-uplift-to-fma | FileCheck %s
// CONFORMANCE: pipeline=--math-uplift-to-fma

// Both ops must allow contraction; the fma gets the flags they share.
func.func @uplift(%a: f32, %b: f32, %c: f32, %v: vector<2xf64>) -> (f32, f32, vector<2xf64>, f32) {
  %0 = arith.mulf %a, %b fastmath<contract,nnan> : f32
  %1 = arith.addf %c, %0 fastmath<contract,ninf,nnan> : f32
  %2 = arith.mulf %a, %c fastmath<contract> : f32
  %3 = arith.addf %2, %b : f32
  %4 = arith.mulf %v, %v fastmath<fast> : vector<2xf64>
  %5 = arith.addf %4, %v fastmath<fast> : vector<2xf64>
  %6 = arith.mulf %b, %b : f32
  %7 = arith.addf %6, %a fastmath<contract> : f32
  return %1, %3, %5, %7 : f32, f32, vector<2xf64>, f32
}

// CHECK-LABEL: func.func @uplift(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<2xf64>) -> (f32, f32, vector<2xf64>, f32) {
// CHECK-NEXT:   %0 = math.fma %arg0, %arg1, %arg2 fastmath<nnan,contract> : f32
// CHECK-NEXT:   %1 = arith.mulf %arg0, %arg2 fastmath<contract> : f32
// CHECK-NEXT:   %2 = arith.addf %1, %arg1 : f32
// CHECK-NEXT:   %3 = math.fma %arg3, %arg3, %arg3 fastmath<fast> : vector<2xf64>
// CHECK-NEXT:   %4 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:   %5 = arith.addf %4, %arg0 fastmath<contract> : f32
// CHECK-NEXT:   return %0, %2, %3, %5 : f32, f32, vector<2xf64>, f32
// CHECK-NEXT: }

// -----

// The left multiplication is taken when both operands are products; a
// product still used elsewhere stays.
func.func @two_products(%a: f16, %b: f16) -> (f16, f16) {
  %0 = arith.mulf %a, %a fastmath<contract> : f16
  %1 = arith.mulf %b, %b fastmath<contract> : f16
  %2 = arith.addf %0, %1 fastmath<contract> : f16
  return %2, %1 : f16, f16
}

// CHECK-LABEL: func.func @two_products(%arg0: f16, %arg1: f16) -> (f16, f16) {
// CHECK-NEXT:   %0 = arith.mulf %arg1, %arg1 fastmath<contract> : f16
// CHECK-NEXT:   %1 = math.fma %arg0, %arg0, %0 fastmath<contract> : f16
// CHECK-NEXT:   return %1, %0 : f16, f16
// CHECK-NEXT: }

// -----

// A multiplication without contraction on the left is not skipped over.
func.func @left_not_contractable(%a: f32, %b: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  %1 = arith.mulf %b, %b fastmath<contract> : f32
  %2 = arith.addf %0, %1 fastmath<contract> : f32
  return %2 : f32
}

// CHECK-LABEL: func.func @left_not_contractable(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:   %1 = arith.mulf %arg1, %arg1 fastmath<contract> : f32
// CHECK-NEXT:   %2 = arith.addf %0, %1 fastmath<contract> : f32
// CHECK-NEXT:   return %2 : f32
// CHECK-NEXT: }
