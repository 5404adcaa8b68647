// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @attrs1() attributes {passthrough = ["noinline", "nounwind", ["frame-pointer", "all"], ["target-cpu", "x86-64"]]} {
  llvm.return
}
llvm.func @attrs2() attributes {no_inline, no_unwind, will_return} {
  llvm.return
}
llvm.func @attrs3() attributes {passthrough = ["nounwind", "noinline"]} {
  llvm.return
}
llvm.func @decl_attrs() attributes {passthrough = ["noreturn", "cold"]}
llvm.func @sect() attributes {section = ".text.hot", alignment = 32 : i64, dso_local} {
  llvm.return
}
llvm.func hidden unnamed_addr @vis() {
  llvm.return
}
llvm.func @gc() attributes {garbageCollector = "shadow-stack"} {
  llvm.return
}
llvm.func @arm() attributes {no_inline, optimize_none, passthrough = [["alignstack", "16"], "mustprogress"]} {
  llvm.return
}

llvm.func @a() attributes {frame_pointer = #llvm.framePointerKind<all>, target_cpu = "x86-64", tune_cpu = "generic"} {
  llvm.return
}
llvm.func @b() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, passthrough = ["nounwind"]} {
  llvm.return
}
llvm.func @c(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw _and %p, %x acq_rel : !llvm.ptr, i32
  %1 = llvm.atomicrmw _or %p, %x acq_rel : !llvm.ptr, i32
  %2 = llvm.atomicrmw umin %p, %x monotonic : !llvm.ptr, i32
  llvm.return
}

// CHECK: ; Function Attrs: noinline nounwind
// CHECK-NEXT: define void @attrs1() #0 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline nounwind willreturn
// CHECK-NEXT: define void @attrs2() #1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline nounwind
// CHECK-NEXT: define void @attrs3() #2 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: cold noreturn
// CHECK-NEXT: declare void @decl_attrs() #3
// CHECK-EMPTY:
// CHECK-NEXT: define dso_local void @sect() section ".text.hot" align 32 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define hidden void @vis() unnamed_addr {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @gc() gc "shadow-stack" {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: mustprogress noinline optnone alignstack(16)
// CHECK-NEXT: define void @arm() #4 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @a() #5 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: define void @b() #6 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @c(ptr %0, i32 %1) {
// CHECK-NEXT:   %3 = atomicrmw and ptr %0, i32 %1 acq_rel, align 4
// CHECK-NEXT:   %4 = atomicrmw or ptr %0, i32 %1 acq_rel, align 4
// CHECK-NEXT:   %5 = atomicrmw umin ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { noinline nounwind "frame-pointer"="all" "target-cpu"="x86-64" }
// CHECK-NEXT: attributes #1 = { noinline nounwind willreturn }
// CHECK-NEXT: attributes #2 = { noinline nounwind }
// CHECK-NEXT: attributes #3 = { cold noreturn }
// CHECK-NEXT: attributes #4 = { mustprogress noinline optnone alignstack=16 }
// CHECK-NEXT: attributes #5 = { "frame-pointer"="all" "target-cpu"="x86-64" "tune-cpu"="generic" }
// CHECK-NEXT: attributes #6 = { nounwind "frame-pointer"="non-leaf" }
