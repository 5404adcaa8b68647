; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Arithmetic with flags, comparisons, casts and a call; constants go to the
; start of the entry block in first-use order, each once.
declare float @conv(i32)

define internal i32 @arith(i32 %a, i64 %b, float %f) nounwind {
  %s = add nsw nuw i32 %a, 7
  %d = sdiv exact i32 %s, 3
  %o = or disjoint i32 %d, 7
  %t = trunc nuw i64 %b to i32
  %z = zext nneg i32 %t to i64
  %m = fmul nnan ninf float %f, 2.5
  %c = call float @conv(i32 %o)
  %cmp = fcmp olt float %m, %c
  %i = icmp ugt i64 %z, %b
  %sel = select i1 %cmp, i32 %s, i32 -1
  ret i32 %sel
}

; // -----

; Memory: allocas (alignment from the data layout when not written),
; loads, stores, atomics, geps into structs and arrays.
%pair = type { i32, [4 x double] }

define double @memory(ptr %p, i64 %i) {
  %slot = alloca %pair
  %n = alloca i16, i32 4, align 2
  %e = getelementptr inbounds %pair, ptr %p, i64 %i, i32 1, i64 2
  %v = load double, ptr %e
  store volatile double %v, ptr %slot, align 16
  %old = atomicrmw add ptr %n, i16 1 seq_cst
  %x = cmpxchg weak ptr %n, i16 %old, i16 0 acquire monotonic
  %ok = extractvalue { i16, i1 } %x, 1
  fence syncscope("agent") release
  ret double %v
}

; // -----

; Vectors and aggregates.
define <4 x float> @vectors(<4 x float> %a, <4 x float> %b, { i32, float } %s) {
  %e = extractelement <4 x float> %a, i32 1
  %f = extractvalue { i32, float } %s, 1
  %g = fadd float %e, %f
  %i = insertelement <4 x float> %b, float %g, i64 0
  %sh = shufflevector <4 x float> %a, <4 x float> %i, <4 x i32> <i32 0, i32 5, i32 undef, i32 3>
  %fr = freeze <4 x float> %sh
  ret <4 x float> %fr
}

; // -----

; Intrinsics become their ops; other calls stay calls.
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.ctlz.i32(i32, i1)

define i32 @intrinsics(i32 %a, float %f) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 3)
  %b = call fast float @llvm.fabs.f32(float %f)
  %c = call i32 @llvm.ctlz.i32(i32 %m, i1 false)
  ret i32 %c
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @conv(i32) -> f32
; CHECK-NEXT:   llvm.func internal @arith(%arg0: i32, %arg1: i64, %arg2: f32) -> i32 attributes {dso_local, no_unwind} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(2.500000e+00 : f32) : f32
; CHECK-NEXT:     %3 = llvm.mlir.constant(-1 : i32) : i32
; CHECK-NEXT:     %4 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
; CHECK-NEXT:     %5 = llvm.sdiv exact %4, %1 : i32
; CHECK-NEXT:     %6 = llvm.or disjoint %5, %0 : i32
; CHECK-NEXT:     %7 = llvm.trunc %arg1 overflow<nuw> : i64 to i32
; CHECK-NEXT:     %8 = llvm.zext nneg %7 : i32 to i64
; CHECK-NEXT:     %9 = llvm.fmul %arg2, %2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
; CHECK-NEXT:     %10 = llvm.call @conv(%6) : (i32) -> f32
; CHECK-NEXT:     %11 = llvm.fcmp "olt" %9, %10 : f32
; CHECK-NEXT:     %12 = llvm.icmp "ugt" %8, %arg1 : i64
; CHECK-NEXT:     %13 = llvm.select %11, %4, %3 : i1, i32
; CHECK-NEXT:     llvm.return %13 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @memory(%arg0: !llvm.ptr, %arg1: i64) -> f64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i16) : i16
; CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i16) : i16
; CHECK-NEXT:     %5 = llvm.alloca %0 x !llvm.struct<"pair", (i32, array<4 x f64>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %6 = llvm.alloca %1 x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %7 = llvm.getelementptr inbounds %arg0[%arg1, 1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<"pair", (i32, array<4 x f64>)>
; CHECK-NEXT:     %8 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> f64
; CHECK-NEXT:     llvm.store volatile %8, %5 {alignment = 16 : i64} : f64, !llvm.ptr
; CHECK-NEXT:     %9 = llvm.atomicrmw add %6, %3 seq_cst {alignment = 2 : i64} : !llvm.ptr, i16
; CHECK-NEXT:     %10 = llvm.cmpxchg weak %6, %9, %4 acquire monotonic {alignment = 2 : i64} : !llvm.ptr, i16
; CHECK-NEXT:     %11 = llvm.extractvalue %10[1] : !llvm.struct<(i16, i1)> 
; CHECK-NEXT:     llvm.fence syncscope("agent") release
; CHECK-NEXT:     llvm.return %8 : f64
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: !llvm.struct<(i32, f32)>) -> vector<4xf32> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %2 = llvm.extractelement %arg0[%0 : i32] : vector<4xf32>
; CHECK-NEXT:     %3 = llvm.extractvalue %arg2[1] : !llvm.struct<(i32, f32)> 
; CHECK-NEXT:     %4 = llvm.fadd %2, %3 : f32
; CHECK-NEXT:     %5 = llvm.insertelement %4, %arg1[%1 : i64] : vector<4xf32>
; CHECK-NEXT:     %6 = llvm.shufflevector %arg0, %5 [0, 5, -1, 3] : vector<4xf32> 
; CHECK-NEXT:     %7 = llvm.freeze %6 : vector<4xf32>
; CHECK-NEXT:     llvm.return %7 : vector<4xf32>
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @intrinsics(%arg0: i32, %arg1: f32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %1 = llvm.intr.smax(%arg0, %0) : (i32, i32) -> i32
; CHECK-NEXT:     %2 = llvm.intr.fabs(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
; CHECK-NEXT:     %3 = "llvm.intr.ctlz"(%1) <{is_zero_poison = false}> : (i32) -> i32
; CHECK-NEXT:     llvm.return %3 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
