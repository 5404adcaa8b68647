// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Sparse constants are materialized densely: zeros with the values at
// their indices.

llvm.func @vector() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[1, 3], [2.5, -1.0]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

llvm.func @array() -> !llvm.array<2 x array<3 x i16>> {
  %0 = llvm.mlir.constant(sparse<[[0, 2], [1, 0]], [7, 9]> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
  llvm.return %0 : !llvm.array<2 x array<3 x i16>>
}

// CHECK-LABEL: define <4 x float> @vector()
// CHECK-NEXT:    ret <4 x float> <float 0.000000e+00, float 2.500000e+00, float 0.000000e+00, float -1.000000e+00>
// CHECK-LABEL: define [2 x [3 x i16]] @array()
// CHECK-NEXT:    ret [2 x [3 x i16]] {{\[}}[3 x i16] [i16 0, i16 0, i16 7], [3 x i16] [i16 9, i16 0, i16 0]]
