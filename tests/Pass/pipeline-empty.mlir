// RUN: strata-opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: strata-opt %s --canonicalize='disable-patterns={a b,c}' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not strata-opt %s '--pass-pipeline=builtin.module(func.func( ))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not strata-opt %s '--pass-pipeline=builtin.module(cse,)' 2>&1 | FileCheck %s --check-prefix=TRAILING
// An empty pipeline dumps as mlir-opt dumps it; list elements with spaces
// print braced; a nested pipeline needs a pass, and so does a comma.

func.func @f() {
  return
}

// EMPTY: Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )

// LIST: canonicalize{disable-patterns={{[{][{]}}a b},c}  max-iterations=10

// NESTED: MLIR Textual PassPipeline Parser:1:12: error: '' does not refer to a registered pass or pass pipeline
// NESTED-NEXT: func.func( )
// NESTED-NEXT: {{^}}           ^

// TRAILING: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
