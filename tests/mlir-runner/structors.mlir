// Static constructors run before the entry function, lowest priority first,
// and destructors after it.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

// CHECK: 30
// CHECK-NEXT: -1

module {
  llvm.mlir.global_ctors ctors = [@init_b, @init_a], priorities = [2 : i32, 1 : i32], data = [#llvm.zero, #llvm.zero]
  llvm.mlir.global_dtors dtors = [@bye], priorities = [0 : i32], data = [#llvm.zero]
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.mlir.global internal @x(0 : i64) {addr_space = 0 : i32} : i64
  llvm.func @init_a() {
    %p = llvm.mlir.addressof @x : !llvm.ptr
    %c = llvm.mlir.constant(10 : i64) : i64
    llvm.store %c, %p : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @init_b() {
    %p = llvm.mlir.addressof @x : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %c = llvm.mlir.constant(3 : i64) : i64
    %m = llvm.mul %v, %c : i64
    llvm.store %m, %p : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @bye() {
    %c = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @printI64(%c) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %p = llvm.mlir.addressof @x : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
