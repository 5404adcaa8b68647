// Loops through branches with block arguments, recursion, switch, and the
// entry-point result kinds.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: strata-runner %s -O0 -e main --entry-point-result=void | FileCheck %s
// RUN: strata-runner %s --O3 -e main --entry-point-result=void | FileCheck %s
// RUN: strata-runner %s -e answer --entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: strata-runner %s -e big --entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: strata-runner %s -e half | FileCheck %s --check-prefix=F32
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()

  // sum(1..n) with a loop carried in block arguments.
  llvm.func @sum(%n: i64) -> i64 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%c1, %c0 : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %done = llvm.icmp "sgt" %i, %n : i64
    llvm.cond_br %done, ^exit(%acc : i64), ^body
  ^body:
    %next = llvm.add %acc, %i : i64
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i1, %next : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @fact(%n: i64) -> i64 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %le = llvm.icmp "sle" %n, %c1 : i64
    llvm.cond_br %le, ^base, ^rec
  ^base:
    llvm.return %c1 : i64
  ^rec:
    %m = llvm.sub %n, %c1 : i64
    %f = llvm.call @fact(%m) : (i64) -> i64
    %r = llvm.mul %n, %f : i64
    llvm.return %r : i64
  }

  llvm.func @classify(%x: i32) -> i64 {
    llvm.switch %x : i32, ^default [
      0: ^zero,
      7: ^seven(%x : i32),
      -3: ^minus
    ]
  ^zero:
    %a = llvm.mlir.constant(100 : i64) : i64
    llvm.return %a : i64
  ^seven(%v: i32):
    %b = llvm.sext %v : i32 to i64
    llvm.return %b : i64
  ^minus:
    %c = llvm.mlir.constant(-300 : i64) : i64
    llvm.return %c : i64
  ^default:
    %d = llvm.mlir.constant(-1 : i64) : i64
    llvm.return %d : i64
  }

  llvm.func @main() {
    %c10 = llvm.mlir.constant(10 : i64) : i64
    %s = llvm.call @sum(%c10) : (i64) -> i64
    llvm.call @printI64(%s) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %c20 = llvm.mlir.constant(20 : i64) : i64
    %f = llvm.call @fact(%c20) : (i64) -> i64
    llvm.call @printI64(%f) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %km3 = llvm.mlir.constant(-3 : i32) : i32
    %k5 = llvm.mlir.constant(5 : i32) : i32
    %r0 = llvm.call @classify(%k0) : (i32) -> i64
    llvm.call @printI64(%r0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %r7 = llvm.call @classify(%k7) : (i32) -> i64
    llvm.call @printI64(%r7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %r3 = llvm.call @classify(%km3) : (i32) -> i64
    llvm.call @printI64(%r3) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %r5 = llvm.call @classify(%k5) : (i32) -> i64
    llvm.call @printI64(%r5) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @answer() -> i32 {
    %a = llvm.mlir.constant(6 : i32) : i32
    %b = llvm.mlir.constant(7 : i32) : i32
    %r = llvm.mul %a, %b : i32
    llvm.return %r : i32
  }

  llvm.func @big() -> i64 {
    %a = llvm.mlir.constant(-9000000000 : i64) : i64
    llvm.return %a : i64
  }

  llvm.func @half() -> f32 {
    %a = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %b = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %r = llvm.fdiv %a, %b : f32
    llvm.return %r : f32
  }
}

// CHECK: 55
// CHECK-NEXT: 2432902008176640000
// CHECK-NEXT: 100, 7, -300, -1

// I32: 42
// I64: -9000000000
// F32: 5.000000e-01
