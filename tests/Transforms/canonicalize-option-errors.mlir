// RUN: not strata-opt %s --canonicalize=max-iterations=abc 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-opt %s --canonicalize=bogus=1 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not strata-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize{top-down=x}))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s '--canonicalize=top-down=False max-iterations=0x3 max-num-rewrites=-1 region-simplify=normal' | FileCheck %s --check-prefix=OK
// RUN: not strata-opt %s --canonicalize=max-iterations 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not strata-opt %s '--pass-pipeline=builtin.module(canonicalize{region-simplify})' 2>&1 | FileCheck %s --check-prefix=NOVALUE-ENUM
// RUN: strata-opt %s '--pass-pipeline=builtin.module(canonicalize{test-convergence})' | FileCheck %s --check-prefix=OK
// CONFORMANCE: pipeline='--canonicalize=max-iterations'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(canonicalize{region-simplify})'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(canonicalize{top-down})'
// CONFORMANCE: pipeline='--canonicalize=top-down=False max-iterations=0x3'
// CONFORMANCE: pipeline='--canonicalize=top-down=TRUE max-iterations=010 max-num-rewrites=0b1'
// CONFORMANCE: pipeline='--canonicalize=max-iterations=08'
// CONFORMANCE: pipeline='--canonicalize=max-iterations= 3'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(func.func(canonicalize{bogus=1}))'
// Option values are read as LLVM's command-line library reads them
// (booleans in three spellings, integers with radix prefixes); a rejected
// value is reported on its own line under the tool's name before an empty
// diagnostic, an unknown option in the diagnostic, and every enclosing
// pipeline of a pass that rejects its options is named.

func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// VALUE: {{.*}}: for the --max-iterations option: 'abc' value invalid for long argument!
// VALUE-NEXT: <unknown>:0: error: {{$}}
// VALUE-NOT: failed to add

// Only a boolean option may be given without a value.
// NOVALUE: {{.*}}: for the --max-iterations option: requires a value!
// NOVALUE-NEXT: <unknown>:0: error: {{$}}
// NOVALUE-ENUM: {{.*}}: for the --region-simplify option: requires a value!
// NOVALUE-ENUM-NEXT: <unknown>:0: error: {{$}}
// NOVALUE-ENUM-NEXT: failed to add `canonicalize` with options `region-simplify`

// NAME: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// NAME-EMPTY:
// NAME-NOT: failed to add

// NESTED: {{.*}}: for the --top-down option: 'x' is invalid value for boolean argument! Try 0 or 1
// NESTED-NEXT: <unknown>:0: error: {{$}}
// NESTED-NEXT: failed to add `canonicalize` with options `top-down=x`
// NESTED-NEXT: failed to add `func.func` with options `` to inner pipeline

// OK: %c2_i32 = arith.constant 2 : i32
// OK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
