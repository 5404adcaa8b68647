// What the engine cannot compile is a diagnostic at the op, not a crash.
// RUN: not strata-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// CHECK: unsupported.mlir":11:10): error: type f128 is not supported by the execution engine
// CHECK-NEXT: Error: could not compile the module

module {
  llvm.func @main() {
    %n = llvm.mlir.constant(4 : i64) : i64
    %m = llvm.sitofp %n : i64 to f64
    %0 = llvm.fpext %m : f64 to f128
    llvm.return
  }
}
