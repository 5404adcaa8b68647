// RUN: strata-opt %s --convert-math-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-math-to-llvm

// Expansions on 1-D vectors use splat constants.
func.func @f(%v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
 %0 = math.expm1 %v : vector<4xf32>
 %1 = math.rsqrt %v fastmath<fast> : vector<4xf32>
 return %0, %1 : vector<4xf32>, vector<4xf32> }

// CHECK: func.func @f(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:   %1 = llvm.intr.exp(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   %2 = llvm.fsub %1, %0 : vector<4xf32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:   %4 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   %5 = llvm.fdiv %3, %4 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT:   return %2, %5 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
