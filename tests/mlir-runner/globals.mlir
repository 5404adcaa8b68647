// Globals laid out in memory: string constants, dense arrays, a mutable
// counter, a struct initialized by a region holding addresses; calls to
// the C library (puts, printf, malloc, free) and indirect calls.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)

  llvm.mlir.global internal constant @hello("hello from the jit\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt("%d-%ld-%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global internal constant @pair() {addr_space = 0 : i32} : !llvm.struct<(i64, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %1 = llvm.mlir.constant(77 : i64) : i64
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i64, ptr)>
    %3 = llvm.mlir.addressof @hello : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i64, ptr)>
    llvm.return %4 : !llvm.struct<(i64, ptr)>
  }

  llvm.func @bump(%by: i64) {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %n = llvm.add %v, %by : i64
    llvm.store %n, %p : i64, !llvm.ptr
    llvm.return
  }

  llvm.func @twice(%x: i64) -> i64 {
    %r = llvm.add %x, %x : i64
    llvm.return %r : i64
  }

  llvm.func @main() {
    %h = llvm.mlir.addressof @hello : !llvm.ptr
    %0 = llvm.call @puts(%h) : (!llvm.ptr) -> i32
    // Sum the table through dynamic getelementptr indices.
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    llvm.br ^loop(%c0, %c0 : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %lt = llvm.icmp "slt" %i, %c8 : i64
    llvm.cond_br %lt, ^body, ^done
  ^body:
    %p = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    %v64 = llvm.sext %v : i32 to i64
    %acc1 = llvm.add %acc, %v64 : i64
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i1, %acc1 : i64, i64)
  ^done:
    llvm.call @printI64(%acc) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    // A mutable global.
    %c5 = llvm.mlir.constant(5 : i64) : i64
    llvm.call @bump(%c5) : (i64) -> ()
    llvm.call @bump(%c5) : (i64) -> ()
    %cp = llvm.mlir.addressof @counter : !llvm.ptr
    %cv = llvm.load %cp : !llvm.ptr -> i64
    llvm.call @printI64(%cv) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    // A struct global whose initializer holds an address.
    %pp = llvm.mlir.addressof @pair : !llvm.ptr
    %pair = llvm.load %pp : !llvm.ptr -> !llvm.struct<(i64, ptr)>
    %n = llvm.extractvalue %pair[0] : !llvm.struct<(i64, ptr)>
    %s = llvm.extractvalue %pair[1] : !llvm.struct<(i64, ptr)>
    llvm.call @printI64(%n) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %1 = llvm.call @puts(%s) : (!llvm.ptr) -> i32
    // printf with integer and string varargs.
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %big = llvm.mlir.constant(-12345678901 : i64) : i64
    %2 = llvm.call @printf(%f, %c42, %big, %h) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, !llvm.ptr) -> i32
    // Heap memory.
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %m = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    %c99 = llvm.mlir.constant(99 : i64) : i64
    %m1 = llvm.getelementptr %m[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c99, %m1 : i64, !llvm.ptr
    %r = llvm.load %m1 : !llvm.ptr -> i64
    llvm.call @free(%m) : (!llvm.ptr) -> ()
    llvm.call @printI64(%r) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    // An indirect call.
    %fp = llvm.mlir.addressof @twice : !llvm.ptr
    %tw = llvm.call %fp(%c99) : !llvm.ptr, (i64) -> i64
    llvm.call @printI64(%tw) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

// CHECK: hello from the jit
// CHECK-NEXT: 31
// CHECK-NEXT: 10
// CHECK-NEXT: 77
// CHECK-NEXT: hello from the jit
// CHECK-NEXT: 42--12345678901-hello from the jit
// CHECK-NEXT: 99, 198
