// REQUIRES: z3
// RUN: strata-opt %s -pdl-check="dialect-constraints=true solver-time-limit=1" 2>&1 | FileCheck %s
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// Every solver call has a time limit (a pass option, in milliseconds); a
// query past it is reported as not checked, and the pass goes on.

// CHECK: warning: the constraints of 'index.sub' created here are not checked: the SMT solver timed out after 1 ms
// CHECK: pdl.pattern @limited
pdl.pattern @limited : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %root = pdl.operation "index.add"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %new = pdl.operation "index.sub"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %new
  }
}
