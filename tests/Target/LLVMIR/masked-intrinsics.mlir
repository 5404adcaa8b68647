// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// The masked memory intrinsics: the `alignment` of a load, store, gather or
// scatter aligns its pointer argument, a load or gather without a
// pass-through value passes poison, a nontemporal load gets
// `!nontemporal`; and the active lane mask.

llvm.func @masked(%p: !llvm.ptr, %ps: vector<2x!llvm.ptr>, %m: vector<2xi1>, %v: vector<2xi64>) -> vector<2xi64> {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 8 : i32, nontemporal} : (!llvm.ptr, vector<2xi1>, vector<2xi64>) -> vector<2xi64>
  %1 = llvm.intr.masked.load %p, %m {alignment = 16 : i32} : (!llvm.ptr, vector<2xi1>) -> vector<2xi64>
  llvm.intr.masked.store %1, %p, %m {alignment = 4 : i32} : vector<2xi64>, vector<2xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ps, %m {alignment = 2 : i32} : (vector<2x!llvm.ptr>, vector<2xi1>) -> vector<2xi64>
  llvm.intr.masked.scatter %2, %ps, %m {alignment = 1 : i32} : vector<2xi64>, vector<2xi1> into vector<2x!llvm.ptr>
  %3 = "llvm.intr.masked.expandload"(%p, %m, %0) : (!llvm.ptr, vector<2xi1>, vector<2xi64>) -> vector<2xi64>
  "llvm.intr.masked.compressstore"(%3, %p, %m) : (vector<2xi64>, !llvm.ptr, vector<2xi1>) -> ()
  llvm.return %3 : vector<2xi64>
}

llvm.func @lanes(%base: i32, %n: i32) -> vector<[4]xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i32, i32 to vector<[4]xi1>
  llvm.return %0 : vector<[4]xi1>
}

llvm.func @volatile_matrix(%p: !llvm.ptr, %s: i32) -> vector<4xf64> {
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %s> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xf64> from !llvm.ptr stride i32
  llvm.intr.matrix.column.major.store %0, %p, <stride = %s> {columns = 2 : i32, isVolatile = 0 : i1, rows = 2 : i32} : vector<4xf64> to !llvm.ptr stride i32
  llvm.return %0 : vector<4xf64>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define <2 x i64> @masked(ptr %0, <2 x ptr> %1, <2 x i1> %2, <2 x i64> %3) {
// CHECK-NEXT:   %5 = call <2 x i64> @llvm.masked.load.v2i64.p0(ptr align 8 %0, <2 x i1> %2, <2 x i64> %3), !nontemporal !1
// CHECK-NEXT:   %6 = call <2 x i64> @llvm.masked.load.v2i64.p0(ptr align 16 %0, <2 x i1> %2, <2 x i64> poison)
// CHECK-NEXT:   call void @llvm.masked.store.v2i64.p0(<2 x i64> %6, ptr align 4 %0, <2 x i1> %2)
// CHECK-NEXT:   %7 = call <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr> align 2 %1, <2 x i1> %2, <2 x i64> poison)
// CHECK-NEXT:   call void @llvm.masked.scatter.v2i64.v2p0(<2 x i64> %7, <2 x ptr> align 1 %1, <2 x i1> %2)
// CHECK-NEXT:   %8 = call <2 x i64> @llvm.masked.expandload.v2i64(ptr %0, <2 x i1> %2, <2 x i64> %5)
// CHECK-NEXT:   call void @llvm.masked.compressstore.v2i64(<2 x i64> %8, ptr %0, <2 x i1> %2)
// CHECK-NEXT:   ret <2 x i64> %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <vscale x 4 x i1> @lanes(i32 %0, i32 %1) {
// CHECK-NEXT:   %3 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %0, i32 %1)
// CHECK-NEXT:   ret <vscale x 4 x i1> %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <4 x double> @volatile_matrix(ptr %0, i32 %1) {
// CHECK-NEXT:   %3 = call <4 x double> @llvm.matrix.column.major.load.v4f64.i32(ptr align 8 %0, i32 %1, i1 true, i32 2, i32 2)
// CHECK-NEXT:   call void @llvm.matrix.column.major.store.v4f64.i32(<4 x double> %3, ptr align 8 %0, i32 %1, i1 false, i32 2, i32 2)
// CHECK-NEXT:   ret <4 x double> %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <2 x i64> @llvm.masked.load.v2i64.p0(ptr captures(none), <2 x i1>, <2 x i64>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.masked.store.v2i64.p0(<2 x i64>, ptr captures(none), <2 x i1>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
// CHECK-NEXT: declare <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr>, <2 x i1>, <2 x i64>) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
// CHECK-NEXT: declare void @llvm.masked.scatter.v2i64.v2p0(<2 x i64>, <2 x ptr>, <2 x i1>) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
// CHECK-NEXT: declare <2 x i64> @llvm.masked.expandload.v2i64(ptr captures(none), <2 x i1>, <2 x i64>) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.masked.compressstore.v2i64(<2 x i64>, ptr captures(none), <2 x i1>) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32, i32) #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <4 x double> @llvm.matrix.column.major.load.v4f64.i32(ptr captures(none), i32, i1 immarg, i32 immarg, i32 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.matrix.column.major.store.v4f64.i32(<4 x double>, ptr writeonly captures(none), i32, i1 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }
// CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i32 1}
