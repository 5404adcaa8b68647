; RUN: strata-translate --import-llvm %s | FileCheck %s

define void @matrices(<6 x float> %a, <12 x float> %b, ptr %p, i64 %s) {
  %1 = call <8 x float> @llvm.matrix.multiply.v8f32.v6f32.v12f32(<6 x float> %a, <12 x float> %b, i32 2, i32 3, i32 4)
  %2 = call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %a, i32 2, i32 3)
  %3 = call <6 x double> @llvm.matrix.column.major.load.v6f64.i64(ptr align 8 %p, i64 %s, i1 false, i32 2, i32 3)
  call void @llvm.matrix.column.major.store.v6f64.i64(<6 x double> %3, ptr align 8 %p, i64 %s, i1 true, i32 2, i32 3)
  %4 = call { double, i32 } @llvm.frexp.f64.i32(double 1.5)
  %5 = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> <float 1.0, float 2.0>)
  ret void
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @matrices(%arg0: vector<6xf32>, %arg1: vector<12xf32>, %arg2: !llvm.ptr, %arg3: i64) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(false) : i1
; CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
; CHECK-NEXT:     %5 = llvm.mlir.constant(1.500000e+00 : f64) : f64
; CHECK-NEXT:     %6 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
; CHECK-NEXT:     %7 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
; CHECK-NEXT:     %8 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
; CHECK-NEXT:     %9 = llvm.intr.matrix.column.major.load %arg2, <stride = %arg3> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf64> from !llvm.ptr stride i64
; CHECK-NEXT:     llvm.intr.matrix.column.major.store %9, %arg2, <stride = %arg3> {columns = 3 : i32, isVolatile = true, rows = 2 : i32} : vector<6xf64> to !llvm.ptr stride i64
; CHECK-NEXT:     %10 = llvm.intr.frexp(%5) : (f64) -> !llvm.struct<(f64, i32)>
; CHECK-NEXT:     %11 = llvm.intr.frexp(%6) : (vector<2xf32>) -> !llvm.struct<(vector<2xf32>, vector<2xi32>)>
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
