// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @atomics(%p: !llvm.ptr, %v: i32, %w: i32) -> i32 {
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %2 = llvm.atomicrmw volatile xchg %p, %w monotonic : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %v, %w acq_rel monotonic : !llvm.ptr, i32
  %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, i1)>
  llvm.fence acquire
  llvm.fence syncscope("agent") release
  %5 = llvm.add %0, %1 : i32
  %6 = llvm.add %5, %2 : i32
  %7 = llvm.add %6, %4 : i32
  llvm.return %7 : i32
}

llvm.func @scoped(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr) -> i32 {
  %0 = llvm.atomicrmw volatile xchg %p, %q syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %1 = llvm.atomicrmw fadd %p, %f acq_rel : !llvm.ptr, f32
  %2 = llvm.atomicrmw _and %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  %4 = llvm.cmpxchg weak volatile %p, %q, %q syncscope("agent") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %5 = llvm.load %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %i, %p atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return %5 : i32
}

llvm.func @variadic(%a: i32, ...) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %l = llvm.alloca %c x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  %l2 = llvm.alloca %c x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  llvm.intr.vastart %l : !llvm.ptr
  llvm.intr.vacopy %l to %l2 : !llvm.ptr, !llvm.ptr
  %0 = llvm.va_arg %l : (!llvm.ptr) -> i32
  llvm.intr.vaend %l2 : !llvm.ptr
  llvm.intr.vaend %l : !llvm.ptr
  llvm.return %0 : i32
}

// CHECK: define i32 @atomics(ptr %0, i32 %1, i32 %2) {
// CHECK-NEXT:   %4 = load atomic i32, ptr %0 acquire, align 4
// CHECK-NEXT:   store atomic i32 %1, ptr %0 release, align 4
// CHECK-NEXT:   %5 = atomicrmw add ptr %0, i32 %1 seq_cst, align 4
// CHECK-NEXT:   %6 = atomicrmw volatile xchg ptr %0, i32 %2 monotonic, align 4
// CHECK-NEXT:   %7 = cmpxchg ptr %0, i32 %1, i32 %2 acq_rel monotonic, align 4
// CHECK-NEXT:   %8 = extractvalue { i32, i1 } %7, 0
// CHECK-NEXT:   fence acquire
// CHECK-NEXT:   fence syncscope("agent") release
// CHECK-NEXT:   %9 = add i32 %4, %5
// CHECK-NEXT:   %10 = add i32 %9, %6
// CHECK-NEXT:   %11 = add i32 %10, %8
// CHECK-NEXT:   ret i32 %11
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @scoped(ptr %0, i32 %1, float %2, ptr %3) {
// CHECK-NEXT:   %5 = atomicrmw volatile xchg ptr %0, ptr %3 syncscope("agent") seq_cst, align 8
// CHECK-NEXT:   %6 = atomicrmw fadd ptr %0, float %2 acq_rel, align 4
// CHECK-NEXT:   %7 = atomicrmw and ptr %0, i32 %1 release, align 4
// CHECK-NEXT:   %8 = atomicrmw or ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %9 = cmpxchg weak volatile ptr %0, ptr %3, ptr %3 syncscope("agent") seq_cst seq_cst, align 8
// CHECK-NEXT:   %10 = load atomic i32, ptr %0 syncscope("agent") acquire, align 4
// CHECK-NEXT:   store atomic i32 %1, ptr %0 syncscope("agent") release, align 4
// CHECK-NEXT:   ret i32 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @variadic(i32 %0, ...) {
// CHECK-NEXT:   %2 = alloca [24 x i8], align 1
// CHECK-NEXT:   %3 = alloca [24 x i8], align 1
// CHECK-NEXT:   call void @llvm.va_start.p0(ptr %2)
// CHECK-NEXT:   call void @llvm.va_copy.p0(ptr %3, ptr %2)
// CHECK-NEXT:   %4 = va_arg ptr %2, i32
// CHECK-NEXT:   call void @llvm.va_end.p0(ptr %3)
// CHECK-NEXT:   call void @llvm.va_end.p0(ptr %2)
// CHECK-NEXT:   ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.va_start.p0(ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.va_copy.p0(ptr, ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.va_end.p0(ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn }
