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
