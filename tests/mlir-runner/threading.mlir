// Functions are compiled on worker threads by default and on one thread
// with --mlir-disable-threading; the program behaves the same either way,
// and the first diagnostic in the module's order is the one reported.
// RUN: strata-runner %s -e main --entry-point-result=i64 | FileCheck %s
// RUN: strata-runner %s -e main --entry-point-result=i64 --mlir-disable-threading | FileCheck %s
// RUN: strata-runner %s -e main --entry-point-result=i64 -O3 | FileCheck %s
// RUN: sed -e '/FIRST$/s/1 : i8) : i8/1.0 : f128) : f128/' -e '/SECOND$/s/1 : i8) : i8/1.0 : f80) : f80/' %s > %t.bad.mlir
// RUN: not strata-runner %t.bad.mlir -e main --entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not strata-runner %t.bad.mlir -e main --entry-point-result=i64 --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=ERR
// RUNNER: -e main --entry-point-result=i64

// CHECK: 25
// ERR: :[[@LINE+16]]:10): error: {{.*}}f128
// ERR-NOT: f80
// ERR: could not compile the module

module {
  llvm.func @f1(%x: i64) -> i64 {
    %c = llvm.mlir.constant(1 : i64) : i64
    %r = llvm.add %x, %c : i64
    llvm.return %r : i64
  }
  llvm.func @f2(%x: i64) -> i64 {
    %r = llvm.call @f1(%x) : (i64) -> i64
    %s = llvm.add %r, %x : i64
    llvm.return %s : i64
  }
  llvm.func @g1() {
    %0 = llvm.mlir.constant(1 : i8) : i8 // FIRST
    llvm.return
  }
  llvm.func @f3(%x: i64) -> i64 {
    %r = llvm.call @f2(%x) : (i64) -> i64
    %s = llvm.mul %r, %r : i64
    llvm.return %s : i64
  }
  llvm.func @g2() {
    %0 = llvm.mlir.constant(1 : i8) : i8 // SECOND
    llvm.return
  }
  llvm.func @main() -> i64 {
    %c = llvm.mlir.constant(2 : i64) : i64
    %r = llvm.call @f3(%c) : (i64) -> i64
    llvm.return %r : i64
  }
}
