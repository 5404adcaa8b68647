// Atomic read-modify-write, compare-and-exchange and fences.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

// CHECK: 10, 15, 5, 1, 0, 7

module {
  llvm.func @printI64(i64)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
    %c10 = llvm.mlir.constant(10 : i64) : i64
    llvm.store %c10, %p : i64, !llvm.ptr
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %old = llvm.atomicrmw add %p, %c5 seq_cst : !llvm.ptr, i64
    llvm.call @printI64(%old) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %old2 = llvm.atomicrmw umin %p, %c5 monotonic : !llvm.ptr, i64
    llvm.call @printI64(%old2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %r = llvm.cmpxchg %p, %c5, %c7 acq_rel monotonic : !llvm.ptr, i64
    %v = llvm.extractvalue %r[0] : !llvm.struct<(i64, i1)>
    %ok = llvm.extractvalue %r[1] : !llvm.struct<(i64, i1)>
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %oke = llvm.zext %ok : i1 to i64
    llvm.call @printI64(%oke) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.fence seq_cst
    %r2 = llvm.cmpxchg %p, %c5, %c10 acq_rel monotonic : !llvm.ptr, i64
    %ok2 = llvm.extractvalue %r2[1] : !llvm.struct<(i64, i1)>
    %oke2 = llvm.zext %ok2 : i1 to i64
    llvm.call @printI64(%oke2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %fin = llvm.load %p : !llvm.ptr -> i64
    llvm.call @printI64(%fin) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
