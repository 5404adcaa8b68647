// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %j: i32, %p: !llvm.ptr, %n: i64, %v: vector<4xi32>) {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.sqrt(%a) : (f32) -> f32
  %2 = llvm.intr.sin(%a) : (f32) -> f32
  %3 = llvm.intr.cos(%a) : (f32) -> f32
  %4 = llvm.intr.exp(%a) : (f32) -> f32
  %5 = llvm.intr.exp2(%a) : (f32) -> f32
  %6 = llvm.intr.log(%a) : (f32) -> f32
  %7 = llvm.intr.log2(%a) : (f32) -> f32
  %8 = llvm.intr.log10(%a) : (f32) -> f32
  %9 = llvm.intr.floor(%a) : (f32) -> f32
  %10 = llvm.intr.ceil(%a) : (f32) -> f32
  %11 = llvm.intr.trunc(%a) : (f32) -> f32
  %12 = llvm.intr.rint(%a) : (f32) -> f32
  %13 = llvm.intr.nearbyint(%a) : (f32) -> f32
  %14 = llvm.intr.round(%a) : (f32) -> f32
  %15 = llvm.intr.roundeven(%a) : (f32) -> f32
  %16 = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
  %17 = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32
  %18 = llvm.intr.pow(%a, %b) : (f32, f32) -> f32
  %19 = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32
  %20 = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32
  %21 = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  %22 = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  %23 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %24 = llvm.intr.smax(%i, %j) : (i32, i32) -> i32
  %25 = llvm.intr.smin(%i, %j) : (i32, i32) -> i32
  %26 = llvm.intr.umax(%i, %j) : (i32, i32) -> i32
  %27 = llvm.intr.umin(%i, %j) : (i32, i32) -> i32
  %28 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %29 = llvm.intr.bswap(%i) : (i32) -> i32
  %30 = llvm.intr.ctpop(%i) : (i32) -> i32
  %31 = llvm.intr.fshl(%i, %j, %i) : (i32, i32, i32) -> i32
  %32 = llvm.intr.fshr(%i, %j, %i) : (i32, i32, i32) -> i32
  %33 = llvm.intr.powi(%a, %i) : (f32, i32) -> f32
  %34 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %35 = "llvm.intr.sadd.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %36 = "llvm.intr.umul.with.overflow"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b8 = llvm.trunc %i : i32 to i8
  "llvm.intr.memset"(%p, %b8, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %37 = llvm.intr.tan(%a) : (f32) -> f32
  %38 = llvm.intr.exp10(%a) : (f32) -> f32
  llvm.return
}

llvm.func @more(%a: f32, %b: f32, %i: i32, %j: i32, %p: !llvm.ptr, %c: i1, %v: vector<4xi32>, %fv: vector<4xf32>) {
  %0 = "llvm.intr.acos"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %1 = "llvm.intr.asin"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %2 = "llvm.intr.atan"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %3 = "llvm.intr.atan2"(%a, %b) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
  %4 = "llvm.intr.cosh"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %5 = "llvm.intr.sinh"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %6 = "llvm.intr.tanh"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %7 = "llvm.intr.is.fpclass"(%a) <{bit = 3 : i32}> : (f32) -> i1
  %8 = "llvm.intr.ldexp"(%a, %i) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
  %9 = "llvm.intr.sadd.sat"(%i, %j) : (i32, i32) -> i32
  %10 = "llvm.intr.uadd.sat"(%i, %j) : (i32, i32) -> i32
  %11 = "llvm.intr.ssub.sat"(%i, %j) : (i32, i32) -> i32
  %12 = "llvm.intr.usub.sat"(%i, %j) : (i32, i32) -> i32
  %13 = "llvm.intr.sshl.sat"(%i, %j) : (i32, i32) -> i32
  %14 = "llvm.intr.ushl.sat"(%i, %j) : (i32, i32) -> i32
  "llvm.intr.assume"(%c) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  %al = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  "llvm.intr.lifetime.start"(%al) : (!llvm.ptr) -> ()
  "llvm.intr.lifetime.end"(%al) : (!llvm.ptr) -> ()
  %15 = "llvm.intr.stacksave"() : () -> !llvm.ptr
  "llvm.intr.stackrestore"(%15) : (!llvm.ptr) -> ()
  %16 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %17 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi32>) -> i32
  %18 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi32>) -> i32
  %19 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi32>) -> i32
  %20 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %21 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %22 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi32>) -> i32
  %23 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %24 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
  %25 = "llvm.intr.vector.reduce.fadd"(%a, %fv) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %26 = "llvm.intr.vector.reduce.fmul"(%a, %fv) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %27 = "llvm.intr.vector.reduce.fmax"(%fv) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
  %28 = "llvm.intr.vector.reduce.fmin"(%fv) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
  %29 = "llvm.intr.vector.reduce.fmaximum"(%fv) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
  %30 = "llvm.intr.vector.reduce.fminimum"(%fv) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
  llvm.return
}

