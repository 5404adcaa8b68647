// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(apply-pdl-patterns{file=%S/Inputs/commute.pdl.mlir}))' | FileCheck %s
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(apply-pdl-patterns{file=%S/Inputs/missing.pdl.mlir})' 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(apply-pdl-patterns{file=%S/Inputs/native.pdl.mlir})' 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(apply-pdl-patterns)' 2>&1 | FileCheck %s --check-prefix=NOFILE

// The PDL patterns of a file, converted to pdl_interp and compiled once,
// applied greedily with the folding of canonicalize's driver.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = "test.const"() : () -> i32
// CHECK-NEXT:    %[[M:.*]] = "test.mul"(%[[C]], %arg0) : (i32, i32) -> i32
// The first neg stays: an unregistered op may have side effects.
// CHECK-NEXT:    "test.neg"(%[[M]])
// CHECK-NEXT:    %[[N:.*]] = "test.mul"(%[[C]], %[[M]]) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[N]] : i32
func.func @f(%x: i32) -> i32 {
  %c = "test.const"() : () -> i32
  %0 = "test.mul"(%x, %c) : (i32, i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  %3 = "test.mul"(%2, %c) : (i32, i32) -> i32
  return %3 : i32
}

// MISSING: error: cannot open pattern file '{{.*}}missing.pdl.mlir'
// NATIVE: error: the patterns of '{{.*}}native.pdl.mlir' call native functions nothing registers: constraint 'isInteresting', rewrite 'rewriteIt'
// NOFILE: error: apply-pdl-patterns needs a pattern file (file=<path>)
