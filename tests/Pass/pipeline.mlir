// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(strip-debuginfo),print-op-stats{json=true})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --print-op-stats --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(bogus)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not strata-opt %s --pass-pipeline='strip-debuginfo' 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not strata-opt %s --pass-pipeline='builtin.module(strip-debuginfo{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// The pass manager: textual pipelines, pass flags, nesting and errors.

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g() {
  return
}

// CHECK: Pass Manager with 2 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     strip-debuginfo
// CHECK-NEXT:   ),
// CHECK-NEXT:   print-op-stats{json=true}
// CHECK-NEXT: )
// CHECK-EMPTY:
// CHECK-NEXT: {
// CHECK-NEXT:   "builtin.module" : 1,
// CHECK-NEXT:   "func.func" : 2,
// CHECK-NEXT:   "func.return" : 2
// CHECK-NEXT: }

// FLAGS: Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   strip-debuginfo,
// FLAGS-NEXT:   print-op-stats{json=false}
// FLAGS-NEXT: )
// FLAGS-EMPTY:
// FLAGS-NEXT: Operations encountered:
// FLAGS-NEXT: -----------------------
// FLAGS-NEXT:   builtin.module , 1
// FLAGS-NEXT:      func.func   , 2
// FLAGS-NEXT:      func.return , 2

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: bogus
// UNKNOWN-NEXT: ^

// UNBALANCED: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: func.func(strip-debuginfo
// UNBALANCED-NEXT: {{^}}          ^

// UNANCHORED: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `strip-debuginfo` with options `foo=1`

// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
