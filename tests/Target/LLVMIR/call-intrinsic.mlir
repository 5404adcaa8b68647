// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Calls of intrinsics by name: the overload suffix comes from the call's
// types, whatever suffix the name carries; declarations get the
// intrinsic's attributes.

llvm.func @by_name(%a: f32, %p: !llvm.ptr, %i: i32, %v: vector<4xf32>) -> f32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.call_intrinsic "llvm.round"(%a) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
  %1 = llvm.call_intrinsic "llvm.round.f64"(%a) : (f32) -> f32
  %2 = llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%v, %v, %c) : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  %3 = llvm.call_intrinsic "llvm.riscv.sha256sig0"(%i) : (i32 {llvm.signext}) -> (i32)
  %4 = llvm.call_intrinsic "llvm.aarch64.ldxr"(%p) : (!llvm.ptr {llvm.elementtype = i8}) -> i64
  %5 = llvm.call_intrinsic "llvm.smax"(%i, %i) : (i32, i32) -> i32
  %6 = llvm.call_intrinsic "llvm.fma"(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return %0 : f32
}

llvm.func @memory(%p: !llvm.ptr<1>, %n: i32) {
  %f = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy"(%p, %p, %n, %f) : (!llvm.ptr<1>, !llvm.ptr<1>, i32, i1) -> ()
  %b = llvm.mlir.constant(0 : i8) : i8
  llvm.call_intrinsic "llvm.memset.p0.i64"(%p, %b, %n, %f) : (!llvm.ptr<1>, i8, i32, i1) -> ()
  %s = llvm.call_intrinsic "llvm.stacksave"() : () -> !llvm.ptr
  llvm.call_intrinsic "llvm.stackrestore"(%s) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @integers(%n: i32, %w: vector<2xi64>) -> i64 {
  %t = llvm.mlir.constant(true) : i1
  %0 = llvm.call_intrinsic "llvm.abs"(%n, %t) : (i32, i1) -> i32
  %1 = llvm.call_intrinsic "llvm.ctlz"(%w, %t) : (vector<2xi64>, i1) -> vector<2xi64>
  %2 = llvm.call_intrinsic "llvm.expect"(%n, %n) : (i32, i32) -> i32
  %3 = llvm.call_intrinsic "llvm.fshl"(%n, %n, %n) : (i32, i32, i32) -> i32
  %x = llvm.mlir.constant(1.0 : f64) : f64
  %4 = llvm.call_intrinsic "llvm.powi"(%x, %n) : (f64, i32) -> f64
  %5 = llvm.call_intrinsic "llvm.vscale"() : () -> i64
  llvm.call_intrinsic "llvm.assume"(%t) : (i1) -> ()
  llvm.call_intrinsic "llvm.trap"() : () -> ()
  llvm.return %5 : i64
}

llvm.func @frame() {
  %0 = llvm.mlir.constant(1 : i8) : i8
  %1 = llvm.alloca %0 x f32 : (i8) -> !llvm.ptr
  llvm.call_intrinsic "llvm.lifetime.start"(%1) : (!llvm.ptr) -> ()
  llvm.call_intrinsic "llvm.localescape"(%1, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call_intrinsic "llvm.lifetime.end"(%1) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define float @by_name(float %0, ptr %1, i32 %2, <4 x float> %3) {
// CHECK-NEXT:   %5 = call nnan ninf float @llvm.round.f32(float %0)
// CHECK-NEXT:   %6 = call float @llvm.round.f32(float %0)
// CHECK-NEXT:   %7 = call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %3, <4 x float> %3, i32 1)
// CHECK-NEXT:   %8 = call i32 @llvm.riscv.sha256sig0(i32 signext %2)
// CHECK-NEXT:   %9 = call i64 @llvm.aarch64.ldxr.p0(ptr elementtype(i8) %1)
// CHECK-NEXT:   %10 = call i32 @llvm.smax.i32(i32 %2, i32 %2)
// CHECK-NEXT:   %11 = call <4 x float> @llvm.fma.v4f32(<4 x float> %3, <4 x float> %3, <4 x float> %3)
// CHECK-NEXT:   ret float %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @memory(ptr addrspace(1) %0, i32 %1) {
// CHECK-NEXT:   call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) %0, ptr addrspace(1) %0, i32 %1, i1 false)
// CHECK-NEXT:   call void @llvm.memset.p1.i32(ptr addrspace(1) %0, i8 0, i32 %1, i1 false)
// CHECK-NEXT:   %3 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT:   call void @llvm.stackrestore.p0(ptr %3)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @integers(i32 %0, <2 x i64> %1) {
// CHECK-NEXT:   %3 = call i32 @llvm.abs.i32(i32 %0, i1 true)
// CHECK-NEXT:   %4 = call <2 x i64> @llvm.ctlz.v2i64(<2 x i64> %1, i1 true)
// CHECK-NEXT:   %5 = call i32 @llvm.expect.i32(i32 %0, i32 %0)
// CHECK-NEXT:   %6 = call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %0)
// CHECK-NEXT:   %7 = call double @llvm.powi.f64.i32(double 1.000000e+00, i32 %0)
// CHECK-NEXT:   %8 = call i64 @llvm.vscale.i64()
// CHECK-NEXT:   call void @llvm.assume(i1 true)
// CHECK-NEXT:   call void @llvm.trap()
// CHECK-NEXT:   ret i64 %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @frame() {
// CHECK-NEXT:   %1 = alloca float, i8 1, align 4
// CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
// CHECK-NEXT:   call void (...) @llvm.localescape(ptr %1, ptr %1)
// CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.round.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.riscv.sha256sig0(i32) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nofree nounwind willreturn
// CHECK-NEXT: declare i64 @llvm.aarch64.ldxr.p0(ptr) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i32, i1 immarg) #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.memset.p1.i32(ptr addrspace(1) writeonly captures(none), i8, i32, i1 immarg) #5
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare ptr @llvm.stacksave.p0() #6
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.stackrestore.p0(ptr) #6
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.abs.i32(i32, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <2 x i64> @llvm.ctlz.v2i64(<2 x i64>, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.expect.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.fshl.i32(i32, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.powi.f64.i32(double, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i64 @llvm.vscale.i64() #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #7
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.trap() #8
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.start.p0(ptr captures(none)) #9
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.localescape(...) #6
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.end.p0(ptr captures(none)) #9
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #3 = { nofree nounwind willreturn }
// CHECK-NEXT: attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #6 = { nocallback nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-NEXT: attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
// CHECK-NEXT: attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
