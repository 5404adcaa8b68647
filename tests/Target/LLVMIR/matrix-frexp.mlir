// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// The matrix intrinsics (the loads and stores align their pointer to the
// element type) and frexp, on scalars and vectors.
llvm.func @matrices(%a: vector<6xf32>, %b: vector<12xf32>, %p: !llvm.ptr, %s: i64, %q: !llvm.ptr, %t: i32) {
  %0 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  %1 = llvm.intr.matrix.transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
  %2 = llvm.intr.matrix.column.major.load %p, <stride = %s> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf64> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %2, %q, <stride = %s> {columns = 3 : i32, isVolatile = true, rows = 2 : i32} : vector<6xf64> to !llvm.ptr stride i64
  %3 = llvm.intr.matrix.column.major.load %p, <stride = %t> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xi16> from !llvm.ptr stride i32
  llvm.return
}

llvm.func @fractions(%x: f64, %v: vector<4xf32>) -> !llvm.struct<(f64, i32)> {
  %0 = llvm.intr.frexp(%x) : (f64) -> !llvm.struct<(f64, i32)>
  %1 = llvm.intr.frexp(%v) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xi32>)>
  llvm.return %0 : !llvm.struct<(f64, i32)>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @matrices(<6 x float> %0, <12 x float> %1, ptr %2, i64 %3, ptr %4, i32 %5) {
// CHECK-NEXT:   %7 = call <8 x float> @llvm.matrix.multiply.v8f32.v6f32.v12f32(<6 x float> %0, <12 x float> %1, i32 2, i32 3, i32 4)
// CHECK-NEXT:   %8 = call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %0, i32 2, i32 3)
// CHECK-NEXT:   %9 = call <6 x double> @llvm.matrix.column.major.load.v6f64.i64(ptr align 8 %2, i64 %3, i1 false, i32 2, i32 3)
// CHECK-NEXT:   call void @llvm.matrix.column.major.store.v6f64.i64(<6 x double> %9, ptr align 8 %4, i64 %3, i1 true, i32 2, i32 3)
// CHECK-NEXT:   %10 = call <4 x i16> @llvm.matrix.column.major.load.v4i16.i32(ptr align 2 %2, i32 %5, i1 true, i32 2, i32 2)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define { double, i32 } @fractions(double %0, <4 x float> %1) {
// CHECK-NEXT:   %3 = call { double, i32 } @llvm.frexp.f64.i32(double %0)
// CHECK-NEXT:   %4 = call { <4 x float>, <4 x i32> } @llvm.frexp.v4f32.v4i32(<4 x float> %1)
// CHECK-NEXT:   ret { double, i32 } %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <8 x float> @llvm.matrix.multiply.v8f32.v6f32.v12f32(<6 x float>, <12 x float>, i32 immarg, i32 immarg, i32 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <6 x float> @llvm.matrix.transpose.v6f32(<6 x float>, i32 immarg, i32 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <6 x double> @llvm.matrix.column.major.load.v6f64.i64(ptr captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.matrix.column.major.store.v6f64.i64(<6 x double>, ptr writeonly captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <4 x i16> @llvm.matrix.column.major.load.v4i16.i32(ptr captures(none), i32, i1 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { double, i32 } @llvm.frexp.f64.i32(double) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { <4 x float>, <4 x i32> } @llvm.frexp.v4f32.v4i32(<4 x float>) #3
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
