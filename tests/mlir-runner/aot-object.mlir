// Ahead-of-time compilation: --emit-object writes a relocatable object
// file that the system C compiler links into an executable.
// RUN: strata-runner %s --emit-object=%t.o
// RUN: cc %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// CHECK: fib(20) = 6765, 2.500000
// CHECK-NEXT: exit code from the JIT: 0

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("fib(%d) = %ld, %f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @done("exit code from the JIT: 0\00") {addr_space = 0 : i32}
  llvm.func @puts(!llvm.ptr) -> i32

  llvm.func @fib(%n: i32) -> i64 {
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %lt = llvm.icmp "slt" %n, %c2 : i32
    llvm.cond_br %lt, ^small, ^rec
  ^small:
    %r = llvm.sext %n : i32 to i64
    llvm.return %r : i64
  ^rec:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.sub %n, %c1 : i32
    %b = llvm.sub %n, %c2 : i32
    %fa = llvm.call @fib(%a) : (i32) -> i64
    %fb = llvm.call @fib(%b) : (i32) -> i64
    %s = llvm.add %fa, %fb : i64
    llvm.return %s : i64
  }

  llvm.func @main() -> i32 {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %n = llvm.mlir.constant(20 : i32) : i32
    %v = llvm.call @fib(%n) : (i32) -> i64
    %x = llvm.mlir.constant(2.5 : f64) : f64
    %0 = llvm.call @printf(%f, %n, %v, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, f64) -> i32
    %d = llvm.mlir.addressof @done : !llvm.ptr
    %1 = llvm.call @puts(%d) : (!llvm.ptr) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
