// RUN: strata-opt %s -convert-pdl-to-pdl-interp | FileCheck %s
// CONFORMANCE: skip (mlir-opt infers result types only for ops of dialects the input happens to load; see docs/deviations.md)

// No arith op appears outside the pattern, so mlir-opt has not loaded the
// arith dialect, does not know that arith.muli infers its result type,
// and creates it with no results (an op that fails to verify when the
// rewrite runs). Strata knows every registered op: the type is inferred.

// CHECK: pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
module {
  pdl.pattern : benefit(1) {
    %x = pdl.operand
    %y = pdl.operand
    %t = pdl.type
    %op = pdl.operation "foo.mul"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %mul = pdl.operation "arith.muli"(%x, %y : !pdl.value, !pdl.value)
      pdl.replace %op with %mul
    }
  }
}
