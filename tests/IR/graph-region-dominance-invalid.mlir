// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// CONFORMANCE: pipeline=-allow-unregistered-dialect -split-input-file -verify-diagnostics

// In a region with SSA dominance neither is allowed.
func.func @self_use() {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "test.loop"(%0) : (i32) -> i32
  return
}

// -----

func.func @enclosing_use() {
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %1 = "test.ssacfg_region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %2 = "test.use"(%1) : (i32) -> i32
  }) : () -> i32
  return
}
