// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Integer reductions, with and without accumulators.
func.func @int_reductions(%v: vector<6xi16>, %acc: i16) -> (i16, i16, i16, i16, i16, i16) {
  %0 = vector.reduction <mul>, %v, %acc : vector<6xi16> into i16
  %1 = vector.reduction <and>, %v : vector<6xi16> into i16
  %2 = vector.reduction <or>, %v, %acc : vector<6xi16> into i16
  %3 = vector.reduction <minsi>, %v, %acc : vector<6xi16> into i16
  %4 = vector.reduction <maxui>, %v, %acc : vector<6xi16> into i16
  %5 = vector.reduction <add>, %v : vector<6xi16> into i16
  return %0, %1, %2, %3, %4, %5 : i16, i16, i16, i16, i16, i16
}

// -----

// Float reductions: ordered sums and products start from the accumulator
// or the neutral element; min/max combine the accumulator afterwards.
func.func @float_reductions(%v: vector<3xf64>, %acc: f64) -> (f64, f64, f64, f64, f64, f64) {
  %0 = vector.reduction <add>, %v, %acc : vector<3xf64> into f64
  %1 = vector.reduction <mul>, %v : vector<3xf64> into f64
  %2 = vector.reduction <maxnumf>, %v : vector<3xf64> into f64
  %3 = vector.reduction <minimumf>, %v, %acc : vector<3xf64> into f64
  %4 = vector.reduction <maximumf>, %v, %acc fastmath<nnan,ninf> : vector<3xf64> into f64
  %5 = vector.reduction <minnumf>, %v, %acc : vector<3xf64> into f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}

// -----

// fma on 1-D vectors is llvm.intr.fmuladd; n-D ones are unrolled.
func.func @fmas(%a: vector<8xf16>, %b: vector<3x2xf32>) -> (vector<8xf16>, vector<3x2xf32>) {
  %0 = vector.fma %a, %a, %a : vector<8xf16>
  %1 = vector.fma %b, %b, %b : vector<3x2xf32>
  return %0, %1 : vector<8xf16>, vector<3x2xf32>
}

// -----

// bitcast of 1-D vectors.
func.func @bitcasts(%a: vector<2xi64>, %b: vector<4xf16>) -> (vector<4xf32>, vector<2xi32>) {
  %0 = vector.bitcast %a : vector<2xi64> to vector<4xf32>
  %1 = vector.bitcast %b : vector<4xf16> to vector<2xi32>
  return %0, %1 : vector<4xf32>, vector<2xi32>
}

// -----

// Masks and step become constants and comparisons.
func.func @masks(%n: index) -> (vector<6xi1>, vector<3xi1>, vector<6xindex>) {
  %0 = vector.create_mask %n : vector<6xi1>
  %1 = vector.constant_mask [2] : vector<3xi1>
  %2 = vector.step : vector<6xindex>
  return %0, %1, %2 : vector<6xi1>, vector<3xi1>, vector<6xindex>
}

// CHECK: module {
// CHECK-NEXT:   func.func @int_reductions(%arg0: vector<6xi16>, %arg1: i16) -> (i16, i16, i16, i16, i16, i16) {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     %1 = llvm.mul %arg1, %0 : i16
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     %3 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     %4 = llvm.or %arg1, %3 : i16
// CHECK-NEXT:     %5 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     %6 = llvm.icmp "sle" %arg1, %5 : i16
// CHECK-NEXT:     %7 = llvm.select %6, %arg1, %5 : i1, i16
// CHECK-NEXT:     %8 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     %9 = llvm.icmp "uge" %arg1, %8 : i16
// CHECK-NEXT:     %10 = llvm.select %9, %arg1, %8 : i1, i16
// CHECK-NEXT:     %11 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<6xi16>) -> i16
// CHECK-NEXT:     return %1, %2, %4, %7, %10, %11 : i16, i16, i16, i16, i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @float_reductions(%arg0: vector<3xf64>, %arg1: f64) -> (f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<3xf64>) -> f64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.fmul"(%1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<3xf64>) -> f64
// CHECK-NEXT:     %3 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<3xf64>) -> f64
// CHECK-NEXT:     %4 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<3xf64>) -> f64
// CHECK-NEXT:     %5 = llvm.intr.minimum(%4, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:     %6 = llvm.intr.vector.reduce.fmaximum(%arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<3xf64>) -> f64
// CHECK-NEXT:     %7 = llvm.intr.maximum(%6, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:     %8 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<3xf64>) -> f64
// CHECK-NEXT:     %9 = llvm.intr.minnum(%8, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:     return %0, %2, %3, %5, %7, %9 : f64, f64, f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fmas(%arg0: vector<8xf16>, %arg1: vector<3x2xf32>) -> (vector<8xf16>, vector<3x2xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %2 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<8xf16>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %6 = llvm.intr.fmuladd(%3, %4, %5) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %1[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %8 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %9 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %10 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %11 = llvm.intr.fmuladd(%8, %9, %10) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %7[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %13 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %14 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %15 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %16 = llvm.intr.fmuladd(%13, %14, %15) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %12[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     return %2, %18 : vector<8xf16>, vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bitcasts(%arg0: vector<2xi64>, %arg1: vector<4xf16>) -> (vector<4xf32>, vector<2xi32>) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : vector<2xi64> to vector<4xf32>
// CHECK-NEXT:     %1 = llvm.bitcast %arg1 : vector<4xf16> to vector<2xi32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masks(%arg0: index) -> (vector<6xi1>, vector<3xi1>, vector<6xindex>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xindex>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[0, 1, 2, 3, 4, 5]> : vector<6xi32>
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<6xi32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %0, %1[%2 : i32] : vector<6xi32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0, 0, 0] : vector<6xi32> 
// CHECK-NEXT:     %5 = arith.cmpi sgt, %4, %cst_1 : vector<6xi32>
// CHECK-NEXT:     return %5, %cst_0, %cst : vector<6xi1>, vector<3xi1>, vector<6xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
