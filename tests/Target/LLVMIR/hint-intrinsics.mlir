// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// CONFORMANCE: translate=--mlir-to-llvmir

// Annotations, invariant groups, ssa.copy, is.constant, eh.typeid.for and
// ubsantrap.
llvm.func @misc(%v: !llvm.ptr, %s: !llvm.ptr<1>, %i: i64, %l: i32, %f: f64) -> f64 {
  "llvm.intr.var.annotation"(%v, %s, %s, %l, %s) : (!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<1>, i32, !llvm.ptr<1>) -> ()
  %0 = "llvm.intr.ptr.annotation"(%v, %s, %s, %l, %s) : (!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<1>, i32, !llvm.ptr<1>) -> !llvm.ptr
  %1 = "llvm.intr.annotation"(%i, %s, %s, %l) : (i64, !llvm.ptr<1>, !llvm.ptr<1>, i32) -> i64
  %2 = "llvm.intr.is.constant"(%f) : (f64) -> i1
  %3 = llvm.intr.launder.invariant.group %0 : !llvm.ptr
  %4 = llvm.intr.strip.invariant.group %3 : !llvm.ptr
  %5 = llvm.intr.eh.typeid.for %4 : (!llvm.ptr) -> i32
  %6 = llvm.intr.ssa.copy %f : f64
  llvm.return %6 : f64
}

llvm.func @ubsan() {
  llvm.intr.ubsantrap <{failureKind = 7 : i8}>
  llvm.unreachable
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define double @misc(ptr %0, ptr addrspace(1) %1, i64 %2, i32 %3, double %4) {
// CHECK-NEXT:   call void @llvm.var.annotation.p0.p1(ptr %0, ptr addrspace(1) %1, ptr addrspace(1) %1, i32 %3, ptr addrspace(1) %1)
// CHECK-NEXT:   %6 = call ptr @llvm.ptr.annotation.p0.p1(ptr %0, ptr addrspace(1) %1, ptr addrspace(1) %1, i32 %3, ptr addrspace(1) %1)
// CHECK-NEXT:   %7 = call i64 @llvm.annotation.i64.p1(i64 %2, ptr addrspace(1) %1, ptr addrspace(1) %1, i32 %3)
// CHECK-NEXT:   %8 = call i1 @llvm.is.constant.f64(double %4)
// CHECK-NEXT:   %9 = call ptr @llvm.launder.invariant.group.p0(ptr %6)
// CHECK-NEXT:   %10 = call ptr @llvm.strip.invariant.group.p0(ptr %9)
// CHECK-NEXT:   %11 = call i32 @llvm.eh.typeid.for.p0(ptr %10)
// CHECK-NEXT:   %12 = call double @llvm.ssa.copy.f64(double %4)
// CHECK-NEXT:   ret double %12
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @ubsan() {
// CHECK-NEXT:   call void @llvm.ubsantrap(i8 7)
// CHECK-NEXT:   unreachable
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1)) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1)) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare i64 @llvm.annotation.i64.p1(i64, ptr addrspace(1), ptr addrspace(1), i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i1 @llvm.is.constant.f64(double) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare ptr @llvm.launder.invariant.group.p0(ptr) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare ptr @llvm.strip.invariant.group.p0(ptr) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind memory(none)
// CHECK-NEXT: declare i32 @llvm.eh.typeid.for.p0(ptr) #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare double @llvm.ssa.copy.f64(double returned) #5
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.ubsantrap(i8 immarg) #6
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
// CHECK-NEXT: attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #4 = { nounwind memory(none) }
// CHECK-NEXT: attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-NEXT: attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
