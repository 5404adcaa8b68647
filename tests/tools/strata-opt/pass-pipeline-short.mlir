// RUN: strata-opt -p 'builtin.module(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: strata-opt -p='builtin.module(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: strata-opt --p='builtin.module(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// The last of `-p` and `--pass-pipeline` wins, as with mlir-opt.
// RUN: strata-opt --pass-pipeline='builtin.module(cse)' -p 'builtin.module(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: strata-opt -p 'builtin.module(canonicalize)' --pass-pipeline='builtin.module(cse)' %s | FileCheck %s --check-prefix=CSE
// RUN: not strata-opt -p 'builtin.module(canonicalize' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt -p canonicalize %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt -p= %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt -p 'builtin.module(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt -p 'builtin.module(canonicalize)' --canonicalize %s 2>&1 | FileCheck %s --check-prefix=BOTH

func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// CANON-LABEL: func.func @f()
// CANON-NEXT:    %c2_i32 = arith.constant 2 : i32
// CANON-NEXT:    return %c2_i32 : i32

// CSE-LABEL: func.func @f()
// CSE-NEXT:    %c1_i32 = arith.constant 1 : i32
// CSE-NEXT:    %0 = arith.addi %c1_i32, %c1_i32 : i32
// CSE-NEXT:    return %0 : i32

// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// UNKNOWN: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
