// RUN: strata-opt %s -split-input-file -verify-diagnostics
// CONFORMANCE: skip (`matches_terminator` and `{keep}` are Strata's forms of proposals of Lücke's thesis)

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.operation' op attribute 'matchesTerminator' is only allowed on an operation without a name in a matcher}}
  %op = pdl.operation "test.op" matches_terminator
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "test.op"
  pdl.rewrite %op {
    // expected-error@below {{'pdl.replace' op attribute 'keep' must be a unit attribute}}
    pdl.replace %op with %op {keep = 1 : i32}
  }
}
