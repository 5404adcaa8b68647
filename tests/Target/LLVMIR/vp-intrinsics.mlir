// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// The vector-predication intrinsics: arithmetic, reductions, selects,
// casts and memory accesses on the active lanes (mask and explicit
// vector length), their overload suffixes and declarations.

llvm.func @vp_int(%a: vector<[2]xi64>, %b: vector<[2]xi64>, %m: vector<[2]xi1>, %n: i32, %s: i64) -> i64 {
  %0 = "llvm.intr.vp.add"(%a, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %1 = "llvm.intr.vp.sub"(%0, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %2 = "llvm.intr.vp.mul"(%1, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %3 = "llvm.intr.vp.sdiv"(%2, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %4 = "llvm.intr.vp.udiv"(%3, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %5 = "llvm.intr.vp.srem"(%4, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %6 = "llvm.intr.vp.urem"(%5, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %7 = "llvm.intr.vp.ashr"(%6, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %8 = "llvm.intr.vp.lshr"(%7, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %9 = "llvm.intr.vp.shl"(%8, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %10 = "llvm.intr.vp.or"(%9, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %11 = "llvm.intr.vp.and"(%10, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %12 = "llvm.intr.vp.xor"(%11, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %13 = "llvm.intr.vp.smax"(%12, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %14 = "llvm.intr.vp.smin"(%13, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %15 = "llvm.intr.vp.umax"(%14, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %16 = "llvm.intr.vp.umin"(%15, %b, %m, %n) : (vector<[2]xi64>, vector<[2]xi64>, vector<[2]xi1>, i32) -> vector<[2]xi64>
  %17 = "llvm.intr.vp.select"(%m, %16, %a, %n) : (vector<[2]xi1>, vector<[2]xi64>, vector<[2]xi64>, i32) -> vector<[2]xi64>
  %18 = "llvm.intr.vp.merge"(%m, %17, %a, %n) : (vector<[2]xi1>, vector<[2]xi64>, vector<[2]xi64>, i32) -> vector<[2]xi64>
  %19 = "llvm.intr.vp.reduce.add"(%s, %18, %m, %n) : (i64, vector<[2]xi64>, vector<[2]xi1>, i32) -> i64
  %20 = "llvm.intr.vp.reduce.umin"(%19, %18, %m, %n) : (i64, vector<[2]xi64>, vector<[2]xi1>, i32) -> i64
  llvm.return %20 : i64
}

llvm.func @vp_float(%a: vector<4xf64>, %b: vector<4xf64>, %m: vector<4xi1>, %n: i32, %s: f64) -> f64 {
  %0 = "llvm.intr.vp.fadd"(%a, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %1 = "llvm.intr.vp.fsub"(%0, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %2 = "llvm.intr.vp.fmul"(%1, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %3 = "llvm.intr.vp.fdiv"(%2, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %4 = "llvm.intr.vp.frem"(%3, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %5 = "llvm.intr.vp.fneg"(%4, %m, %n) : (vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %6 = "llvm.intr.vp.fma"(%5, %a, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %7 = "llvm.intr.vp.fmuladd"(%6, %a, %b, %m, %n) : (vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi1>, i32) -> vector<4xf64>
  %8 = "llvm.intr.vp.reduce.fadd"(%s, %7, %m, %n) : (f64, vector<4xf64>, vector<4xi1>, i32) -> f64
  %9 = "llvm.intr.vp.reduce.fmax"(%8, %7, %m, %n) : (f64, vector<4xf64>, vector<4xi1>, i32) -> f64
  llvm.return %9 : f64
}

llvm.func @vp_casts(%i: vector<4xi16>, %f: vector<4xf32>, %p: vector<4x!llvm.ptr>, %m: vector<4xi1>, %n: i32) {
  %0 = "llvm.intr.vp.trunc"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4xi8>
  %1 = "llvm.intr.vp.zext"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4xi32>
  %2 = "llvm.intr.vp.sext"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4xi64>
  %3 = "llvm.intr.vp.uitofp"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4xf32>
  %4 = "llvm.intr.vp.sitofp"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4xf64>
  %5 = "llvm.intr.vp.fptrunc"(%f, %m, %n) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf16>
  %6 = "llvm.intr.vp.fpext"(%f, %m, %n) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf64>
  %7 = "llvm.intr.vp.fptoui"(%f, %m, %n) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi16>
  %8 = "llvm.intr.vp.fptosi"(%f, %m, %n) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  %9 = "llvm.intr.vp.ptrtoint"(%p, %m, %n) : (vector<4x!llvm.ptr>, vector<4xi1>, i32) -> vector<4xi64>
  %10 = "llvm.intr.vp.inttoptr"(%i, %m, %n) : (vector<4xi16>, vector<4xi1>, i32) -> vector<4x!llvm.ptr<1>>
  llvm.return
}

llvm.func @vp_memory(%p: !llvm.ptr<3>, %m: vector<[4]xi1>, %n: i32, %stride: i16) {
  %0 = "llvm.intr.vp.load"(%p, %m, %n) : (!llvm.ptr<3>, vector<[4]xi1>, i32) -> vector<[4]xf32>
  "llvm.intr.vp.store"(%0, %p, %m, %n) : (vector<[4]xf32>, !llvm.ptr<3>, vector<[4]xi1>, i32) -> ()
  %1 = "llvm.intr.experimental.vp.strided.load"(%p, %stride, %m, %n) : (!llvm.ptr<3>, i16, vector<[4]xi1>, i32) -> vector<[4]xf32>
  "llvm.intr.experimental.vp.strided.store"(%1, %p, %stride, %m, %n) : (vector<[4]xf32>, !llvm.ptr<3>, i16, vector<[4]xi1>, i32) -> ()
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @vp_int(<vscale x 2 x i64> %0, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3, i64 %4) {
// CHECK-NEXT:   %6 = call <vscale x 2 x i64> @llvm.vp.add.nxv2i64(<vscale x 2 x i64> %0, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %7 = call <vscale x 2 x i64> @llvm.vp.sub.nxv2i64(<vscale x 2 x i64> %6, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %8 = call <vscale x 2 x i64> @llvm.vp.mul.nxv2i64(<vscale x 2 x i64> %7, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %9 = call <vscale x 2 x i64> @llvm.vp.sdiv.nxv2i64(<vscale x 2 x i64> %8, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %10 = call <vscale x 2 x i64> @llvm.vp.udiv.nxv2i64(<vscale x 2 x i64> %9, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %11 = call <vscale x 2 x i64> @llvm.vp.srem.nxv2i64(<vscale x 2 x i64> %10, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %12 = call <vscale x 2 x i64> @llvm.vp.urem.nxv2i64(<vscale x 2 x i64> %11, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %13 = call <vscale x 2 x i64> @llvm.vp.ashr.nxv2i64(<vscale x 2 x i64> %12, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %14 = call <vscale x 2 x i64> @llvm.vp.lshr.nxv2i64(<vscale x 2 x i64> %13, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %15 = call <vscale x 2 x i64> @llvm.vp.shl.nxv2i64(<vscale x 2 x i64> %14, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %16 = call <vscale x 2 x i64> @llvm.vp.or.nxv2i64(<vscale x 2 x i64> %15, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %17 = call <vscale x 2 x i64> @llvm.vp.and.nxv2i64(<vscale x 2 x i64> %16, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %18 = call <vscale x 2 x i64> @llvm.vp.xor.nxv2i64(<vscale x 2 x i64> %17, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %19 = call <vscale x 2 x i64> @llvm.vp.smax.nxv2i64(<vscale x 2 x i64> %18, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %20 = call <vscale x 2 x i64> @llvm.vp.smin.nxv2i64(<vscale x 2 x i64> %19, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %21 = call <vscale x 2 x i64> @llvm.vp.umax.nxv2i64(<vscale x 2 x i64> %20, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %22 = call <vscale x 2 x i64> @llvm.vp.umin.nxv2i64(<vscale x 2 x i64> %21, <vscale x 2 x i64> %1, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %23 = call <vscale x 2 x i64> @llvm.vp.select.nxv2i64(<vscale x 2 x i1> %2, <vscale x 2 x i64> %22, <vscale x 2 x i64> %0, i32 %3)
// CHECK-NEXT:   %24 = call <vscale x 2 x i64> @llvm.vp.merge.nxv2i64(<vscale x 2 x i1> %2, <vscale x 2 x i64> %23, <vscale x 2 x i64> %0, i32 %3)
// CHECK-NEXT:   %25 = call i64 @llvm.vp.reduce.add.nxv2i64(i64 %4, <vscale x 2 x i64> %24, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   %26 = call i64 @llvm.vp.reduce.umin.nxv2i64(i64 %25, <vscale x 2 x i64> %24, <vscale x 2 x i1> %2, i32 %3)
// CHECK-NEXT:   ret i64 %26
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @vp_float(<4 x double> %0, <4 x double> %1, <4 x i1> %2, i32 %3, double %4) {
// CHECK-NEXT:   %6 = call <4 x double> @llvm.vp.fadd.v4f64(<4 x double> %0, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %7 = call <4 x double> @llvm.vp.fsub.v4f64(<4 x double> %6, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %8 = call <4 x double> @llvm.vp.fmul.v4f64(<4 x double> %7, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %9 = call <4 x double> @llvm.vp.fdiv.v4f64(<4 x double> %8, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %10 = call <4 x double> @llvm.vp.frem.v4f64(<4 x double> %9, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %11 = call <4 x double> @llvm.vp.fneg.v4f64(<4 x double> %10, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %12 = call <4 x double> @llvm.vp.fma.v4f64(<4 x double> %11, <4 x double> %0, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %13 = call <4 x double> @llvm.vp.fmuladd.v4f64(<4 x double> %12, <4 x double> %0, <4 x double> %1, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %14 = call double @llvm.vp.reduce.fadd.v4f64(double %4, <4 x double> %13, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   %15 = call double @llvm.vp.reduce.fmax.v4f64(double %14, <4 x double> %13, <4 x i1> %2, i32 %3)
// CHECK-NEXT:   ret double %15
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @vp_casts(<4 x i16> %0, <4 x float> %1, <4 x ptr> %2, <4 x i1> %3, i32 %4) {
// CHECK-NEXT:   %6 = call <4 x i8> @llvm.vp.trunc.v4i8.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %7 = call <4 x i32> @llvm.vp.zext.v4i32.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %8 = call <4 x i64> @llvm.vp.sext.v4i64.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %9 = call <4 x float> @llvm.vp.uitofp.v4f32.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %10 = call <4 x double> @llvm.vp.sitofp.v4f64.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %11 = call <4 x half> @llvm.vp.fptrunc.v4f16.v4f32(<4 x float> %1, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %12 = call <4 x double> @llvm.vp.fpext.v4f64.v4f32(<4 x float> %1, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %13 = call <4 x i16> @llvm.vp.fptoui.v4i16.v4f32(<4 x float> %1, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %14 = call <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float> %1, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %15 = call <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(<4 x ptr> %2, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   %16 = call <4 x ptr addrspace(1)> @llvm.vp.inttoptr.v4p1.v4i16(<4 x i16> %0, <4 x i1> %3, i32 %4)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @vp_memory(ptr addrspace(3) %0, <vscale x 4 x i1> %1, i32 %2, i16 %3) {
// CHECK-NEXT:   %5 = call <vscale x 4 x float> @llvm.vp.load.nxv4f32.p3(ptr addrspace(3) %0, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   call void @llvm.vp.store.nxv4f32.p3(<vscale x 4 x float> %5, ptr addrspace(3) %0, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   %6 = call <vscale x 4 x float> @llvm.experimental.vp.strided.load.nxv4f32.p3.i16(ptr addrspace(3) %0, i16 %3, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   call void @llvm.experimental.vp.strided.store.nxv4f32.p3.i16(<vscale x 4 x float> %6, ptr addrspace(3) %0, i16 %3, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.add.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.sub.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.mul.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.sdiv.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.udiv.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.srem.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.urem.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.ashr.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.lshr.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.shl.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.or.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.and.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.xor.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.smax.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.smin.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.umax.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.umin.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.select.nxv2i64(<vscale x 2 x i1>, <vscale x 2 x i64>, <vscale x 2 x i64>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 2 x i64> @llvm.vp.merge.nxv2i64(<vscale x 2 x i1>, <vscale x 2 x i64>, <vscale x 2 x i64>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.vp.reduce.add.nxv2i64(i64, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.vp.reduce.umin.nxv2i64(i64, <vscale x 2 x i64>, <vscale x 2 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fadd.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fsub.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fmul.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fdiv.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.frem.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fneg.v4f64(<4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fma.v4f64(<4 x double>, <4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.vp.reduce.fadd.v4f64(double, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.vp.reduce.fmax.v4f64(double, <4 x double>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i8> @llvm.vp.trunc.v4i8.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i32> @llvm.vp.zext.v4i32.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i64> @llvm.vp.sext.v4i64.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.vp.uitofp.v4f32.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.sitofp.v4f64.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x half> @llvm.vp.fptrunc.v4f16.v4f32(<4 x float>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x double> @llvm.vp.fpext.v4f64.v4f32(<4 x float>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i16> @llvm.vp.fptoui.v4i16.v4f32(<4 x float>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(<4 x ptr>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x ptr addrspace(1)> @llvm.vp.inttoptr.v4p1.v4i16(<4 x i16>, <4 x i1>, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <vscale x 4 x float> @llvm.vp.load.nxv4f32.p3(ptr addrspace(3) captures(none), <vscale x 4 x i1>, i32) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.vp.store.nxv4f32.p3(<vscale x 4 x float>, ptr addrspace(3) captures(none), <vscale x 4 x i1>, i32) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <vscale x 4 x float> @llvm.experimental.vp.strided.load.nxv4f32.p3.i16(ptr addrspace(3) captures(none), i16, <vscale x 4 x i1>, i32) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.experimental.vp.strided.store.nxv4f32.p3.i16(<vscale x 4 x float>, ptr addrspace(3) captures(none), i16, <vscale x 4 x i1>, i32) #3
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
