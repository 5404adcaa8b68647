// RUN: strata-opt %s --split-input-file --convert-math-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-math-to-llvm

// sincos returns both results through a struct.
func.func @sincos(%x: f64, %v: vector<4xf32>) -> (f64, f64, vector<4xf32>, vector<4xf32>) {
  %s, %c = math.sincos %x fastmath<afn> : f64
  %vs, %vc = math.sincos %v : vector<4xf32>
  return %s, %c, %vs, %vc : f64, f64, vector<4xf32>, vector<4xf32>
}

// -----

// The expansions of n-D vectors go row by row.
func.func @nd(%v: vector<2x2xf32>) -> (vector<2x2xf32>, vector<2x2xf32>) {
  %0 = math.expm1 %v fastmath<fast> : vector<2x2xf32>
  %1 = math.rsqrt %v : vector<2x2xf32>
  return %0, %1 : vector<2x2xf32>, vector<2x2xf32>
}

// -----

// Ops on float types LLVM lacks stay.
func.func @small(%x: f8E4M3FN) -> (f8E4M3FN, f8E4M3FN, i1) {
  %0 = math.sqrt %x : f8E4M3FN
  %1 = math.log1p %x : f8E4M3FN
  %2 = math.isnan %x : f8E4M3FN
  return %0, %1, %2 : f8E4M3FN, f8E4M3FN, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @sincos(%arg0: f64, %arg1: vector<4xf32>) -> (f64, f64, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)> 
// CHECK-NEXT:     %3 = llvm.intr.sincos(%arg1) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>)> 
// CHECK-NEXT:     return %1, %2, %4, %5 : f64, f64, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nd(%arg0: vector<2x2xf32>) -> (vector<2x2xf32>, vector<2x2xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:     %4 = llvm.intr.exp(%2) {fastmathFlags = #llvm.fastmath<fast>} : (vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %5 = llvm.fsub %4, %3 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:     %9 = llvm.intr.exp(%7) {fastmathFlags = #llvm.fastmath<fast>} : (vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %10 = llvm.fsub %9, %8 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %6[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %13 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %14 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:     %16 = llvm.intr.sqrt(%14) : (vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %17 = llvm.fdiv %15, %16 : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %13[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %19 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %20 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:     %21 = llvm.intr.sqrt(%19) : (vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:     %22 = llvm.fdiv %20, %21 : vector<2xf32>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %18[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     return %12, %24 : vector<2x2xf32>, vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @small(%arg0: f8E4M3FN) -> (f8E4M3FN, f8E4M3FN, i1) {
// CHECK-NEXT:     %0 = math.sqrt %arg0 : f8E4M3FN
// CHECK-NEXT:     %1 = math.log1p %arg0 : f8E4M3FN
// CHECK-NEXT:     %2 = math.isnan %arg0 : f8E4M3FN
// CHECK-NEXT:     return %0, %1, %2 : f8E4M3FN, f8E4M3FN, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
