// Calls to C-variadic functions with integer, pointer and f64 arguments,
// including more than fit in registers.
// RUN: strata-runner %s -e main --entry-point-result=i32 | FileCheck %s
// RUNNER: -e main --entry-point-result=i32

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt1("%d %.3f %s %ld\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @word("word\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt2("%g %g %g %g %g %g %g %g %g %g | %d %d %d %d %d %d %d\0A\00") {addr_space = 0 : i32}

  llvm.func @main() -> i32 {
    %f1 = llvm.mlir.addressof @fmt1 : !llvm.ptr
    %w = llvm.mlir.addressof @word : !llvm.ptr
    %i = llvm.mlir.constant(-12 : i32) : i32
    %d = llvm.mlir.constant(3.14159 : f64) : f64
    %l = llvm.mlir.constant(1234567890123 : i64) : i64
    %0 = llvm.call @printf(%f1, %i, %d, %w, %l) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, !llvm.ptr, i64) -> i32
    %f2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
    %a = llvm.mlir.constant(1.5 : f64) : f64
    %b = llvm.mlir.constant(7 : i32) : i32
    %1 = llvm.call @printf(%f2, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %b, %b, %b, %b, %b, %b, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i32, i32, i32, i32, i32, i32, i32) -> i32
    llvm.return %0 : i32
  }
}

// The result is printed first: printf's output stays in the C library's
// buffer until exit, as with mlir-runner.
// CHECK: 29
// CHECK-NEXT: -12 3.142 word 1234567890123
// CHECK-NEXT: 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 | 7 7 7 7 7 7 7
