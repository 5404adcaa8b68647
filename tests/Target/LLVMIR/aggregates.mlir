// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %x: f32) -> !llvm.struct<(i32, array<2 x f32>)> {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.fadd %0, %x : f32
  %2 = llvm.insertvalue %1, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.insertvalue %x, %3[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %5 = llvm.extractvalue %4[1] : !llvm.struct<(i32, array<2 x f32>)>
  %6 = llvm.insertvalue %5, %2[1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %6 : !llvm.struct<(i32, array<2 x f32>)>
}

llvm.func @vectors(%v: vector<4xf32>, %w: vector<4xf32>, %i: i32, %x: f32) -> vector<8xf32> {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.fadd %0, %x : f32
  %2 = llvm.insertelement %1, %w[%i : i32] : vector<4xf32>
  %3 = llvm.shufflevector %v, %2 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
  %4 = llvm.shufflevector %3, %3 [7, -1, 0, 3, 1, 1, 2, 0] : vector<8xf32>
  %5 = llvm.shufflevector %v, %v [0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
  %6 = llvm.fadd %4, %5 : vector<8xf32>
  llvm.return %6 : vector<8xf32>
}

// CHECK: define { i32, [2 x float] } @aggregates({ i32, [2 x float] } %0, float %1) {
// CHECK-NEXT:   %3 = extractvalue { i32, [2 x float] } %0, 1, 0
// CHECK-NEXT:   %4 = fadd float %3, %1
// CHECK-NEXT:   %5 = insertvalue { i32, [2 x float] } %0, float %4, 1, 1
// CHECK-NEXT:   %6 = insertvalue { i32, [2 x float] } undef, float %1, 1, 0
// CHECK-NEXT:   %7 = extractvalue { i32, [2 x float] } %6, 1
// CHECK-NEXT:   %8 = insertvalue { i32, [2 x float] } %5, [2 x float] %7, 1
// CHECK-NEXT:   ret { i32, [2 x float] } %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <8 x float> @vectors(<4 x float> %0, <4 x float> %1, i32 %2, float %3) {
// CHECK-NEXT:   %5 = extractelement <4 x float> %0, i32 %2
// CHECK-NEXT:   %6 = fadd float %5, %3
// CHECK-NEXT:   %7 = insertelement <4 x float> %1, float %6, i32 %2
// CHECK-NEXT:   %8 = shufflevector <4 x float> %0, <4 x float> %7, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
// CHECK-NEXT:   %9 = shufflevector <8 x float> %8, <8 x float> %8, <8 x i32> <i32 7, i32 poison, i32 0, i32 3, i32 1, i32 1, i32 2, i32 0>
// CHECK-NEXT:   %10 = shufflevector <4 x float> %0, <4 x float> %0, <8 x i32> zeroinitializer
// CHECK-NEXT:   %11 = fadd <8 x float> %9, %10
// CHECK-NEXT:   ret <8 x float> %11
// CHECK-NEXT: }
