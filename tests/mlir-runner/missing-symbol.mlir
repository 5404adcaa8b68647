// A call to a function no library defines is reported before running.
// RUN: not strata-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// CHECK: JIT session error: Symbols not found: [ no_such_function ]

module {
  llvm.func @no_such_function(i64)
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @no_such_function(%0) : (i64) -> ()
    llvm.return
  }
}
