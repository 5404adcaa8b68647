// RUN: strata-opt %s --split-input-file --math-sincos-fusion | FileCheck %s
// CONFORMANCE: pipeline=--math-sincos-fusion

// A sin and a cos of the same value and flags in one block become one
// sincos, where the first of them was.
func.func @fuse(%x: f64, %y: vector<2xf32>) -> (f64, f64, vector<2xf32>, vector<2xf32>) {
  %c = math.cos %y fastmath<afn> : vector<2xf32>
  %0 = math.sin %x : f64
  %1 = arith.addf %0, %0 : f64
  %2 = math.cos %x : f64
  %s = math.sin %y fastmath<afn> : vector<2xf32>
  return %1, %2, %s, %c : f64, f64, vector<2xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @fuse(%arg0: f64, %arg1: vector<2xf32>) -> (f64, f64, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT:   %sin, %cos = math.sincos %arg1 fastmath<afn> : vector<2xf32>
// CHECK-NEXT:   %sin_0, %cos_1 = math.sincos %arg0 : f64
// CHECK-NEXT:   %0 = arith.addf %sin_0, %sin_0 : f64
// CHECK-NEXT:   return %0, %cos_1, %sin, %cos : f64, f64, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }

// -----

// Different flags or operands do not fuse; each sin takes the first
// matching cos.
func.func @no_fuse(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32) {
  %0 = math.sin %x fastmath<nnan> : f32
  %1 = math.cos %x : f32
  %2 = math.sin %y : f32
  %3 = math.cos %x fastmath<nnan> : f32
  %4 = math.sin %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @no_fuse(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %sin, %cos = math.sincos %arg0 fastmath<nnan> : f32
// CHECK-NEXT:   %sin_0, %cos_1 = math.sincos %arg0 : f32
// CHECK-NEXT:   %0 = math.sin %arg1 : f32
// CHECK-NEXT:   return %sin, %cos_1, %0, %cos, %sin_0 : f32, f32, f32, f32, f32
// CHECK-NEXT: }

// -----

func.func @other_block(%x: f32, %c: i1) -> (f32, f32) {
  %0 = math.sin %x : f32
  cf.cond_br %c, ^a, ^b
^a:
  %1 = math.cos %x : f32
  return %0, %1 : f32, f32
^b:
  return %0, %0 : f32, f32
}

// CHECK-LABEL: func.func @other_block(%arg0: f32, %arg1: i1) -> (f32, f32) {
// CHECK-NEXT:   %0 = math.sin %arg0 : f32
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = math.cos %arg0 : f32
// CHECK-NEXT:   return %0, %1 : f32, f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