llvm.func @misc(%a: f32, %d: f64, %i: i32, %j: i32, %p: !llvm.ptr, %m: i64, %b: i1) -> i64 {
  "llvm.intr.debugtrap"() : () -> ()
  %0 = "llvm.intr.expect"(%i, %j) : (i32, i32) -> i32
  %1 = "llvm.intr.expect.with.probability"(%b, %b) <{prob = 5.000000e-01 : f64}> : (i1, i1) -> i1
  %2 = "llvm.intr.llrint"(%a) : (f32) -> i64
  %3 = "llvm.intr.llround"(%d) : (f64) -> i64
  %4 = "llvm.intr.lrint"(%a) : (f32) -> i64
  %5 = "llvm.intr.lround"(%d) : (f64) -> i32
  %6 = "llvm.intr.ptrmask"(%p, %m) : (!llvm.ptr, i64) -> !llvm.ptr
  %7 = "llvm.intr.scmp"(%i, %j) : (i32, i32) -> i8
  %8 = "llvm.intr.ucmp"(%i, %j) : (i32, i32) -> i2
  %9 = "llvm.intr.stepvector"() : () -> vector<4xi32>
  llvm.return %2 : i64
}

llvm.mlir.global internal thread_local @t(0 : i32) : i32
llvm.func @tls_address() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @t : !llvm.ptr
  %1 = "llvm.intr.threadlocal.address"(%0) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// CHECK: @t = internal thread_local global i32 0
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(float %0, float %1, float %2, i32 %3, i32 %4, ptr %5, i64 %6, <4 x i32> %7) {
// CHECK-NEXT:   %9 = call float @llvm.fabs.f32(float %0)
// CHECK-NEXT:   %10 = call float @llvm.sqrt.f32(float %0)
// CHECK-NEXT:   %11 = call float @llvm.sin.f32(float %0)
// CHECK-NEXT:   %12 = call float @llvm.cos.f32(float %0)
// CHECK-NEXT:   %13 = call float @llvm.exp.f32(float %0)
// CHECK-NEXT:   %14 = call float @llvm.exp2.f32(float %0)
// CHECK-NEXT:   %15 = call float @llvm.log.f32(float %0)
// CHECK-NEXT:   %16 = call float @llvm.log2.f32(float %0)
// CHECK-NEXT:   %17 = call float @llvm.log10.f32(float %0)
// CHECK-NEXT:   %18 = call float @llvm.floor.f32(float %0)
// CHECK-NEXT:   %19 = call float @llvm.ceil.f32(float %0)
// CHECK-NEXT:   %20 = call float @llvm.trunc.f32(float %0)
// CHECK-NEXT:   %21 = call float @llvm.rint.f32(float %0)
// CHECK-NEXT:   %22 = call float @llvm.nearbyint.f32(float %0)
// CHECK-NEXT:   %23 = call float @llvm.round.f32(float %0)
// CHECK-NEXT:   %24 = call float @llvm.roundeven.f32(float %0)
// CHECK-NEXT:   %25 = call float @llvm.fma.f32(float %0, float %1, float %2)
// CHECK-NEXT:   %26 = call float @llvm.fmuladd.f32(float %0, float %1, float %2)
// CHECK-NEXT:   %27 = call float @llvm.pow.f32(float %0, float %1)
// CHECK-NEXT:   %28 = call float @llvm.copysign.f32(float %0, float %1)
// CHECK-NEXT:   %29 = call float @llvm.minnum.f32(float %0, float %1)
// CHECK-NEXT:   %30 = call float @llvm.maxnum.f32(float %0, float %1)
// CHECK-NEXT:   %31 = call float @llvm.minimum.f32(float %0, float %1)
// CHECK-NEXT:   %32 = call float @llvm.maximum.f32(float %0, float %1)
// CHECK-NEXT:   %33 = call i32 @llvm.smax.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %34 = call i32 @llvm.smin.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %35 = call i32 @llvm.umax.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %36 = call i32 @llvm.umin.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %37 = call i32 @llvm.bitreverse.i32(i32 %3)
// CHECK-NEXT:   %38 = call i32 @llvm.bswap.i32(i32 %3)
// CHECK-NEXT:   %39 = call i32 @llvm.ctpop.i32(i32 %3)
// CHECK-NEXT:   %40 = call i32 @llvm.fshl.i32(i32 %3, i32 %4, i32 %3)
// CHECK-NEXT:   %41 = call i32 @llvm.fshr.i32(i32 %3, i32 %4, i32 %3)
// CHECK-NEXT:   %42 = call float @llvm.powi.f32.i32(float %0, i32 %3)
// CHECK-NEXT:   %43 = call i32 @llvm.cttz.i32(i32 %3, i1 true)
// CHECK-NEXT:   %44 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 %4)
// CHECK-NEXT:   %45 = call { <4 x i32>, <4 x i1> } @llvm.umul.with.overflow.v4i32(<4 x i32> %7, <4 x i32> %7)
// CHECK-NEXT:   call void @llvm.memmove.p0.p0.i64(ptr %5, ptr %5, i64 %6, i1 false)
// CHECK-NEXT:   %46 = trunc i32 %3 to i8
// CHECK-NEXT:   call void @llvm.memset.p0.i64(ptr %5, i8 %46, i64 %6, i1 true)
// CHECK-NEXT:   %47 = call float @llvm.tan.f32(float %0)
// CHECK-NEXT:   %48 = call float @llvm.exp10.f32(float %0)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @more(float %0, float %1, i32 %2, i32 %3, ptr %4, i1 %5, <4 x i32> %6, <4 x float> %7) {
// CHECK-NEXT:   %9 = call float @llvm.acos.f32(float %0)
// CHECK-NEXT:   %10 = call float @llvm.asin.f32(float %0)
// CHECK-NEXT:   %11 = call float @llvm.atan.f32(float %0)
// CHECK-NEXT:   %12 = call float @llvm.atan2.f32(float %0, float %1)
// CHECK-NEXT:   %13 = call float @llvm.cosh.f32(float %0)
// CHECK-NEXT:   %14 = call float @llvm.sinh.f32(float %0)
// CHECK-NEXT:   %15 = call float @llvm.tanh.f32(float %0)
// CHECK-NEXT:   %16 = call i1 @llvm.is.fpclass.f32(float %0, i32 3)
// CHECK-NEXT:   %17 = call float @llvm.ldexp.f32.i32(float %0, i32 %2)
// CHECK-NEXT:   %18 = call i32 @llvm.sadd.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %19 = call i32 @llvm.uadd.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %20 = call i32 @llvm.ssub.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %21 = call i32 @llvm.usub.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %22 = call i32 @llvm.sshl.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %23 = call i32 @llvm.ushl.sat.i32(i32 %2, i32 %3)
// CHECK-NEXT:   call void @llvm.assume(i1 %5)
// CHECK-NEXT:   %24 = alloca i32, align 4
// CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %24)
// CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %24)
// CHECK-NEXT:   %25 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT:   call void @llvm.stackrestore.p0(ptr %25)
// CHECK-NEXT:   %26 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %27 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %28 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %29 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %30 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %31 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %32 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %33 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %34 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %6)
// CHECK-NEXT:   %35 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %7)
// CHECK-NEXT:   %36 = call float @llvm.vector.reduce.fmul.v4f32(float %0, <4 x float> %7)
// CHECK-NEXT:   %37 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %7)
// CHECK-NEXT:   %38 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %7)
// CHECK-NEXT:   %39 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %7)
// CHECK-NEXT:   %40 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %7)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @misc(float %0, double %1, i32 %2, i32 %3, ptr %4, i64 %5, i1 %6) {
// CHECK-NEXT:   call void @llvm.debugtrap()
// CHECK-NEXT:   %8 = call i32 @llvm.expect.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %9 = call i1 @llvm.expect.with.probability.i1(i1 %6, i1 %6, double 5.000000e-01)
// CHECK-NEXT:   %10 = call i64 @llvm.llrint.i64.f32(float %0)
// CHECK-NEXT:   %11 = call i64 @llvm.llround.i64.f64(double %1)
// CHECK-NEXT:   %12 = call i64 @llvm.lrint.i64.f32(float %0)
// CHECK-NEXT:   %13 = call i32 @llvm.lround.i32.f64(double %1)
// CHECK-NEXT:   %14 = call ptr @llvm.ptrmask.p0.i64(ptr %4, i64 %5)
// CHECK-NEXT:   %15 = call i8 @llvm.scmp.i8.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %16 = call i2 @llvm.ucmp.i2.i32(i32 %2, i32 %3)
// CHECK-NEXT:   %17 = call <4 x i32> @llvm.stepvector.v4i32()
// CHECK-NEXT:   ret i64 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @tls_address() {
// CHECK-NEXT:   %1 = call ptr @llvm.threadlocal.address.p0(ptr @t)
// CHECK-NEXT:   ret ptr %1
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sin.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.cos.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp2.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log2.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log10.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.floor.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.ceil.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.trunc.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.rint.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.nearbyint.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.round.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.roundeven.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fma.f32(float, float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fmuladd.f32(float, float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.pow.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minimum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maximum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smin.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umin.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bitreverse.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bswap.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.fshl.i32(i32, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.fshr.i32(i32, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.cttz.i32(i32, i1 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { <4 x i32>, <4 x i1> } @llvm.umul.with.overflow.v4i32(<4 x i32>, <4 x i32>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.tan.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp10.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.acos.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.asin.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.atan.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.atan2.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.cosh.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sinh.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.tanh.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.ldexp.f32.i32(float, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.sadd.sat.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.uadd.sat.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ssub.sat.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.usub.sat.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.sshl.sat.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ushl.sat.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.start.p0(ptr captures(none)) #5
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.end.p0(ptr captures(none)) #5
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare ptr @llvm.stacksave.p0() #6
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.stackrestore.p0(ptr) #6
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @llvm.debugtrap() #7
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.expect.i32(i32, i32) #8
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i1 @llvm.expect.with.probability.i1(i1, i1, double immarg) #8
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.llrint.i64.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.llround.i64.f64(double) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.lrint.i64.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.lround.i32.f64(double) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare range(i8 -1, 2) i8 @llvm.scmp.i8.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare range(i2 -1, -2) i2 @llvm.ucmp.i2.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <4 x i32> @llvm.stepvector.v4i32() #8
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-NEXT: attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #6 = { nocallback nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #7 = { nounwind }
// CHECK-NEXT: attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
