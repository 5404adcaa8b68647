// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @use_i(i64)
llvm.func @use_f(f64)
llvm.func @use_any(!llvm.ptr, ...)

llvm.func @scalars(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(42 : i64) : i64
  %1 = llvm.mlir.constant(-1 : i64) : i64
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(false) : i1
  %4 = llvm.mlir.constant(-128 : i8) : i8
  %5 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %6 = llvm.mlir.constant(3 : index) : i64
  %7 = llvm.mlir.constant(0.5 : f64) : f64
  %8 = llvm.mlir.constant(0.1 : f64) : f64
  %9 = llvm.mlir.constant(-0.0 : f64) : f64
  %10 = llvm.mlir.constant(1.0e10 : f64) : f64
  %11 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  %12 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  %13 = llvm.mlir.constant(3.0e-320 : f64) : f64
  %14 = llvm.mlir.constant(0.1 : f32) : f32
  %15 = llvm.mlir.constant(2.5 : f16) : f16
  %16 = llvm.mlir.constant(2.5 : bf16) : bf16
  %17 = llvm.mlir.constant(0.3 : f128) : f128
  %18 = llvm.mlir.constant(0.3 : f80) : f80
  %19 = llvm.mlir.constant(123456789.0 : f64) : f64
  %20 = llvm.mlir.constant(1.5e-5 : f32) : f32
  llvm.call @use_i(%0) : (i64) -> ()
  llvm.call @use_i(%1) : (i64) -> ()
  llvm.call @use_i(%6) : (i64) -> ()
  llvm.call @use_f(%7) : (f64) -> ()
  llvm.call @use_f(%8) : (f64) -> ()
  llvm.call @use_f(%9) : (f64) -> ()
  llvm.call @use_f(%10) : (f64) -> ()
  llvm.call @use_f(%11) : (f64) -> ()
  llvm.call @use_f(%12) : (f64) -> ()
  llvm.call @use_f(%13) : (f64) -> ()
  llvm.call @use_f(%19) : (f64) -> ()
  llvm.call @use_any(%p, %2, %3, %4, %5, %14, %15, %16, %17, %18, %20) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, i1, i1, i8, i128, f32, f16, bf16, f128, f80, f32) -> ()
  llvm.return
}

llvm.func @aggregates(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %1 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %2 = llvm.mlir.constant(dense<0.0> : vector<2xf64>) : vector<2xf64>
  %3 = llvm.mlir.constant(dense<[1.5, 2.0]> : vector<2xf32>) : vector<2xf32>
  %4 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
  %5 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
  %6 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  %7 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
  %8 = llvm.mlir.zero : !llvm.ptr
  %9 = llvm.mlir.undef : vector<4xi32>
  %10 = llvm.mlir.poison : !llvm.array<3 x f32>
  %11 = llvm.mlir.constant(dense<0> : tensor<3xi8>) : !llvm.array<3 x i8>
  llvm.call @use_any(%p, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, vector<4xi32>, vector<4xi32>, vector<2xf64>, vector<2xf32>, !llvm.array<2 x array<2 x i16>>, !llvm.array<4 x i8>, vector<2xi1>, !llvm.struct<(i32, ptr)>, !llvm.ptr, vector<4xi32>, !llvm.array<3 x f32>, !llvm.array<3 x i8>) -> ()
  llvm.return
}

llvm.func @folding(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %0 = llvm.add %c1, %c2 : i32
  %1 = llvm.mul %0, %c5 : i32
  %2 = llvm.sub %c1, %1 : i32
  %3 = llvm.shl %c1, %c5 : i32
  %4 = llvm.xor %3, %2 : i32
  %5 = llvm.icmp "slt" %4, %c1 : i32
  %6 = llvm.zext %5 : i1 to i32
  %7 = llvm.select %5, %6, %x : i1, i32
  %8 = llvm.sext %c2 : i32 to i64
  %9 = llvm.trunc %8 : i64 to i32
  %10 = llvm.add %7, %9 : i32
  %u = llvm.mlir.undef : i32
  %11 = llvm.add %10, %u : i32
  %f1 = llvm.mlir.constant(1.5 : f64) : f64
  %f2 = llvm.fadd %f1, %f1 : f64
  %f3 = llvm.fptosi %f2 : f64 to i32
  %12 = llvm.add %11, %f3 : i32
  llvm.return %12 : i32
}

llvm.func @splats(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(dense<[5]> : vector<1xi32>) : vector<1xi32>
  %1 = llvm.mlir.constant(dense<[1, 1, 1]> : vector<3xi32>) : vector<3xi32>
  %2 = llvm.mlir.constant(dense<1.0> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  llvm.call @use_any(%p, %0, %1, %2) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, vector<1xi32>, vector<3xi32>, !llvm.array<2 x array<2 x f32>>) -> ()
  llvm.return
}

// CHECK: declare void @use_i(i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @use_f(double)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @use_any(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: define void @scalars(ptr %0) {
// CHECK-NEXT:   call void @use_i(i64 42)
// CHECK-NEXT:   call void @use_i(i64 -1)
// CHECK-NEXT:   call void @use_i(i64 3)
// CHECK-NEXT:   call void @use_f(double 5.000000e-01)
// CHECK-NEXT:   call void @use_f(double 1.000000e-01)
// CHECK-NEXT:   call void @use_f(double -0.000000e+00)
// CHECK-NEXT:   call void @use_f(double 1.000000e+10)
// CHECK-NEXT:   call void @use_f(double 0x7FF8000000000000)
// CHECK-NEXT:   call void @use_f(double 0xFFF0000000000000)
// CHECK-NEXT:   call void @use_f(double 2.999970e-320)
// CHECK-NEXT:   call void @use_f(double 0x419D6F3454000000)
// CHECK-NEXT:   call void (ptr, ...) @use_any(ptr %0, i1 true, i1 false, i8 -128, i128 170141183460469231731687303715884105727, float 0x3FB99999A0000000, half 0xH4100, bfloat 0xR4020, fp128 0xL30000000000000003FFD333333333333, x86_fp80 0xK3FFD9999999999999800, float 0x3EEF751040000000)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @aggregates(ptr %0) {
// CHECK-NEXT:   call void (ptr, ...) @use_any(ptr %0, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> splat (i32 7), <2 x double> zeroinitializer, <2 x float> <float 1.500000e+00, float 2.000000e+00>, [2 x [2 x i16]] {{\[\[}}2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]], [4 x i8] c"abc\00", <2 x i1> <i1 true, i1 false>, { i32, ptr } zeroinitializer, ptr null, <4 x i32> undef, [3 x float] poison, [3 x i8] zeroinitializer)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @folding(i32 %0) {
// CHECK-NEXT:   %2 = select i1 true, i32 1, i32 %0
// CHECK-NEXT:   %3 = add i32 %2, 2
// CHECK-NEXT:   %4 = add i32 %3, undef
// CHECK-NEXT:   %5 = add i32 %4, 3
// CHECK-NEXT:   ret i32 %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @splats(ptr %0) {
// CHECK-NEXT:   call void (ptr, ...) @use_any(ptr %0, <1 x i32> splat (i32 5), <3 x i32> splat (i32 1), [2 x [2 x float]] {{\[\[}}2 x float] [float 1.000000e+00, float 1.000000e+00], [2 x float] [float 1.000000e+00, float 1.000000e+00]])
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
