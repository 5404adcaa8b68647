// The entry function must exist, be defined, take no arguments and return
// what --entry-point-result says, with mlir-runner's messages.
// RUN: not strata-runner %s -e missing --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-runner %s -e declared --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-runner %s -e takes_arg --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not strata-runner %s -e returns_i32 --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not strata-runner %s -e returns_i32 --entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=I64
// RUN: not strata-runner %s -e returns_i32 2>&1 | FileCheck %s --check-prefix=F32
// RUN: not strata-runner %s -e nothing --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=I32
// RUN: strata-runner %s -e nothing --entry-point-result=void | count 0

// MISSING: Error: entry point not found
// ARGS: Error: JIT can't invoke a main function expecting arguments
// VOID: Error: expected void function
// I64: Error: only single i64 function result supported
// F32: Error: only single f32 function result supported
// I32: Error: only single i32 function result supported

module {
  llvm.func @declared()
  llvm.func @takes_arg(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func @returns_i32() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @nothing() {
    llvm.return
  }
}
