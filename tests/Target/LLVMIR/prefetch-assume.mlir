// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// llvm.intr.prefetch passes its flags as immediate arguments;
// llvm.intr.assume passes its operand bundles after the condition.

llvm.func @f(%p: !llvm.ptr, %a: i64) {
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
  %t = llvm.mlir.constant(true) : i1
  llvm.intr.assume %t ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.intr.assume %t : i1
  llvm.return
}
// CHECK: define void @f(ptr %0, i64 %1) {
// CHECK:   call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
// CHECK:   call void @llvm.prefetch.p0(ptr %0, i32 1, i32 0, i32 0)
// CHECK:   call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 %1) ]
// CHECK:   call void @llvm.assume(i1 true)
// CHECK:   ret void
// CHECK: }
// CHECK: declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #0
// CHECK: declare void @llvm.assume(i1 noundef) #1
// CHECK: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
// CHECK: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
