// RUN: not strata-pdl-check %s 2>&1 | FileCheck %s
// RUN: not strata-pdl-check %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING

// The checks as a command: each violation at the PDL op causing it.

module {
  pdl.pattern @self_replace : benefit(1) {
    %t = pdl.type : i32
    %x = pdl.operand
    %op = pdl.operation "test.ssacfg_region"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %op
    pdl.rewrite %op {
      // CHECK: check.mlir:[[@LINE+1]]:7: error: replaces an op with one of its own results, which go away with it
      pdl.replace %op with (%r : !pdl.value)
    }
  }
}

// MISSING: check.mlir.missing: error: cannot open the file
